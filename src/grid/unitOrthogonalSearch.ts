import type { Path } from './astar';
import { BucketQueue } from './bucketQueue';
import { CornerGraph, type CornerMarks, markCorners } from './cornerGraph';
import { CornerSearch } from './cornerSearch';
import type { Grid } from './grid';
import { buildJumpTables, JUMP_CAP, JUMP_DOWN, JUMP_LEFT, JUMP_RIGHT, shortJumpShare } from './jumpTables';
import { Landmarks } from './landmarks';
import { insertLargestFirst } from './largestFirst';
import { RUN_CAP } from './monotoneFlood';
import { MonotonePath } from './monotonePath';
import { PaddedGrid } from './paddedGrid';
import { SAMPLE_FROM, SAMPLED } from './rowSample';
import { UnitCellSearch } from './unitCellSearch';

/**
 * Landmarks placed at most, and used per query (the ones that bound the start best). Four
 * farthest-first landmarks sit near the four corners of a map, so every query has one behind its
 * start or goal: on 8room, four cut the median expansions from 835 (three) to 587, and the best two
 * of the four do as well as all of them for less work per node (docs/performance.md).
 */
const MAX_LANDMARKS = 4;
const ACTIVE_LANDMARKS = 2;
/**
 * Total BFS work allowed when placing landmarks: landmarks x open cells. Four on every 512 x 512
 * map (setup about 15-17 ms here), fewer on bigger grids, so setup grows no faster than the map.
 */
const LANDMARK_CELL_BUDGET = 1_100_000;
/**
 * Jump point search pays off when jumps are long. Where most vertical jumps stop after one cell
 * (scattered obstacles: random512 has 74%, the rooms and mazes 16-27%), cell-by-cell A* is faster.
 */
const SHORT_JUMP_SHARE = 0.5;
/**
 * The corner graph (`cornerGraph.ts`) answers queries on grids with at most this many corners per
 * open cell: rooms, caves and mazes with wide corridors (32room_000 0.3%, brc202d 4.7%, 8room_000
 * 6.2%, den312d 7.3%); one-cell mazes and scattered obstacles (27-28%) keep the jump point and cell
 * searches, where the graph would have about as many nodes as the searches expand cells.
 */
const CORNER_SHARE = 0.1;
/** Per-cell search state, four Int32 side by side (one cache line): seen stamp, g, parent, closed stamp. */
const SEEN = 0;
const G = 1;
const PARENT = 2;
const CLOSED = 3;
/** The directions' unit steps along x and y (right, down, left, up), to carry coordinates along. */
const STEP_X = Int32Array.of(1, 0, -1, 0);
const STEP_Y = Int32Array.of(0, 1, 0, -1);

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
 * - The landmark heuristic is consistent, so every jump point is expanded at most once, and f is a
 *   whole number, so the open list is a `BucketQueue` (O(1) push and pop, no heap).
 * - Landmark distances (or region labels where landmarks are skipped, from the first query with no
 *   path on) answer "different regions" queries at once, without a search.
 * - Jumps, landmark distances and search state are each interleaved per cell, so a jump point
 *   costs a few cache lines; the state is stamped with a generation number, never cleared.
 *
 * The path is the chain of jump points filled in cell by cell: straight runs between few turns,
 * the same path for the same query. On grids of scattered obstacles, where nearly every cell is a
 * jump point, queries run cell by cell instead (`UnitCellSearch`); which one is decided by the
 * walls alone, so answers never depend on timing.
 */
export class UnitOrthogonalSearch {
  private readonly grid: Grid;
  private readonly padded: PaddedGrid;
  private readonly state: Int32Array;
  private readonly order: Int32Array;
  private readonly open = new BucketQueue();
  /**
   * The last path found (grid cells, start first), reused by every query: a shortest path never
   * enters a cell twice, so the grid's cell count always holds it.
   */
  readonly cells: Int32Array;
  /** The four directions' index offsets in the padded grid (right, down, left, up). */
  private readonly step: Int32Array;
  private readonly picked = new Int32Array(ACTIVE_LANDMARKS);
  private readonly bounds = new Int32Array(ACTIVE_LANDMARKS);
  private jumps: Int16Array = new Int16Array(0);
  private cellSearch: UnitCellSearch | null = null;
  private monotone: MonotonePath | null = null;
  private useJumps = true;
  /** Whether queries run on the corner graph (once built for the current walls). */
  private useCorners = false;
  private cornerMarks: CornerMarks | null = null;
  private corners: CornerSearch | null = null;
  private cornerVersion = -1;
  private expandedBy: 'jumps' | 'cells' | 'corners' = 'jumps';
  private generation = 0;
  private expandedCount = 0;
  private builtVersion = -1;
  private landmarks: Landmarks | null = null;
  /**
   * Connected-region label per padded cell, where landmarks are not built: null until a search on
   * the current walls finds no path (see findByCells).
   */
  private regions: Int32Array | null = null;
  private landmarkVersion = -1;
  private openCells = 0;

