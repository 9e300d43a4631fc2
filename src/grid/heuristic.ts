import type { MoveRule } from './moveRules';
import { offsetHeuristic } from './staggered';

/** A lower bound on the cost from a cell to the goal, given the offsets `dx`, `dy` between them (any sign). */
export type Heuristic = (dx: number, dy: number) => number;

/** A lower bound on the cost from cell (x, y) to the goal (tx, ty). */
export type CellHeuristic = (x: number, y: number, tx: number, ty: number) => number;

/**
 * The admissible heuristic for any rule, from a cell to the goal: under the hex and staggered rules
 * the bound depends on the cells' parities, not only on their offsets (`offsetHeuristic`).
 */
export function cellHeuristicFor(rule: MoveRule, minCost: number): CellHeuristic {
  if (rule.stagger !== undefined) return offsetHeuristic(rule, minCost);
  const h = heuristicFor(rule, minCost);
  return (x, y, tx, ty) => h(tx - x, ty - y);
}

/**
 * The admissible heuristic for a rule, scaled by the cheapest tile cost so that terrain never makes
 * it overestimate.
 *
 * - orthogonal: Manhattan distance; every step moves one tile along one axis.
 * - diagonal: octile distance; a diagonal step covers one tile on both axes for sqrt(2) times a cost
 *   of at least `minCost`, and corner rules only make paths longer.
 * - knight and custom offsets: a lower bound on the number of jumps. A jump changes x by at most
 *   the largest |dx| of the offsets, y by at most the largest |dy|, and x+y by at most the largest
 *   |dx|+|dy|, and jump counts are whole numbers, so the ceiling of each ratio is a valid bound.
 *
 * A hex or staggered rule has no bound by offsets alone: a RangeError says to use `cellHeuristicFor`.
 */
export function heuristicFor(rule: MoveRule, minCost: number): Heuristic {
  if (rule.stagger !== undefined) throw new RangeError(`the ${rule.name} rule needs cellHeuristicFor`);
  switch (rule.kind) {
    case 'orthogonal':
      return (dx, dy) => (Math.abs(dx) + Math.abs(dy)) * minCost;
    case 'diagonal':
      return (dx, dy) => {
        const ax = Math.abs(dx);
        const ay = Math.abs(dy);
        return (ax > ay ? ax + (Math.SQRT2 - 1) * ay : ay + (Math.SQRT2 - 1) * ax) * minCost;
      };
    default:
      return jumpHeuristic(rule, minCost);
  }
}

function jumpHeuristic(rule: MoveRule, minCost: number): Heuristic {
  let maxX = 0;
  let maxY = 0;
  let maxSum = 0;
  for (const [dx, dy] of rule.offsets) {
    maxX = Math.max(maxX, Math.abs(dx));
    maxY = Math.max(maxY, Math.abs(dy));
    maxSum = Math.max(maxSum, Math.abs(dx) + Math.abs(dy));
  }
  // An axis no offset moves along gives no bound here (the goal is then unreachable or on the same line).
  const invX = maxX > 0 ? 1 / maxX : 0;
  const invY = maxY > 0 ? 1 / maxY : 0;
  const invSum = maxSum > 0 ? 1 / maxSum : 0;
  return (dx, dy) => {
    const ax = Math.abs(dx);
    const ay = Math.abs(dy);
    // The small slack keeps float rounding (e.g. 6 * (1/3) = 2.0000000000000004) from rounding up.
    const jumps = Math.max(
      Math.ceil(ax * invX - 1e-9),
      Math.ceil(ay * invY - 1e-9),
      Math.ceil((ax + ay) * invSum - 1e-9),
    );
    return jumps * minCost;
  };
}
