import { BucketQueue } from './bucketQueue';
import type { CornerGraph } from './cornerGraph';
import { insertLargestFirst } from './largestFirst';
import type { MonotoneFlood } from './monotoneFlood';
import { MonotonePath } from './monotonePath';
import type { PaddedGrid } from './paddedGrid';

/** Landmarks used per query: the ones that bound the start best (the search reads exactly four). */
const ACTIVE_LANDMARKS = 4;
/** What `search` returns when the goal is not reached. */
const NOT_FOUND = -2;
const UNREACHED = 0x7fffffff;
/** The four quadrants a flood from a query's end covers. */
const QUADRANT_X = Int32Array.of(1, -1, 1, -1);
const QUADRANT_Y = Int32Array.of(1, 1, -1, -1);
/**
 * Per-corner search state, four Int32 side by side: a stamp (2 x generation once seen this query,
 * one more once closed), g, the parent corner (-1: the start) and the edge from it.
 */
const STAMP = 0;
const G = 1;
const PARENT = 2;
const EDGE = 3;
/**
 * Ends at most this far apart (Manhattan) first try a monotone walk, which costs about the path's
 * length where the goal's four floods cost the rooms around it; a walk that fails stops after
 * NEAR_BUDGET cells per step, so the queries it cannot answer lose little.
 */
const NEAR_MANHATTAN = 64;
const NEAR_BUDGET = 2;
/** Stamps grow by 2 per query; start over before they could overflow. */
const MAX_GENERATION = 0x3fffffff;
/** How an edge's leg is filled in, learnt on its first use: an L along x first, along y first, or walked. */
const LEG_UNKNOWN = 0;
const LEG_X_FIRST = 1;
const LEG_Y_FIRST = 2;
const LEG_WALK = 3;

/**
 * A* over a `CornerGraph`: the start and the goal are joined to the corners they reach by monotone
 * paths (four quadrant floods each), then the search runs over corners with the largest of
 * Manhattan and the landmark (ALT) bounds, a consistent heuristic with whole-number f, so the open
 * list is a `BucketQueue`. When a monotone path joins start and goal directly, that is the answer.
 * The path is the chain of corners filled in with monotone walks: straight runs between few turns.
 */
export class CornerSearch {
  private readonly graph: CornerGraph;
  private readonly padded: PaddedGrid;
  private readonly flood: MonotoneFlood;
  private readonly walk: MonotonePath;
  private readonly state: Int32Array;
  private readonly open = new BucketQueue();
  /** Per corner: stamped when it reaches the goal directly, and by how much. */
  private readonly goalMark: Uint32Array;
  private readonly goalDistance: Int32Array;
  private readonly toGoal: Int32Array;
  private readonly fromStart: Int32Array;
  private readonly startDistance: Int32Array;
  /** The landmarks that bound the query best, their bounds at the start and distances to the goal. */
  private readonly picked = new Int32Array(ACTIVE_LANDMARKS);
  private readonly bounds = new Int32Array(ACTIVE_LANDMARKS);
  private readonly pickedAtGoal = new Int32Array(ACTIVE_LANDMARKS);
  private readonly landmarkAtGoal: Int32Array;
  /** How many landmarks reach both ends of the current query (0: Manhattan alone). */
  private active = 0;
  private readonly order: Int32Array;
  /** The corners of the path found, goal end first, and the edge that reached each. */
  private readonly chain: Int32Array;
  private readonly chainEdge: Int32Array;
  /** How each edge's leg is filled in (LEG_*), learnt on first use. */
  private readonly legShape: Int8Array;
  private generation = 0;
  /** Corners the last search expanded, in order (padded cells), and how many. */
  expandedCount = 0;

  /**
   * @param nearManhattan ends at most this far apart try the monotone walk first (tests pass 0 to
   *   pin the corner search alone)
   */
  constructor(
    graph: CornerGraph,
    padded: PaddedGrid,
    private readonly nearManhattan = NEAR_MANHATTAN,
  ) {
    this.graph = graph;
    this.padded = padded;
    this.flood = graph.flood(padded.pw);
    this.walk = new MonotonePath(padded);
    const n = graph.count + 1;
    this.state = new Int32Array(n * 4);
    this.goalMark = new Uint32Array(n);
    this.goalDistance = new Int32Array(n);
    this.toGoal = new Int32Array(n);
    this.fromStart = new Int32Array(n);
    this.startDistance = new Int32Array(n);
    this.order = new Int32Array(n);
    this.chain = new Int32Array(n);
    this.chainEdge = new Int32Array(n);
    this.legShape = new Int8Array(graph.edgeTo.length);
    this.landmarkAtGoal = new Int32Array(graph.landmarkCount);
  }