  constructor(grid: Grid) {
    this.grid = grid;
    this.padded = new PaddedGrid(grid, 1, false);
    const size = this.padded.blocked.length;
    this.state = new Int32Array(size * 4);
    this.order = new Int32Array(size);
    this.cells = new Int32Array(grid.size);
    this.step = Int32Array.of(1, this.padded.pw, -1, -this.padded.pw);
  }

  /**
   * Copies the walls and builds the corner graph, or the jump tables and landmarks, now, if the grid
   * changed.
   */
  prepare(): void {
    if (this.builtVersion !== this.grid.version) this.rebuild();
    if (this.useCorners) {
      if (this.cornerVersion !== this.grid.version) this.buildCorners();
    } else if (this.landmarkVersion !== this.grid.version) this.buildLandmarks();
  }

  /**
   * How queries run on the grid as it is now: over the corner graph, by jump point search, or cell
   * by cell (decided by the walls alone; see CORNER_SHARE and SHORT_JUMP_SHARE).
   */
  strategy(): 'corners' | 'jumps' | 'cells' {
    if (this.builtVersion !== this.grid.version) this.rebuild();
    return this.useCorners ? 'corners' : this.useJumps ? 'jumps' : 'cells';
  }

  /** The jump points (or cells) the last search expanded, in order, as grid indices. */
  lastExpanded(): readonly number[] {
    if (this.expandedBy === 'corners' && this.corners)
      return Array.from(this.corners.expanded(), (c) => this.padded.toGrid(c));
    const cells = this.expandedBy === 'cells' && this.cellSearch;
    const order = cells ? cells.order : this.order;
    const count = cells ? cells.expandedCount : this.expandedCount;
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.padded.toGrid(order[i]));
    return out;
  }

  /** The cheapest path, or null. The grid's open tiles must all cost the same (checked by the caller). */
  find(start: number, goal: number): Path | null {
    const count = this.findCells(start, goal);
    if (count < 0) return null;
    return { cost: stepsCost(count - 1, this.grid.minCost()), cells: this.cells.slice(0, count) };
  }

  /**
   * The cheapest path written into `cells` (grid cells, start first): its cell count, or -1 when
   * there is none. Allocates nothing once the search's tables are built. The grid's open tiles
   * must all cost the same (checked by the caller).
   */
  findCells(start: number, goal: number): number {
    const { grid, padded } = this;
    if (this.builtVersion !== grid.version) this.rebuild();
    const s = padded.toPadded(start);
    const t = padded.toPadded(goal);
    // Nothing expanded until a search says otherwise (an answer from the regions expands nothing).
    this.expandedCount = 0;
    this.expandedBy = 'jumps';
    if (s === t) {
      this.cells[0] = start;
      return 1;
    }
    // What a query runs on (the corner graph, the landmarks) is built for the walls as they are now,
    // never kept from before a change: which of several equally short paths comes back depends on
    // it, and the cat's walk (and so whether it passes a dog) must depend on the walls alone, not on
    // what was asked before (a hover, the solver's checks) or whether the level was prepared.
    if (this.useCorners) {
      if (this.cornerVersion !== grid.version) this.buildCorners();
      if (this.corners) {
        this.expandedBy = 'corners';
        return this.corners.find(s, t, this.cells);
      }
      return this.findByCells(s, t);
    }
    if (this.landmarkVersion !== grid.version) this.buildLandmarks();
    const pw = padded.pw;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;

    // The two landmarks that bound the start best; with one, it is used twice.
    let table: Uint16Array | Int32Array | null = null;
    let stride = 0;
    let o0 = 0;
    let o1 = 0;
    const { landmarks, picked, regions } = this;
    if (regions && regions[s] !== regions[t]) return -1;
    if (landmarks) {
      const sy = (s / pw) | 0;
      const manhattan = Math.abs(s - sy * pw - tx) + Math.abs(sy - ty);
      const count = pickLandmarks(landmarks, s, t, manhattan, picked, this.bounds);
      if (count === -1) return -1;
      if (count > 0) {
        table = landmarks.table;
        stride = landmarks.count;
        o0 = picked[0];
        o1 = picked[count - 1];
      }
    }
    if (!this.useJumps) return this.findByCells(s, t);
    this.expandedBy = 'jumps';
    const t0 = table ? table[t * stride + o0] : 0;
    const t1 = table ? table[t * stride + o1] : 0;

    const { jumps, state, order, open, step } = this;
    // The goal's open run in its row: a vertical jump stops on that row when its column is in it.
    // Found by hopping along the horizontal jumps (jump point to jump point, then the dead end).
    let end = t;
    for (let j = jumps[end * 4 + JUMP_LEFT]; j > 0; j = jumps[end * 4 + JUMP_LEFT]) end -= j;
    const runLeft = tx - (t - end) + jumps[end * 4 + JUMP_LEFT];
    end = t;
    for (let j = jumps[end * 4 + JUMP_RIGHT]; j > 0; j = jumps[end * 4 + JUMP_RIGHT]) end += j;
    const runRight = tx + (end - t) - jumps[end * 4 + JUMP_RIGHT];

    const gen = ++this.generation;
    // f starts at h(start); a jump of k cells raises it by 0 to 2k, and k is less than the padded
    // width or height: so pending keys always fit in a ring of this size.
    const sy = (s / pw) | 0;
    let fs = Math.abs(s - sy * pw - tx) + Math.abs(sy - ty);
    if (table !== null) {
      fs = Math.max(fs, Math.abs(t0 - table[s * stride + o0]), Math.abs(t1 - table[s * stride + o1]));
    }
    open.reset(2 * Math.max(pw, padded.ph) + 1, fs);
    state[s * 4 + SEEN] = gen;
    state[s * 4 + G] = 0;
    state[s * 4 + PARENT] = -1;
    open.push(s, fs);
    let expanded = 0;
    let found = false;
    while (open.length > 0) {
      const c = open.pop();
      const cs = c * 4;
      if (state[cs + CLOSED] === gen) continue;
      state[cs + CLOSED] = gen;
      order[expanded++] = c;
      if (c === t) {
        found = true;
        break;
      }
      const cy = (c / pw) | 0;
      const cx = c - cy * pw;
      const cg = state[cs + G];
      // Never jump straight back the way we came (a jump never needs to).
      const from = state[cs + PARENT];
      const back =
        from === -1
          ? -1
          : from > c
            ? from - c < pw
              ? JUMP_RIGHT
              : JUMP_DOWN
            : c - from < pw
              ? JUMP_LEFT
              : 3;
      for (let d = 0; d < 4; d++) {
        if (d === back) continue;
        // Where the jump leaving c in direction d stops (its cell count), or 0 for nowhere.
        const j = jumps[cs + d];
        const reach = j > 0 ? j : -j;
        let k = Math.max(j, 0);
        if (d === JUMP_RIGHT || d === JUMP_LEFT) {
          const toGoal = d === JUMP_RIGHT ? tx - cx : cx - tx;
          if (ty === cy && toGoal > 0 && toGoal <= reach) k = toGoal;
        } else {
          const toRow = d === JUMP_DOWN ? ty - cy : cy - ty;
          if (toRow > 0 && toRow <= reach && cx >= runLeft && cx <= runRight) k = toRow;
        }
        if (k === 0) continue;
        const n = c + k * step[d];
        const ns = n * 4;
        if (state[ns + CLOSED] === gen) continue;
        const ng = cg + k;
        if (state[ns + SEEN] === gen && ng >= state[ns + G]) continue;
        state[ns + SEEN] = gen;
        state[ns + G] = ng;
        state[ns + PARENT] = c;
        const nx = cx + k * STEP_X[d];
        const ny = cy + k * STEP_Y[d];
        let h = (nx > tx ? nx - tx : tx - nx) + (ny > ty ? ny - ty : ty - ny);
        if (table !== null) {
          const at = n * stride;
          let b = t0 - table[at + o0];
          if (b < 0) b = -b;
          if (b > h) h = b;
          b = t1 - table[at + o1];
          if (b < 0) b = -b;
          if (b > h) h = b;
        }
        open.push(n, ng + h);
      }
    }
    this.expandedCount = expanded;
    return found ? this.trace(s, t) : -1;
  }

  /** Cell by cell (padded `s` to padded `t`) into `cells`: a monotone walk first, else A* over cells. */
  private findByCells(s: number, t: number): number {
    const { padded } = this;
    this.cellSearch ??= new UnitCellSearch(padded);
    this.expandedBy = 'cells';
    // Most queries on scattered obstacles have a path of Manhattan length: try the cheap walk first.
    this.monotone ??= new MonotonePath(padded);
    // Budget for every cell: a walk with no path has covered the cells A* would expand first (all at f =
    // Manhattan), and the search starts beyond them, so the walk's work is never thrown away.
    const walk = this.monotone;
    const direct = walk.find(s, t, padded.blocked.length);
    if (direct > 0) {
      // The overlay shows the walk's path as what was expanded.
      const { order } = this.cellSearch;
      for (let i = 0; i < direct; i++) order[i] = walk.path[i];
      this.cellSearch.expandedCount = direct;
      return this.toGridCells(walk.path, direct);
    }
    const count = walk.exhausted
      ? this.cellSearch.findBeyond(s, t, walk.entered, walk.enteredCount, this.cells)
      : this.cellSearch.find(s, t, this.cells);
    if (count >= 0) return this.toGridCells(this.cells, count);
    // The first query with no path has just searched the start's whole region: label the regions now,
    // so the next such query is answered at once. Not in the build, where it was half of a first
    // build of random512-10-0 (docs/performance.md) for queries a game may never ask; no answer
    // depends on it (it only turns a search that would fail into an immediate -1).
    if (!this.useCorners && this.regions === null) this.regions = labelRegions(padded.blocked, padded.pw);
    return -1;
  }

  /**
   * The chain of jump points from the goal back to the start, filled in cell by cell into `cells`
   * (grid indices); returns its cell count.
   */
  private trace(s: number, t: number): number {
    const { state, padded, cells } = this;
    const { pw } = padded;
    const w = this.grid.width;
    const steps = state[t * 4 + G];
    let i = steps;
    let c = t;
    let cell = padded.toGrid(t);
    while (c !== s) {
      const p = state[c * 4 + PARENT];
      const vertical = p - c >= pw || c - p >= pw;
      const k = vertical ? Math.abs(p - c) / pw : Math.abs(p - c);
      const step = (p > c ? 1 : -1) * (vertical ? w : 1);
      for (let j = 0; j < k; j++, cell += step) cells[i--] = cell;
      c = p;
    }
    cells[i] = cell;
    if (i !== 0) throw new Error('jump point trace missed the start');
    return steps + 1;
  }

  /** The first `count` padded cells of `from` as grid cells into `cells`; returns `count`. */
  private toGridCells(from: Int32Array, count: number): number {
    const { cells, padded } = this;
    for (let i = 0; i < count; i++) cells[i] = padded.toGrid(from[i]);
    return count;
  }

  private rebuild(): void {
    this.padded.refresh();
    const { blocked, pw, ph } = this.padded;
    this.builtVersion = this.grid.version;
    const fits = pw <= RUN_CAP && ph <= RUN_CAP;
    const marks = fits && !scatteredBySample(blocked, pw) ? markCorners(blocked, pw) : null;
    this.useCorners = marks !== null && marks.corners <= CORNER_SHARE * marks.open;
    this.cornerMarks = this.useCorners ? marks : null;
    if (this.useCorners) return;
    // Scattered obstacles, and grids wider or higher than a 16-bit jump (no game map is), are
    // searched cell by cell.
    if (marks === null || pw > JUMP_CAP || ph > JUMP_CAP) {
      this.useJumps = false;
      this.jumps = new Int16Array(0);
    } else {
      // The corner marks that chose the search serve the jump tables' sweeps too, and the tables
      // are built only where jumps are used.
      this.useJumps = shortJumpShare(blocked, pw, marks.corner) < SHORT_JUMP_SHARE;
      this.openCells = marks.open;
      this.jumps = this.useJumps ? buildJumpTables(blocked, pw, marks.corner) : new Int16Array(0);
    }
  }

  private buildCorners(): void {
    if (this.builtVersion !== this.grid.version) this.rebuild();
    this.cornerVersion = this.grid.version;
    const { blocked, pw } = this.padded;
    const graph = new CornerGraph(blocked, pw, this.cornerMarks ?? markCorners(blocked, pw));
    this.corners = new CornerSearch(graph, this.padded);
  }

  private buildLandmarks(): void {
    if (this.builtVersion !== this.grid.version) this.rebuild();
    this.landmarkVersion = this.grid.version;
    // Scattered obstacles (no long jumps): Manhattan is nearly exact there and landmark bounds
    // almost never beat it, so their BFS would be setup time for nothing. Connected regions answer
    // "no path" at once instead, labelled after the first search that finds none (findByCells).
    this.regions = null;
    if (!this.useJumps) {
      this.landmarks = null;
      return;
    }
    const count = Math.max(1, Math.min(MAX_LANDMARKS, Math.floor(LANDMARK_CELL_BUDGET / this.openCells)));
    this.landmarks = new Landmarks(this.padded.blocked, this.padded.pw, count);
  }
}

