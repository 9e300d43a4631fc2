import type { Grid } from './grid';
import type { MoveRule } from './moveRules';
import { stepsFrom } from './staggered';
import { canStep } from './steps';
import { stepTable } from './stepTable';

/**
 * Fewest moves from `start` to every cell by breadth-first search; -1 where unreachable (and
 * everywhere when the start is a wall). Counts moves, not cost: terrain is ignored, walls and the
 * diagonal rules' corners are not.
 */
export function distanceMap(grid: Grid, rule: MoveRule, start: number): Int32Array {
  if (rule.stagger !== undefined) return offsetDistanceMap(grid, rule, start);
  const dist = new Int32Array(grid.size).fill(-1);
  if (grid.walls[start] === 1) return dist;
  const { count, dx, dy, delta, diagonal, sideA, sideB } = stepTable(rule, grid.width);
  const { walls, width: w, height: h } = grid;
  const queue = new Int32Array(grid.size);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const current = queue[head++];
    const x = current % w;
    const y = (current - x) / w;
    const d = dist[current] + 1;
    for (let k = 0; k < count; k++) {
      const nx = x + dx[k];
      const ny = y + dy[k];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const next = current + delta[k];
      if (walls[next] === 1 || dist[next] !== -1) continue;
      if (diagonal[k] === 1 && (walls[current + sideA[k]] === 1 || walls[current + sideB[k]] === 1)) continue;
      dist[next] = d;
      queue[tail++] = next;
    }
  }
  return dist;
}

/**
 * The same count under a hex or staggered rule, whose steps depend on the cell's row or column: a
 * plain breadth-first search by each cell's own list (`stepsFrom`), checked by `canStep`, so the
 * table loop above stays as it was for the other rules.
 */
function offsetDistanceMap(grid: Grid, rule: MoveRule, start: number): Int32Array {
  const dist = new Int32Array(grid.size).fill(-1);
  if (grid.walls[start] === 1) return dist;
  const w = grid.width;
  const queue = new Int32Array(grid.size);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const current = queue[head++];
    const x = current % w;
    const y = (current - x) / w;
    for (const [dx, dy] of stepsFrom(rule, x, y)) {
      const next = current + dy * w + dx;
      if (!canStep(grid, rule, x, y, dx, dy) || dist[next] !== -1) continue;
      dist[next] = dist[current] + 1;
      queue[tail++] = next;
    }
  }
  return dist;
}
