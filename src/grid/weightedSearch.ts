import type { Path } from './astar';
import { BucketQueue } from './bucketQueue';
import { CostFlood } from './costFlood';
import { sumSlack } from './costNumbers';
import type { Grid } from './grid';
import { type Heuristic, heuristicFor } from './heuristic';
import { insertLargestFirst } from './largestFirst';
import { MinHeap } from './minHeap';
import type { MoveRule } from './moveRules';
import { PaddedGrid, padFor } from './paddedGrid';
import { sharedTable } from './sharedTables';
import { sumsAreExact } from './steps';
import { type StepTable, stepTable } from './stepTable';
import { WeightedLandmarks } from './weightedLandmarks';

/** Grids with at least this many open cells get landmarks (ALT); below, searches are short anyway. */
const LANDMARK_MIN_OPEN = 65_536;
/** Landmarks placed, and used per query (the ones that bound the start best). */
const LANDMARKS = 6;
const ACTIVE_LANDMARKS = 3;

/** Heuristic kinds inlined in the loop (a closure call per neighbour costs more than the arithmetic). */
const MANHATTAN = 0;
const OCTILE = 1;
const JUMPS = 2;

/**
 * A* for any rule and any terrain costs, exact with float costs.
 *
 * Why it is fast:
 * - the grid is padded with walls (`PaddedGrid`), so a step is one index addition with no bounds
 *   checks; the rule's steps, diagonal side cells and cost factors are unpacked into typed arrays
 *   once; buffers are stamped with a generation instead of cleared;
 * - on large grids (64k open cells and more) the heuristic is the largest of Manhattan/octile
 *   (scaled by the cheapest tile) and three landmark bounds (`WeightedLandmarks`), which sees
 *   mud and water that Manhattan cannot, so far fewer cells are expanded;
 * - with whole-number costs and no diagonal steps f is a whole number and the open list is a
 *   `BucketQueue` (O(1) push and pop); otherwise a binary heap that, among equal f, prefers the
 *   larger g, so on open ground the search dives instead of widening a front of ties.
 *
 * Paths are traced back from the goal keeping the current direction whenever that step is optimal,
 * so equal-cost alternatives resolve to straight runs, and the same query gives the same path.
 */
export class WeightedSearch {
  readonly padded: PaddedGrid;
  private readonly rule: MoveRule;
  private readonly steps: StepTable;
  private readonly g: Float64Array;
  private readonly seen: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly order: Int32Array;
  private readonly heap = new MinHeap(4096);
  private readonly buckets = new BucketQueue();
  private readonly kind: number;
  private jump: Heuristic;
  private scale = 1;
  private generation = 0;
  private expandedCount = 0;
  private landmarks: WeightedLandmarks | null = null;
  private landmarkVersion = -1;
  private readonly picked = new Int32Array(ACTIVE_LANDMARKS);
  private readonly pickedBounds = new Float64Array(ACTIVE_LANDMARKS);
  /** Per-query bound terms of the active landmarks (see `slotTerms`), three numbers each. */
  private readonly terms = new Float64Array(3 * ACTIVE_LANDMARKS);

  /** Open cells from which on landmarks are built (tests lower it to exercise them on small grids). */
  private readonly landmarkMinOpen: number;

  constructor(grid: Grid, rule: MoveRule, landmarkMinOpen = LANDMARK_MIN_OPEN) {
    this.rule = rule;
    this.landmarkMinOpen = landmarkMinOpen;
    this.padded = new PaddedGrid(grid, padFor(rule.offsets));
    this.steps = stepTable(rule, this.padded.pw);
    const size = this.padded.blocked.length;
    this.g = new Float64Array(size);
    this.seen = new Uint32Array(size);
    this.closed = new Uint32Array(size);
    this.order = new Int32Array(size);
    this.kind = rule.kind === 'orthogonal' ? MANHATTAN : rule.kind === 'diagonal' ? OCTILE : JUMPS;
    this.jump = heuristicFor(rule, 1);
  }

  /** Builds now what the first query would build: the padded copy and, on large grids, the landmarks. */
  prepare(): void {
    this.refresh();
    if (this.landmarkVersion !== this.padded.grid.version) this.buildLandmarks();
  }

