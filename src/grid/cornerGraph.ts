import { BucketQueue } from './bucketQueue';
import { buildRowRuns, MonotoneFlood, type RowRuns } from './monotoneFlood';
import { sampledRow } from './rowSample';

/** Landmarks placed: as many as fit in `LANDMARK_WORK` (corners plus edges, summed over landmarks). */
const MIN_LANDMARKS = 4;
const MAX_LANDMARKS = 16;
const LANDMARK_WORK = 300_000;

/**
 * The corner graph of a unit-cost 4-connected grid (a subgoal graph): its nodes are the corners,
 * open cells diagonal to a wall whose two cells beside that diagonal are open (where a shortest
 * path may have to turn around an obstacle); an edge joins two corners that a monotone path links
 * without passing through another corner, its length their Manhattan distance.
 *
 * Why it is exact: a shortest 4-connected path can be pulled taut so that it only changes its
 * quadrant (the pair of directions it steps in) at corners, so it splits into monotone pieces
 * between corners (and the start and goal), each as long as its Manhattan distance; a piece that
 * passes another corner splits there too. Searching the graph therefore gives grid distances,
 * which the property tests check against a plain Dijkstra.
 *
 * Why it is fast: rooms, caves and wide corridors have few corners (32room_000: 814 for 240,671
 * open cells), so a query crosses a room in one edge where a cell or jump point search stops many
 * times; and the graph is small enough for many landmarks (ALT), which make long queries cheap.
 *
 * Works on the padded grid of `UnitOrthogonalSearch` (walls all round).
 */
export class CornerGraph {
  /** How many corners (nodes). */
  readonly count: number;
  /** Per padded cell, its corner id, or -1. */
  readonly node: Int32Array;
  /** Per corner: its padded cell and coordinates. */
  readonly cell: Int32Array;
  readonly x: Int32Array;
  readonly y: Int32Array;
  /** Edges in compressed rows: corner i's neighbours are `edgeTo[edgeStart[i] .. edgeStart[i + 1]]`. */
  readonly edgeStart: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeLength: Int32Array;
  /** The longest edge (bounds how far one step raises f). */
  readonly maxEdge: number;
  /** Connected component per corner (0, 1, ...). */
  readonly component: Int32Array;
  /** Landmarks placed (all in the largest component). */
  readonly landmarkCount: number;
  /** Distance from landmark i to corner c at `c * landmarkCount + i`, -1 where it does not reach. */
  readonly landmarks: Int32Array;
  readonly runs: RowRuns;

  /**
   * Builds the graph of `blocked` (padded width `pw`) whose corners `marks` holds (`markCorners`),
   * with `landmarkCount` landmarks, or as many as `LANDMARK_WORK` pays for (4 to 16).
   */
  constructor(blocked: Uint8Array, pw: number, marks: CornerMarks, landmarkCount?: number) {
    const count = marks.corners;
    // From the list of corner cells, not a sweep of the grid: a first build runs every loop of its
    // own cold, and a sweep of a 512 x 512 grid costs milliseconds before V8 compiles it.
    const node = new Int32Array(blocked.length).fill(-1);
    const cell = marks.cells.slice(0, count);
    const x = new Int32Array(count);
    const y = new Int32Array(count);
    placeNodes(cell, pw, node, x, y);
    this.count = count;
    this.node = node;
    this.cell = cell;
    this.x = x;
    this.y = y;
    this.runs = buildRowRuns(blocked, marks.corner, pw);
    const edges = findEdges(cell, node, this.runs, pw);
    this.edgeStart = edges.start;
    this.edgeTo = edges.to;
    this.edgeLength = edges.length;
    this.maxEdge = edges.maxEdge;
    this.component = labelComponents(edges);
    const work = count + edges.to.length;
    const affordable = Math.max(
      MIN_LANDMARKS,
      Math.min(MAX_LANDMARKS, Math.floor(LANDMARK_WORK / Math.max(1, work))),
    );
    this.landmarkCount = count === 0 ? 0 : (landmarkCount ?? affordable);
    this.landmarks = placeLandmarks(edges, this.component, this.landmarkCount);
  }

  /** A flood over this graph's corners, for queries. */
  flood(pw: number): MonotoneFlood {
    return new MonotoneFlood(pw, this.runs, this.node, this.count);
  }
}

/**
 * Where the corners are, and how many there are among how many open cells. Shared by the corner
 * graph and the jump tables (`jumpTables.ts`): a cell where a jump turns is a corner seen from the
 * side the jump comes from, so one sweep of the grid serves both.
 */
export interface CornerMarks {
  /**
   * Per padded cell, which of its diagonals make it a corner (`CORNER_UP_LEFT` and the rest, OR-ed;
   * 0 on every other cell): the diagonal cell is a wall and the two cells beside it are open.
   */
  readonly corner: Uint8Array;
  /** The corner cells in reading order, `corners` of them (the array may be longer). */
  readonly cells: Int32Array;
  readonly corners: number;
  readonly open: number;
}

