/**
 * The words that explain par and stars to a player: on the win panel, what a better finish would
 * earn. Numbers come from the cost rules (src/grid/costNumbers.ts) and the star rule (stars.ts), so
 * the panel says exactly what the game counts.
 */
import type { Grid, MoveRule } from '../grid';
import { costSlack, formatCost } from '../grid/costNumbers';
import { twoStarLimit } from './stars';

/**
 * Whether every move on a level costs a whole number: no diagonal steps (sqrt 2) and whole tile
 * and pipe costs. Then "21.25 or fewer" means "21 or fewer", and the panel says so.
 */
export function movesAreWhole(level: { readonly grid: Grid; readonly rule: MoveRule }): boolean {
  const { grid, rule } = level;
  if (rule.kind === 'diagonal') return false;
  for (let i = 0; i < grid.size; i++)
    if (grid.walls[i] === 0 && !Number.isInteger(grid.costs[i])) return false;
  const links = grid.linkCost;
  if (links) for (let i = 0; i < links.length; i++) if (!Number.isInteger(links[i])) return false;
  return true;
}

/** The most moves that earn two stars, as the player can reach it (whole on a whole-move level). */
export function twoStarMoves(par: number, wholeMoves: boolean): number {
  const limit = twoStarLimit(par);
  return wholeMoves ? Math.floor(limit + costSlack(limit)) : limit;
}

/**
 * One sentence on par and what more stars take, for a win with `stars` on a level with `par`:
 * "Par is 17: finish in 17 moves for three stars, in 21 or fewer for two." Null without a par (every win
 * earns three stars).
 */
export function starGoalText(stars: 1 | 2 | 3, par: number | null, wholeMoves: boolean): string | null {
  if (par === null || !(par > 0)) return null;
  const p = formatCost(par);
  if (stars === 3) return `Par is ${p}, the fewest moves a win can take: three stars.`;
  const three = `Par is ${p}: finish in ${p} moves for three stars`;
  if (stars === 2) return `${three}.`;
  return `${three}, in ${formatCost(twoStarMoves(par, wholeMoves))} or fewer for two.`;
}
