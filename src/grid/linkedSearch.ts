import type { Path } from './astar';
import { sumSlack } from './costNumbers';
import type { Grid } from './grid';
import { type CellHeuristic, cellHeuristicFor } from './heuristic';
import { MinHeap } from './minHeap';
import type { MoveRule } from './moveRules';
import { canStep, forEachMove, forEachStepInto, stepCost, sumsAreExact } from './steps';

/**
 * Searches over a grid with links (pipes, `Grid.setLink`): A* for one path and a bounded Dijkstra
 * flood for the movement range. A step into a link's entry cell carries on to its landing cell, so
 * a link is one more edge, costing the entry's step plus the link's own cost. A cell is only rested
 * on when walked onto without a link, or landed on: a pipe's two ends are each an entry and a landing.
 *
 * Linked grids are hand-made levels, small next to the Moving AI maps the jump point searches are
 * tuned for, so this is a plain search on the grid itself. Its heuristic stays admissible and
 * consistent with links: any path to the goal either uses no link, and then costs at least the
 * rule's distance to the goal, or first walks to some link entry, and then costs at least the
 * distance to the nearest entry. The smaller of the two is the bound.
 *
 * It is also the search for the hex and staggered rules, links or none: their steps depend on the
 * row's or column's parity, which the padded step tables of the other searches do not model.
 */
export class LinkedSearch {
  private readonly grid: Grid;
  private readonly rule: MoveRule;
  private readonly g: Float64Array;
  private readonly seen: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly heap = new MinHeap(1024);
  private readonly expanded: number[] = [];
  private generation = 0;
  private version = -1;
  private heuristic: CellHeuristic;
  /** Entry cells per landing cell, and every entry as x, y pairs (for the heuristic). */
  private entriesInto = new Map<number, number[]>();
  private entryXY = new Int32Array(0);

  constructor(grid: Grid, rule: MoveRule) {
    this.grid = grid;
    this.rule = rule;
    this.g = new Float64Array(grid.size);
    this.seen = new Uint32Array(grid.size);
    this.closed = new Uint32Array(grid.size);
    this.heuristic = cellHeuristicFor(rule, 1);
  }

  /** The cells the last `find` expanded, in order. */
  lastExpanded(): readonly number[] {
    return this.expanded;
  }

  /**
   * The cheapest path from `start` to `goal`; a goal on a link's entry means its landing cell (just
   * `[start]` when that is where the search starts).
   */
  find(start: number, goal: number): Path | null {
    this.refresh();
    const { grid, g, seen, closed, heap } = this;
    const { linkTo } = grid;
    const target = linkTo !== null && linkTo[goal] >= 0 && goal !== start ? linkTo[goal] : goal;
    if (grid.walls[target] === 1) return null;
    const w = grid.width;
    const tx = target % w;
    const ty = (target - tx) / w;
    const gen = ++this.generation;
    this.expanded.length = 0;
    heap.clear();
    g[start] = 0;
    seen[start] = gen;
    heap.push(start, this.bound(start, tx, ty), 0);
    while (heap.length > 0) {
      const c = heap.pop();
      if (closed[c] === gen) continue;
      closed[c] = gen;
      this.expanded.push(c);
      if (c === target) return this.trace(start, target);
      this.relax(c, (n, ng) => {
        if (seen[n] === gen && ng >= g[n]) return;
        if (closed[n] === gen) closed[n] = 0;
        seen[n] = gen;
        g[n] = ng;
        heap.push(n, ng + this.bound(n, tx, ty), -ng);
      });
    }
    return null;
  }

  /**
   * The least cost to every cell within `limit` (Infinity elsewhere): the movement range. Landing
   * cells get the cost of the jump; entry cells are never reached, since the cat cannot stop there.
   */
  flood(start: number, limit: number): Float64Array {
    this.refresh();
    const { grid, g, seen, closed, heap } = this;
    const out = new Float64Array(grid.size).fill(Number.POSITIVE_INFINITY);
    const gen = ++this.generation;
    heap.clear();
    g[start] = 0;
    seen[start] = gen;
    heap.push(start, 0, 0);
    while (heap.length > 0) {
      const c = heap.pop();
      if (closed[c] === gen) continue;
      closed[c] = gen;
      out[c] = g[c];
      this.relax(c, (n, ng) => {
        if (ng > limit || (seen[n] === gen && ng >= g[n])) return;
        seen[n] = gen;
        g[n] = ng;
        heap.push(n, ng, 0);
      });
    }
    return out;
  }

  /** Calls `visit(next, cost)` for every move out of `c` (`forEachMove`), with its cost from the start. */
  private relax(c: number, visit: (next: number, cost: number) => void): void {
    forEachMove(this.grid, this.rule, c, visit, this.g[c]);
  }

