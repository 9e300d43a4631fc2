import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathFinder } from './astar';
import { distanceMap } from './distanceMap';
import type { Grid } from './grid';
import { cellHeuristicFor } from './heuristic';
import { movementRange } from './movementRange';
import type { MoveRule } from './moveRules';
import { referenceDijkstra } from './referenceDijkstra';
import { OFFSET_RULES, stepsFrom } from './staggered';
import { canStep, stepCost } from './steps';
import { arbitraryGridCase, arbitraryLinkedCase, fewestMoves } from './testGrids';

/** Every hex and staggered rule: both stagger axes, both indices, corners checked and cut. */
const RULES = [...OFFSET_RULES.values()];
const SEED = 47;

/** Checks that `cells` is a walk of legal steps under `rule` and returns what it costs. */
function walkCost(grid: Grid, rule: MoveRule, cells: ArrayLike<number>): number {
  const w = grid.width;
  let cost = 0;
  for (let i = 1; i < cells.length; i++) {
    const x = cells[i - 1] % w;
    const y = Math.floor(cells[i - 1] / w);
    const dx = (cells[i] % w) - x;
    const dy = Math.floor(cells[i] / w) - y;
    expect(stepsFrom(rule, x, y).some(([sx, sy]) => sx === dx && sy === dy)).toBe(true);
    expect(canStep(grid, rule, x, y, dx, dy)).toBe(true);
    cost += stepCost(grid, rule, cells[i], dx, dy);
  }
  return cost;
}

describe(`hex and staggered rules against a plain Dijkstra (fast-check seed ${SEED})`, () => {
  for (const rule of RULES) {
    it(`A* (find and findInto) and the movement range equal it on 200 random maps under ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryGridCase(), fc.integer({ min: 0, max: 30 }), ({ grid, start, goal }, budget) => {
          const expected = referenceDijkstra(grid, rule, start);
          const finder = new PathFinder(grid, rule);
          const path = finder.find(start, goal);
          if (expected[goal] === Number.POSITIVE_INFINITY) {
            expect(path).toBeNull();
            expect(finder.findInto(start, goal, new Int32Array(grid.size))).toBe(-1);
          } else {
            expect(path).not.toBeNull();
            const { cost, cells } = path as NonNullable<typeof path>;
            expect(cost).toBeCloseTo(expected[goal], 9);
            expect(cells[0]).toBe(start);
            expect(cells[cells.length - 1]).toBe(goal);
            expect(walkCost(grid, rule, cells)).toBeCloseTo(cost, 9);
            const out = new Int32Array(grid.size);
            const count = finder.findInto(start, goal, out);
            expect(Array.from(out.subarray(0, count))).toEqual(Array.from(cells));
          }
          const range = movementRange(grid, rule, start, budget);
          for (let i = 0; i < grid.size; i++) {
            if (expected[i] <= budget) expect(range[i]).toBeCloseTo(expected[i], 9);
            else expect(range[i]).toBe(Number.POSITIVE_INFINITY);
          }
          const full = movementRange(grid, rule, start);
          for (let i = 0; i < grid.size; i++) expect(full[i]).toBeCloseTo(expected[i], 9);
        }),
        { seed: SEED, numRuns: 200 },
      );
    });
  }

  for (const rule of RULES.filter((r) => r.cutsCorners !== true)) {
    it(`keeps paths and ranges exact through pipes under ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryLinkedCase(), ({ grid, start, goal }) => {
          const expected = referenceDijkstra(grid, rule, start);
          const target = grid.linkTo?.[goal] ?? -1;
          const path = new PathFinder(grid, rule).find(start, goal);
          const reachable = expected[target >= 0 && goal !== start ? target : goal];
          if (reachable === Number.POSITIVE_INFINITY) expect(path).toBeNull();
          else expect(path?.cost).toBeCloseTo(reachable, 9);
          const range = movementRange(grid, rule, start);
          for (let i = 0; i < grid.size; i++) expect(range[i]).toBeCloseTo(expected[i], 9);
        }),
        { seed: SEED, numRuns: 50 },
      );
    });
  }

  for (const rule of RULES) {
    it(`the distance map counts the fewest moves and the heuristic never overestimates, under ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryGridCase(), ({ grid, start }) => {
          expect(Array.from(distanceMap(grid, rule, start))).toEqual(fewestMoves(grid, rule, start));
          const costs = referenceDijkstra(grid, rule, start);
          const w = grid.width;
          const h = cellHeuristicFor(rule, grid.minCost());
          for (let i = 0; i < grid.size; i++) {
            if (costs[i] === Number.POSITIVE_INFINITY) continue;
            // From cell i to the start: every step can be walked back for the same cost.
            expect(h(i % w, Math.floor(i / w), start % w, Math.floor(start / w))).toBeLessThanOrEqual(
              costs[i] + 1e-9,
            );
          }
        }),
        { seed: SEED, numRuns: 200 },
      );
    });
  }
});
