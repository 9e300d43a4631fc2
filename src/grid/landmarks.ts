/**
 * Landmarks for the differential (ALT) heuristic on a unit-cost 4-connected grid.
 *
 * For a landmark L and true distances d, the triangle inequality gives |d(L, goal) - d(L, n)| <=
 * d(n, goal), so the largest such bound over a few landmarks (and Manhattan) is admissible and
 * consistent, and far tighter than Manhattan alone in mazes and rooms. Landmarks are picked
 * farthest-first (each one as far as possible from those already picked), the usual choice; one
 * BFS each. Adding walls after the build only lengthens true distances, so the bounds stay valid;
 * the owner rebuilds when the grid changes anyway.
 *
 * The distances are interleaved, all landmarks of a cell side by side, so a search reads one cache
 * line per cell, not one per landmark; and each BFS runs in the table itself, so a build writes the
 * table once and allocates little else (on a 512 x 512 map, fresh memory costs about 0.4 ms per
 * megabyte in page faults, as much as a BFS's own work).
 *
 * Works on the padded grid of `UnitOrthogonalSearch` (walls all round, so no bounds checks).
 */
export class Landmarks {
  /** How many landmarks were placed (0 on a grid without open cells). */
  readonly count: number;
  /**
   * One more than the distance from landmark i to cell c, at `c * count + i`: 0 where the landmark
   * cannot reach, the type's largest value on walls. Searches only use differences of two entries,
   * where the one cancels. 16-bit whenever every distance fits (always with fewer than 65,534 open
   * cells, and on the Moving AI 512 x 512 maps), which halves the memory a build writes and a search
   * reads; 32-bit otherwise.
   */
  readonly table: Uint16Array | Int32Array;

  /** Places `count` landmarks (fewer only on a grid without open cells) on `blocked` (1 = wall), padded width `pw`. */
  constructor(blocked: Uint8Array, pw: number, count: number) {
    const size = blocked.length;
    let first = 0;
    while (first < size && blocked[first] === 1) first++;
    this.count = first === size ? 0 : count;
    const cells = size * this.count;
    // The 32-bit fill never returns null: no distance on a grid reaches 2^31.
    this.table =
      fill(new Uint16Array(cells), 0xffff, blocked, pw, this.count, first) ??
      (fill(new Int32Array(cells), 0x7fffffff, blocked, pw, this.count, first) as Int32Array);
  }
}

/**
 * Places the landmarks into `table` (zeroed; `wall` is the type's largest value); null when a
 * distance does not fit below `wall`.
 */
function fill<T extends Uint16Array | Int32Array>(
  table: T,
  wall: number,
  blocked: Uint8Array,
  pw: number,
  stride: number,
  first: number,
): T | null {
  const open = markWalls(table, wall, blocked, stride);
  const limit = wall - 1;
  const farthest = new Int32Array(1);
  // The first landmark goes to the first open cell in reading order, on the map's rim, unless that
  // cell lies in a pocket: every later landmark is picked in the first one's region, so a pocket
  // would hold them all and help no query. Regions are tried in reading order until one holds half
  // the open cells or none left could be larger than the largest so far.
  const reached = bfs(table, limit, stride, 0, pw, first, stride > 1, farthest);
  if (reached < 0) return null;
  if (2 * reached < open) {
    let best = first;
    let bestReached = reached;
    let visited = reached;
    for (let c = first; 2 * bestReached < open && open - visited > bestReached; c++) {
      if (table[c * stride] !== 0) continue;
      const region = bfs(table, limit, stride, 0, pw, c, false, farthest);
      if (region < 0) return null;
      visited += region;
      if (region > bestReached) {
        best = c;
        bestReached = region;
      }
    }
    // Start column 0 again from the chosen cell, so it holds one region's distances like the rest.
    clearColumn(table, stride, wall);
    if (bfs(table, limit, stride, 0, pw, best, stride > 1, farthest) < 0) return null;
  }
  for (let i = 1; i < stride; i++) {
    // Every later landmark is the cell of the first one's region farthest from all landmarks so far.
    if (bfs(table, limit, stride, i, pw, farthest[0], i + 1 < stride, farthest) < 0) return null;
  }
  return table;
}

