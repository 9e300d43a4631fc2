import { KINDS } from '../level/kinds/table';
import type { SimEvent } from '../sim/types';

/**
 * The effects of public/assets/sfx.json (client contract): the interface's and the sim's own, and
 * whatever the kinds table names for its pieces (`KindDef.sounds`: pickup, bribe, eaten, win, key...).
 */
export type SoundName = 'step' | 'bump' | 'click' | 'open' | 'close' | 'tired' | 'undo' | (string & {});

/**
 * The effect a sim event plays, or null for events that are silent (walk started, ended, restarted,
 * and the end of a level, whose sound the piece that ended it already played).
 */
export function soundForEvent(event: SimEvent): SoundName | null {
  switch (event.kind) {
    case 'stepped':
      return event.jump ? null : 'step';
    case 'piece':
      return KINDS[event.entity.kind].sounds[event.effect] ?? null;
    case 'bumped':
      return 'bump';
    case 'tired':
      return 'tired';
    case 'undone':
      return 'undo';
    default:
      return null;
  }
}

/**
 * The effects for one frame's events. A step on the same frame as an outcome on that tile is
 * dropped (the pickup, bribe, win or loss says more), and each effect plays at most once a frame.
 */
export function soundsForEvents(events: readonly SimEvent[]): SoundName[] {
  const names: SoundName[] = [];
  for (const event of events) {
    const name = soundForEvent(event);
    if (name && !names.includes(name)) names.push(name);
  }
  if (names.length > 1 && names.includes('step')) names.splice(names.indexOf('step'), 1);
  return names;
}

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
