import type { Path } from './astar';
import type { Grid } from './grid';
import { MinHeap } from './minHeap';
import { PaddedGrid } from './paddedGrid';

/**
 * Jump point search for the diagonal rule (8 neighbours, no corner cutting) on a grid where every
 * open tile costs the same: the Moving AI benchmark setting. The rules are those of
 * PathFinding.js's `JPFMoveDiagonallyIfNoObstacles` (Harabor and Grastien's JPS adapted to
 * diagonal steps that need both orthogonal neighbours open):
 *
 * - a straight jump stops where a side opens that was closed one step back (a forced neighbour);
 * - a diagonal jump stops where either straight jump from the cell stops somewhere, and ends when
 *   the next diagonal step would cut a corner;
 * - from a jump point only the natural and forced directions are tried.
 *
 * A* runs over the jump points with the octile heuristic, so the search touches a few cells per
 * open area instead of every cell. Paths are the chains of jump points filled in cell by cell:
 * diagonal runs and straight runs, few turns, the same path for the same query.
 */
export class DiagonalJumpSearch {
  private readonly grid: Grid;
  private readonly padded: PaddedGrid;
  private readonly g: Float64Array;
  private readonly parent: Int32Array;
  private readonly seen: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly order: Int32Array;
  private readonly heap = new MinHeap(1024);
  private generation = 0;
  private expandedCount = 0;
  /** The goal of the current query (padded index), checked by every jump. */
  private goal = -1;

  constructor(grid: Grid) {
    this.grid = grid;
    this.padded = new PaddedGrid(grid, 1, false);
    const size = this.padded.blocked.length;
    this.g = new Float64Array(size);
    this.parent = new Int32Array(size);
    this.seen = new Uint32Array(size);
    this.closed = new Uint32Array(size);
    this.order = new Int32Array(size);
  }

  /** Copies the walls now if the grid changed. */
  prepare(): void {
    this.padded.refresh();
  }

  /** The jump points the last search expanded, in order, as grid indices. */
  lastExpanded(): readonly number[] {
    const out: number[] = [];
    for (let i = 0; i < this.expandedCount; i++) out.push(this.padded.toGrid(this.order[i]));
    return out;
  }

  /** The cheapest path between two open cells, or null. Every open tile must cost the same. */
  find(start: number, goal: number): Path | null {
    const { padded, g, parent, seen, closed, order, heap } = this;
    padded.refresh();
    const { blocked, pw } = padded;
    const s = padded.toPadded(start);
    const t = padded.toPadded(goal);
    this.goal = t;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;
    const diagonalExtra = Math.SQRT2 - 1;
    const gen = ++this.generation;
    heap.clear();
    g[s] = 0;
    seen[s] = gen;
    parent[s] = -1;
    heap.push(s, 0, 0);
    let expanded = 0;
    let found = false;
    while (heap.length > 0) {
      const c = heap.pop();
      if (closed[c] === gen) continue;
      closed[c] = gen;
      order[expanded++] = c;
      if (c === t) {
        found = true;
        break;
      }
      const cy = (c / pw) | 0;
      const cx = c - cy * pw;
      const p = parent[c];
      // The direction of arrival, each axis -1, 0 or 1; (0, 0) at the start: try everything.
      let dx = 0;
      let dy = 0;
      if (p !== -1) {
        const py = (p / pw) | 0;
        dx = Math.sign(cx - (p - py * pw));
        dy = Math.sign(cy - py);
      }
      for (let k = 0; k < 8; k++) {
        const mx = MX[k];
        const my = MY[k];
        if (!this.natural(c, dx, dy, mx, my, blocked, pw)) continue;
        const n = mx !== 0 && my !== 0 ? this.jumpDiagonal(c, mx, my) : this.jumpStraight(c, mx + my * pw);
        if (n === -1 || closed[n] === gen) continue;
        const ny = (n / pw) | 0;
        const nx = n - ny * pw;
        const steps = Math.max(Math.abs(nx - cx), Math.abs(ny - cy));
        const ng = g[c] + (mx !== 0 && my !== 0 ? steps * Math.SQRT2 : steps);
        if (seen[n] === gen && ng >= g[n]) continue;
        seen[n] = gen;
        g[n] = ng;
        parent[n] = c;
        const ax = nx > tx ? nx - tx : tx - nx;
        const ay = ny > ty ? ny - ty : ty - ny;
        const h = ax > ay ? ax + diagonalExtra * ay : ay + diagonalExtra * ax;
        heap.push(n, ng + h, -ng);
      }
    }
    this.expandedCount = expanded;
    return found ? this.trace(s, t) : null;
  }