/**
 * Whether a sample of a big grid's rows (`rowSample.ts`) already shows scattered obstacles: corners
 * above twice the corner graph's share, and mostly short vertical jumps (the same rows and marks
 * `shortJumpShare` reads from a whole marking, so the same share). Such a grid is searched cell by
 * cell, which reads no corner marks, so marking every corner would be a sweep of the grid for a
 * choice already made (on random512-10-0, a quarter of its first build in a fresh process). Where
 * the sample is less clear, the whole grid's marks decide as before.
 */
function scatteredBySample(blocked: Uint8Array, pw: number): boolean {
  if (blocked.length < SAMPLE_FROM) return false;
  const sample = markCorners(blocked, pw, SAMPLED);
  return (
    sample.corners > 2 * CORNER_SHARE * sample.open &&
    shortJumpShare(blocked, pw, sample.corner, SAMPLED) >= SHORT_JUMP_SHARE
  );
}

/** The cost of `steps` steps of `unitCost` each, added step by step as a reader would. */
function stepsCost(steps: number, unitCost: number): number {
  let cost = 0;
  for (let k = 0; k < steps; k++) cost += unitCost;
  return cost;
}

/**
 * Writes the indices of the landmarks with the largest bound at the start into `picked`, best
 * first, and returns how many (0 when none beats Manhattan); -1 when a landmark proves that start
 * and goal lie in different regions (one reaches it, the other does not).
 */