  private buildLandmarks(): void {
    const { grid } = this.padded;
    this.landmarkVersion = grid.version;
    this.landmarks = null;
    // Only rules whose moves can be walked back (the reverse bound and the region test need it).
    if (this.rule.kind === 'custom') return;
    const { blocked } = this.padded;
    let open = 0;
    for (let i = 0; i < blocked.length; i++) if (blocked[i] === 0) open++;
    if (open < this.landmarkMinOpen || open === 0) return;
    // Clones of a level's grid (every Sim, every player the solver runs) share one build.
    this.landmarks = sharedTable(
      grid.family,
      `weighted landmarks ${this.rule.kind} ${this.rule.name} ${this.padded.pad}`,
      this.padded,
      () => new WeightedLandmarks(new CostFlood(grid, this.rule, this.padded), LANDMARKS),
    );
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
    if (this.landmarkVersion !== this.padded.grid.version) this.buildLandmarks();
    const s = this.padded.toPadded(start);
    const t = this.padded.toPadded(goal);
    return this.search(s, t) ? this.trace(s, t) : null;
  }

  /** A* from padded `s` to padded `t`; true when `t` was reached. Leaves `g` and `seen` for `trace`. */
  private search(s: number, t: number): boolean {
    const { g, seen, closed, heap, order, kind, scale } = this;
    const { count, dx, dy, delta, sideA, sideB, diagonal, factor } = this.steps;
    const { blocked, cost, pw } = this.padded;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;
    // Octile: max(a, b) + (sqrt2 - 1) * min(a, b), everything times the cheapest tile.
    const octile = (Math.SQRT2 - 1) * scale;
    // Landmark bounds (see WeightedLandmarks): F(t) - F(n) and (F(n) - cost(n)) - (F(t) - cost(t)).
    let table: Float32Array | null = null;
    let stride = 0;
    let slack = 0;
    let o0 = 0;
    let o1 = 0;
    let o2 = 0;
    if (this.landmarks && this.landmarks.count > 0) {
      const active = this.pickLandmarks(s, t);
      if (active === -1) {
        this.expandedCount = 0;
        return false;
      }
      if (active > 0) {
        ({ table, slack } = this.landmarks);
        stride = this.landmarks.count;
        o0 = this.picked[0];
        o1 = this.picked[Math.min(1, active - 1)];
        o2 = this.picked[Math.min(2, active - 1)];
      }
    }
    // Each active landmark bounds as max(a - f(n), f(n) - k * cost(n) - b), see `slotTerms`.
    const terms = this.terms;
    if (table) {
      this.slotTerms(o0, t, 0);
      this.slotTerms(o1, t, 3);
      this.slotTerms(o2, t, 6);
    }
    const a0 = terms[0];
    const k0 = terms[1];
    const b0 = terms[2];
    const a1 = terms[3];
    const k1 = terms[4];
    const b1 = terms[5];
    const a2 = terms[6];
    const k2 = terms[7];
    const b2 = terms[8];
    const jump = this.jump;
    /** The heuristic at cell n, |dx| = ax and |dy| = ay from the goal. */
    const heuristic = (n: number, ax: number, ay: number): number => {
      let h: number;
      if (kind === MANHATTAN) h = (ax + ay) * scale;
      else if (kind === OCTILE) h = ax > ay ? ax * scale + ay * octile : ay * scale + ax * octile;
      else h = jump(ax, ay);
      if (table !== null) {
        const at = n * stride;
        const cn = cost[n];
        let f = table[at + o0];
        let b = Math.max(a0 - f, f - cn * k0 - b0);
        if (b - slack > h) h = b - slack;
        f = table[at + o1];
        b = Math.max(a1 - f, f - cn * k1 - b1);
        if (b - slack > h) h = b - slack;
        f = table[at + o2];
        b = Math.max(a2 - f, f - cn * k2 - b2);
        if (b - slack > h) h = b - slack;
      }
      return h;
    };
    const sy = (s / pw) | 0;
    const fs = heuristic(s, Math.abs(s - sy * pw - tx), Math.abs(sy - ty));
    // Whole-number f (whole costs, no diagonals, exact landmarks): a bucket queue replaces the heap.
    // Along a step f grows by at most the step's cost plus the heuristic's growth, itself at most
    // the dearest tile or three cheapest tiles (a knight's Manhattan), hence the ring size.
    const { integral, maxCost } = this.padded;
    const ring = 2 * maxCost + 3 * scale + 2;
    const buckets = integral && kind !== OCTILE && slack === 0 && ring <= 1 << 16 ? this.buckets : null;
    const gen = ++this.generation;
    const limit = order.length;
    let expanded = 0;
    heap.clear();
    g[s] = 0;
    seen[s] = gen;
    if (buckets) {
      buckets.reset(ring, fs);
      buckets.push(s, fs);
    } else heap.push(s, fs, 0);
    while ((buckets ? buckets.length : heap.length) > 0) {
      const c = buckets ? buckets.pop() : heap.pop();
      if (closed[c] === gen) continue;
      closed[c] = gen;
      if (expanded < limit) order[expanded++] = c;
      if (c === t) {
        this.expandedCount = expanded;
        return true;
      }
      const cy = (c / pw) | 0;
      const cx = c - cy * pw;
      const base = g[c];
      for (let k = 0; k < count; k++) {
        const n = c + delta[k];
        if (blocked[n] === 1) continue;
        // No corner cutting: a diagonal step needs both orthogonal neighbours open.
        if (diagonal[k] === 1 && (blocked[c + sideA[k]] === 1 || blocked[c + sideB[k]] === 1)) continue;
        const ng = base + cost[n] * factor[k];
        if (seen[n] === gen && ng >= g[n]) continue;
        // A cheaper way into a closed cell (float32 landmark slack, or float sums): open it again.
        if (closed[n] === gen) closed[n] = 0;
        seen[n] = gen;
        g[n] = ng;
        let ax = cx + dx[k] - tx;
        if (ax < 0) ax = -ax;
        let ay = cy + dy[k] - ty;
        if (ay < 0) ay = -ay;
        const f = ng + heuristic(n, ax, ay);
        if (buckets) buckets.push(n, f);
        // Among equal f the heap prefers the larger g: the search dives.
        else heap.push(n, f, -ng);
      }
    }
    this.expandedCount = expanded;
    return false;
  }

