import type { Path } from './astar';
import type { Grid } from './grid';
import { Landmarks } from './landmarks';

/** Landmarks used per query: the few that bound the start best (more cost time per node). */
const ACTIVE_LANDMARKS = 3;
const MAX_LANDMARKS = 16;
/** Total BFS work allowed when picking landmarks: landmarks x open cells. */
const LANDMARK_CELL_BUDGET = 800_000;
/** After a change, queries run with Manhattan alone until this many have been asked, then landmarks are rebuilt. */
const REBUILD_AFTER = 4;

/**
 * A* specialised for 4-connected moves on a grid where every open tile costs the same.
 *
 * Why it is fast:
 * - The heuristic is the largest of Manhattan and a few landmark (ALT) bounds, all whole numbers
 *   that change by at most 1 per step, so f grows by 0, 1 or 2 per step and the open list is a ring
 *   of three stacks (f, f+1, f+2) with no heap. Popping the newest entry first dives to the goal.
 * - The goal is accepted as soon as it is generated at the current f, which is then the least.
 * - Walls are copied into a grid padded with a border of walls, so the inner loop has no bounds
 *   checks, and every buffer is allocated once and stamped with a generation number.
 * - Landmark distances also answer "different regions" queries at once, without a search.
 *
 * Answers have the same cost as the general A*; paths are traced with the same rule (keep the
 * current direction when it is optimal), so the same query always gives the same path.
 */
export class UnitOrthogonalSearch {
  private readonly grid: Grid;
  /** Padded width: one wall column on each side. */
  private readonly pw: number;
  private readonly blocked: Uint8Array;
  private readonly g: Int32Array;
  private readonly stamp: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly order: Int32Array;
  private readonly stacks: Int32Array[] = [new Int32Array(1024), new Int32Array(1024), new Int32Array(1024)];
  private readonly lengths = new Int32Array(3);
  private generation = 0;
  private expandedCount = 0;
  private builtVersion = -1;
  private landmarks: Landmarks | null = null;
  private landmarkVersion = -1;
  private staleQueries = 0;

  constructor(grid: Grid) {
    this.grid = grid;
    this.pw = grid.width + 2;
    const size = this.pw * (grid.height + 2);
    this.blocked = new Uint8Array(size);
    this.g = new Int32Array(size);
    this.stamp = new Uint32Array(size);
    this.closed = new Uint32Array(size);
    this.order = new Int32Array(size);
  }

  /** Copies the walls and picks landmarks now, if the grid changed; `find` does it otherwise. */
  prepare(): void {
    if (this.builtVersion !== this.grid.version) this.rebuild();
    if (this.landmarkVersion !== this.grid.version) this.buildLandmarks();
  }

  /** The cells the last search expanded, in order, as grid indices. */
  lastExpanded(): readonly number[] {
    const out: number[] = [];
    for (let i = 0; i < this.expandedCount; i++) out.push(this.toGrid(this.order[i]));
    return out;
  }

  /** The cheapest path, or null. The grid's open tiles must all cost the same (checked by the caller). */
  find(start: number, goal: number): Path | null {
    const { grid, pw } = this;
    if (this.builtVersion !== grid.version) this.rebuild();
    if (this.landmarkVersion !== grid.version && ++this.staleQueries >= REBUILD_AFTER) this.buildLandmarks();
    const s = this.toPadded(start);
    const t = this.toPadded(goal);
    this.expandedCount = 0;
    if (s === t) return { cost: 0, cells: Int32Array.of(start) };

    // Pick the landmarks that bound the start best; fewer than three repeat the best one.
    let l0: Int32Array | null = null;
    let l1: Int32Array | null = null;
    let l2: Int32Array | null = null;
    if (this.landmarks && this.landmarkVersion === grid.version) {
      const picked = pickLandmarks(this.landmarks.dist, s, t, this.manhattan(s, t));
      if (picked === null) return null;
      if (picked.length > 0) {
        l0 = picked[0];
        l1 = picked[Math.min(1, picked.length - 1)];
        l2 = picked[Math.min(2, picked.length - 1)];
      }
    }
    const t0 = l0 ? l0[t] : 0;
    const t1 = l1 ? l1[t] : 0;
    const t2 = l2 ? l2[t] : 0;

    const { blocked, g, stamp, closed, order, stacks, lengths } = this;
    const gen = ++this.generation;
    const tyPad = (t / pw) | 0;
    const txPad = t - tyPad * pw;
    const deltas = [1, pw, -1, -pw];
    lengths.fill(0);
    const h = (n: number): number => {
      const ny = (n / pw) | 0;
      const nx = n - ny * pw;
      let best = (nx > txPad ? nx - txPad : txPad - nx) + (ny > tyPad ? ny - tyPad : tyPad - ny);
      if (l0 !== null && l1 !== null && l2 !== null) {
        let d = t0 - l0[n];
        if (d < 0) d = -d;
        if (d > best) best = d;
        d = t1 - l1[n];
        if (d < 0) d = -d;
        if (d > best) best = d;
        d = t2 - l2[n];
        if (d < 0) d = -d;
        if (d > best) best = d;
      }
      return best;
    };
    let f = h(s);
    let slot = 0;
    g[s] = 0;
    stamp[s] = gen;
    stacks[0][lengths[0]++] = s;
    let expanded = 0;
    let found = false;
    let empty = 0;
    search: while (empty < 3) {
      if (lengths[slot] === 0) {
        // Nothing left at this f: move to f + 1.
        f++;
        slot = slot === 2 ? 0 : slot + 1;
        empty++;
        continue;
      }
      empty = 0;
      const c = stacks[slot][--lengths[slot]];
      if (closed[c] === gen) continue;
      if (c === t) {
        found = true;
        break;
      }
      closed[c] = gen;
      order[expanded++] = c;
      const ng = g[c] + 1;
      for (let k = 0; k < 4; k++) {
        const n = c + deltas[k];
        if (blocked[n] === 1 || closed[n] === gen || (stamp[n] === gen && ng >= g[n])) continue;
        stamp[n] = gen;
        g[n] = ng;
        const nf = ng + h(n);
        if (nf === f) {
          if (n === t) {
            found = true;
            break search;
          }
          push(stacks, lengths, slot, n);
        } else {
          const to = (slot + nf - f) % 3;
          push(stacks, lengths, to, n);
        }
      }
    }
    this.expandedCount = expanded;
    if (!found) return null;
    return this.trace(s, t, grid.minCost());
  }

