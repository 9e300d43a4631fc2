import { KINDS } from '../../level/kinds/table';
import type { Level } from '../../level/types';

/** One counter the HUD shows: the rules' counter name, its icon (a sprite name) and its words. */
export interface HudCounter {
  readonly counter: string;
  readonly sprite: string;
  readonly label: string;
}

/**
 * The counters the HUD shows for a level, from the kinds table (`KindDef.hud`): bones on every
 * level, first; then one per counter the level's pieces add (a key colour's keys, in the order the
 * level first places them).
 */
export function hudCounters(level: Level): HudCounter[] {
  const found = new Map<string, HudCounter>();
  const bones = KINDS.bone.hud?.({ colour: null });
  if (bones) found.set(bones.counter, bones);
  for (const piece of level.pieces) {
    const counter = piece.def.hud?.(piece);
    if (counter && !found.has(counter.counter)) found.set(counter.counter, counter);
  }
  return [...found.values()];
}
