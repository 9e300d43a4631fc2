import { sameCost } from './costNumbers';
import type { Grid } from './grid';
import { movementRange } from './movementRange';
import type { MoveRule } from './moveRules';
import { forEachMove, forEachMoveInto } from './steps';

/** One move of a route: the cells it enters (one for a step; a link's entry and its landing for a jump). */
export type RouteMove = readonly number[];

/**
 * Every cheapest route from one cell to another at once: the moves that lie on some route of the
 * least cost. A route that takes only such moves, from `start` until it reaches `target`, is a
 * cheapest one, and every cheapest route is such a chain. It lets a caller choose among equally
 * cheap routes by what a path search cannot see (the game: which one the cat survives).
 *
 * Built from the least cost to every cell within the route's cost (`movementRange`), and marked
 * backwards from the target (`forEachMoveInto`): a cell is on a route when a move from it is tight
 * (its cost is exactly the difference of the least costs) and lands on a cell on a route.
 */
export class CheapestRoutes {
  private readonly least: Float64Array;
  private readonly onRoute: Uint8Array;

  /**
   * @param cost the least cost from `start` to `target` (a path search's answer); moves past it are
   *   not looked at.
   */
  constructor(
    private readonly grid: Grid,
    private readonly rule: MoveRule,
    readonly start: number,
    readonly target: number,
    cost: number,
  ) {
    this.least = movementRange(grid, rule, start, cost);
    this.onRoute = new Uint8Array(grid.size);
    const { least, onRoute } = this;
    if (!Number.isFinite(least[target])) return;
    const landingOn = linkEntries(grid);
    const none: readonly number[] = [];
    // Backwards from the target over tight moves: only the cells of the routes and their neighbours are looked at.
    onRoute[target] = 1;
    const open = [target];
    while (open.length > 0) {
      const to = open.pop() as number;
      forEachMoveInto(grid, rule, to, landingOn.get(to) ?? none, (from, step) => {
        if (onRoute[from] === 0 && Number.isFinite(least[from]) && sameCost(least[from] + step, least[to])) {
          onRoute[from] = 1;
          open.push(from);
        }
      });
    }
  }

  /** The moves out of `cell` (a cell on a route) that stay on a cheapest route, in the rule's order. */
  movesFrom(cell: number): RouteMove[] {
    const { least, onRoute } = this;
    const moves: RouteMove[] = [];
    if (cell === this.target) return moves;
    forEachMove(this.grid, this.rule, cell, (to, step, entry) => {
      if (onRoute[to] === 1 && sameCost(least[cell] + step, least[to]))
        moves.push(entry < 0 ? [to] : [entry, to]);
    });
    return moves;
  }
}

/** The entries of the grid's links by the cell they land on (empty without links). */
function linkEntries(grid: Grid): Map<number, number[]> {
  const into = new Map<number, number[]>();
  const { linkTo } = grid;
  if (linkTo === null) return into;
  for (let entry = 0; entry < linkTo.length; entry++) {
    const landing = linkTo[entry];
    if (landing < 0) continue;
    const list = into.get(landing);
    if (list) list.push(entry);
    else into.set(landing, [entry]);
  }
  return into;
}