/**
 * Writes `wall` into every column of the walls' entries (a loop of its own, compiled as a whole);
 * returns the number of open cells.
 */
function markWalls(
  table: Uint16Array | Int32Array,
  wall: number,
  blocked: Uint8Array,
  stride: number,
): number {
  let open = 0;
  for (let c = 0, at = 0; c < blocked.length; c++, at += stride) {
    if (blocked[c] === 1) for (let i = 0; i < stride; i++) table[at + i] = wall;
    else open++;
  }
  return open;
}

/** Sets column 0 back to 0 on every open cell. */
function clearColumn(table: Uint16Array | Int32Array, stride: number, wall: number): void {
  for (let at = 0; at < table.length; at += stride) if (table[at] !== wall) table[at] = 0;
}

/**
 * Fills column `i` of the table by breadth-first search from `source` (entries 0 on open cells not
 * reached yet, above `limit` on walls). Returns how many cells it reached, or -1 when an entry would
 * exceed `limit`; with `pickNext`, writes into `farthest[0]` the reached cell farthest from its
 * nearest landmark (columns 0 to i, read from the same cache line as the entry just written).
 *
 * Shaped for a first build in a fresh process, where this loop runs on mid-loop (OSR) code compiled
 * from what the first calls did: every operation the loop performs on a later call is one it
 * performed on the first (the nearest-landmark scan reads column i too, so it runs when i = 0), and
 * nothing after the loop has a type to learn (the farthest cell is stored inside it, the count
 * returned as a number). An operation never seen before bails out of the compiled code, and this
 * loop then runs uncompiled until V8 compiles it again (about 60 ms on a 512 x 512 maze).
 *
 * The queue is a ring that doubles when full: a BFS frontier on a grid is a band a few cells deep,
 * far smaller than the grid, so the ring stays small and hot in the cache.
 */
function bfs(
  table: Uint16Array | Int32Array,
  limit: number,
  stride: number,
  i: number,
  pw: number,
  source: number,
  pickNext: boolean,
  farthest: Int32Array,
): number {
  const row = pw * stride;
  let ring = new Int32Array(RING);
  let mask = RING - 1;
  let head = 0;
  let tail = 0;
  let farthestDistance = 0;
  let reached = 0;
  table[source * stride + i] = 1;
  ring[tail++] = source;
  while (head !== tail) {
    // Room for this cell's four neighbours: else double the ring, oldest entry first.
    if (tail - head > mask - 4) {
      const bigger = new Int32Array(ring.length * 2);
      for (let k = head; k !== tail; k++) bigger[k - head] = ring[k & mask];
      tail -= head;
      head = 0;
      ring = bigger;
      mask = ring.length - 1;
    }
    const c = ring[head++ & mask];
    reached++;
    const at = c * stride + i;
    const d = table[at];
    if (pickNext) {
      let m = limit + 1;
      for (let k = at - i; k <= at; k++) if (table[k] < m) m = table[k];
      if (m > farthestDistance) {
        farthestDistance = m;
        farthest[0] = c;
      }
    }
    const e = d + 1;
    if (e > limit) return -1;
    if (table[at + stride] === 0) {
      table[at + stride] = e;
      ring[tail++ & mask] = c + 1;
    }
    if (table[at - stride] === 0) {
      table[at - stride] = e;
      ring[tail++ & mask] = c - 1;
    }
    if (table[at + row] === 0) {
      table[at + row] = e;
      ring[tail++ & mask] = c + pw;
    }
    if (table[at - row] === 0) {
      table[at - row] = e;
      ring[tail++ & mask] = c - pw;
    }
  }
  return reached;
}

/**
 * The BFS ring's first size (a power of two). Small on purpose: it doubles a few times in every BFS,
 * even on a tiny grid, so V8 has seen the growth path before a big map needs it (else the first
 * big map pays a bail-out and a recompile).
 */
const RING = 1 << 4;
