import type { Path } from './astar';
import type { Grid } from './grid';
import { buildJumpTables, type JumpTables } from './jumpTables';
import { Landmarks } from './landmarks';
import { MinHeap } from './minHeap';
import { PaddedGrid } from './paddedGrid';

/** Landmarks used per query: the few that bound the start best (more cost time per node). */
const ACTIVE_LANDMARKS = 3;
const MAX_LANDMARKS = 8;
/** Total BFS work allowed when picking landmarks: landmarks x open cells (keeps setup near 10 ms on 512 x 512). */
const LANDMARK_CELL_BUDGET = 600_000;
/** After a change, queries run with Manhattan alone until this many have been asked, then landmarks are rebuilt. */
const REBUILD_AFTER = 4;
/** Direction d moves by STEP[d] (padded index) : right, down, left, up; the reverse of d is (d + 2) % 4. */
const RIGHT = 0;
const DOWN = 1;
const LEFT = 2;
const UP = 3;

/**
 * Shortest paths for 4-connected moves on a grid where every open tile costs the same: jump point
 * search (JPS for four neighbours) over precomputed jumps (see `jumpTables.ts`), guided by A* with
 * the largest of Manhattan and a few landmark (ALT) bounds.
 *
 * Why it is fast:
 * - A jump crosses a whole open run in one table lookup, so the search touches only the cells
 *   where a turn may be needed (door cells, wall corners), not every cell of a room.
 * - The goal is tested against a jump's span arithmetically (same row or column, or a row whose
 *   open run holds the goal), so the tables do not depend on the query.
 * - The landmark heuristic is consistent, so every jump point is expanded at most once.
 * - Landmark distances also answer "different regions" queries at once, without a search.
 * - Buffers are allocated once per grid and stamped with a generation number.
 *
 * The path is the chain of jump points filled in cell by cell: straight runs between few turns,
 * the same path for the same query.
 */
export class UnitOrthogonalSearch {
  private readonly grid: Grid;
  private readonly padded: PaddedGrid;
  private readonly g: Int32Array;
  private readonly parent: Int32Array;
  private readonly arrival: Int8Array;
  private readonly stamp: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly order: Int32Array;
  private readonly heap = new MinHeap(1024);
  private readonly step: Int32Array;
  private tables: JumpTables | null = null;
  private generation = 0;
  private expandedCount = 0;
  private builtVersion = -1;
  private landmarks: Landmarks | null = null;
  private landmarkVersion = -1;
  private staleQueries = 0;

  constructor(grid: Grid) {
    this.grid = grid;
    this.padded = new PaddedGrid(grid, 1);
    const size = this.padded.blocked.length;
    const pw = this.padded.pw;
    this.step = Int32Array.of(1, pw, -1, -pw);
    this.g = new Int32Array(size);
    this.parent = new Int32Array(size);
    this.arrival = new Int8Array(size);
    this.stamp = new Uint32Array(size);
    this.closed = new Uint32Array(size);
    this.order = new Int32Array(size);
  }

  /** Copies the walls, builds the jump tables and picks landmarks now, if the grid changed. */
  prepare(): void {
    if (this.builtVersion !== this.grid.version) this.rebuild();
    if (this.landmarkVersion !== this.grid.version) this.buildLandmarks();
  }

  /** The jump points the last search expanded, in order, as grid indices. */
  lastExpanded(): readonly number[] {
    const out: number[] = [];
    for (let i = 0; i < this.expandedCount; i++) out.push(this.padded.toGrid(this.order[i]));
    return out;
  }