  /**
   * Whether direction (mx, my) is worth a jump from a cell entered moving (dx, dy): the pruning
   * of JPS for diagonal moves without corner cutting. Every move it allows is legal from c.
   */
  private natural(
    c: number,
    dx: number,
    dy: number,
    mx: number,
    my: number,
    blocked: Uint8Array,
    pw: number,
  ): boolean {
    const diagonalMove = mx !== 0 && my !== 0;
    // A diagonal step needs both orthogonal neighbours open.
    if (diagonalMove && (blocked[c + mx] === 1 || blocked[c + my * pw] === 1)) return false;
    if (dx === 0 && dy === 0) return true;
    if (dx !== 0 && dy !== 0) {
      // Arrived diagonally: keep going diagonally, or straight along either axis of the move.
      return (mx === dx && my === dy) || (mx === dx && my === 0) || (mx === 0 && my === dy);
    }
    if (dx !== 0) {
      // Arrived horizontally: straight on, up or down, and the diagonals forward (which need the side open).
      if (mx === dx && my === 0) return true;
      if (mx === 0 && my !== 0) return true;
      return mx === dx && blocked[c + dx] === 0;
    }
    if (my === dy && mx === 0) return true;
    if (my === 0 && mx !== 0) return true;
    return my === dy && blocked[c + dy * pw] === 0;
  }

  /** Jumps from c by the straight step `d` (±1 or ±pw): the jump point reached, or -1. */
  private jumpStraight(c: number, d: number): number {
    const { blocked, pw } = this.padded;
    const t = this.goal;
    // The two sides of the move and, one step back, the cells a forced neighbour is checked against.
    const side = d === 1 || d === -1 ? pw : 1;
    let n = c;
    for (;;) {
      n += d;
      if (blocked[n] === 1) return -1;
      if (n === t) return n;
      if (
        (blocked[n - side] === 0 && blocked[n - side - d] === 1) ||
        (blocked[n + side] === 0 && blocked[n + side - d] === 1)
      )
        return n;
    }
  }

  /** Jumps from c diagonally by (mx, my); the caller has checked that the first step is legal. */
  private jumpDiagonal(c: number, mx: number, my: number): number {
    const { blocked, pw } = this.padded;
    const t = this.goal;
    const dv = my * pw;
    const d = mx + dv;
    let n = c;
    for (;;) {
      n += d;
      if (blocked[n] === 1) return -1;
      if (n === t) return n;
      if (this.jumpStraight(n, mx) !== -1 || this.jumpStraight(n, dv) !== -1) return n;
      // The next diagonal step must not cut a corner.
      if (blocked[n + mx] === 1 || blocked[n + dv] === 1) return -1;
    }
  }

  /** The chain of jump points filled in cell by cell, with the cost summed step by step from the start. */
  private trace(s: number, t: number): Path {
    const { parent, padded } = this;
    const { pw } = padded;
    const reversed: number[] = [t];
    let c = t;
    while (c !== s) {
      const p = parent[c];
      const cy = (c / pw) | 0;
      const py = (p / pw) | 0;
      const step = Math.sign(p - py * pw - (c - cy * pw)) + Math.sign(py - cy) * pw;
      for (let n = c + step; n !== p; n += step) reversed.push(n);
      reversed.push(p);
      c = p;
    }
    const unit = this.grid.minCost();
    const diagonalCost = unit * Math.SQRT2;
    const cells = new Int32Array(reversed.length);
    let cost = 0;
    for (let i = 0; i < cells.length; i++) {
      cells[i] = padded.toGrid(reversed[reversed.length - 1 - i]);
      if (i > 0) {
        const delta = reversed[reversed.length - 1 - i] - reversed[reversed.length - i];
        cost += delta === 1 || delta === -1 || delta === pw || delta === -pw ? unit : diagonalCost;
      }
    }
    return { cost, cells };
  }
}

/** The eight moves, straight first, in the order of the diagonal rule's offsets. */
const MX = Int32Array.of(1, 0, -1, 0, 1, -1, -1, 1);
const MY = Int32Array.of(0, 1, 0, -1, 1, 1, -1, -1);
