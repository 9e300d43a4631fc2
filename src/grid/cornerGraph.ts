import { BucketQueue } from './bucketQueue';
import { buildRowRuns, MonotoneFlood, type RowRuns } from './monotoneFlood';

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
    for (let id = 0; id < count; id++) {
      const c = cell[id];
      node[c] = id;
      y[id] = (c / pw) | 0;
      x[id] = c - y[id] * pw;
    }
    this.count = count;
    this.node = node;
    this.cell = cell;
    this.x = x;
    this.y = y;
    this.runs = buildRowRuns(blocked, marks.corner, pw);
    const edges = findEdges(this, pw);
    this.edgeStart = edges.start;
    this.edgeTo = edges.to;
    this.edgeLength = edges.length;
    this.maxEdge = edges.maxEdge;
    this.component = labelComponents(this);
    const work = count + this.edgeTo.length;
    const affordable = Math.max(
      MIN_LANDMARKS,
      Math.min(MAX_LANDMARKS, Math.floor(LANDMARK_WORK / Math.max(1, work))),
    );
    this.landmarkCount = count === 0 ? 0 : (landmarkCount ?? affordable);
    this.landmarks = placeLandmarks(this, this.landmarkCount);
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
 * code in a fresh process).
 */
export function markCorners(blocked: Uint8Array, pw: number): CornerMarks {
  const size = blocked.length;
  const corner = new Uint8Array(size);
  // Untouched pages of a fresh array cost nothing, so room for every cell is cheap.
  const cells = new Int32Array(size);
  let corners = 0;
  let open = 0;
  for (let row = pw; row < size - pw; row += pw) {
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

interface Edges {
  readonly start: Int32Array;
  readonly to: Int32Array;
  readonly length: Int32Array;
  readonly maxEdge: number;
}

/**
 * Every edge, found once: each corner floods its own row and the rows below it (two quadrants) and
 * keeps the corners after it in reading order; the rest find it in their own floods. Monotone paths
 * reverse, so each edge goes both ways.
 */
function findEdges(graph: CornerGraph, pw: number): Edges {
  const { count, cell } = graph;
  const flood = new MonotoneFlood(pw, graph.runs, graph.node, count);
  let pairs = new Int32Array(Math.max(64, count * 8));
  let used = 0;
  const degree = new Int32Array(count + 1);
  let maxEdge = 0;
  for (let u = 0; u < count; u++) {
    const c = cell[u];
    flood.begin();
    flood.flood(c, 1, 1, -1);
    flood.flood(c, -1, 1, -1);
    const { found, foundDistance, foundCount } = flood;
    for (let k = 0; k < foundCount; k++) {
      const v = found[k];
      if (cell[v] <= c) continue;
      if (used + 3 > pairs.length) {
        const bigger = new Int32Array(pairs.length * 2);
        bigger.set(pairs);
        pairs = bigger;
      }
      const d = foundDistance[k];
      pairs[used++] = u;
      pairs[used++] = v;
      pairs[used++] = d;
      degree[u]++;
      degree[v]++;
      if (d > maxEdge) maxEdge = d;
    }
  }
  const start = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) start[i + 1] = start[i] + degree[i];
  const fill = start.slice(0, count);
  const to = new Int32Array(start[count]);
  const length = new Int32Array(start[count]);
  for (let k = 0; k < used; k += 3) {
    const u = pairs[k];
    const v = pairs[k + 1];
    const d = pairs[k + 2];
    to[fill[u]] = v;
    length[fill[u]++] = d;
    to[fill[v]] = u;
    length[fill[v]++] = d;
  }
  return { start, to, length, maxEdge };
}

/** Component labels by breadth-first search over the edges. */
function labelComponents(graph: CornerGraph): Int32Array {
  const { count, edgeStart, edgeTo } = graph;
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
 * Farthest-first landmarks in the largest component: the first at its first corner in reading
 * order, each next one the corner farthest from all placed so far. One Dijkstra each over the
 * graph (a bucket queue: lengths are whole numbers).
 */
function placeLandmarks(graph: CornerGraph, landmarkCount: number): Int32Array {
  const { count, component } = graph;
  const table = new Int32Array(count * landmarkCount).fill(-1);
  if (landmarkCount === 0) return table;
  const sizes = new Int32Array(count);
  for (let i = 0; i < count; i++) sizes[component[i]]++;
  let largest = 0;
  for (let k = 1; k < count; k++) if (sizes[k] > sizes[largest]) largest = k;
  let source = 0;
  while (component[source] !== largest) source++;
  const dist = new Int32Array(count);
  const done = new Uint8Array(count);
  const nearest = new Int32Array(count).fill(0x7fffffff);
  const open = new BucketQueue();
  for (let i = 0; i < landmarkCount; i++) {
    dijkstra(graph, source, dist, done, open);
    let farthest = source;
    for (let c = 0; c < count; c++) {
      const d = dist[c];
      table[c * landmarkCount + i] = d;
      if (d < 0) continue;
      if (d < nearest[c]) nearest[c] = d;
      if (nearest[c] > nearest[farthest]) farthest = c;
    }
    source = farthest;
  }
  return table;
}

/** Distances from `source` over the graph into `dist` (-1 where it does not reach); `done` is scratch. */
function dijkstra(
  graph: CornerGraph,
  source: number,
  dist: Int32Array,
  done: Uint8Array,
  open: BucketQueue,
): void {
  const { edgeStart, edgeTo, edgeLength, maxEdge } = graph;
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
