import type { Grid } from './grid';
import type { MoveRule } from './moveRules';
import { canStep } from './steps';

/** Fewest moves from `start` to every cell by breadth-first search; -1 where unreachable. */
export function distanceMap(grid: Grid, rule: MoveRule, start: number): Int32Array {
  const dist = new Int32Array(grid.size).fill(-1);
  if (grid.walls[start] === 1) return dist;
  const queue = new Int32Array(grid.size);
  let head = 0;
  let tail = 0;
  const w = grid.width;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const current = queue[head++];
    const x = current % w;
    const y = (current - x) / w;
    for (const [dx, dy] of rule.offsets) {
      if (!canStep(grid, rule, x, y, dx, dy)) continue;
      const next = current + dy * w + dx;
      if (dist[next] !== -1) continue;
      dist[next] = dist[current] + 1;
      queue[tail++] = next;
    }
  }
  return dist;
}
