import type { PaddedGrid } from './paddedGrid';

/**
 * The heuristic of one unit-cost query: Manhattan to the goal and, when `table` is set, three
 * landmark bounds: landmark distances interleaved per cell (`table[cell * stride + o]`, see
 * `Landmarks`), `o0..o2` the landmarks used and `t0..t2` their distances at the goal.
 */
export interface UnitHeuristic {
  readonly table: Int32Array | null;
  readonly stride: number;
  readonly o0: number;
  readonly o1: number;
  readonly o2: number;
  readonly t0: number;
  readonly t1: number;
  readonly t2: number;
}

/**
 * Cell-by-cell A* for 4-connected unit-cost grids, used where jump point search gains nothing
 * (scattered obstacles make nearly every cell a jump point).
 *
 * The heuristic is whole-numbered and changes by at most 1 per step, so f grows by 0, 1 or 2 per
 * step and the open list is a ring of three stacks (f, f+1, f+2) with no heap; popping the newest
 * entry first dives to the goal. The goal is accepted as soon as it is generated at the current f,
 * which is then the least. Paths are traced back keeping the current direction when it is optimal.
 */
export class UnitCellSearch {
  private readonly padded: PaddedGrid;
  private readonly g: Int32Array;
  private readonly stamp: Uint32Array;
  private readonly closed: Uint32Array;
  readonly order: Int32Array;
  expandedCount = 0;
  private readonly stacks: Int32Array[] = [new Int32Array(1024), new Int32Array(1024), new Int32Array(1024)];
  private readonly lengths = new Int32Array(3);
  private generation = 0;

  constructor(padded: PaddedGrid) {
    this.padded = padded;
    const size = padded.blocked.length;
    this.g = new Int32Array(size);
    this.stamp = new Uint32Array(size);
    this.closed = new Uint32Array(size);
    this.order = new Int32Array(size);
  }

  /** The path from padded `s` to padded `t` (s !== t) as padded cells, or null. */
  find(s: number, t: number, heuristic: UnitHeuristic): Int32Array | null {
    const { table, stride, o0, o1, o2, t0, t1, t2 } = heuristic;
    const { blocked, pw } = this.padded;
    const { g, stamp, closed, order, stacks, lengths } = this;
    const gen = ++this.generation;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;
    const deltas = [1, pw, -1, -pw];
    lengths.fill(0);
    const h = (n: number): number => {
      const ny = (n / pw) | 0;
      const nx = n - ny * pw;
      let best = (nx > tx ? nx - tx : tx - nx) + (ny > ty ? ny - ty : ty - ny);
      if (table !== null) {
        const at = n * stride;
        let d = t0 - table[at + o0];
        if (d < 0) d = -d;
        if (d > best) best = d;
        d = t1 - table[at + o1];
        if (d < 0) d = -d;
        if (d > best) best = d;
        d = t2 - table[at + o2];
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
          push(stacks, lengths, (slot + nf - f) % 3, n);
        }
      }
    }
    this.expandedCount = expanded;
    return found ? this.trace(s, t) : null;
  }

  /** Back from the goal over predecessors one step cheaper, keeping the direction when it is optimal. */
  private trace(s: number, t: number): Int32Array {
    const { g, stamp, generation: gen } = this;
    const pw = this.padded.pw;
    const deltas = [1, pw, -1, -pw];
    const steps = g[t];
    const cells = new Int32Array(steps + 1);
    cells[steps] = t;
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
      cells[i] = c;
    }
    if (c !== s) throw new Error('unit-cost trace missed the start');
    return cells;
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
