import { KINDS } from '../../level/kinds/table';
import type { Level } from '../../level/types';

/** One counter the HUD shows: the rules' counter name, its icon (a sprite name) and its words. */
export interface HudCounter {
  readonly counter: string;
  readonly sprite: string;
  readonly label: string;
  /** A map's own kind's colour (`#rrggbb`), which its icon is tinted with as the board tints the piece. */
  readonly tint?: string;
}

/**
 * The counters the HUD shows for a level, from the kinds table (`KindDef.hud`): bones on every
 * level, first; then one per counter the level's pieces add (a key colour's keys, in the order the
 * level first places them), tinted as the piece is for a map's own kind.
 */
export function hudCounters(level: Level): HudCounter[] {
  const found = new Map<string, HudCounter>();
  const bones = KINDS.bone.hud?.({ colour: null });
  if (bones) found.set(bones.counter, bones);
  for (const piece of level.pieces) {
    const counter = piece.def.hud?.(piece);
    if (!counter || found.has(counter.counter)) continue;
    const { tint } = piece.def.look(piece, false);
    found.set(counter.counter, tint ? { ...counter, tint } : counter);
  }
  return [...found.values()];
}
