/**
 * How big a level the job worker's solver takes on. Before it searches a single state, the solver
 * links every piece to every tile it can reach (its search graph): about 1.7 microseconds per
 * piece and tile, whatever the state limit (52 pieces on 512 x 512 tiles: 21 s; 4,096 pieces on
 * 1024 x 1024 would be hours). A level past the budget is answered at once as `unknown`, with why.
 */
import type { Level } from '../../level/types';
import type { LevelSolution } from '../../solver/solveLevel';

/** The editor's live solver (answers while the maker draws): about 3 s at most. */
export const LIVE_PIECE_TILES = 2_000_000;
/**
 * The game's hints, outlook and designer overlay: about two minutes at most, which still takes the
 * largest levels with a few dozen pieces (1024 x 1024 with 30 bones solves in the worker).
 */
export const GAME_PIECE_TILES = 64 * 1024 * 1024;

/** Why `level` is too big for a solver of `budget` piece-tiles (`who` names it), or null when it is not. */
export function tooBigToSolve(level: Level, budget: number, who: string): string | null {
  const { width, height } = level;
  const pieces = level.pieces.length;
  if (pieces * width * height <= budget) return null;
  return `${pieces.toLocaleString('en')} pieces on ${width} x ${height} tiles are more than ${who} takes on (maze-cat check solves it)`;
}

/** The answer for a level too big to solve: `unknown`, and why. */
export function notSolved(reason: string): LevelSolution {
  return { verdict: 'unknown', par: null, taps: [], path: [], reason, warnings: [], states: 0 };
}
