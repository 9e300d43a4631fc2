/**
 * The board's pictures fetched from boot, before pixi's code is in: the sprite sheet (its JSON and
 * picture) and, once the level files are in, the tilesets' pictures. Fetched only once the board's
 * code arrived, they were a round trip after it on the way to the first level (docs/performance.md,
 * "Play pressed at once"); fetched here, they download beside it. Pixi's loader reads them through
 * `fetchWithEarly` (board.ts makes it pixi's fetch), each response taken once; a URL not fetched
 * early, or whose early fetch failed, is fetched as usual.
 */

/** Early responses by absolute URL, until pixi's loader takes them. */
const early = new Map<string, Promise<Response>>();
/** Every URL fetched early: one taken already is not fetched again (pixi keeps what it loaded). */
const started = new Set<string>();

const absolute = (url: string): string => new URL(url, document.baseURI).href;

/** Starts fetching `urls` (once each), for pixi's loader to take later. */
export function fetchEarly(urls: readonly string[]): void {
  for (const url of urls) {
    const key = absolute(url);
    if (started.has(key)) continue;
    started.add(key);
    const response = fetch(key).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r;
    });
    // A failed early fetch is tried again, and reported, by the loader that asks for it.
    response.catch(() => {});
    early.set(key, response);
  }
}

/** `fetch`, answered from an early fetch of the same URL when there is one. */
export function fetchWithEarly(url: RequestInfo | URL, options?: RequestInit): Promise<Response> {
  const key = typeof url === 'string' ? absolute(url) : null;
  const response = key === null ? undefined : early.get(key);
  if (key === null || response === undefined) return fetch(url, options);
  early.delete(key);
  return response.catch(() => fetch(key, options));
}
