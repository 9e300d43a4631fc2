import type { Grid } from './grid';
import { MinHeap } from './minHeap';
import type { MoveRule } from './moveRules';
import { canStep, stepCost } from './steps';

/** A path from start to goal: its total cost and its cells (indices), start and goal included. */
export interface Path {
  readonly cost: number;
  readonly cells: Int32Array;
}

const EPSILON = 1e-9;

/**
 * A* over one grid and one move rule. Search buffers are allocated once and stamped with a
 * generation number instead of being cleared, so repeated queries allocate only their result.
 */
export class PathFinder {
  readonly grid: Grid;
  readonly rule: MoveRule;
  private readonly g: Float64Array;
  private readonly parent: Int32Array;
  private readonly seen: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly heap = new MinHeap();
  private generation = 0;
  private minCost = 1;
  private gridVersion = -1;
  private expanded: number[] = [];

  constructor(grid: Grid, rule: MoveRule) {
    this.grid = grid;
    this.rule = rule;
    this.g = new Float64Array(grid.size);
    this.parent = new Int32Array(grid.size);
    this.seen = new Uint32Array(grid.size);
    this.closed = new Uint32Array(grid.size);
  }

  /** The cells the last search expanded, in order (for the designer overlay). */
  lastExpanded(): readonly number[] {
    return this.expanded;
  }

  /** The cheapest path from `start` to `goal` (cell indices), or null when none exists. */
  find(start: number, goal: number): Path | null {
    const { grid, rule, g, parent, seen, closed, heap } = this;
    if (grid.walls[goal] === 1 || grid.walls[start] === 1) return null;
    if (this.gridVersion !== grid.version) {
      this.minCost = grid.minCost();
      this.gridVersion = grid.version;
    }
    const gen = ++this.generation;
    const w = grid.width;
    const gx = goal % w;
    const gy = (goal - gx) / w;
    this.expanded = [];
    heap.clear();
    g[start] = 0;
    parent[start] = -1;
    seen[start] = gen;
    heap.push(start, this.heuristic(start % w, Math.floor(start / w), gx, gy), 0);
    while (heap.length > 0) {
      const current = heap.pop();
      if (closed[current] === gen) continue;
      closed[current] = gen;
      this.expanded.push(current);
      if (current === goal) return this.trace(goal);
      const x = current % w;
      const y = (current - x) / w;
      const base = g[current];
      for (const [dx, dy] of rule.offsets) {
        if (!canStep(grid, rule, x, y, dx, dy)) continue;
        const next = current + dy * w + dx;
        if (closed[next] === gen) continue;
        const cost = base + stepCost(grid, rule, next, dx, dy);
        if (seen[next] !== gen || cost < g[next] - EPSILON) {
          seen[next] = gen;
          g[next] = cost;
          parent[next] = current;
          const nx = x + dx;
          const ny = y + dy;
          // Among equal f, prefer the larger g (deeper nodes): fewer ties expanded, straighter runs.
          heap.push(next, cost + this.heuristic(nx, ny, gx, gy), -cost);
        }
      }
    }
    return null;
  }

  private trace(goal: number): Path {
    const cells: number[] = [];
    for (let c = goal; c !== -1; c = this.parent[c]) cells.push(c);
    cells.reverse();
    return { cost: this.g[goal], cells: Int32Array.from(cells) };
  }

  private heuristic(x: number, y: number, gx: number, gy: number): number {
    const dx = Math.abs(x - gx);
    const dy = Math.abs(y - gy);
    switch (this.rule.kind) {
      case 'orthogonal':
        return (dx + dy) * this.minCost;
      case 'diagonal':
        return (Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy)) * this.minCost;
      case 'knight':
        // A knight covers at most 3 tiles of Manhattan distance and 2 along one axis per jump.
        return Math.max(Math.ceil((dx + dy) / 3), Math.ceil(Math.max(dx, dy) / 2)) * this.minCost;
      default:
        return 0;
    }
  }
}
