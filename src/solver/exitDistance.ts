import { canStep, forEachStepInto, type Grid, type MoveRule, stepCost } from '../grid';
import { MinHeap } from '../grid/minHeap';

/**
 * The least cost from every cell to the nearest of `targets`, walls considered and nothing else
 * (dogs and bones do not block, doors count as open): a Dijkstra search run backwards from the
 * targets. Unreachable cells hold Infinity. Steps are reversed as they are, so a one-way custom
 * rule (say only "2,1") is measured in the direction the cat can actually jump; a pipe is walked
 * back from its landing to the cells next to its entry (`Grid.setLink`), and nothing rests on an
 * entry.
 *
 * As a lower bound on the cost to win from a tile, this is the solver's A* heuristic: it ignores
 * dogs and locks, so it never overestimates, and it is a true shortest-path distance, so it is
 * consistent.
 */
export function distanceToTargets(grid: Grid, rule: MoveRule, targets: readonly number[]): Float64Array {
  const dist = new Float64Array(grid.size).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(grid.size);
  const heap = new MinHeap();
  const w = grid.width;
  const { linkTo, linkCost } = grid;
  const entriesInto = new Map<number, number[]>();
  if (linkTo) {
    for (let a = 0; a < linkTo.length; a++) {
      if (linkTo[a] >= 0) entriesInto.set(linkTo[a], [...(entriesInto.get(linkTo[a]) ?? []), a]);
    }
  }
  for (const t of targets) {
    if (grid.walls[t] === 1) continue;
    dist[t] = 0;
    heap.push(t, 0);
  }
  /** Lowers the cost of the cells that reach `into` by one step (plus `extra`), from `current`'s cost. */
  const relaxInto = (into: number, base: number, extra: number): void => {
    const x = into % w;
    const y = (into - x) / w;
    forEachStepInto(grid, rule, x, y, (px, py, dx, dy) => {
      if (!canStep(grid, rule, px, py, dx, dy)) return;
      const prev = py * w + px;
      if (done[prev] === 1 || (linkTo !== null && linkTo[prev] >= 0 && !entriesInto.has(prev))) return;
      const total = base + stepCost(grid, rule, into, dx, dy) + extra;
      if (total < dist[prev]) {
        dist[prev] = total;
        heap.push(prev, total);
      }
    });
  };
  while (heap.length > 0) {
    const current = heap.pop();
    if (done[current] === 1) continue;
    done[current] = 1;
    // A step into a pipe's entry never rests there, so no plain step leads to `current` if it is one.
    if (linkTo === null || linkTo[current] < 0) relaxInto(current, dist[current], 0);
    for (const entry of entriesInto.get(current) ?? [])
      relaxInto(entry, dist[current], (linkCost as Float64Array)[entry]);
  }
  return dist;
}
