/**
 * The address-bar options the game understands. Pure, so it is unit-tested.
 *
 * - `?test`: expose the read-only test hook (`window.__mazeCat`).
 * - `?designer`: start with the designer overlay on.
 * - `?speed=N`: run N sim steps per STEP_MS of real time (end-to-end tests walk faster); 1 by default.
 * - `?level=<id or url>`: open that level directly: a bundled level id, or any URL (fetched).
 * - `?reset`: forget saved progress (with a notice), handy when testing.
 */
export interface AppParams {
  readonly test: boolean;
  readonly designer: boolean;
  readonly speed: number;
  /** The `level` value as given, or null. */
  readonly level: string | null;
  readonly reset: boolean;
}

export const MIN_SPEED = 1 / 16;
export const MAX_SPEED = 1000;

/** Reads the options from `location.search`. Unknown or malformed values fall back to defaults. */
export function parseParams(search: string): AppParams {
  const q = new URLSearchParams(search);
  const flag = (name: string) => q.has(name) && q.get(name) !== '0' && q.get(name) !== 'false';
  const rawSpeed = Number(q.get('speed') ?? '1');
  const speed =
    Number.isFinite(rawSpeed) && rawSpeed > 0 ? Math.min(MAX_SPEED, Math.max(MIN_SPEED, rawSpeed)) : 1;
  const level = q.get('level');
  return {
    test: flag('test'),
    designer: flag('designer'),
    speed,
    level: level ? level : null,
    reset: flag('reset'),
  };
}

/** A `level` value that is not a bundled id, as an absolute URL against the page. */
export function levelUrl(value: string, pageHref: string): string {
  return new URL(value, pageHref).href;
}