/** The bits of `CornerMarks.corner`: the wall is up-left, up-right, down-left or down-right of the cell. */
export const CORNER_UP_LEFT = 1;
export const CORNER_UP_RIGHT = 2;
export const CORNER_DOWN_LEFT = 4;
export const CORNER_DOWN_RIGHT = 8;

/**
 * Marks the corners of `blocked` (padded width `pw`, walls all round), one small function call per
 * row (V8 compiles it after a few rows; one loop nest over the grid would run on slower mid-loop
 * code in a fresh process). With `sampled` above 1, only the rows just below those `sampledRow`
 * picks (the rows whose marks `shortJumpShare` reads), and the counts are theirs.
 */
export function markCorners(blocked: Uint8Array, pw: number, sampled = 1): CornerMarks {
  const size = blocked.length;
  const corner = new Uint8Array(size);
  // Untouched pages of a fresh array cost nothing, so room for every cell is cheap.
  const cells = new Int32Array(size);
  let corners = 0;
  let open = 0;
  for (let row = pw, y = 1; row < size - pw; row += pw, y++) {
    if (sampled > 1 && !sampledRow(y - 1, sampled)) continue;
    const counts = markRow(blocked, pw, row, corner, cells, corners);
    open += counts & 0xffff;
    corners += counts >>> 16;
  }
  return { corner, cells, corners, open };
}

/**
 * Marks one row's corners (appending them to `cells` from `at`); returns its open cells plus its
 * corners times 65,536 (a row holds at most 32,767 cells, see RUN_CAP).
 */
function markRow(
  blocked: Uint8Array,
  pw: number,
  row: number,
  corner: Uint8Array,
  cells: Int32Array,
  at: number,
): number {
  let open = 0;
  let found = 0;
  for (let c = row + 1, end = row + pw - 1; c < end; c++) {
    if (blocked[c] === 1) continue;
    open++;
    const l = blocked[c - 1] === 0;
    const r = blocked[c + 1] === 0;
    const u = blocked[c - pw] === 0;
    const d = blocked[c + pw] === 0;
    const bits =
      (u && l && blocked[c - pw - 1] === 1 ? CORNER_UP_LEFT : 0) |
      (u && r && blocked[c - pw + 1] === 1 ? CORNER_UP_RIGHT : 0) |
      (d && l && blocked[c + pw - 1] === 1 ? CORNER_DOWN_LEFT : 0) |
      (d && r && blocked[c + pw + 1] === 1 ? CORNER_DOWN_RIGHT : 0);
    if (bits !== 0) {
      corner[c] = bits;
      cells[at + found++] = c;
    }
  }
  return open + found * 0x10000;
}

/**
 * Each corner's entry in `node` and its coordinates. A loop of its own, like every loop of the
 * build: in a fresh process a long loop runs on mid-loop (OSR) code compiled from what the function
 * has done so far, and code after it that has not run yet bails out of that code when reached, so a
 * second hot loop in the same function would run uncompiled again.
 */
function placeNodes(cell: Int32Array, pw: number, node: Int32Array, x: Int32Array, y: Int32Array): void {
  for (let id = 0; id < cell.length; id++) {
    const c = cell[id];
    const cy = (c / pw) | 0;
    node[c] = id;
    y[id] = cy;
    x[id] = c - cy * pw;
  }
}

/** The graph's edges in compressed rows (see `CornerGraph.edgeStart`). */
interface Edges {
  readonly start: Int32Array;
  readonly to: Int32Array;
  readonly length: Int32Array;
  readonly maxEdge: number;
}

/** Edges found once each, as (u, v, length) triples, with each corner's degree. */
interface Pairs {
  triples: Int32Array;
  used: number;
  readonly degree: Int32Array;
  maxEdge: number;
}

/**
 * Every edge, found once: each corner floods its own row and the rows below it (two quadrants) and
 * keeps the corners after it in reading order; the rest find it in their own floods. Monotone paths
 * reverse, so each edge goes both ways.
 */
function findEdges(cell: Int32Array, node: Int32Array, runs: RowRuns, pw: number): Edges {
  const count = cell.length;
  const pairs: Pairs = {
    triples: new Int32Array(Math.max(64, count * 8)),
    used: 0,
    degree: new Int32Array(count + 1),
    maxEdge: 0,
  };
  const flood = new MonotoneFlood(pw, runs, node, count);
  for (let u = 0; u < count; u++) floodCorner(flood, cell, u, pairs);
  return toRows(pairs, count);
}

/** Adds the edges from corner `u` to the corners after it that its two downward floods find. */
function floodCorner(flood: MonotoneFlood, cell: Int32Array, u: number, pairs: Pairs): void {
  const c = cell[u];
  flood.begin();
  flood.flood(c, 1, 1, -1);
  flood.flood(c, -1, 1, -1);
  const { found, foundDistance, foundCount } = flood;
  const { degree } = pairs;
  let { triples, used, maxEdge } = pairs;
  for (let k = 0; k < foundCount; k++) {
    const v = found[k];
    if (cell[v] <= c) continue;
    if (used + 3 > triples.length) {
      const bigger = new Int32Array(triples.length * 2);
      bigger.set(triples);
      triples = bigger;
    }
    const d = foundDistance[k];
    triples[used++] = u;
    triples[used++] = v;
    triples[used++] = d;
    degree[u]++;
    degree[v]++;
    if (d > maxEdge) maxEdge = d;
  }
  pairs.triples = triples;
  pairs.used = used;
  pairs.maxEdge = maxEdge;
}

