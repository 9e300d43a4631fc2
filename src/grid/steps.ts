import { type Grid, isBanned } from './grid';
import { checksCorners, hasDiagonalSteps, isDiagonalStep, type MoveRule } from './moveRules';
import { cornerSides, stepLists, stepsFrom } from './staggered';

/**
 * Whether the cat may step from `(x, y)` by `(dx, dy)` under `rule`: the landing tile is inside the
 * grid and open, not a way the landing tile bans (a one-way cell, `Grid.banEntries`), and a diagonal step does not cut a corner (both cells beside it open, see
 * `cornerCells`) unless the rule allows it. `(dx, dy)` must be one of the rule's steps from
 * `(x, y)` (`stepsFrom`).
 */
export function canStep(grid: Grid, rule: MoveRule, x: number, y: number, dx: number, dy: number): boolean {
  const nx = x + dx;
  const ny = y + dy;
  if (nx < 0 || ny < 0 || nx >= grid.width || ny >= grid.height) return false;
  const w = grid.width;
  if (grid.walls[ny * w + nx] === 1) return false;
  const bans = grid.entryBans;
  if (bans !== null && isBanned(bans[ny * w + nx], dx, dy)) return false;
  if (!checksCorners(rule, dx, dy)) return true;
  if (rule.stagger === undefined) return grid.walls[y * w + nx] === 0 && grid.walls[ny * w + x] === 0;
  const [ax, ay, bx, by] = cornerSides(rule.stagger, x, y, dx, dy);
  // A side off the map is no open diamond: the step would cut the map's edge.
  return (
    grid.inBounds(ax, ay) &&
    grid.inBounds(bx, by) &&
    grid.walls[ay * w + ax] === 0 &&
    grid.walls[by * w + bx] === 0
  );
}

/**
 * The two cells, as [ax, ay, bx, by], a diagonal step (dx, dy) from (x, y) passes between: the two
 * orthogonal neighbours under the diagonal rule, the two diamonds beside a corner step under the
 * staggered diagonal rule (`cornerSides`). A step that must not cut corners needs both open.
 */
export function cornerCells(rule: MoveRule, x: number, y: number, dx: number, dy: number): number[] {
  if (rule.stagger === undefined) return [x + dx, y, x, y + dy];
  return cornerSides(rule.stagger, x, y, dx, dy);
}

/** What a step costs: the entered tile's cost, times sqrt(2) for a diagonal step. */
export function stepCost(grid: Grid, rule: MoveRule, to: number, dx: number, dy: number): number {
  const cost = grid.costs[to];
  return isDiagonalStep(rule, dx, dy) ? cost * Math.SQRT2 : cost;
}

/**
 * Whether every path's cost under `rule` is an exact sum: whole costs (links included) and no
 * sqrt 2 steps. The cost range keeps such sums under 2^53, where doubles still count in ones.
 */
export function sumsAreExact(grid: Grid, rule: MoveRule): boolean {
  return !hasDiagonalSteps(rule) && grid.wholeCosts();
}

/**
 * Calls `visit(to, cost, entry)` for every move out of cell `c`: a step to a neighbour (`entry` -1),
 * or a step onto a link's entry carried on through the link (a pipe), landing on `to` for the step
 * plus the link's own cost (`entry` the entry cell). `cost` is counted from `base` (a search's cost
 * of `c`, so it needs no closure of its own). The searches over linked grids and the cheapest
 * routes walk these moves.
 */
export function forEachMove(
  grid: Grid,
  rule: MoveRule,
  c: number,
  visit: (to: number, cost: number, entry: number) => void,
  base = 0,
): void {
  const { linkTo, linkCost } = grid;
  const w = grid.width;
  const x = c % w;
  const y = (c - x) / w;
  for (const [dx, dy] of stepsFrom(rule, x, y)) {
    if (!canStep(grid, rule, x, y, dx, dy)) continue;
    const n = c + dy * w + dx;
    const cost = base + stepCost(grid, rule, n, dx, dy);
    if (linkTo !== null && linkTo[n] >= 0) {
      if (grid.walls[linkTo[n]] === 0) visit(linkTo[n], cost + (linkCost as Float64Array)[n], n);
    } else visit(n, cost, -1);
  }
}

/**
 * Calls `visit(from, cost, entry)` for every move into cell `v` (a cell the cat can stand on): the
 * step from a neighbour (`entry` -1) when `v` is no link's entry, and the jump through each link
 * in `entries` (the links that land on `v`) from a neighbour of its entry. The reverse of
 * `forEachMove`: the same moves, seen from where they land.
 */
export function forEachMoveInto(
  grid: Grid,
  rule: MoveRule,
  v: number,
  entries: readonly number[],
  visit: (from: number, cost: number, entry: number) => void,
): void {
  const { linkTo, linkCost } = grid;
  const stepsInto = (to: number, extra: number, entry: number): void => {
    const w = grid.width;
    const x = to % w;
    forEachStepInto(grid, rule, x, (to - x) / w, (px, py, dx, dy) => {
      if (canStep(grid, rule, px, py, dx, dy))
        visit(py * w + px, stepCost(grid, rule, to, dx, dy) + extra, entry);
    });
  };
  if (linkTo === null || linkTo[v] < 0) stepsInto(v, 0, -1);
  if (grid.walls[v] === 0)
    for (const entry of entries) stepsInto(entry, (linkCost as Float64Array)[entry], entry);
}

/**
 * Calls `visit(px, py, dx, dy, k)` for every cell (px, py) inside the grid from which one of the
 * rule's steps (dx, dy), the `k`th of its list, lands on (x, y), whether or not walls allow it.
 * Under a staggered rule a step is one of the list of the cell it leaves, so each list is tried
 * from the cells of its own parity; the two lists go the same ways in the same order, so `k` names
 * a direction either way.
 */
export function forEachStepInto(
  grid: Grid,
  rule: MoveRule,
  x: number,
  y: number,
  visit: (px: number, py: number, dx: number, dy: number, k: number) => void,
): void {
  const { stagger } = rule;
  const lists = stepLists(rule);
  for (let parity = 0; parity < lists.length; parity++) {
    lists[parity].forEach(([dx, dy], k) => {
      const px = x - dx;
      const py = y - dy;
      if (px < 0 || py < 0 || px >= grid.width || py >= grid.height) return;
      if (stagger !== undefined && ((stagger.axis === 'y' ? py : px) & 1) !== parity) return;
      visit(px, py, dx, dy, k);
    });
  }
}
