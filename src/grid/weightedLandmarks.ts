import type { CostFlood } from './costFlood';

/**
 * Landmarks for the differential (ALT) heuristic on grids with terrain costs, for rules whose
 * moves can all be walked back (orthogonal, diagonal, knight).
 *
 * With F(v) the least cost from landmark L to v, and a step's cost being the entered tile's:
 * - d(n, goal) >= F(goal) - F(n) (triangle inequality from L);
 * - when every step costs its tile times the same factor (orthogonal, knight), walking a path
 *   backwards only swaps which end's tile is paid, so d(n, L) = F(n) - cost(n) + cost(L), and
 *   d(n, goal) >= d(n, L) - d(goal, L) = (F(n) - cost(n)) - (F(goal) - cost(goal)). Diagonal
 *   steps (sqrt(2) times) break that identity, so the diagonal rule uses the first bound only.
 *   (Reverse floods for the diagonal rule, giving the second bound at the price of a landmark
 *   each, were tried: 30% more cells expanded than six forward landmarks.)
 * Both bounds are consistent. Distances are kept as 32-bit floats (half the memory of doubles);
 * they are exact while costs are whole numbers and sums stay below 2^24, otherwise `slack` says
 * how much a bound must be lowered to stay admissible.
 *
 * Landmarks are placed farthest-first (each where the cost from those already placed is largest),
 * one bucketed Dijkstra (`CostFlood`) each. Interleaved per cell: `table[cell * count + i]`.
 */
export class WeightedLandmarks {
  readonly count: number;
  /** F of landmark i at padded cell c, at `c * count + i`; Infinity where it cannot reach. */
  readonly table: Float32Array;
  /** What to take off every bound for float32 rounding (0 when the distances are exact). */
  readonly slack: number;
  /** Places `count` landmarks (fewer distinct ones when the grid's regions are small). */
  constructor(flood: CostFlood, count: number) {
    flood.padded.refresh();
    const { blocked } = flood.padded;
    const size = blocked.length;
    const table = new Float32Array(size * count);
    const nearest = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
    let next = largestRegionCell(flood);
    // The region search usually ends with a flood from that very cell: the first landmark's.
    let flooded =
      flood.generation > 0 && flood.stamp[next] === flood.generation && flood.dist[next] === 0 ? next : -1;
    let placed = 0;
    let largest = 0;
    for (; placed < count && next !== -1; placed++) {
      if (next !== flooded) flood.run(next, Number.POSITIVE_INFINITY);
      flooded = -1;
      const { dist, stamp, generation } = flood;
      let farthest = -1;
      let farthestCost = 0;
      for (let c = 0, at = placed; c < size; c++, at += count) {
        if (stamp[c] !== generation) {
          table[at] = Number.POSITIVE_INFINITY;
          continue;
        }
        const d = dist[c];
        table[at] = d;
        if (d > largest) largest = d;
        if (d < nearest[c]) nearest[c] = d;
        if (nearest[c] > farthestCost) {
          farthestCost = nearest[c];
          farthest = c;
        }
      }
      next = farthest;
    }
    // Fewer places than asked (a small region): repeat the last landmark, harmless for a max of bounds.
    for (let i = placed; placed > 0 && i < count; i++) {
      for (let c = 0; c < size; c++) table[c * count + i] = table[c * count + placed - 1];
    }
    const exact = flood.padded.integral && largest < 2 ** 24 && flood.steps.maxFactor === 1;
    // Each stored value is within 2^-24 of itself; a bound subtracts two and adds two tile costs (exact).
    this.slack = exact ? 0 : 2 * 2 ** -24 * largest * 2;
    this.count = placed === 0 ? 0 : count;
    this.table = table;
  }
}

/**
 * The first open cell, in reading order, of the largest region (or of one holding at least half
 * the open cells): landmarks in a walled-in pocket would bound nothing elsewhere. Floods region
 * after region until one is big enough, at most 16 of them.
 */
function largestRegionCell(flood: CostFlood): number {
  const { blocked } = flood.padded;
  const size = blocked.length;
  let open = 0;
  for (let i = 0; i < size; i++) if (blocked[i] === 0) open++;
  const reached = new Uint8Array(size);
  let best = -1;
  let bestSettled = 0;
  let cell = blocked.indexOf(0);
  for (let tries = 0; cell !== -1 && tries < 16; tries++) {
    const settled = flood.run(cell, Number.POSITIVE_INFINITY);
    for (let i = 0; i < settled; i++) reached[flood.order[i]] = 1;
    if (settled > bestSettled) {
      best = cell;
      bestSettled = settled;
    }
    if (2 * settled >= open) break;
    do cell++;
    while (cell < size && (blocked[cell] === 1 || reached[cell] === 1));
    if (cell >= size) cell = -1;
  }
  return best;
}
