import type { Path } from './astar';
import type { Grid } from './grid';
import { type Heuristic, heuristicFor } from './heuristic';
import { MinHeap } from './minHeap';
import type { MoveRule } from './moveRules';
import { PaddedGrid, padFor } from './paddedGrid';

/** Heuristic kinds inlined in the loop (a closure call per neighbour costs more than the arithmetic). */
const MANHATTAN = 0;
const OCTILE = 1;
const JUMPS = 2;

/**
 * A* for any rule and any terrain costs, exact with float costs.
 *
 * Why it is fast: the grid is padded with walls (`PaddedGrid`), so a step is one index addition
 * with no bounds checks; the rule's steps, diagonal side cells and cost factors are unpacked into
 * typed arrays once; the Manhattan and octile heuristics are computed inline from coordinates
 * carried along, not through a closure; buffers are stamped with a generation instead of cleared.
 * Among equal f the heap prefers the larger g, so on open ground the search dives instead of
 * widening a front of ties.
 *
 * Paths are traced back from the goal keeping the current direction whenever that step is optimal,
 * so equal-cost alternatives resolve to straight runs, and the same query gives the same path.
 */
export class WeightedSearch {
  readonly padded: PaddedGrid;
  private readonly rule: MoveRule;
  private readonly count: number;
  private readonly dx: Int32Array;
  private readonly dy: Int32Array;
  private readonly delta: Int32Array;
  /** For a diagonal step the two orthogonal cells it passes (no corner cutting); 0 otherwise. */
  private readonly sideA: Int32Array;
  private readonly sideB: Int32Array;
  private readonly diagonal: Uint8Array;
  private readonly factor: Float64Array;
  private readonly g: Float64Array;
  private readonly seen: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly order: Int32Array;
  private readonly heap = new MinHeap(4096);
  private readonly kind: number;
  private jump: Heuristic;
  private scale = 1;
  private generation = 0;
  private expandedCount = 0;

  constructor(grid: Grid, rule: MoveRule) {
    this.rule = rule;
    this.padded = new PaddedGrid(grid, padFor(rule.offsets));
    const { pw } = this.padded;
    const count = rule.offsets.length;
    this.count = count;
    this.dx = new Int32Array(count);
    this.dy = new Int32Array(count);
    this.delta = new Int32Array(count);
    this.sideA = new Int32Array(count);
    this.sideB = new Int32Array(count);
    this.diagonal = new Uint8Array(count);
    this.factor = new Float64Array(count);
    rule.offsets.forEach(([dx, dy], k) => {
      const diagonal = rule.kind === 'diagonal' && dx !== 0 && dy !== 0;
      this.dx[k] = dx;
      this.dy[k] = dy;
      this.delta[k] = dy * pw + dx;
      this.diagonal[k] = diagonal ? 1 : 0;
      this.sideA[k] = diagonal ? dx : 0;
      this.sideB[k] = diagonal ? dy * pw : 0;
      this.factor[k] = diagonal ? Math.SQRT2 : 1;
    });
    const size = this.padded.blocked.length;
    this.g = new Float64Array(size);
    this.seen = new Uint32Array(size);
    this.closed = new Uint32Array(size);
    this.order = new Int32Array(size);
    this.kind = rule.kind === 'orthogonal' ? MANHATTAN : rule.kind === 'diagonal' ? OCTILE : JUMPS;
    this.jump = heuristicFor(rule, 1);
  }

  /** Copies the grid again if it changed. */
  refresh(): void {
    if (this.padded.refresh()) {
      this.scale = this.padded.minCost;
      this.jump = heuristicFor(this.rule, this.scale);
    }
  }

  /** The cells the last search expanded, in order, as grid indices. */
  lastExpanded(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.expandedCount; i++) out.push(this.padded.toGrid(this.order[i]));
    return out;
  }

  /** The cheapest path between two open grid cells, or null. */
  find(start: number, goal: number): Path | null {
    this.refresh();
    const s = this.padded.toPadded(start);
    const t = this.padded.toPadded(goal);
    return this.search(s, t) ? this.trace(s, t) : null;
  }

  /** A* from padded `s` to padded `t`; true when `t` was reached. Leaves `g` and `seen` for `trace`. */
  private search(s: number, t: number): boolean {
    const { g, seen, closed, heap, order, count, dx, dy, delta, sideA, sideB, diagonal, factor, kind, scale } =
      this;
    const { blocked, cost, pw } = this.padded;
    const gen = ++this.generation;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;
    // Octile: max(a, b) + (sqrt2 - 1) * min(a, b), everything times the cheapest tile.
    const octile = (Math.SQRT2 - 1) * scale;
    let expanded = 0;
    heap.clear();
    g[s] = 0;
    seen[s] = gen;
    heap.push(s, 0, 0);
    while (heap.length > 0) {
      const c = heap.pop();
      if (closed[c] === gen) continue;
      closed[c] = gen;
      order[expanded++] = c;
      if (c === t) {
        this.expandedCount = expanded;
        return true;
      }
      const cy = (c / pw) | 0;
      const cx = c - cy * pw;
      const base = g[c];
      for (let k = 0; k < count; k++) {
        const n = c + delta[k];
        if (blocked[n] === 1 || closed[n] === gen) continue;
        // No corner cutting: a diagonal step needs both orthogonal neighbours open.
        if (diagonal[k] === 1 && (blocked[c + sideA[k]] === 1 || blocked[c + sideB[k]] === 1)) continue;
        const ng = base + cost[n] * factor[k];
        if (seen[n] === gen && ng >= g[n]) continue;
        seen[n] = gen;
        g[n] = ng;
        let ax = cx + dx[k] - tx;
        if (ax < 0) ax = -ax;
        let ay = cy + dy[k] - ty;
        if (ay < 0) ay = -ay;
        let h: number;
        if (kind === MANHATTAN) h = (ax + ay) * scale;
        else if (kind === OCTILE) h = ax > ay ? ax * scale + ay * octile : ay * scale + ax * octile;
        else h = this.jump(ax, ay);
        heap.push(n, ng + h, -ng);
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
  private trace(s: number, t: number): Path {
    const { g, seen, generation: gen, count, delta, sideA, sideB, diagonal, factor } = this;
    const { blocked, cost } = this.padded;
    const cells: number[] = [t];
    const stepCosts: number[] = [];
    let c = t;
    let last = -1;
    while (c !== s) {
      const target = g[c];
      const tolerance = 1e-9 * Math.max(1, target);
      let chosen = -1;
      for (let k = 0; k < count; k++) {
        const p = c - delta[k];
        if (seen[p] !== gen || blocked[p] === 1) continue;
        if (diagonal[k] === 1 && (blocked[p + sideA[k]] === 1 || blocked[p + sideB[k]] === 1)) continue;
        if (Math.abs(g[p] + cost[c] * factor[k] - target) > tolerance) continue;
        if (chosen === -1) chosen = k;
        if (k === last) {
          chosen = k;
          break;
        }
      }
      // Cannot happen: the node that last lowered g[c] always qualifies.
      if (chosen === -1) throw new Error('A* trace lost its way');
      stepCosts.push(cost[c] * factor[chosen]);
      c -= delta[chosen];
      last = chosen;
      cells.push(c);
    }
    // Summed from the start, as a reader of the path would add it up.
    let total = 0;
    for (let i = stepCosts.length - 1; i >= 0; i--) total += stepCosts[i];
    const out = new Int32Array(cells.length);
    for (let i = 0; i < cells.length; i++) out[i] = this.padded.toGrid(cells[cells.length - 1 - i]);
    return { cost: total, cells: out };
  }
}
