/**
 * The words that explain par and stars to a player: on the win panel, what a better finish would
 * earn. Numbers come from the cost rules (src/grid/costNumbers.ts) and the star rule (stars.ts), so
 * the panel says exactly what the game counts.
 */
import { type Grid, hasDiagonalSteps, type MoveRule } from '../../grid';
import { atPar, costSlack, formatMoves } from '../../grid/costNumbers';
import { twoStarLimit } from './stars';

/**
 * Whether every move on a level costs a whole number: no diagonal or corner steps (sqrt 2) and whole tile
 * and pipe costs. Then "21.25 or fewer" means "21 or fewer", and the panel says so.
 */
export function movesAreWhole(level: { readonly grid: Grid; readonly rule: MoveRule }): boolean {
  const { grid, rule } = level;
  if (hasDiagonalSteps(rule)) return false;
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

/** A win as the panel tells it: its stars and moves, the level's par, the hints shown. */
export interface WinForWords {
  readonly stars: 1 | 2 | 3;
  readonly moves: number;
  readonly par: number | null;
  /** Every move on the level costs a whole number (see `movesAreWhole`). */
  readonly wholeMoves: boolean;
  readonly hints: number;
}

/**
 * One sentence on par and what more stars take: "Par is 17: finish in 17 moves for three stars,
 * in 21 or fewer for two." Null without a par (every win earns three stars). A win with hints
 * earns two stars at most, so the sentence never promises three for moves alone: at par it says
 * the moves were par, else that three take par without hints.
 */
export function starGoalText(win: WinForWords): string | null {
  const { stars, par, wholeMoves, hints } = win;
  if (par === null || !(par > 0)) return null;
  const p = formatMoves(par);
  if (stars === 3) return `Par is ${p}, the fewest moves a win can take: three stars.`;
  if (hints > 0 && atPar(win.moves, par))
    return `Par is ${p}, and this win took par: three stars are for par without hints.`;
  const three =
    hints > 0
      ? `Par is ${p}: finish in ${p} moves without hints for three stars`
      : `Par is ${p}: finish in ${p} moves for three stars`;
  if (stars === 2) return `${three}.`;
  return `${three}, in ${formatMoves(twoStarMoves(par, wholeMoves))} or fewer for two.`;
}
