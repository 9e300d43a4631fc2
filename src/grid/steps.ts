import type { Grid } from './grid';
import { checksCorners, isDiagonalStep, type MoveRule } from './moveRules';

/**
 * Whether the cat may step from `(x, y)` by `(dx, dy)` under `rule`: the landing tile is inside the
 * grid and open, and a diagonal step does not cut a corner (both orthogonal neighbours open) unless
 * the rule allows it.
 */
export function canStep(grid: Grid, rule: MoveRule, x: number, y: number, dx: number, dy: number): boolean {
  const nx = x + dx;
  const ny = y + dy;
  if (nx < 0 || ny < 0 || nx >= grid.width || ny >= grid.height) return false;
  const w = grid.width;
  if (grid.walls[ny * w + nx] === 1) return false;
  if (checksCorners(rule, dx, dy)) {
    return grid.walls[y * w + nx] === 0 && grid.walls[ny * w + x] === 0;
  }
  return true;
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
  return rule.kind !== 'diagonal' && grid.wholeCosts();
}
