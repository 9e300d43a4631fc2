import type { PaddedGrid } from './paddedGrid';

/**
 * Cell-by-cell A* for 4-connected unit-cost grids, used where jump point search gains nothing
 * (scattered obstacles make nearly every cell a jump point).
 *
 * The heuristic is Manhattan (on such grids it is nearly exact, and landmarks would not beat it):
 * whole-numbered and changing by at most 1 per step, so f grows by 0, 1 or 2 per
 * step and the open list is a ring of three stacks (f, f+1, f+2) with no heap; popping the newest
 * entry first dives to the goal. The goal is accepted as soon as it is generated at the current f,
 * which is then the least. Paths are traced back keeping the current direction when it is optimal.
 */
export class UnitCellSearch {
  private readonly padded: PaddedGrid;
  /**
   * Per cell, side by side (one cache line for both): a stamp and g. The stamp is 2 x generation
   * once the cell is seen this query, one more once it is closed, and WALL on walls, so one read
   * and one comparison reject a wall or a closed cell (blocked, closed and seen were three arrays).
   */
  private readonly cell: Int32Array;
  readonly order: Int32Array;
  expandedCount = 0;
  private readonly stacks: Int32Array[] = [new Int32Array(1024), new Int32Array(1024), new Int32Array(1024)];
  private readonly lengths = new Int32Array(3);
  private generation = 0;
  /** The four steps' index offsets in the padded grid (right, down, left, up). */
  private readonly deltas: Int32Array;
  /** The grid version the wall stamps were written for. */
  private wallsVersion = -1;

  constructor(padded: PaddedGrid) {
    this.padded = padded;
    const size = padded.blocked.length;
    this.cell = new Int32Array(size * 2);
    this.order = new Int32Array(size);
    this.deltas = Int32Array.of(1, padded.pw, -1, -padded.pw);
  }

  /**
   * The path from padded `s` to padded `t` (s !== t), written into `out` as padded cells: its cell
   * count, or -1 when there is none.
   */
  find(s: number, t: number, out: Int32Array): number {
    const seen = this.begin();
    const { cell, stacks, lengths } = this;
    cell[s * 2] = seen;
    cell[s * 2 + 1] = 0;
    stacks[0][lengths[0]++] = s;
    return this.run(s, t, this.distance(s, t), 0, out);
  }

  /**
   * The same answer as `find`, for a query whose monotone walk was exhausted (`MonotonePath`):
   * `layer[0..count)` are every cell a monotone path from `s` reaches, which are the cells A*
   * expands first, all at f = the Manhattan distance M, each at g = its Manhattan distance from
   * `s`. They are closed at once and their other neighbours opened at f = M + 2, so the search
   * starts beyond the layer the walk has already covered (on random512 that layer was most of
   * the work of the queries whose shortest path is longer than Manhattan).
   */
  findBeyond(s: number, t: number, layer: Int32Array, count: number, out: Int32Array): number {
    const seen = this.begin();
    const { cell, order, stacks, lengths } = this;
    const { pw } = this.padded;
    const sy = (s / pw) | 0;
    const sx = s - sy * pw;
    for (let i = 0; i < count; i++) {
      const c = layer[i];
      cell[c * 2] = seen + 1;
      cell[c * 2 + 1] = manhattan(c, pw, sx, sy);
      order[i] = c;
    }
    const { deltas } = this;
    for (let i = 0; i < count; i++) {
      const c = layer[i];
      const ng = cell[c * 2 + 1] + 1;
      for (let k = 0; k < 4; k++) {
        const n = c + deltas[k];
        // Every open neighbour outside the layer is a step away from the goal: f = M + 2.
        if (reach(cell, n, ng, seen)) push(stacks, lengths, 0, n);
      }
    }
    return this.run(s, t, this.distance(s, t) + 2, count, out);
  }