  /** The cheapest path, or null. The grid's open tiles must all cost the same (checked by the caller). */
  find(start: number, goal: number): Path | null {
    const { grid, padded } = this;
    if (this.builtVersion !== grid.version) this.rebuild();
    if (this.landmarkVersion !== grid.version && ++this.staleQueries >= REBUILD_AFTER) this.buildLandmarks();
    const s = padded.toPadded(start);
    const t = padded.toPadded(goal);
    this.expandedCount = 0;
    if (s === t) return { cost: 0, cells: Int32Array.of(start) };
    const pw = padded.pw;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;

    // The landmarks that bound the start best; fewer than three repeat the best one.
    let l0: Int32Array | null = null;
    let l1: Int32Array | null = null;
    let l2: Int32Array | null = null;
    if (this.landmarks && this.landmarkVersion === grid.version) {
      const sy = (s / pw) | 0;
      const manhattan = Math.abs(s - sy * pw - tx) + Math.abs(sy - ty);
      const picked = pickLandmarks(this.landmarks.dist, s, t, manhattan);
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

    const tables = this.tables as JumpTables;
    const { right, left, down, up } = tables;
    const { blocked } = padded;
    const { g, parent, arrival, stamp, closed, order, heap, step } = this;
    // The goal's open run in its row: a vertical jump stops on that row when its column is in it.
    let runLeft = tx;
    while (blocked[t - (tx - runLeft) - 1] === 0) runLeft--;
    let runRight = tx;
    while (blocked[t + (runRight - tx) + 1] === 0) runRight++;

    const gen = ++this.generation;
    heap.clear();
    g[s] = 0;
    stamp[s] = gen;
    arrival[s] = -1;
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
      const back = arrival[c] === -1 ? -1 : (arrival[c] + 2) & 3;
      for (let d = 0; d < 4; d++) {
        if (d === back) continue;
        // Where the jump leaving c in direction d stops (its cell count), or 0 for nowhere.
        let k = 0;
        if (d === RIGHT || d === LEFT) {
          const j = d === RIGHT ? right[c] : left[c];
          const reach = j > 0 ? j : -j;
          const toGoal = d === RIGHT ? tx - cx : cx - tx;
          if (ty === cy && toGoal > 0 && toGoal <= reach) k = toGoal;
          else if (j > 0) k = j;
        } else {
          const j = d === DOWN ? down[c] : up[c];
          const reach = j > 0 ? j : -j;
          const toRow = d === DOWN ? ty - cy : cy - ty;
          if (toRow > 0 && toRow <= reach && cx >= runLeft && cx <= runRight) k = toRow;
          else if (j > 0) k = j;
        }
        if (k === 0) continue;
        const n = c + k * step[d];
        if (closed[n] === gen) continue;
        const ng = g[c] + k;
        if (stamp[n] === gen && ng >= g[n]) continue;
        stamp[n] = gen;
        g[n] = ng;
        parent[n] = c;
        arrival[n] = d;
        const ny = (n / pw) | 0;
        const nx = n - ny * pw;
        let h = (nx > tx ? nx - tx : tx - nx) + (ny > ty ? ny - ty : ty - ny);
        if (l0 !== null && l1 !== null && l2 !== null) {
          let b = t0 - l0[n];
          if (b < 0) b = -b;
          if (b > h) h = b;
          b = t1 - l1[n];
          if (b < 0) b = -b;
          if (b > h) h = b;
          b = t2 - l2[n];
          if (b < 0) b = -b;
          if (b > h) h = b;
        }
        // Among equal f, prefer the larger g: the search dives toward the goal.
        heap.push(n, ng + h, -ng);
      }
    }
    this.expandedCount = expanded;
    return found ? this.trace(s, t, grid.minCost()) : null;
  }

  /** The chain of jump points from the goal back to the start, filled in cell by cell. */
  private trace(s: number, t: number, unitCost: number): Path {
    const { g, parent, padded } = this;
    const steps = g[t];
    const cells = new Int32Array(steps + 1);
    let i = steps;
    let c = t;
    while (c !== s) {
      const p = parent[c];
      const delta = Math.sign(p - c) * (Math.abs(p - c) < padded.pw ? 1 : padded.pw);
      for (; c !== p; c += delta) cells[i--] = padded.toGrid(c);
    }
    cells[i] = padded.toGrid(s);
    if (i !== 0) throw new Error('jump point trace missed the start');
    // Added step by step, as a reader of the path would add it up.
    let cost = 0;
    for (let k = 0; k < steps; k++) cost += unitCost;
    return { cost, cells };
  }

  private rebuild(): void {
    this.padded.refresh();
    this.tables = buildJumpTables(this.padded.blocked, this.padded.pw);
    this.builtVersion = this.grid.version;
  }

  private buildLandmarks(): void {
    if (this.builtVersion !== this.grid.version) this.rebuild();
    this.landmarks = new Landmarks(this.padded.blocked, this.padded.pw, MAX_LANDMARKS, LANDMARK_CELL_BUDGET);
    this.landmarkVersion = this.grid.version;
    this.staleQueries = 0;
  }
}

/**
 * The landmarks with the largest bound at the start, best first; null when a landmark proves that
 * start and goal lie in different regions (one reaches it, the other does not).
 */
function pickLandmarks(dist: readonly Int32Array[], s: number, t: number, manhattan: number): Int32Array[] | null {
  let best: Int32Array[] = [];
  let bounds: number[] = [];
  for (const d of dist) {
    const ds = d[s];
    const dt = d[t];
    if (ds < 0 !== dt < 0) return null;
    if (ds < 0) continue;
    const bound = Math.abs(ds - dt);
    // Insertion into a short list sorted by bound, largest first.
    let at = bounds.length;
    while (at > 0 && bounds[at - 1] < bound) at--;
    if (at < ACTIVE_LANDMARKS) {
      best = [...best.slice(0, at), d, ...best.slice(at)].slice(0, ACTIVE_LANDMARKS);
      bounds = [...bounds.slice(0, at), bound, ...bounds.slice(at)].slice(0, ACTIVE_LANDMARKS);
    }
  }
  // On open ground Manhattan is already tight; landmarks would only cost time per node.
  if (best.length === 0 || bounds[0] <= manhattan) return [];
  return best;
}