  /** Back from the goal over predecessors one step cheaper, keeping the direction when it is optimal. */
  private trace(s: number, t: number, unitCost: number): Path {
    const { g, stamp, generation: gen, pw } = this;
    const deltas = [1, pw, -1, -pw];
    const steps = g[t];
    const cells = new Int32Array(steps + 1);
    cells[steps] = this.toGrid(t);
    let c = t;
    let last = -1;
    for (let i = steps - 1; i >= 0; i--) {
      const want = g[c] - 1;
      let chosen = -1;
      for (let k = 0; k < 4; k++) {
        const p = c - deltas[k];
        if (stamp[p] !== gen || g[p] !== want) continue;
        if (chosen === -1) chosen = k;
        if (k === last) {
          chosen = k;
          break;
        }
      }
      if (chosen === -1) throw new Error('unit-cost trace lost its way');
      c -= deltas[chosen];
      last = chosen;
      cells[i] = this.toGrid(c);
    }
    if (c !== s) throw new Error('unit-cost trace missed the start');
    // Added step by step, as a reader of the path would add it up.
    let cost = 0;
    for (let i = 0; i < steps; i++) cost += unitCost;
    return { cost, cells };
  }

  private rebuild(): void {
    const { grid, pw, blocked } = this;
    const { width: w, height: h, walls } = grid;
    blocked.fill(1);
    for (let y = 0; y < h; y++) blocked.set(walls.subarray(y * w, y * w + w), (y + 1) * pw + 1);
    this.builtVersion = grid.version;
  }

  private buildLandmarks(): void {
    if (this.builtVersion !== this.grid.version) this.rebuild();
    this.landmarks = new Landmarks(this.blocked, this.pw, MAX_LANDMARKS, LANDMARK_CELL_BUDGET);
    this.landmarkVersion = this.grid.version;
    this.staleQueries = 0;
  }

  private manhattan(a: number, b: number): number {
    const { pw } = this;
    const ay = (a / pw) | 0;
    const by = (b / pw) | 0;
    return Math.abs(a - ay * pw - (b - by * pw)) + Math.abs(ay - by);
  }

  private toPadded(i: number): number {
    const w = this.grid.width;
    const x = i % w;
    return ((i - x) / w + 1) * this.pw + x + 1;
  }

  private toGrid(p: number): number {
    const pos = p - this.pw - 1;
    const y = (pos / this.pw) | 0;
    return y * this.grid.width + (pos - y * this.pw);
  }
}

function push(stacks: Int32Array[], lengths: Int32Array, slot: number, n: number): void {
  let stack = stacks[slot];
  if (lengths[slot] === stack.length) {
    const bigger = new Int32Array(stack.length * 2);
    bigger.set(stack);
    stacks[slot] = stack = bigger;
  }
  stack[lengths[slot]++] = n;
}

/**
 * The landmarks with the largest bound at the start, best first; null when a landmark proves that
 * start and goal lie in different regions (one reaches it, the other does not).
 */
function pickLandmarks(
  dist: readonly Int32Array[],
  s: number,
  t: number,
  manhattan: number,
): Int32Array[] | null {
  const scored: { d: Int32Array; bound: number }[] = [];
  for (const d of dist) {
    const ds = d[s];
    const dt = d[t];
    if (ds < 0 !== dt < 0) return null;
    if (ds >= 0) scored.push({ d, bound: Math.abs(ds - dt) });
  }
  scored.sort((a, b) => b.bound - a.bound);
  // On open ground Manhattan is already tight; landmarks would only cost time per node.
  if (scored.length === 0 || scored[0].bound <= manhattan) return [];
  return scored.slice(0, ACTIVE_LANDMARKS).map((x) => x.d);
}
