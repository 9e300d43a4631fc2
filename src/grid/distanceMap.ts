import type { Grid } from './grid';
import type { MoveRule } from './moveRules';
import { stepsFrom } from './staggered';
import { canStep } from './steps';
import { stepTable } from './stepTable';

/**
 * Fewest moves from `start` to every cell by breadth-first search; -1 where unreachable (and
 * everywhere when the start is a wall). Counts moves, not cost: terrain is ignored, walls and the
 * diagonal rules' corners are not. The hex and staggered rules step by their cell's own list
 * (`stepsFrom`), the others by one step table.
 */
export function distanceMap(grid: Grid, rule: MoveRule, start: number): Int32Array {
  const dist = new Int32Array(grid.size).fill(-1);
  if (grid.walls[start] === 1) return dist;
  const { width: w } = grid;
  const queue = new Int32Array(grid.size);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  const reach = (next: number, d: number): void => {
    if (dist[next] !== -1) return;
    dist[next] = d;
    queue[tail++] = next;
  };
  const expand =
    rule.stagger === undefined ? tableSteps(grid, rule, reach) : parityStepper(grid, rule, reach);
  while (head < tail) {
    const current = queue[head++];
    const x = current % w;
    expand(current, x, (current - x) / w, dist[current] + 1);
  }
  return dist;
}

type Expand = (current: number, x: number, y: number, d: number) => void;

/** Steps by the rule's step table: one index addition and two reads for a diagonal's corners. */
function tableSteps(grid: Grid, rule: MoveRule, reach: (next: number, d: number) => void): Expand {
  const { count, dx, dy, delta, diagonal, sideA, sideB } = stepTable(rule, grid.width);
  const { walls, width: w, height: h } = grid;
  return (current, x, y, d) => {
    for (let k = 0; k < count; k++) {
      const nx = x + dx[k];
      const ny = y + dy[k];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const next = current + delta[k];
      if (walls[next] === 1) continue;
      if (diagonal[k] === 1 && (walls[current + sideA[k]] === 1 || walls[current + sideB[k]] === 1)) continue;
      reach(next, d);
    }
  };
}

/** Steps by the cell's own list under a hex or staggered rule, checked by `canStep`. */
function parityStepper(grid: Grid, rule: MoveRule, reach: (next: number, d: number) => void): Expand {
  const w = grid.width;
  return (current, x, y, d) => {
    for (const [dx, dy] of stepsFrom(rule, x, y)) {
      if (canStep(grid, rule, x, y, dx, dy)) reach(current + dy * w + dx, d);
    }
  };
}
