import { atPar, withinBudget } from '../../grid/costNumbers';

/**
 * Stars for a win, from the moves spent against the level's par (docs/rules.md, "Moves, par and
 * stars").
 *
 * 3 stars at par (or under it: a designer's par may be stale, and beating it should not cost a star;
 * a par written rounded, 14.2 for 14.2426, counts as met by the exact optimum), 2 stars up to 25%
 * over par, 1 star for any other win. Without a par every win gets 3 stars, since there is nothing
 * to measure against. A win with hints counts, but for at most 2 stars: three are for finding the
 * way yourself.
 */
export const TWO_STAR_SLACK = 0.25;

/** The most moves that still earn two stars on a level with `par`. */
export function twoStarLimit(par: number): number {
  return par * (1 + TWO_STAR_SLACK);
}

/** Stars (1-3) for winning with `moves` on a level with `par` (null: no par known), after `hints` hints. */
export function starsFor(moves: number, par: number | null, hints = 0): 1 | 2 | 3 {
  const most = hints > 0 ? 2 : 3;
  if (par === null || !(par > 0)) return most;
  if (atPar(moves, par)) return most;
  if (withinBudget(moves, twoStarLimit(par))) return 2;
  return 1;
}
