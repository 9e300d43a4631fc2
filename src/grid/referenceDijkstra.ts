import type { Grid } from './grid';
import type { MoveRule } from './moveRules';
import { stepsFrom } from './staggered';
import { canStep, stepCost } from './steps';

/** A move as the reference sees it: the cells it enters (a link's entry, then its landing) and its cost. */
export interface ReferenceMove {
  readonly cells: readonly number[];
  readonly cost: number;
}

/**
 * The moves out of `c` by the rule's helpers alone: a step to each neighbour the rule allows, for
 * the entered cell's cost; a step into a link's entry (`Grid.setLink`) goes on to its other end, for
 * the link's cost more. Plain on purpose, an oracle for the searches and routes under test.
 */
export function referenceMoves(grid: Grid, rule: MoveRule, c: number): ReferenceMove[] {
  const x = c % grid.width;
  const y = Math.floor(c / grid.width);
  const moves: ReferenceMove[] = [];
  for (const [dx, dy] of stepsFrom(rule, x, y)) {
    if (!canStep(grid, rule, x, y, dx, dy)) continue;
    const next = grid.index(x + dx, y + dy);
    const cost = stepCost(grid, rule, next, dx, dy);
    const landing = grid.linkTo?.[next] ?? -1;
    if (landing < 0) moves.push({ cells: [next], cost });
    else if (grid.walls[landing] === 0)
      moves.push({ cells: [next, landing], cost: cost + (grid.linkCost as Float64Array)[next] });
  }
  return moves;
}

/**
 * Least cost from `start` to every cell by the plainest Dijkstra there is: an array scan for the
 * next cell, no heap, no heuristic, `referenceMoves` for every step. Slow on purpose, so it can
 * serve as the oracle the fast searches are tested against. Infinity where unreachable. A step into
 * a link's entry lands on its other end, so entries hold Infinity.
 */
export function referenceDijkstra(grid: Grid, rule: MoveRule, start: number): Float64Array {
  const dist = new Float64Array(grid.size).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(grid.size);
  if (grid.walls[start] === 1) return dist;
  dist[start] = 0;
  for (;;) {
    let current = -1;
    for (let i = 0; i < grid.size; i++) {
      if (done[i] === 0 && dist[i] < Number.POSITIVE_INFINITY && (current === -1 || dist[i] < dist[current]))
        current = i;
    }
    if (current === -1) return dist;
    done[current] = 1;
    for (const { cells, cost } of referenceMoves(grid, rule, current)) {
      const next = cells[cells.length - 1];
      const total = dist[current] + cost;
      if (total < dist[next]) dist[next] = total;
    }
  }
}
