/**
 * Whether the page address's fragment is meant as a share link, without reading it: the title
 * asks this on every start, and fetches the link reader (shareLink.ts, with its map unpacker and
 * fflate) only for a fragment that is one.
 */

/** The longest fragment read at all: a packed map's limit and room for the rest. */
export const MAX_LINK_CHARS = 40_000;

/** `location.hash` without its `#`. */
export function fragmentBody(hash: string): string {
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

/**
 * True when `hash` names a link format (`mc=`) or is too long to be read at all: readShareLink then
 * opens it or says why not; any other fragment is left alone.
 */
export function isShareFragment(hash: string): boolean {
  const body = fragmentBody(hash);
  return body.length > MAX_LINK_CHARS || new URLSearchParams(body).has('mc');
}
