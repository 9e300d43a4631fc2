/**
 * The level of `bench:frame` and `bench:tap`: N x N with terrain patches, mud (cost 3, about 15%
 * of tiles) and water (cost 5, about 8%), then 20% walls scattered at random; seeded, so both
 * benches (and Node and the browser) build the very same grid.
 */

import { Grid } from '../src/grid';
import { seededRandom } from '../src/solver/generate/seededRandom';

/** Round patches of terrain: about `share` of the map gets `cost`. */
function patches(grid: Grid, rand: () => number, cost: number, share: number): void {
  const { width: w, height: h } = grid;
  let covered = 0;
  while (covered < share * grid.size) {
    const cx = Math.floor(rand() * w);
    const cy = Math.floor(rand() * h);
    const r = 3 + Math.floor(rand() * 14);
    for (let y = Math.max(0, cy - r); y <= Math.min(h - 1, cy + r); y++) {
      for (let x = Math.max(0, cx - r); x <= Math.min(w - 1, cx + r); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
        if (grid.costs[y * w + x] === 1) covered++;
        grid.costs[y * w + x] = cost;
      }
    }
  }
}

/** The seeded grid: mud (3) on ~15% of tiles, water (5) on ~8%, then 20% walls scattered at random. */
export function frameLevelGrid(size: number, seed: number): Grid {
  const rand = seededRandom(seed);
  const grid = new Grid(size, size);
  patches(grid, rand, 3, 0.15);
  patches(grid, rand, 5, 0.08);
  for (let i = 0; i < grid.size; i++) if (rand() < 0.2) grid.walls[i] = 1;
  grid.touch();
  return grid;
}
