import type { ReadBytes } from '../../tiled/types';

/**
 * The loader's ReadBytes in the browser: the bytes behind the URL the view loads a file from (a
 * bundled image's URL, a dropped image's data: URL, or the address of a map opened by URL). The
 * loader asks only for an atlas image whose tileset does not say how many tiles it has.
 */
export function fetchBytes(resolveUrl: (path: string) => string | null): ReadBytes {
  return async (path) => {
    const url = resolveUrl(path);
    // An address the image policy refuses (docs/levels.md): the loader then counts the tiles the map uses.
    if (url === null)
      throw new Error(`${path} is not loaded: images come only from this site or dropped files`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`could not fetch ${path}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}