function pickLandmarks(
  landmarks: Landmarks,
  s: number,
  t: number,
  manhattan: number,
  picked: Int32Array,
  bounds: Int32Array,
): number {
  const { table, count: stride } = landmarks;
  let count = 0;
  for (let i = 0; i < stride; i++) {
    const ds = table[s * stride + i];
    const dt = table[t * stride + i];
    if ((ds === 0) !== (dt === 0)) return -1;
    if (ds === 0) continue;
    const bound = ds > dt ? ds - dt : dt - ds;
    count = insertLargestFirst(picked, bounds, count, i, bound);
  }
  // On open ground Manhattan is already tight; landmarks would only cost time per node.
  return count === 0 || bounds[0] <= manhattan ? 0 : count;
}

/** Labels the 4-connected regions of open cells (1, 2, ...; 0 on walls) with one BFS sweep. */
function labelRegions(blocked: Uint8Array, pw: number): Int32Array {
  const size = blocked.length;
  const label = new Int32Array(size);
  const queue = new Int32Array(size);
  let next = 0;
  for (let i = 0; i < size; i++) {
    if (blocked[i] === 1 || label[i] !== 0) continue;
    next++;
    let head = 0;
    let tail = 0;
    label[i] = next;
    queue[tail++] = i;
    while (head < tail) {
      const c = queue[head++];
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? c + 1 : k === 1 ? c - 1 : k === 2 ? c + pw : c - pw;
        if (blocked[n] === 0 && label[n] === 0) {
          label[n] = next;
          queue[tail++] = n;
        }
      }
    }
  }
  return label;
}
