import type { Grid } from './grid';
import type { MoveRule } from './moveRules';
import { canStep, stepCost } from './steps';

/**
 * Least cost from `start` to every cell by the plainest Dijkstra there is: an array scan for the
 * next cell, no heap, no heuristic, the rule's helpers for every step. Slow on purpose, so it can
 * serve as the oracle the fast searches are tested against. Infinity where unreachable. A step into
 * a link's entry lands on its other end (`Grid.setLink`), so entries hold Infinity.
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
    const x = current % grid.width;
    const y = Math.floor(current / grid.width);
    for (const [dx, dy] of rule.offsets) {
      if (!canStep(grid, rule, x, y, dx, dy)) continue;
      let next = grid.index(x + dx, y + dy);
      let total = dist[current] + stepCost(grid, rule, next, dx, dy);
      if (grid.linkTo && grid.linkTo[next] >= 0) {
        total += (grid.linkCost as Float64Array)[next];
        next = grid.linkTo[next];
      }
      if (total < dist[next]) dist[next] = total;
    }
  }
}
