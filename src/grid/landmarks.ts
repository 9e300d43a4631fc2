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
 * The distances are interleaved, all landmarks of a cell side by side (`table[cell * stride +
 * offset + i]`, by default `stride` = `count` and `offset` = 0), so a search reads one cache line
 * per cell, not one per landmark; a caller may keep them in its own per-cell records.
 *
 * Works on the padded grid of `UnitOrthogonalSearch` (walls all round, so no bounds checks).
 */
export class Landmarks {
  /** How many landmarks were placed (0 on a grid without open cells). */
  readonly count: number;
  /** Distance from landmark i to cell c at `c * stride + offset + i`; negative where it cannot reach (-2 on walls). */
  readonly table: Int32Array;
  readonly stride: number;
  readonly offset: number;

  /**
   * Picks landmarks for `blocked` (1 = wall, padded width `pw`). `cellBudget` caps the total BFS
   * work (landmarks x open cells), which bounds the setup time. Given `table`, the distances are
   * written there at `stride` and `offset` (the stride must leave room for `maxLandmarks`).
   */
  constructor(
    blocked: Uint8Array,
    pw: number,
    maxLandmarks: number,
    cellBudget: number,
    table?: Int32Array,
    stride?: number,
    offset = 0,
  ) {
    const size = blocked.length;
    let first = -1;
    let open = 0;
    for (let i = 0; i < size; i++) {
      if (blocked[i] === 0) {
        open++;
        if (first === -1) first = i;
      }
    }
    const count = first === -1 ? 0 : Math.max(1, Math.min(maxLandmarks, Math.floor(cellBudget / open)));
    this.stride = stride ?? count;
    this.offset = offset;
    this.table = table ?? new Int32Array(size * count);
    const out = this.table;
    const step = this.stride;
    const queue = new Int32Array(open);
    // -1 open and not reached yet, -2 wall: the BFS then reads one array, not two.
    const fresh = new Int32Array(size);
    for (let i = 0; i < size; i++) fresh[i] = blocked[i] === 1 ? -2 : -1;
    const dist = new Int32Array(size);
    const nearest = new Int32Array(size).fill(0x7fffffff);
    // The first open cell in reading order lies on the map's rim: a fair first landmark, no BFS needed to find it.
    let next = first;
    let placed = 0;
    for (; placed < count && next !== -1; placed++) {
      dist.set(fresh);
      bfs(pw, next, dist, queue);
      // Copies the distances out and, in the same sweep, finds the next landmark: the cell
      // farthest from all so far (not needed after the last one).
      next = copyOut(dist, out, offset + placed, step, placed + 1 < count ? nearest : null);
    }
    // Fewer places than asked (a tiny grid): repeat the last landmark, harmless for a max of bounds.
    for (let i = placed; i < count; i++)
      for (let c = 0; c < size; c++) out[c * step + offset + i] = out[c * step + offset + placed - 1];
    this.count = count;
  }
}

/**
 * Writes `dist` into the table (`out[at + c * step]`) and, given `nearest`, folds it in (distance
 * to the closest landmark) and returns the cell farthest from all landmarks so far; -1 without
 * `nearest` or an open cell.
 */
function copyOut(
  dist: Int32Array,
  out: Int32Array,
  at: number,
  step: number,
  nearest: Int32Array | null,
): number {
  if (!nearest) {
    for (let c = 0; c < dist.length; c++, at += step) out[at] = dist[c];
    return -1;
  }
  let best = -1;
  let bestDistance = 0;
  for (let c = 0; c < dist.length; c++, at += step) {
    const d = dist[c];
    out[at] = d;
    if (d < 0) continue;
    let n = nearest[c];
    if (d < n) {
      n = d;
      nearest[c] = d;
    }
    if (n > bestDistance) {
      bestDistance = n;
      best = c;
    }
  }
  return best;
}

/** Breadth-first distances from `source` into `dist`, which holds -1 on open cells and -2 on walls. */
function bfs(pw: number, source: number, dist: Int32Array, queue: Int32Array): void {
  let head = 0;
  let tail = 0;
  dist[source] = 0;
  queue[tail++] = source;
  while (head < tail) {
    const c = queue[head++];
    const d = dist[c] + 1;
    let n = c + 1;
    if (dist[n] === -1) {
      dist[n] = d;
      queue[tail++] = n;
    }
    n = c - 1;
    if (dist[n] === -1) {
      dist[n] = d;
      queue[tail++] = n;
    }
    n = c + pw;
    if (dist[n] === -1) {
      dist[n] = d;
      queue[tail++] = n;
    }
    n = c - pw;
    if (dist[n] === -1) {
      dist[n] = d;
      queue[tail++] = n;
    }
  }
}
