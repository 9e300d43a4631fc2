import type { Grid } from './grid';
import { type Heuristic, heuristicFor } from './heuristic';
import { MinHeap } from './minHeap';
import type { MoveRule } from './moveRules';
import { type StepTable, stepTable } from './stepTable';
import { UnitOrthogonalSearch } from './unitOrthogonalSearch';

/** A path from start to goal: its total cost and its cells (indices), start and goal included. */
export interface Path {
  readonly cost: number;
  readonly cells: Int32Array;
}

/**
 * A* over one grid and one move rule: the cheapest path, exact with terrain costs, and always the
 * same path for the same query on the same grid.
 *
 * Search buffers are allocated once and stamped with a generation number instead of being
 * cleared, so repeated queries allocate only their result. Walls and costs are read live, so the
 * game may change tiles (`Grid.setBlocked`, `setCostOverride`) between queries.
 *
 * Among equal-cost paths it returns one that looks walked, not staircased: the path is traced back
 * from the goal keeping the current direction whenever a step in that direction is also optimal.
 * On 4-connected grids where every open tile costs the same (Moving AI maps, plain levels) the
 * query runs on a specialised unit-cost search (see `UnitOrthogonalSearch`) with the same answers.
 */
export class PathFinder {
  readonly grid: Grid;
  readonly rule: MoveRule;
  private readonly steps: StepTable;
  private readonly g: Float64Array;
  private readonly seen: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly order: Int32Array;
  private readonly heap = new MinHeap();
  private generation = 0;
  private expandedCount = 0;
  private expandedBy: 'general' | 'unit' = 'general';
  private gridVersion = -1;
  private heuristic: Heuristic;
  private unit: UnitOrthogonalSearch | null = null;

  constructor(grid: Grid, rule: MoveRule) {
    this.grid = grid;
    this.rule = rule;
    this.steps = stepTable(rule, grid.width);
    this.g = new Float64Array(grid.size);
    this.seen = new Uint32Array(grid.size);
    this.closed = new Uint32Array(grid.size);
    this.order = new Int32Array(grid.size);
    this.heuristic = heuristicFor(rule, 1);
  }

  /**
   * Builds what the first query would otherwise build (the heuristic's cost bound, the unit-cost
   * search's padded grid), so a game can pay it while loading. Optional.
   */
  prepare(): void {
    this.refresh();
    if (this.unit) this.unit.prepare();
  }

  /** The cells the last search expanded, in order (for the designer overlay). */
  lastExpanded(): readonly number[] {
    if (this.expandedBy === 'unit' && this.unit) return this.unit.lastExpanded();
    return Array.from(this.order.subarray(0, this.expandedCount));
  }

  /** The cheapest path from `start` to `goal` (cell indices), or null when none exists. */
  find(start: number, goal: number): Path | null {
    const { grid } = this;
    if (grid.walls[goal] === 1 || grid.walls[start] === 1) return null;
    this.refresh();
    if (this.unit && grid.uniformCost()) {
      this.expandedBy = 'unit';
      return this.unit.find(start, goal);
    }
    this.expandedBy = 'general';
    return this.search(start, goal) ? this.trace(start, goal) : null;
  }

  private refresh(): void {
    const { grid } = this;
    if (this.gridVersion === grid.version) return;
    this.heuristic = heuristicFor(this.rule, grid.minCost());
    if (this.rule.kind === 'orthogonal' && grid.uniformCost()) this.unit ??= new UnitOrthogonalSearch(grid);
    this.gridVersion = grid.version;
  }

  /** Plain A* with a binary heap; true when the goal was reached. Leaves `g` and `seen` for `trace`. */
  private search(start: number, goal: number): boolean {
    const { grid, g, seen, closed, heap, order, heuristic } = this;
    const { count, dx, dy, delta, diagonal, factor } = this.steps;
    const { walls, costs, width: w, height: h } = grid;
    const gen = ++this.generation;
    const gx = goal % w;
    const gy = (goal - gx) / w;
    let expanded = 0;
    heap.clear();
    g[start] = 0;
    seen[start] = gen;
    const sx = start % w;
    heap.push(start, heuristic(gx - sx, gy - (start - sx) / w), 0);
    while (heap.length > 0) {
      const current = heap.pop();
      if (closed[current] === gen) continue;
      closed[current] = gen;
      order[expanded++] = current;
      if (current === goal) {
        this.expandedCount = expanded;
        return true;
      }
      const x = current % w;
      const y = (current - x) / w;
      const base = g[current];
      for (let k = 0; k < count; k++) {
        const nx = x + dx[k];
        const ny = y + dy[k];
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const next = current + delta[k];
        if (walls[next] === 1 || closed[next] === gen) continue;
        // No corner cutting: a diagonal step needs both orthogonal neighbours open.
        if (diagonal[k] === 1 && (walls[current + dx[k]] === 1 || walls[current + dy[k] * w] === 1)) continue;
        const cost = base + costs[next] * factor[k];
        if (seen[next] !== gen || cost < g[next]) {
          seen[next] = gen;
          g[next] = cost;
          // Among equal f, prefer the larger g (deeper nodes): fewer ties expanded.
          heap.push(next, cost + heuristic(gx - nx, gy - ny), -cost);
        }
      }
    }
    this.expandedCount = expanded;
    return false;
  }

  /**
   * Walks back from the goal along optimal predecessors. A predecessor p of c is optimal when
   * g[p] + step(p, c) equals g[c]; g[p] is then exact too, since g only ever holds the cost of a real
   * path. Keeping the previous direction when it is optimal gives long straight runs.
   */
  private trace(start: number, goal: number): Path {
    const { grid, g, seen, generation: gen } = this;
    const { count, dx, dy, delta, diagonal, factor } = this.steps;
    const { walls, costs, width: w, height: h } = grid;
    const cells: number[] = [goal];
    const stepCosts: number[] = [];
    let c = goal;
    let last = -1;
    while (c !== start) {
      const x = c % w;
      const y = (c - x) / w;
      const target = g[c];
      const tolerance = 1e-9 * Math.max(1, target);
      let chosen = -1;
      for (let k = 0; k < count; k++) {
        const px = x - dx[k];
        const py = y - dy[k];
        if (px < 0 || py < 0 || px >= w || py >= h) continue;
        const p = c - delta[k];
        if (seen[p] !== gen || walls[p] === 1) continue;
        if (diagonal[k] === 1 && (walls[p + dx[k]] === 1 || walls[p + dy[k] * w] === 1)) continue;
        if (Math.abs(g[p] + costs[c] * factor[k] - target) > tolerance) continue;
        if (chosen === -1) chosen = k;
        if (k === last) {
          chosen = k;
          break;
        }
      }
      // Cannot happen: the node that last lowered g[c] always qualifies.
      if (chosen === -1) throw new Error('A* trace lost its way');
      stepCosts.push(costs[c] * factor[chosen]);
      c -= delta[chosen];
      last = chosen;
      cells.push(c);
    }
    cells.reverse();
    // Summed from the start, as a reader of the path would add it up.
    let cost = 0;
    for (let i = stepCosts.length - 1; i >= 0; i--) cost += stepCosts[i];
    return { cost, cells: Int32Array.from(cells) };
  }
}