  /** Starts a query: walls stamped, a new generation, empty stacks; returns the `seen` stamp. */
  private begin(): number {
    this.stampWalls();
    // Stamps grow by 2 per query; start over before they could reach WALL.
    if (this.generation >= MAX_GENERATION) this.restart();
    this.lengths.fill(0);
    return ++this.generation * 2;
  }

  private distance(s: number, t: number): number {
    const { pw } = this.padded;
    const ty = (t / pw) | 0;
    return manhattan(s, pw, t - ty * pw, ty);
  }

  /**
   * A* from what `begin` and the caller put in stack 0 at `f` (`expanded` cells already closed):
   * the path to `t` written into `out`, its cell count, or -1.
   */
  private run(s: number, t: number, startF: number, closed: number, out: Int32Array): number {
    const { pw } = this.padded;
    const { cell, order, stacks, lengths } = this;
    const seen = this.generation * 2;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;
    const { deltas } = this;
    let f = startF;
    let slot = 0;
    let expanded = closed;
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
      if (cell[c * 2] !== seen) continue;
      if (c === t) {
        found = true;
        break;
      }
      cell[c * 2] = seen + 1;
      order[expanded++] = c;
      const ng = cell[c * 2 + 1] + 1;
      for (let k = 0; k < 4; k++) {
        const n = c + deltas[k];
        if (!reach(cell, n, ng, seen)) continue;
        const nf = ng + manhattan(n, pw, tx, ty);
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
    return found ? this.trace(s, t, out) : -1;
  }

  /** Writes WALL on the walls (and clears the rest) when the grid changed since the last query. */
  private stampWalls(): void {
    const { padded, cell } = this;
    if (this.wallsVersion === padded.grid.version) return;
    this.wallsVersion = padded.grid.version;
    const { blocked } = padded;
    for (let i = 0; i < blocked.length; i++) cell[i * 2] = blocked[i] === 1 ? WALL : 0;
  }

  /** Clears every stamp but the walls' and starts the generations again. */
  private restart(): void {
    const { cell } = this;
    for (let i = 0; i < cell.length; i += 2) if (cell[i] !== WALL) cell[i] = 0;
    this.generation = 0;
  }

  /**
   * Back from the goal over predecessors one step cheaper, keeping the direction when it is optimal;
   * writes the path into `cells` and returns its cell count.
   */
  private trace(s: number, t: number, cells: Int32Array): number {
    const { cell } = this;
    const seen = this.generation * 2;
    const { deltas } = this;
    const steps = cell[t * 2 + 1];
    cells[steps] = t;
    let c = t;
    let last = -1;
    for (let i = steps - 1; i >= 0; i--) {
      const want = cell[c * 2 + 1] - 1;
      let chosen = -1;
      for (let k = 0; k < 4; k++) {
        const p = c - deltas[k];
        const st = cell[p * 2];
        if ((st !== seen && st !== seen + 1) || cell[p * 2 + 1] !== want) continue;
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
    return steps + 1;
  }
}

/** The stamp of a wall: above every stamp a query writes. */
const WALL = 0x7fffffff;
/** Generations stop here, so seen + 1 = 2 x generation + 1 stays below WALL. */
const MAX_GENERATION = 0x3ffffffe;

function manhattan(n: number, pw: number, tx: number, ty: number): number {
  const ny = (n / pw) | 0;
  const nx = n - ny * pw;
  return (nx > tx ? nx - tx : tx - nx) + (ny > ty ? ny - ty : ty - ny);
}

/**
 * Records `n` as seen at g = `ng` unless it is closed this query or a wall (both stamp above
 * `seen`) or was seen already as cheaply; says whether it was.
 */
function reach(cell: Int32Array, n: number, ng: number, seen: number): boolean {
  const st = cell[n * 2];
  if (st > seen || (st === seen && ng >= cell[n * 2 + 1])) return false;
  cell[n * 2] = seen;
  cell[n * 2 + 1] = ng;
  return true;
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
