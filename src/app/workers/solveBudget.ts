/**
 * How big a level the job worker's solver takes on. Before it searches a single state, the solver
 * links every piece to every tile it can reach (its search graph): about 1.7 microseconds per
 * piece and tile, whatever the state limit (52 pieces on 512 x 512 tiles: 21 s; 4,096 pieces on
 * 1024 x 1024 would be hours). A level past the budget is answered at once, with why.
 */
import type { Level } from '../../level/types';
import type { LevelSolution } from '../../solver/solveLevel';

/** What the budget weighs of a level: its tiles and its pieces (the cat and the exit included). */
export interface LevelSize {
  readonly width: number;
  readonly height: number;
  readonly pieces: number;
}

/** The size of a built level. */
export const sizeOf = (level: Level): LevelSize => ({
  width: level.width,
  height: level.height,
  pieces: level.pieces.length,
});

/**
 * The editor's jobs (the live solver, the difficulty band, the design partner and generate), which
 * answer while the maker draws: about 3 s of linking at most. One gate for all four
 * (`tooBigForEditor`), so none of them takes on a map another refuses.
 */
export const EDITOR_PIECE_TILES = 2_000_000;
/**
 * The game's hints, outlook and designer overlay: about two minutes at most, which still takes the
 * largest levels with a few dozen pieces (1024 x 1024 with 30 bones solves in the worker).
 */
export const GAME_PIECE_TILES = 64 * 1024 * 1024;

/** Why `level` is too big for a solver of `budget` piece-tiles (`who` names it), or null when it is not. */
export function tooBigToSolve(level: LevelSize, budget: number, who: string): string | null {
  const { width, height, pieces } = level;
  if (pieces * width * height <= budget) return null;
  return `${pieces.toLocaleString('en')} pieces on ${width} x ${height} tiles are more than ${who} takes on (maze-cat check solves it)`;
}

/**
 * The one size gate of the editor's jobs: why a level of this size is more than the live solver,
 * the band, the design partner or generate take on (the same words from each), or null.
 */
export function tooBigForEditor(level: LevelSize): string | null {
  return tooBigToSolve(level, EDITOR_PIECE_TILES, "the editor's solver");
}

/** The answer for a level too big to solve: `unknown`, and why. */
export function notSolved(reason: string): LevelSolution {
  return { verdict: 'unknown', par: null, taps: [], path: [], reason, warnings: [], states: 0 };
}
