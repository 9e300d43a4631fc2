/**
 * Where a map's pictures (tileset images, image layers) may load from: this site (the game's own
 * files, bundled levels) and files the player dropped (data: and blob: URLs). A shared map naming
 * an image on another server would make the page contact that server for anyone who opens it; such
 * an image is not loaded, the player is told, and its tiles are drawn with the game's tileset when
 * the names match (the catalog finds it by name) or as plain squares. docs/levels.md says so.
 */
import type { ResolveImage } from '../../view/tileTextures';

/** True for a URL this page may load a picture from. */
export function imageAllowed(url: string, pageHref: string): boolean {
  if (/^(data|blob):/i.test(url)) return true;
  try {
    return new URL(url, pageHref).origin === new URL(pageHref).origin;
  } catch {
    return false;
  }
}

/**
 * `resolve` with the policy applied: a URL it may not load becomes null, and `refused` hears of it
 * once per URL.
 */
export function guardImages(
  resolve: (path: string) => string,
  pageHref: string,
  refused: (url: string) => void,
): ResolveImage {
  const told = new Set<string>();
  return (path) => {
    const url = resolve(path);
    if (imageAllowed(url, pageHref)) return url;
    if (!told.has(url)) {
      told.add(url);
      refused(url);
    }
    return null;
  };
}