  /** The padded cells the last search expanded (its corners), in order. */
  expanded(): Int32Array {
    const out = new Int32Array(this.expandedCount);
    for (let i = 0; i < this.expandedCount; i++) out[i] = this.graph.cell[this.order[i]];
    return out;
  }

  /**
   * A shortest path from padded `s` to padded `t` (both open, s !== t), written into `out` as grid
   * cells (start first; `out` holds at least the grid's cell count, which no shortest path passes):
   * its cell count, or -1 when there is none. Allocates nothing.
   */
  find(s: number, t: number, out: Int32Array): number {
    // Small steps, each its own method: V8 optimizes a big function only after many more calls, and
    // a game (or a benchmark's first map) would run it unoptimized for hundreds of queries.
    this.expandedCount = 0;
    const near = this.nearWalk(s, t, out);
    if (near > 0) return near;
    const gen = this.nextGeneration();
    const goals = this.joinGoal(t, s, gen);
    if (goals < 0) return this.fill(s, -1, t, out);
    const starts = this.joinStart(s);
    if (goals === 0 || starts === 0) return -1;
    const { component } = this.graph;
    if (component[this.toGoal[0]] !== component[this.fromStart[0]]) return -1;
    const fs = this.pickLandmarks(s, t, goals, starts);
    const last = this.search(t, starts, fs, gen);
    return last === NOT_FOUND ? -1 : this.fill(s, last, t, out);
  }

  /**
   * The monotone path between near ends, written into `out` as grid cells: its cell count, or -1
   * when the ends are too far apart or no such path was found cheaply.
   */
  private nearWalk(s: number, t: number, out: Int32Array): number {
    const { pw } = this.padded;
    const sy = (s / pw) | 0;
    const ty = (t / pw) | 0;
    const manhattan = Math.abs(s - sy * pw - (t - ty * pw)) + Math.abs(sy - ty);
    if (manhattan > this.nearManhattan) return -1;
    const count = this.walk.find(s, t, NEAR_BUDGET * manhattan);
    const { path } = this.walk;
    for (let i = 0; i < count; i++) out[i] = this.padded.toGrid(path[i]);
    return count;
  }

