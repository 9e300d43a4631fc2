import { CostFlood } from './costFlood';
import { sumSlack } from './costNumbers';
import type { Grid } from './grid';
import { LinkedSearch } from './linkedSearch';
import type { MoveRule } from './moveRules';
import { sumsAreExact } from './steps';

/**
 * One flood per grid and rule, kept between calls: the padded copy of the grid and the search
 * buffers are what a 1024 x 1024 range would otherwise spend most of its time allocating.
 * Weakly held, so a level that is dropped takes its buffers with it. A grid with links, or a hex
 * or staggered rule, keeps a `LinkedSearch` instead (links are set before the first search and
 * never removed).
 */
const floods = new WeakMap<Grid, Map<string, CostFlood | LinkedSearch>>();

function floodFor(grid: Grid, rule: MoveRule): CostFlood | LinkedSearch {
  let byRule = floods.get(grid);
  if (!byRule) {
    byRule = new Map();
    floods.set(grid, byRule);
  }
  const linked = grid.needsPlainSearch() || rule.stagger !== undefined;
  const key = `${rule.kind}:${rule.name}:${linked}`;
  let flood = byRule.get(key);
  if (!flood) {
    flood = linked ? new LinkedSearch(grid, rule) : new CostFlood(grid, rule);
    byRule.set(key, flood);
  }
  return flood;
}

/**
 * Every cell reachable from `start` for at most `budget`, with its least cost: a cost-bounded
 * Dijkstra flood fill (see `CostFlood`). Unreachable cells hold Infinity. Unlike a layer-by-layer
 * flood, a cell first reached by an expensive route is lowered when a cheaper one arrives later.
 * On a grid with links (pipes) the flood takes them too, and the hex and staggered rules flood by
 * their own parity steps (`LinkedSearch`).
 */
export function movementRange(
  grid: Grid,
  rule: MoveRule,
  start: number,
  budget = Number.POSITIVE_INFINITY,
): Float64Array {
  // Sums of float costs may land a hair above a budget they exactly meet (0.1 + 0.2 > 0.3); sums of
  // whole costs land on it, and one more tile must not pass for float noise.
  const limit = budget + sumSlack(budget, grid.minCost(), sumsAreExact(grid, rule));
  const flood = floodFor(grid, rule);
  if (flood instanceof LinkedSearch && grid.walls[start] === 0) return flood.flood(start, limit);
  const cost = new Float64Array(grid.size).fill(Number.POSITIVE_INFINITY);
  if (grid.walls[start] === 1 || flood instanceof LinkedSearch) return cost;
  const settled = flood.run(flood.padded.toPadded(start), limit);
  const { order, dist, stamp, generation, padded } = flood;
  if (settled * 4 < grid.size) {
    // A small range: visit just the settled cells.
    for (let i = 0; i < settled; i++) {
      const p = order[i];
      cost[padded.toGrid(p)] = dist[p];
    }
    return cost;
  }
  // A large one: sweep row by row, in memory order and without a division per cell.
  const { width: w, height: h } = grid;
  const { pw, pad } = padded;
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0, p = (y + pad) * pw + pad; x < w; x++, i++, p++) {
      if (stamp[p] === generation) cost[i] = dist[p];
    }
  }
  return cost;
}
