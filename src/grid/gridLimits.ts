import { checkNumber } from './arguments';

/**
 * The sizes and costs a grid holds (docs/grid.md, "Limits"), and their checks.
 *
 * Cells: at most 4096 x 4096 (or any shape of as many), the largest map the toolkit reads; a grid
 * takes 9 bytes a cell and a search kept for it 50 to 90 more, 1.7 GB at the limit.
 *
 * Costs: from MIN_COST to MAX_COST, so the sums searches compare stay exact. A cheapest path never
 * enters a cell twice, so it adds at most `cells` tile costs; whole costs up to `costLimit(cells)`
 * keep every such sum under 2^53, where doubles still count in ones, so whole costs (without the
 * sqrt 2 of diagonal steps) add up to the exact cost and no rounding can make a dearer path pass
 * for a cheaper one. The cheapest cost is a thousand times the tolerance costs are compared with
 * (`COST_TOLERANCE`): a cost below it would read as free.
 */
export const MAX_CELLS = 4096 * 4096;
export const MIN_COST = 1e-6;
export const MAX_COST = 1e9;

/** The dearest cost a tile may have on a grid of `cells` cells: MAX_COST, less past 9,007,199 cells. */
export function costLimit(cells: number): number {
  return Math.min(MAX_COST, Math.floor(2 ** 53 / cells));
}

/** Throws a TypeError or RangeError naming `name` unless `value` is a whole number of at least 1. */
function checkSide(value: unknown, name: string): asserts value is number {
  checkNumber(value, name);
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} ${value} is not a whole number of at least 1`);
  }
}

/** Throws unless `width` x `height` is a grid size: whole numbers of at least 1, at most MAX_CELLS cells. */
export function checkGridSize(width: unknown, height: unknown): asserts width is number {
  checkSide(width, 'width');
  checkSide(height, 'height');
  const cells = width * height;
  if (cells > MAX_CELLS) {
    throw new RangeError(
      `width x height ${width} x ${height} is ${cells.toLocaleString('en')} cells; at most ${MAX_CELLS.toLocaleString('en')} are supported (4096 x 4096, or any shape of as many)`,
    );
  }
}

/**
 * Throws unless `cost` is a tile cost from MIN_COST to `limit` (the grid's `costLimit`). The
 * message starts with `where` (a cell, a gid) when given, then names the cost.
 */
export function checkCost(cost: unknown, limit: number, where?: string): asserts cost is number {
  if (typeof cost === 'number' && cost >= MIN_COST && cost <= limit) return;
  const prefix = where === undefined ? '' : `${where}: `;
  if (typeof cost !== 'number') checkNumber(cost, `${prefix}cost`);
  const why =
    limit < MAX_COST ? ` (the most on a grid this large, so that any path's cost stays an exact sum)` : '';
  throw new RangeError(`${prefix}cost ${cost} is outside ${costRangeText(limit)}${why}`);
}

/** The costs a tile may have, as messages write them: `0.000001 to 1,000,000,000`. */
export function costRangeText(limit = MAX_COST): string {
  return `${MIN_COST.toFixed(6)} to ${limit.toLocaleString('en')}`;
}