  /**
   * Writes the landmarks that bound the start best into `picked` and returns how many (0 when none
   * beats the plain heuristic by much); -1 when one proves start and goal lie in different regions.
   */
  private pickLandmarks(s: number, t: number): number {
    const { table, count: stride } = this.landmarks as WeightedLandmarks;
    const { cost } = this.padded;
    const { picked, pickedBounds: bounds } = this;
    let count = 0;
    for (let i = 0; i < stride; i++) {
      const fs = table[s * stride + i];
      const ft = table[t * stride + i];
      const reachS = fs !== Number.POSITIVE_INFINITY;
      if (reachS !== (ft !== Number.POSITIVE_INFINITY)) return -1;
      if (!reachS) continue;
      this.slotTerms(i, t, 0);
      const { terms } = this;
      const bound = Math.max(terms[0] - fs, fs - cost[s] * terms[1] - terms[2]);
      count = insertLargestFirst(picked, bounds, count, i, bound);
    }
    return count;
  }

  /**
   * Writes at `at` in `terms` the a, k, b that make landmark `i`'s bound at n, for goal t,
   * max(a - f(n), f(n) - k * cost(n) - b), f being the landmark's stored cost at n:
   * - forward, orthogonal or knight: a = F(t), k = 1, b = F(t) - cost(t) (both bounds);
   * - diagonal: a = F(t), k = 0, b = Infinity (the first bound only).
   */
  private slotTerms(i: number, t: number, at: number): void {
    const { table, count } = this.landmarks as WeightedLandmarks;
    const { terms } = this;
    const ft = table[t * count + i];
    if (this.rule.kind === 'diagonal') {
      terms[at] = ft;
      terms[at + 1] = 0;
      terms[at + 2] = Number.POSITIVE_INFINITY;
    } else {
      terms[at] = ft;
      terms[at + 1] = 1;
      terms[at + 2] = ft - this.padded.cost[t];
    }
  }

  /**
   * Walks back from the goal along optimal predecessors. A predecessor p of c is optimal when
   * g[p] + step(p, c) equals g[c]; g[p] is then exact too, since g only ever holds the cost of a real
   * path. Keeping the previous direction when it is optimal gives long straight runs.
   */
  private trace(s: number, t: number): Path {
    const { g, seen, generation: gen } = this;
    const { count, delta, sideA, sideB, diagonal, factor } = this.steps;
    const { blocked, cost, grid, minCost } = this.padded;
    const exact = sumsAreExact(grid, this.rule);
    const cells: number[] = [t];
    const stepCosts: number[] = [];
    let c = t;
    let last = -1;
    while (c !== s) {
      const target = g[c];
      // Under half a step, so every step back goes down by half a step at least: the walk ends.
      const tolerance = sumSlack(target, minCost, exact);
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
