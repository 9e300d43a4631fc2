import { canStep, type Grid, type MoveRule, stepCost } from '../grid';
import { MinHeap } from '../grid/minHeap';

/**
 * The least cost from every cell to the nearest of `targets`, walls considered and nothing else
 * (dogs and bones do not block): a Dijkstra search run backwards from the targets. Unreachable
 * cells hold Infinity. Steps are reversed as they are, so a one-way custom rule (say only "2,1")
 * is measured in the direction the cat can actually jump.
 *
 * As a lower bound on the cost to win from a tile, this is the solver's A* heuristic: it ignores
 * dogs, so it never overestimates, and it is a true shortest-path distance, so it is consistent.
 */
export function distanceToTargets(grid: Grid, rule: MoveRule, targets: readonly number[]): Float64Array {
  const dist = new Float64Array(grid.size).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(grid.size);
  const heap = new MinHeap();
  const w = grid.width;
  for (const t of targets) {
    if (grid.walls[t] === 1) continue;
    dist[t] = 0;
    heap.push(t, 0);
  }
  while (heap.length > 0) {
    const current = heap.pop();
    if (done[current] === 1) continue;
    done[current] = 1;
    const x = current % w;
    const y = (current - x) / w;
    // The step from `prev` by (dx, dy) lands on `current` and costs what entering `current` costs.
    for (const [dx, dy] of rule.offsets) {
      const px = x - dx;
      const py = y - dy;
      if (px < 0 || py < 0 || px >= w || py >= grid.height) continue;
      if (!canStep(grid, rule, px, py, dx, dy)) continue;
      const prev = py * w + px;
      if (done[prev] === 1 || grid.walls[prev] === 1) continue;
      const total = dist[current] + stepCost(grid, rule, current, dx, dy);
      if (total < dist[prev]) {
        dist[prev] = total;
        heap.push(prev, total);
      }
    }
  }
  return dist;
}
