import type { Grid } from './grid';
import { MinHeap } from './minHeap';
import type { MoveRule } from './moveRules';
import { stepTable } from './stepTable';

/**
 * Every cell reachable from `start` for at most `budget`, with its least cost: a cost-bounded
 * Dijkstra flood fill. Unreachable cells hold Infinity. Unlike a layer-by-layer flood, a cell first
 * reached by an expensive route is lowered when a cheaper one arrives later.
 */
export function movementRange(
  grid: Grid,
  rule: MoveRule,
  start: number,
  budget = Number.POSITIVE_INFINITY,
): Float64Array {
  const cost = new Float64Array(grid.size).fill(Number.POSITIVE_INFINITY);
  if (grid.walls[start] === 1) return cost;
  const { count, dx, dy, delta, diagonal, factor } = stepTable(rule, grid.width);
  const { walls, costs, width: w, height: h } = grid;
  // Sums of float costs may land a hair above a budget they exactly meet (0.1 + 0.2 > 0.3).
  const limit = budget + 1e-9 * Math.max(1, Math.abs(budget));
  const done = new Uint8Array(grid.size);
  const heap = new MinHeap();
  cost[start] = 0;
  heap.push(start, 0);
  while (heap.length > 0) {
    const current = heap.pop();
    if (done[current] === 1) continue;
    done[current] = 1;
    const x = current % w;
    const y = (current - x) / w;
    const base = cost[current];
    for (let k = 0; k < count; k++) {
      const nx = x + dx[k];
      const ny = y + dy[k];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const next = current + delta[k];
      if (walls[next] === 1 || done[next] === 1) continue;
      if (diagonal[k] === 1 && (walls[current + dx[k]] === 1 || walls[current + dy[k] * w] === 1)) continue;
      const total = base + costs[next] * factor[k];
      if (total <= limit && total < cost[next]) {
        cost[next] = total;
        heap.push(next, total);
      }
    }
  }
  return cost;
}
