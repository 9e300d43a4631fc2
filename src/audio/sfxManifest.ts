/**
 * sfx.json, the sound sprite's manifest (public/assets/sfx.json), read and checked. Apart from the
 * events' sounds (eventSounds.ts) so that the title screen's audio does not bring the kinds table.
 */

/** The parts of sfx.json the game reads; anything else is ignored. */
export interface SfxManifest {
  readonly src: readonly string[];
  readonly sprite: Readonly<Record<string, readonly [number, number] | readonly [number, number, boolean]>>;
  readonly music?: { readonly src: readonly string[]; readonly loop?: boolean };
}

/** Checks a parsed sfx.json and resolves its file names against `baseUrl`; null when it is unusable. */
export function readSfxManifest(json: unknown, baseUrl: string): SfxManifest | null {
  if (typeof json !== 'object' || json === null) return null;
  const o = json as Record<string, unknown>;
  const srcs = (v: unknown): string[] | null =>
    Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string')
      ? v.map((s) => join(baseUrl, s))
      : null;
  const src = srcs(o.src);
  if (!src || typeof o.sprite !== 'object' || o.sprite === null) return null;
  const sprite: Record<string, [number, number]> = {};
  for (const [name, v] of Object.entries(o.sprite as Record<string, unknown>)) {
    if (Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number') sprite[name] = [v[0], v[1]];
  }
  const m = o.music as Record<string, unknown> | undefined;
  const musicSrc = m && typeof m === 'object' ? srcs(m.src) : null;
  return musicSrc ? { src, sprite, music: { src: musicSrc, loop: m?.loop !== false } } : { src, sprite };
}

function join(base: string, file: string): string {
  if (/^([a-z]+:|\/)/i.test(file) || base === '') return file;
  return base.endsWith('/') ? base + file : `${base}/${file}`;
}
