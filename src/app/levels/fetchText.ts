/**
 * Downloads a text file (a level from `?level=<url>`, its tilesets) within bounds: a server that
 * never answers, or trickles, would otherwise leave "Loading…" up forever. Errors are sentences for
 * the error screen.
 */

/** How long a whole download may take. */
export const FETCH_TOTAL_MS = 15_000;
/** How long the server may stay silent: before the first byte, and between two pieces. */
export const FETCH_STALL_MS = 8_000;
/** The largest file downloaded (the loader refuses larger ones anyway). */
export const FETCH_MAX_CHARS = 64 * 1024 * 1024;

export interface FetchLimits {
  readonly totalMs: number;
  readonly stallMs: number;
  readonly maxChars: number;
}

const DEFAULTS: FetchLimits = {
  totalMs: FETCH_TOTAL_MS,
  stallMs: FETCH_STALL_MS,
  maxChars: FETCH_MAX_CHARS,
};

function hostOf(url: string): string {
  try {
    const { protocol, host } = new URL(url, 'http://localhost/');
    return protocol === 'data:' ? 'the data: URL' : host;
  } catch {
    return url;
  }
}

/** Fetches `url` as text, or throws an Error saying what went wrong in words for the player. */
export async function fetchText(url: string, limits: Partial<FetchLimits> = {}): Promise<string> {
  const { totalMs, stallMs, maxChars } = { ...DEFAULTS, ...limits };
  const host = hostOf(url);
  const controller = new AbortController();
  let why = '';
  const stop = (reason: string) => {
    why = reason;
    controller.abort();
  };
  const total = setTimeout(
    () => stop(`the download from ${host} took longer than ${totalMs / 1000} s`),
    totalMs,
  );
  let stall = setTimeout(() => stop(`${host} sent nothing for ${stallMs / 1000} s`), stallMs);
  const alive = () => {
    clearTimeout(stall);
    stall = setTimeout(() => stop(`${host} sent nothing for ${stallMs / 1000} s`), stallMs);
  };
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`could not download ${url} (HTTP ${response.status})`);
    alive();
    if (!response.body) return await response.text();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      alive();
      text += value;
      if (text.length > maxChars) {
        void reader.cancel();
        throw new Error(`could not download ${url} (larger than ${maxChars} characters)`);
      }
    }
  } catch (error) {
    if (why) throw new Error(`${why}; check the address or try again later`);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      reason.startsWith('could not download') ? reason : `could not download ${url} (${reason})`,
    );
  } finally {
    clearTimeout(total);
    clearTimeout(stall);
  }
}
