/**
 * A replay: what the player did in one play of a level, as the commands the Sim took and the tick
 * each was sent at. The Sim is deterministic, so the same commands at the same ticks make the same
 * play. A restart is never part of a replay: a replay starts at the level's start (the last
 * restart of a recorded play).
 */

/** One step of a replay: a tap on a tile, or an undo. `tick: null` means "when the cat stands still". */
export type ReplayStep =
  | { readonly kind: 'tap'; readonly x: number; readonly y: number; readonly tick: number | null }
  | { readonly kind: 'undo'; readonly tick: number | null };

/** The most steps a replay may hold: far more than any play, few enough to run in a moment. */
export const MAX_REPLAY_STEPS = 10_000;
/** The latest tick a step may be sent at: 24 hours of play at 60 ticks a second. */
export const MAX_REPLAY_TICK = 24 * 60 * 60 * 60;
/** The largest tile coordinate a tap may name (a level is at most this many tiles a side). */
export const MAX_REPLAY_COORD = 65_535;

/** A replay that cannot be read: `where` names the step (or `code`), `message` what is wrong. */
export class ReplayError extends Error {
  constructor(
    readonly where: string,
    readonly detail: string,
  ) {
    super(`${where}: ${detail}`);
    this.name = 'ReplayError';
  }
}
