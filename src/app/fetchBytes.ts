import type { ReadBytes } from '../tiled/types';

/**
 * The loader's ReadBytes in the browser: the bytes behind the URL the view loads a file from (a
 * bundled image's URL, a dropped image's data: URL, or the address of a map opened by URL). The
 * loader asks only for an atlas image whose tileset does not say how many tiles it has.
 */
export function fetchBytes(resolveUrl: (path: string) => string): ReadBytes {
  return async (path) => {
    const response = await fetch(resolveUrl(path));
    if (!response.ok) throw new Error(`could not fetch ${path}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}
