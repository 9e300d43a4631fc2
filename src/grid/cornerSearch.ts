import { BucketQueue } from './bucketQueue';
import type { CornerGraph } from './cornerGraph';
import { insertLargestFirst } from './largestFirst';
import type { MonotoneFlood } from './monotoneFlood';
import { MonotonePath } from './monotonePath';
import type { PaddedGrid } from './paddedGrid';

/** Landmarks used per query: the ones that bound the start best. */
const ACTIVE_LANDMARKS = 4;
/** The four quadrants a flood from a query's end covers. */
const QUADRANT_X = Int32Array.of(1, -1, 1, -1);
const QUADRANT_Y = Int32Array.of(1, 1, -1, -1);
/** Per-corner search state, four Int32 side by side: seen stamp, g, parent, closed stamp. */
const SEEN = 0;
const G = 1;
const PARENT = 2;
const CLOSED = 3;

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
  private readonly picked = new Int32Array(ACTIVE_LANDMARKS);
  private readonly bounds = new Int32Array(ACTIVE_LANDMARKS);
  private readonly landmarkAtGoal: Int32Array;
  private readonly landmarkAtStart: Int32Array;
  private readonly order: Int32Array;
  /** The corners of the path found, goal first, with the start and goal cells. */
  private readonly chain: Int32Array;
  private generation = 0;
  /** Corners the last search expanded, in order (padded cells), and how many. */
  expandedCount = 0;

  constructor(graph: CornerGraph, padded: PaddedGrid) {
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
    this.order = new Int32Array(n);
    this.chain = new Int32Array(n + 2);
    this.landmarkAtGoal = new Int32Array(graph.landmarkCount);
    this.landmarkAtStart = new Int32Array(graph.landmarkCount);
  }

  /** The padded cells the last search expanded (its corners), in order. */
  expanded(): Int32Array {
    const out = new Int32Array(this.expandedCount);
    for (let i = 0; i < this.expandedCount; i++) out[i] = this.graph.cell[this.order[i]];
    return out;
  }

  /** The cells of a shortest path from padded `s` to padded `t` (both open, s !== t), or null. */
  find(s: number, t: number): Int32Array | null {
    const { graph, flood, state, open, goalMark, goalDistance } = this;
    const { count, x, y, edgeStart, edgeTo, edgeLength, landmarks, landmarkCount: stride } = graph;
    const pw = this.padded.pw;
    this.expandedCount = 0;
    if (this.generation === 0xffffffff) {
      goalMark.fill(0);
      state.fill(0);
      this.generation = 0;
    }
    const gen = ++this.generation;

    // The goal's side: the corners that reach it by a monotone path (or the goal itself).
    let goals = 0;
    const tn = graph.node[t];
    if (tn >= 0) {
      goalMark[tn] = gen;
      goalDistance[tn] = 0;
      this.toGoal[goals++] = tn;
    } else {
      flood.begin();
      for (let q = 0; q < 4; q++) flood.flood(t, QUADRANT_X[q], QUADRANT_Y[q], s);
      if (flood.reachedTarget) return this.fill(s, -1, t);
      for (let k = 0; k < flood.foundCount; k++) {
        const v = flood.found[k];
        goalMark[v] = gen;
        goalDistance[v] = flood.foundDistance[k];
        this.toGoal[goals++] = v;
      }
    }
    // The start's side likewise.
    let starts = 0;
    const sn = graph.node[s];
    if (sn >= 0) {
      this.fromStart[starts++] = sn;
    } else {
      flood.begin();
      for (let q = 0; q < 4; q++) flood.flood(s, QUADRANT_X[q], QUADRANT_Y[q], -1);
      for (let k = 0; k < flood.foundCount; k++) this.fromStart[starts++] = flood.found[k];
    }
    if (goals === 0 || starts === 0) return null;
    if (graph.component[this.toGoal[0]] !== graph.component[this.fromStart[0]]) return null;
    const startDistance = sn >= 0 ? null : flood.foundDistance;

    // Landmark distances to the goal and the start (through the corners they reach), and the
    // landmarks that bound the start best.
    const atGoal = this.landmarkAtGoal;
    const atStart = this.landmarkAtStart;
    const { picked, bounds } = this;
    let active = 0;
    for (let i = 0; i < stride; i++) {
      let dt = 0x7fffffff;
      for (let k = 0; k < goals; k++) {
        const v = this.toGoal[k];
        const d = landmarks[v * stride + i];
        if (d >= 0 && d + goalDistance[v] < dt) dt = d + goalDistance[v];
      }
      let ds = 0x7fffffff;
      for (let k = 0; k < starts; k++) {
        const d = landmarks[this.fromStart[k] * stride + i];
        const e = startDistance === null ? 0 : startDistance[k];
        if (d >= 0 && d + e < ds) ds = d + e;
      }
      if (dt === 0x7fffffff || ds === 0x7fffffff) continue;
      atGoal[i] = dt;
      atStart[i] = ds;
      active = insertLargestFirst(picked, bounds, active, i, dt > ds ? dt - ds : ds - dt);
    }
    const ty = (t / pw) | 0;
    const tx = t - ty * pw;
    const sy = (s / pw) | 0;
    let fs = Math.abs(s - sy * pw - tx) + Math.abs(sy - ty);
    if (active > 0 && bounds[0] > fs) fs = bounds[0];
    const l0 = active > 0 ? picked[0] : 0;
    const l1 = active > 1 ? picked[1] : l0;
    const l2 = active > 2 ? picked[2] : l1;
    const l3 = active > 3 ? picked[3] : l2;
    const t0 = active > 0 ? atGoal[l0] : 0;
    const t1 = active > 0 ? atGoal[l1] : 0;
    const t2 = active > 0 ? atGoal[l2] : 0;
    const t3 = active > 0 ? atGoal[l3] : 0;

    // A* from the start's corners; the goal is node `count`, reached from the goal's corners.
    const goal = count;
    open.reset(2 * (graph.maxEdge + pw + this.padded.ph) + 2, fs);
    for (let k = 0; k < starts; k++) {
      const v = this.fromStart[k];
      const g = startDistance === null ? 0 : startDistance[k];
      const vs = v * 4;
      state[vs + SEEN] = gen;
      state[vs + G] = g;
      state[vs + PARENT] = -1;
      open.push(v, g + this.heuristic(v, tx, ty, active, t0, t1, t2, t3, l0, l1, l2, l3));
    }
    let expanded = 0;
    let found = false;
    while (open.length > 0) {
      const u = open.pop();
      const us = u * 4;
      if (state[us + CLOSED] === gen) continue;
      state[us + CLOSED] = gen;
      if (u === goal) {
        found = true;
        break;
      }
      this.order[expanded++] = u;
      const gu = state[us + G];
      if (goalMark[u] === gen) {
        const g = gu + goalDistance[u];
        const gs = goal * 4;
        if (state[gs + SEEN] !== gen || g < state[gs + G]) {
          state[gs + SEEN] = gen;
          state[gs + G] = g;
          state[gs + PARENT] = u;
          open.push(goal, g);
        }
      }
      for (let e = edgeStart[u], end = edgeStart[u + 1]; e < end; e++) {
        const v = edgeTo[e];
        const vs = v * 4;
        if (state[vs + CLOSED] === gen) continue;
        const g = gu + edgeLength[e];
        if (state[vs + SEEN] === gen && g >= state[vs + G]) continue;
        state[vs + SEEN] = gen;
        state[vs + G] = g;
        state[vs + PARENT] = u;
        let h = Math.abs(x[v] - tx) + Math.abs(y[v] - ty);
        if (active > 0) {
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
    if (!found) return null;
    return this.fill(s, state[goal * 4 + PARENT], t);
  }

  private heuristic(
    v: number,
    tx: number,
    ty: number,
    active: number,
    t0: number,
    t1: number,
    t2: number,
    t3: number,
    l0: number,
    l1: number,
    l2: number,
    l3: number,
  ): number {
    const { graph } = this;
    let h = Math.abs(graph.x[v] - tx) + Math.abs(graph.y[v] - ty);
    if (active === 0) return h;
    const at = v * graph.landmarkCount;
    const { landmarks } = graph;
    h = Math.max(
      h,
      Math.abs(t0 - landmarks[at + l0]),
      Math.abs(t1 - landmarks[at + l1]),
      Math.abs(t2 - landmarks[at + l2]),
      Math.abs(t3 - landmarks[at + l3]),
    );
    return h;
  }

  /**
   * The path from `s` through the corner chain ending at corner `last` (-1: none) to `t`. Each leg
   * is monotone by construction; it is filled in as an L (one straight run, then the other, the
   * first along the way the path already goes) when that is clear of walls, else by a monotone walk.
   */
  private fill(s: number, last: number, t: number): Int32Array {
    const { graph, state, chain } = this;
    const { pw, blocked } = this.padded;
    let stops = 0;
    chain[stops++] = t;
    for (let u = last; u !== -1; u = state[u * 4 + PARENT]) chain[stops++] = graph.cell[u];
    chain[stops++] = s;
    let total = 1;
    for (let i = stops - 1; i > 0; i--) {
      const a = chain[i];
      const b = chain[i - 1];
      const ay = (a / pw) | 0;
      const by = (b / pw) | 0;
      total += Math.abs(b - by * pw - (a - ay * pw)) + Math.abs(by - ay);
    }
    const cells = new Int32Array(total);
    let at = 0;
    cells[at++] = s;
    let horizontal = true;
    for (let i = stops - 1; i > 0; i--) {
      const a = chain[i];
      const b = chain[i - 1];
      if (a === b) continue;
      const ay = (a / pw) | 0;
      const by = (b / pw) | 0;
      const ax = a - ay * pw;
      const bx = b - by * pw;
      const stepX = bx > ax ? 1 : -1;
      const stepY = by > ay ? pw : -pw;
      const nx = bx > ax ? bx - ax : ax - bx;
      const ny = by > ay ? by - ay : ay - by;
      let done =
        (horizontal || nx === 0) && ny !== 0
          ? straightL(blocked, cells, at, a, stepX, nx, stepY, ny) ||
            straightL(blocked, cells, at, a, stepY, ny, stepX, nx)
          : straightL(blocked, cells, at, a, stepY, ny, stepX, nx) ||
            straightL(blocked, cells, at, a, stepX, nx, stepY, ny);
      if (!done) {
        const leg = this.walk.find(a, b, (nx + 1) * (ny + 1));
        if (leg === null) throw new Error('corner graph: a leg has no monotone path');
        cells.set(leg.subarray(1), at);
        done = true;
      }
      at += nx + ny;
      horizontal = cells[at - 1] - cells[at - 2] === stepX;
    }
    return cells;
  }
}

/**
 * Writes the cells after `a` of an L: `n1` steps of `step1`, then `n2` of `step2`, into `cells` from
 * `at`; false (with some cells written, to be overwritten) when it runs into a wall.
 */
function straightL(
  blocked: Uint8Array,
  cells: Int32Array,
  at: number,
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
    cells[at++] = c;
  }
  for (let k = 0; k < n2; k++) {
    c += step2;
    if (blocked[c] === 1) return false;
    cells[at++] = c;
  }
  return true;
}
