import type { PlayState } from '../level/rules/playState';
import type { Cell, Level } from '../level/types';
import { Sim } from '../sim/Sim';
import type { Status } from '../sim/types';

/** How a list of taps played out in the game's own simulation. */
export interface ReplayResult {
  readonly status: Status;
  readonly moves: number;
  /** Taps made before the level ended (all of them when it was won on the last). */
  readonly tapsUsed: number;
}

/**
 * Plays `taps` in a fresh Sim of `level` (from its start, or from the play state `from`), one walk
 * at a time (each walk runs to its end before the next tap), exactly as the player would, and
 * reports how it ended. `moves` counts from the level's start.
 */
export function replayTaps(level: Level, taps: readonly Cell[], from?: Readonly<PlayState>): ReplayResult {
  // One tick per tile: the rules do not depend on speed, and replays of long walks stay quick.
  const sim = new Sim(level, { ticksPerTile: 1, from });
  let used = 0;
  for (const tap of taps) {
    if (sim.status !== 'playing') break;
    sim.command({ kind: 'walkTo', x: tap.x, y: tap.y });
    sim.runUntilIdle();
    used++;
  }
  return { status: sim.status, moves: sim.moves, tapsUsed: used };
}
