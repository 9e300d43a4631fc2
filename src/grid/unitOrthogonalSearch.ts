import type { Path } from './astar';
import type { Grid } from './grid';

/**
 * A* specialised for 4-connected moves on a grid where every open tile costs the same.
 *
 * Why it is fast: with unit steps and the Manhattan heuristic, a step either keeps f (towards the
 * goal) or raises it by exactly 2 (away). So the open list is two stacks, "this f" and "f + 2",
 * with no heap at all, and popping the most recent entry first dives towards the goal. The goal is
 * accepted as soon as it is generated at the current f, which is then provably the least. Walls are
 * copied into a grid padded with a border of walls, so the inner loop has no bounds checks.
 *
 * Answers are the same cost as the general A*; the path is traced with the same rule (keep the
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
  private now: Int32Array;
  private later: Int32Array;
  private generation = 0;
  private expandedCount = 0;
  private builtVersion = -1;

  constructor(grid: Grid) {
    this.grid = grid;
    this.pw = grid.width + 2;
    const size = this.pw * (grid.height + 2);
    this.blocked = new Uint8Array(size);
    this.g = new Int32Array(size);
    this.stamp = new Uint32Array(size);
    this.closed = new Uint32Array(size);
    this.order = new Int32Array(size);
    this.now = new Int32Array(1024);
    this.later = new Int32Array(1024);
  }

  /** The cells the last search expanded, in order, as grid indices. */
  lastExpanded(): readonly number[] {
    const out: number[] = [];
    for (let i = 0; i < this.expandedCount; i++) out.push(this.toGrid(this.order[i]));
    return out;
  }

  /** The cheapest path, or null. The grid's tiles must all cost the same (checked by the caller). */
  find(start: number, goal: number): Path | null {
    const { grid } = this;
    if (this.builtVersion !== grid.version) this.rebuild();
    const w = grid.width;
    const pw = this.pw;
    const s = this.toPadded(start);
    const t = this.toPadded(goal);
    const unitCost = grid.minCost();
    if (s === t) return { cost: 0, cells: Int32Array.of(start) };
    const { blocked, g, stamp, closed, order } = this;
    const gen = ++this.generation;
    const tx = goal % w;
    const ty = (goal - tx) / w;
    let now = this.now;
    let later = this.later;
    let nowLength = 0;
    let laterLength = 0;
    let expanded = 0;
    g[s] = 0;
    stamp[s] = gen;
    now[nowLength++] = s;
    let found = false;
    search: for (;;) {
      if (nowLength === 0) {
        if (laterLength === 0) break;
        const swap = now;
        now = later;
        later = swap;
        nowLength = laterLength;
        laterLength = 0;
      }
      const c = now[--nowLength];
      if (closed[c] === gen) continue;
      closed[c] = gen;
      order[expanded++] = c;
      const pos = c - pw - 1;
      const y = (pos / pw) | 0;
      const x = pos - y * pw;
      const ng = g[c] + 1;
      // Make room for up to 4 pushes on either stack.
      if (nowLength + 4 > now.length) now = grow(now);
      if (laterLength + 4 > later.length) later = grow(later);
      // Neighbours in the order E, S, W, N; a step towards the goal keeps f, away raises it by 2.
      let n = c + 1;
      if (blocked[n] === 0 && closed[n] !== gen && (stamp[n] !== gen || ng < g[n])) {
        stamp[n] = gen;
        g[n] = ng;
        if (x < tx) {
          if (n === t) {
            found = true;
            break search;
          }
          now[nowLength++] = n;
        } else later[laterLength++] = n;
      }
      n = c + pw;
      if (blocked[n] === 0 && closed[n] !== gen && (stamp[n] !== gen || ng < g[n])) {
        stamp[n] = gen;
        g[n] = ng;
        if (y < ty) {
          if (n === t) {
            found = true;
            break search;
          }
          now[nowLength++] = n;
        } else later[laterLength++] = n;
      }
      n = c - 1;
      if (blocked[n] === 0 && closed[n] !== gen && (stamp[n] !== gen || ng < g[n])) {
        stamp[n] = gen;
        g[n] = ng;
        if (x > tx) {
          if (n === t) {
            found = true;
            break search;
          }
          now[nowLength++] = n;
        } else later[laterLength++] = n;
      }
      n = c - pw;
      if (blocked[n] === 0 && closed[n] !== gen && (stamp[n] !== gen || ng < g[n])) {
        stamp[n] = gen;
        g[n] = ng;
        if (y > ty) {
          if (n === t) {
            found = true;
            break search;
          }
          now[nowLength++] = n;
        } else later[laterLength++] = n;
      }
    }
    this.now = now;
    this.later = later;
    this.expandedCount = expanded;
    if (!found) return null;
    return this.trace(s, t, unitCost);
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
    // Added step by step, as a reader of the path would add it up.
    let cost = 0;
    for (let i = 0; i < steps; i++) cost += unitCost;
    return { cost, cells };
  }

  private rebuild(): void {
    const { grid, pw, blocked } = this;
    const { width: w, height: h, walls } = grid;
    blocked.fill(1);
    for (let y = 0; y < h; y++) {
      const row = (y + 1) * pw + 1;
      blocked.set(walls.subarray(y * w, y * w + w), row);
    }
    this.builtVersion = grid.version;
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

function grow(stack: Int32Array): Int32Array {
  const bigger = new Int32Array(stack.length * 2);
  bigger.set(stack);
  return bigger;
}
