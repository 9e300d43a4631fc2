/**
 * How careless players fare on a level, played in the real Sim: a shipped level must not be won at
 * par by either (`npm run levels` refuses it, and the levels test checks every shipped level). They
 * are two of the naive strategies `maze-cat check` plays (src/solver/difficulty/naive.ts):
 *
 * - careless (`exit`): taps the nearest exit and nothing else.
 * - nearest first (`nearest`): walks to the nearest thing it can pick up (a bone, a key), again and
 *   again, then to the nearest exit.
 */
import { formatCost } from '../../src/grid';
import type { Level } from '../../src/level';
import { type NaiveResult, playStrategy } from '../../src/solver/difficulty';

export { winsAtPar } from '../../src/solver/difficulty';

/**
 * The first level (index in play order) that must beat both strategies: the first two teach and
 * need not; the careless tap applies from the third level on. Nearest first applies from the
 * seventeenth, the levels made since the check exists: nine of the sixteen before it are won at
 * par by nearest first (they teach bones and dogs one at a time), and keep their designs.
 */
export const CARELESS_FROM = 2;
export const NEAREST_FIRST_FROM = 16;

/** Taps the nearest exit, and does nothing else. */
export function carelessPlay(level: Level): NaiveResult {
  return playStrategy(level, 'exit');
}

/** Picks up the nearest bone or key, and the next nearest, until none is left or reachable; then the nearest exit. */
export function nearestFirstPlay(level: Level): NaiveResult {
  return playStrategy(level, 'nearest');
}

/** "won in 12", "lost", "stuck": for the build's report. */
export function describeOutcome(result: NaiveResult): string {
  return result.outcome === 'won' ? `won in ${formatCost(result.cost)}` : result.outcome;
}