  /** The admissible bound at cell n for a goal at (tx, ty): see the class comment. */
  private bound(n: number, tx: number, ty: number): number {
    const w = this.grid.width;
    const x = n % w;
    const y = (n - x) / w;
    let h = this.heuristic(x, y, tx, ty);
    const xy = this.entryXY;
    for (let i = 0; i < xy.length; i += 2) {
      const e = this.heuristic(x, y, xy[i], xy[i + 1]);
      if (e < h) h = e;
    }
    return h;
  }

  /**
   * Walks back from the goal along optimal predecessors, keeping the last direction where that is
   * optimal (straight runs, not staircases), and through a link where the landing was reached by one.
   */
  private trace(start: number, target: number): Path {
    const { grid, rule, g, seen, generation: gen } = this;
    const { linkTo } = grid;
    const linkCost = grid.linkCost ?? new Float64Array(0);
    const w = grid.width;
    const cells = [target];
    const exact = sumsAreExact(grid, rule);
    const cheapest = grid.minCost();
    let c = target;
    let last = -1;
    while (c !== start) {
      // Under half a step, so every step back goes down by half a step at least: the walk ends.
      const tolerance = sumSlack(g[c], cheapest, exact);
      const reached = (p: number, cost: number): boolean =>
        seen[p] === gen && Math.abs(g[p] + cost - g[c]) <= tolerance;
      let from = -1;
      let via = -1;
      let chosen = -1;
      // Only cells the cat rested on have g (an entry is skipped for its landing), so `reached`
      // alone tells real predecessors. Into c through a link: from a cell next to one of its entries
      // (or the start standing on one).
      for (const entry of this.entriesInto.get(c) ?? []) {
        if (entry === start && reached(entry, linkCost[entry])) {
          from = entry;
          break;
        }
        const ex = entry % w;
        forEachStepInto(grid, rule, ex, (entry - ex) / w, (px, py, dx, dy) => {
          const p = py * w + px;
          if (from !== -1 || !canStep(grid, rule, px, py, dx, dy)) return;
          if (reached(p, stepCost(grid, rule, entry, dx, dy) + linkCost[entry])) {
            from = p;
            via = entry;
          }
        });
        if (from !== -1) break;
      }
      if (from === -1 && (linkTo === null || linkTo[c] < 0)) {
        const cx = c % w;
        forEachStepInto(grid, rule, cx, (c - cx) / w, (px, py, dx, dy, k) => {
          if (chosen !== -1 && chosen === last) return;
          const p = py * w + px;
          if (!canStep(grid, rule, px, py, dx, dy)) return;
          if (!reached(p, stepCost(grid, rule, c, dx, dy))) return;
          if (chosen === -1 || k === last) {
            chosen = k;
            from = p;
          }
        });
      }
      // Cannot happen: the cell that last lowered g[c] always qualifies.
      if (from === -1) throw new Error('linked A* trace lost its way');
      if (via !== -1) cells.push(via);
      cells.push(from);
      last = via === -1 ? chosen : -1;
      c = from;
    }
    cells.reverse();
    let cost = 0;
    for (let i = 1; i < cells.length; i++) cost += linkedStepCost(grid, rule, cells[i - 1], cells[i]);
    return { cost, cells: Int32Array.from(cells) };
  }

  private refresh(): void {
    const { grid } = this;
    if (this.version === grid.version) return;
    this.version = grid.version;
    this.heuristic = cellHeuristicFor(this.rule, grid.minCost());
    const linkTo = grid.linkTo ?? new Int32Array(0);
    this.entriesInto = new Map();
    const xy: number[] = [];
    for (let a = 0; a < linkTo.length; a++) {
      const b = linkTo[a];
      if (b < 0) continue;
      const list = this.entriesInto.get(b) ?? [];
      list.push(a);
      this.entriesInto.set(b, list);
      xy.push(a % grid.width, Math.floor(a / grid.width));
    }
    this.entryXY = Int32Array.from(xy);
  }
}

/**
 * What one move of a path costs: a plain step (the entered cell's cost, times sqrt(2) on a
 * diagonal), or the jump from a link's entry to its landing cell (the link's own cost).
 */
export function linkedStepCost(grid: Grid, rule: MoveRule, from: number, to: number): number {
  if (grid.linkTo !== null && grid.linkTo[from] === to) return (grid.linkCost as Float64Array)[from];
  const w = grid.width;
  const fx = from % w;
  const tx = to % w;
  return stepCost(grid, rule, to, tx - fx, (to - tx) / w - (from - fx) / w);
}
