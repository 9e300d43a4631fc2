import type { Grid } from './grid';
import { MinHeap } from './minHeap';
import type { MoveRule } from './moveRules';
import { canStep, stepCost } from './steps';

/**
 * Every cell reachable from `start` for at most `budget`, with its least cost: a cost-bounded
 * Dijkstra flood fill. Unreachable cells hold Infinity. Unlike a layer-by-layer flood, a cell first
 * reached by an expensive route is lowered when a cheaper one arrives later.
 */
export function movementRange(grid: Grid, rule: MoveRule, start: number, budget = Number.POSITIVE_INFINITY): Float64Array {
  const cost = new Float64Array(grid.size).fill(Number.POSITIVE_INFINITY);
  if (grid.walls[start] === 1) return cost;
  const done = new Uint8Array(grid.size);
  const heap = new MinHeap();
  const w = grid.width;
  cost[start] = 0;
  heap.push(start, 0);
  while (heap.length > 0) {
    const current = heap.pop();
    if (done[current] === 1) continue;
    done[current] = 1;
    const x = current % w;
    const y = (current - x) / w;
    for (const [dx, dy] of rule.offsets) {
      if (!canStep(grid, rule, x, y, dx, dy)) continue;
      const next = current + dy * w + dx;
      const total = cost[current] + stepCost(grid, rule, next, dx, dy);
      if (total <= budget + 1e-9 && total < cost[next]) {
        cost[next] = total;
        heap.push(next, total);
      }
    }
  }
  return cost;
}
