import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMap } from './distanceMap';
import { Grid } from './grid';
import { heuristicFor } from './heuristic';
import { movementRange } from './movementRange';
import { KNIGHT, ORTHOGONAL } from './moveRules';
import { referenceDijkstra } from './referenceDijkstra';
import { arbitraryGridCase, fewestMoves, TEST_RULES } from './testGrids';

describe('movementRange', () => {
  for (const rule of TEST_RULES) {
    it(`equals the reference costs within the budget under ${rule.name}`, () => {
      fc.assert(
        fc.property(
          arbitraryGridCase(),
          fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
          ({ grid, start }, budget) => {
            const expected = referenceDijkstra(grid, rule, start);
            const range = movementRange(grid, rule, start, budget);
            for (let i = 0; i < grid.size; i++) {
              if (expected[i] <= budget) expect(range[i]).toBeCloseTo(expected[i], 9);
              else expect(range[i]).toBe(Number.POSITIVE_INFINITY);
            }
          },
        ),
        { numRuns: 200 },
      );
    });
  }

  it('finds the cheaper late route a layer-by-layer flood misses', () => {
    // Through the 9 costs 10 in two steps; around it costs 4 in four steps.
    const grid = Grid.fromRows(['.9.', '...']);
    const range = movementRange(grid, ORTHOGONAL, grid.index(0, 0), 4);
    expect(range[grid.index(2, 0)]).toBe(4);
    expect(range[grid.index(1, 0)]).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('distanceMap', () => {
  for (const rule of TEST_RULES) {
    it(`equals the reference on unit costs under ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryGridCase(true), ({ grid, start }) => {
          const expected = fewestMoves(grid, rule, start);
          expect(Array.from(distanceMap(grid, rule, start))).toEqual(expected);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('counts knight moves on an open board', () => {
    const grid = new Grid(3, 3);
    expect(Array.from(distanceMap(grid, KNIGHT, 0))).toEqual([0, 3, 2, 3, -1, 1, 2, 1, 4]);
  });
});

describe('heuristicFor', () => {
  for (const rule of TEST_RULES) {
    it(`never overestimates under ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryGridCase(), ({ grid, start }) => {
          const h = heuristicFor(rule, grid.minCost());
          const dist = referenceDijkstra(grid, rule, start);
          const w = grid.width;
          for (let i = 0; i < grid.size; i++) {
            if (dist[i] === Number.POSITIVE_INFINITY) continue;
            const bound = h((i % w) - (start % w), Math.floor(i / w) - Math.floor(start / w));
            expect(bound).toBeLessThanOrEqual(dist[i] + 1e-9);
          }
        }),
        { numRuns: 200 },
      );
    });
  }
});