/** The triples in compressed rows, each edge both ways. */
function toRows(pairs: Pairs, count: number): Edges {
  const { triples, used, degree, maxEdge } = pairs;
  const start = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) start[i + 1] = start[i] + degree[i];
  const fill = start.slice(0, count);
  const to = new Int32Array(start[count]);
  const length = new Int32Array(start[count]);
  for (let k = 0; k < used; k += 3) {
    const u = triples[k];
    const v = triples[k + 1];
    const d = triples[k + 2];
    to[fill[u]] = v;
    length[fill[u]++] = d;
    to[fill[v]] = u;
    length[fill[v]++] = d;
  }
  return { start, to, length, maxEdge };
}

/** Component labels by breadth-first search over the edges. */
function labelComponents(edges: Edges): Int32Array {
  const { start: edgeStart, to: edgeTo } = edges;
  const count = edgeStart.length - 1;
  const label = new Int32Array(count).fill(-1);
  const queue = new Int32Array(count);
  let next = 0;
  for (let i = 0; i < count; i++) {
    if (label[i] !== -1) continue;
    let head = 0;
    let tail = 0;
    label[i] = next;
    queue[tail++] = i;
    while (head < tail) {
      const u = queue[head++];
      for (let e = edgeStart[u]; e < edgeStart[u + 1]; e++) {
        const v = edgeTo[e];
        if (label[v] === -1) {
          label[v] = next;
          queue[tail++] = v;
        }
      }
    }
    next++;
  }
  return label;
}

/**
 * Farthest-first landmarks in the largest component (`component` per corner): the first at its
 * first corner in reading order, each next one the corner farthest from all placed so far. One
 * Dijkstra each over the graph (a bucket queue: lengths are whole numbers).
 */
function placeLandmarks(edges: Edges, component: Int32Array, landmarkCount: number): Int32Array {
  const count = component.length;
  const table = new Int32Array(count * landmarkCount).fill(-1);
  if (landmarkCount === 0) return table;
  let source = firstOfLargest(component);
  const dist = new Int32Array(count);
  const done = new Uint8Array(count);
  const nearest = new Int32Array(count).fill(0x7fffffff);
  const open = new BucketQueue();
  for (let i = 0; i < landmarkCount; i++) {
    dijkstra(edges, source, dist, done, open);
    source = recordLandmark(dist, table, i, landmarkCount, nearest, source);
  }
  return table;
}

/**
 * The first corner, in reading order, of the component with the most corners (the first such
 * component when several tie; components are numbered in reading order of their first corner).
 */
function firstOfLargest(component: Int32Array): number {
  const count = component.length;
  const sizes = new Int32Array(count);
  let components = 0;
  for (let i = 0; i < count; i++) {
    const k = component[i];
    sizes[k]++;
    if (k >= components) components = k + 1;
  }
  let largest = 0;
  for (let k = 1; k < components; k++) if (sizes[k] > sizes[largest]) largest = k;
  let first = 0;
  while (component[first] !== largest) first++;
  return first;
}

/**
 * Writes landmark i's distances `dist` into column i of `table`, lowers each corner's distance to
 * its nearest landmark, and returns the corner farthest from all of them (`source`, the landmark
 * itself, when none is farther).
 */
function recordLandmark(
  dist: Int32Array,
  table: Int32Array,
  i: number,
  stride: number,
  nearest: Int32Array,
  source: number,
): number {
  let farthest = source;
  for (let c = 0, at = i; c < dist.length; c++, at += stride) {
    const d = dist[c];
    table[at] = d;
    if (d < 0) continue;
    if (d < nearest[c]) nearest[c] = d;
    if (nearest[c] > nearest[farthest]) farthest = c;
  }
  return farthest;
}

/** Distances from `source` over the graph into `dist` (-1 where it does not reach); `done` is scratch. */
function dijkstra(edges: Edges, source: number, dist: Int32Array, done: Uint8Array, open: BucketQueue): void {
  const { start: edgeStart, to: edgeTo, length: edgeLength, maxEdge } = edges;
  dist.fill(-1);
  done.fill(0);
  open.reset(maxEdge + 1, 0);
  dist[source] = 0;
  open.push(source, 0);
  while (open.length > 0) {
    const u = open.pop();
    if (done[u] === 1) continue;
    done[u] = 1;
    const du = dist[u];
    for (let e = edgeStart[u]; e < edgeStart[u + 1]; e++) {
      const v = edgeTo[e];
      const dv = du + edgeLength[e];
      if (done[v] === 0 && (dist[v] < 0 || dv < dist[v])) {
        dist[v] = dv;
        open.push(v, dv);
      }
    }
  }
}
