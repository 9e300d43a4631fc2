/**
 * Which rows a big grid's search choice reads (`UnitOrthogonalSearch`): on grids of `SAMPLE_FROM`
 * cells or more (padded), about one row in `SAMPLED`, picked by a hash of the row number. Every
 * fourth row would read only the walled rows of a maze with one-cell corridors (its period is two)
 * and find 70% short jumps where there are 16%. One row in 16 keeps every Moving AI map's shares
 * within 0.12 of the whole grid's, far from the values the choices turn on, for short sweeps of 32
 * rows on a 512 x 512 map (the sweeps run cold in a fresh process, where every row read costs).
 * Smaller grids (every game level but the largest) are read whole, so their choice is the exact
 * count's.
 */
export const SAMPLE_FROM = 65536;
export const SAMPLED = 16;

/**
 * Whether row `y` is one of about one in `sampled`: the top bits of a Fibonacci hash, evenly spread
 * and out of step with the short periods of mazes and rooms.
 */
export function sampledRow(y: number, sampled: number): boolean {
  return Math.imul(y, 0x9e3779b1) >>> 0 < 0x100000000 / sampled;
}
