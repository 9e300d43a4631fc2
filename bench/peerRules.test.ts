import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { find, type Rule } from '../src/grid/library';
import { arbitraryGridCase } from '../src/grid/testGrids';
import { PF, pfGrid } from './peers';

/**
 * docs/grid.md's "From PathFinding.js" table, held to PathFinding.js itself: for each of its
 * diagonal movements, the rule the table names finds a path exactly when PathFinding.js's A* does,
 * of the same cost (1 a straight step, sqrt 2 a diagonal one, as it counts), on random walled grids.
 */
const PAIRS: readonly [string, number, Rule][] = [
  ['Never', PF.DiagonalMovement.Never, '4'],
  ['Always', PF.DiagonalMovement.Always, '8'],
  ['OnlyWhenNoObstacles', PF.DiagonalMovement.OnlyWhenNoObstacles, '8-no-corner-cut'],
];

/** What a path of [x, y] points costs, one unit a straight step and sqrt 2 a diagonal. */
function pfCost(path: readonly number[][]): number {
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const diagonal = path[i][0] !== path[i - 1][0] && path[i][1] !== path[i - 1][1];
    cost += diagonal ? Math.SQRT2 : 1;
  }
  return cost;
}

describe('our rules against PathFinding.js', () => {
  for (const [name, movement, rule] of PAIRS) {
    it(`DiagonalMovement.${name} finds what '${rule}' finds, at the same cost`, () => {
      const finder = new PF.AStarFinder({ diagonalMovement: movement });
      fc.assert(
        fc.property(arbitraryGridCase(true), ({ grid, start, goal }) => {
          const w = grid.width;
          const [sx, sy, gx, gy] = [start % w, Math.floor(start / w), goal % w, Math.floor(goal / w)];
          const theirs = finder.findPath(sx, sy, gx, gy, pfGrid(grid));
          const ours = find(grid, { x: sx, y: sy }, { x: gx, y: gy }, rule);
          expect(ours === null).toBe(theirs.length === 0);
          if (ours) expect(ours.cost).toBeCloseTo(pfCost(theirs), 9);
        }),
        { numRuns: 300 },
      );
    });
  }
});