  private nextGeneration(): number {
    if (this.generation === MAX_GENERATION) {
      this.goalMark.fill(0);
      this.state.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }

  /**
   * Marks the corners that reach the goal by a monotone path (or the goal itself, a corner), with
   * their distances; returns how many, or -1 when the floods from the goal reach the start.
   */
  private joinGoal(t: number, s: number, gen: number): number {
    const { flood, goalMark, goalDistance, toGoal } = this;
    const tn = this.graph.node[t];
    if (tn >= 0) {
      goalMark[tn] = gen;
      goalDistance[tn] = 0;
      toGoal[0] = tn;
      return 1;
    }
    flood.begin();
    for (let q = 0; q < 4; q++) flood.flood(t, QUADRANT_X[q], QUADRANT_Y[q], s);
    if (flood.reachedTarget) return -1;
    const { found, foundDistance, foundCount } = flood;
    for (let k = 0; k < foundCount; k++) {
      const v = found[k];
      goalMark[v] = gen;
      goalDistance[v] = foundDistance[k];
      toGoal[k] = v;
    }
    return foundCount;
  }

  /** The corners the start reaches by a monotone path (or the start itself), with distances. */
  private joinStart(s: number): number {
    const { flood, fromStart, startDistance } = this;
    const sn = this.graph.node[s];
    if (sn >= 0) {
      fromStart[0] = sn;
      startDistance[0] = 0;
      return 1;
    }
    flood.begin();
    for (let q = 0; q < 4; q++) flood.flood(s, QUADRANT_X[q], QUADRANT_Y[q], -1);
    const { found, foundDistance, foundCount } = flood;
    for (let k = 0; k < foundCount; k++) {
      fromStart[k] = found[k];
      startDistance[k] = foundDistance[k];
    }
    return foundCount;
  }

  /**
   * Each landmark's distance to the goal and the start (through the corners they reach); keeps the
   * `ACTIVE_LANDMARKS` that bound the start best (repeating the last when fewer reach) in `picked`,
   * and their goal distances in `pickedAtGoal`. Returns the start's heuristic.
   */
  private pickLandmarks(s: number, t: number, goals: number, starts: number): number {
    const { landmarks, landmarkCount: stride } = this.graph;
    const { picked, bounds, pickedAtGoal, toGoal, goalDistance, fromStart, startDistance } = this;
    let active = 0;
    for (let i = 0; i < stride; i++) {
      let dt = UNREACHED;
      for (let k = 0; k < goals; k++) {
        const v = toGoal[k];
        const d = landmarks[v * stride + i];
        if (d >= 0 && d + goalDistance[v] < dt) dt = d + goalDistance[v];
      }
      let ds = UNREACHED;
      for (let k = 0; k < starts; k++) {
        const d = landmarks[fromStart[k] * stride + i];
        if (d >= 0 && d + startDistance[k] < ds) ds = d + startDistance[k];
      }
      if (dt === UNREACHED || ds === UNREACHED) continue;
      active = insertLargestFirst(picked, bounds, active, i, dt > ds ? dt - ds : ds - dt);
      this.landmarkAtGoal[i] = dt;
    }
    this.active = active;
    for (let k = active; k < ACTIVE_LANDMARKS; k++) {
      picked[k] = k === 0 ? 0 : picked[k - 1];
      bounds[k] = 0;
    }
    for (let k = 0; k < ACTIVE_LANDMARKS; k++)
      pickedAtGoal[k] = active > 0 ? this.landmarkAtGoal[picked[k]] : 0;
    const { pw } = this.padded;
    const sy = (s / pw) | 0;
    const ty = (t / pw) | 0;
    const manhattan = Math.abs(s - sy * pw - (t - ty * pw)) + Math.abs(sy - ty);
    return Math.max(manhattan, bounds[0]);
  }

  /**
   * A* from the start's corners over the graph; the goal is node `count`, reached from the goal's
   * corners. Returns the corner the goal was reached from, or NOT_FOUND.
   */
  private search(t: number, starts: number, fs: number, gen: number): number {
    const { graph, state, open, goalMark, goalDistance, fromStart, startDistance, order } = this;
    const { count, x, y, edgeStart, edgeTo, edgeLength, landmarks, landmarkCount: stride } = graph;
    const { pw, ph } = this.padded;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;
    const useLandmarks = this.active > 0;
    const { picked, pickedAtGoal } = this;
    const l0 = picked[0];
    const l1 = picked[1];
    const l2 = picked[2];
    const l3 = picked[3];
    const t0 = pickedAtGoal[0];
    const t1 = pickedAtGoal[1];
    const t2 = pickedAtGoal[2];
    const t3 = pickedAtGoal[3];
    const goal = count;
    open.reset(2 * (graph.maxEdge + pw + ph) + 2, fs);
    const seen = gen * 2;
    const closed = seen + 1;
    for (let k = 0; k < starts; k++) {
      const v = fromStart[k];
      const g = startDistance[k];
      const vs = v * 4;
      state[vs + STAMP] = seen;
      state[vs + G] = g;
      state[vs + PARENT] = -1;
      state[vs + EDGE] = -1;
      open.push(v, g + this.heuristic(v, tx, ty));
    }
    let expanded = 0;
    while (open.length > 0) {
      const u = open.pop();
      const us = u * 4;
      if (state[us + STAMP] === closed) continue;
      state[us + STAMP] = closed;
      if (u === goal) {
        this.expandedCount = expanded;
        return state[us + PARENT];
      }
      order[expanded++] = u;
      const gu = state[us + G];
      if (goalMark[u] === gen) {
        const g = gu + goalDistance[u];
        const gs = goal * 4;
        if (state[gs + STAMP] !== seen || g < state[gs + G]) {
          state[gs + STAMP] = seen;
          state[gs + G] = g;
          state[gs + PARENT] = u;
          open.push(goal, g);
        }
      }
      for (let e = edgeStart[u], end = edgeStart[u + 1]; e < end; e++) {
        const v = edgeTo[e];
        const vs = v * 4;
        const stamp = state[vs + STAMP];
        if (stamp === closed) continue;
        const g = gu + edgeLength[e];
        if (stamp === seen && g >= state[vs + G]) continue;
        state[vs + STAMP] = seen;
        state[vs + G] = g;
        state[vs + PARENT] = u;
        state[vs + EDGE] = e;
        let h = Math.abs(x[v] - tx) + Math.abs(y[v] - ty);
        if (useLandmarks) {
          const at = v * stride;
          let b = t0 - landmarks[at + l0];
          if (b < 0) b = -b;
          if (b > h) h = b;
          b = t1 - landmarks[at + l1];
          if (b < 0) b = -b;
          if (b > h) h = b;
          b = t2 - landmarks[at + l2];
          if (b < 0) b = -b;
          if (b > h) h = b;
          b = t3 - landmarks[at + l3];
          if (b < 0) b = -b;
          if (b > h) h = b;
        }
        open.push(v, g + h);
      }
    }
    this.expandedCount = expanded;
    return NOT_FOUND;
  }

  /** The heuristic of corner `v` toward the goal at (tx, ty), with the picked landmarks. */
  private heuristic(v: number, tx: number, ty: number): number {
    const { graph, picked, pickedAtGoal } = this;
    let h = Math.abs(graph.x[v] - tx) + Math.abs(graph.y[v] - ty);
    if (this.active === 0) return h;
    const at = v * graph.landmarkCount;
    for (let k = 0; k < ACTIVE_LANDMARKS; k++)
      h = Math.max(h, Math.abs(pickedAtGoal[k] - graph.landmarks[at + picked[k]]));
    return h;
  }

  /**
   * Writes into `cells` the path (grid cells) from padded `s` through the corner chain ending at
   * corner `last` (-1: none) to padded `t`, and returns its cell count. Each leg is monotone by construction; it is filled in as an L (one
   * straight run, then the other) when that is clear of walls, else by a monotone walk. Which one
   * serves an edge is learnt on its first use (`legShape`), so later paths over it write its cells
   * without reading the grid; the legs to and from the query's ends are checked each time. Grid
   * indices are stepped along, so no cell needs a division to convert.
   */
  private fill(s: number, last: number, t: number, cells: Int32Array): number {
    const { graph, state, chain, chainEdge, padded } = this;
    const { pw } = padded;
    // The chain of corners, goal end first: ids, and the edge that reached each (-1: from the start).
    let stops = 0;
    for (let u = last; u !== -1; u = state[u * 4 + PARENT]) {
      chain[stops] = u;
      chainEdge[stops++] = state[u * 4 + EDGE];
    }
    const sy = (s / pw) | 0;
    const sx = s - sy * pw;
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;
    const { x, y } = graph;
    let total = 1;
    let px = sx;
    let py = sy;
    for (let i = stops - 1; i >= 0; i--) {
      const u = chain[i];
      total += Math.abs(x[u] - px) + Math.abs(y[u] - py);
      px = x[u];
      py = y[u];
    }
    total += Math.abs(tx - px) + Math.abs(ty - py);
    cells[0] = padded.toGrid(s);
    let at = 1;
    px = sx;
    py = sy;
    for (let i = stops - 1; i >= 0; i--) {
      const u = chain[i];
      at = this.leg(cells, at, px, py, x[u], y[u], chainEdge[i]);
      px = x[u];
      py = y[u];
    }
    this.leg(cells, at, px, py, tx, ty, -1);
    return total;
  }

  /**
   * Writes the grid cells of the monotone leg from padded (ax, ay) to (bx, by), the first excluded,
   * into `cells` from `at`; `edge` is the graph edge it follows (-1 for the legs at the query's
   * ends). Returns where the next leg starts writing.
   */
  private leg(
    cells: Int32Array,
    at: number,
    ax: number,
    ay: number,
    bx: number,
    by: number,
    edge: number,
  ): number {
    if (ax === bx && ay === by) return at;
    const { padded, legShape } = this;
    const { pw, blocked } = padded;
    const w = padded.grid.width;
    const dx = bx > ax ? 1 : -1;
    const dy = by > ay ? 1 : -1;
    const nx = bx > ax ? bx - ax : ax - bx;
    const ny = by > ay ? by - ay : ay - by;
    const g = cells[at - 1];
    let shape = edge >= 0 ? legShape[edge] : LEG_UNKNOWN;
    if (shape === LEG_UNKNOWN) {
      const a = ay * pw + ax;
      shape = clearL(blocked, a, dx, nx, dy * pw, ny)
        ? LEG_X_FIRST
        : clearL(blocked, a, dy * pw, ny, dx, nx)
          ? LEG_Y_FIRST
          : LEG_WALK;
      if (edge >= 0) legShape[edge] = shape;
    }
    if (shape === LEG_X_FIRST) return writeL(cells, at, g, dx, nx, dy * w, ny);
    if (shape === LEG_Y_FIRST) return writeL(cells, at, g, dy * w, ny, dx, nx);
    const walked = this.walk.find(ay * pw + ax, by * pw + bx, (nx + 1) * (ny + 1));
    if (walked < 0) throw new Error('corner graph: a leg has no monotone path');
    const { path } = this.walk;
    for (let k = 1; k < walked; k++) cells[at++] = padded.toGrid(path[k]);
    return at;
  }
}

/** Whether the L from padded `a`, `n1` steps of `step1` then `n2` of `step2`, is clear of walls. */
function clearL(
  blocked: Uint8Array,
  a: number,
  step1: number,
  n1: number,
  step2: number,
  n2: number,
): boolean {
  let c = a;
  for (let k = 0; k < n1; k++) {
    c += step1;
    if (blocked[c] === 1) return false;
  }
  for (let k = 0; k < n2; k++) {
    c += step2;
    if (blocked[c] === 1) return false;
  }
  return true;
}

/** Writes an L's grid cells after cell `g`: `n1` steps of `step1`, then `n2` of `step2`; returns the next free index. */
function writeL(
  cells: Int32Array,
  at: number,
  g: number,
  step1: number,
  n1: number,
  step2: number,
  n2: number,
): number {
  let cell = g;
  for (let k = 0; k < n1; k++) {
    cell += step1;
    cells[at++] = cell;
  }
  for (let k = 0; k < n2; k++) {
    cell += step2;
    cells[at++] = cell;
  }
  return at;
}
