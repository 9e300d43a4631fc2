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
 * Works on the padded grid of `UnitOrthogonalSearch` (walls all round, so no bounds checks).
 */
export class Landmarks {
  /** Distance from each landmark to every cell; -1 where the landmark cannot reach. */
  readonly dist: Int32Array[] = [];

  /**
   * Picks landmarks for `blocked` (1 = wall, padded width `pw`). `cellBudget` caps the total BFS
   * work (landmarks x open cells), which keeps setup within a few milliseconds on 512 x 512 maps.
   */
  constructor(blocked: Uint8Array, pw: number, maxLandmarks: number, cellBudget: number) {
    const size = blocked.length;
    let first = -1;
    let open = 0;
    for (let i = 0; i < size; i++) {
      if (blocked[i] === 0) {
        open++;
        if (first === -1) first = i;
      }
    }
    if (first === -1) return;
    const count = Math.max(1, Math.min(maxLandmarks, Math.floor(cellBudget / open)));
    const queue = new Int32Array(open);
    const nearest = new Int32Array(size).fill(0x7fffffff);
    // The first open cell in reading order lies on the map's rim: a fair first landmark, no BFS needed to find it.
    let next = first;
    for (let k = 0; k < count && next !== -1; k++) {
      const dist = new Int32Array(size);
      bfs(blocked, pw, next, dist, queue);
      this.dist.push(dist);
      next = farthest(dist, nearest);
    }
  }
}

/** Folds `dist` into `nearest` (distance to the closest landmark) and returns the cell farthest from all, or -1. */
function farthest(dist: Int32Array, nearest: Int32Array): number {
  let best = -1;
  let bestDistance = 0;
  for (let i = 0; i < dist.length; i++) {
    const d = dist[i];
    if (d < 0) continue;
    if (d < nearest[i]) nearest[i] = d;
    if (nearest[i] > bestDistance) {
      bestDistance = nearest[i];
      best = i;
    }
  }
  return best;
}

/** Breadth-first distances from `source` into `dist` (-1 unreached); returns the last cell reached (a farthest one). */
function bfs(blocked: Uint8Array, pw: number, source: number, dist: Int32Array, queue: Int32Array): number {
  dist.fill(-1);
  let head = 0;
  let tail = 0;
  dist[source] = 0;
  queue[tail++] = source;
  let c = source;
  while (head < tail) {
    c = queue[head++];
    const d = dist[c] + 1;
    let n = c + 1;
    if (blocked[n] === 0 && dist[n] === -1) {
      dist[n] = d;
      queue[tail++] = n;
    }
    n = c - 1;
    if (blocked[n] === 0 && dist[n] === -1) {
      dist[n] = d;
      queue[tail++] = n;
    }
    n = c + pw;
    if (blocked[n] === 0 && dist[n] === -1) {
      dist[n] = d;
      queue[tail++] = n;
    }
    n = c - pw;
    if (blocked[n] === 0 && dist[n] === -1) {
      dist[n] = d;
      queue[tail++] = n;
    }
  }
  return c;
}
