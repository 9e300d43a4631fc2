import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIAGONAL, KNIGHT, ORTHOGONAL } from './moveRules';
import { referenceDijkstra } from './referenceDijkstra';
import { arbitraryGridCase } from './testGrids';
import { WeightedSearch } from './weightedSearch';

describe('WeightedSearch with landmarks (as on large grids)', () => {
  for (const rule of [ORTHOGONAL, DIAGONAL, KNIGHT]) {
    it(`equals the reference Dijkstra under ${rule.name}, for every goal`, () => {
      fc.assert(
        fc.property(arbitraryGridCase(), ({ grid, start }) => {
          const search = new WeightedSearch(grid, rule, 1);
          search.prepare();
          const expected = referenceDijkstra(grid, rule, start);
          for (let goal = 0; goal < grid.size; goal++) {
            if (grid.walls[goal] === 1 || grid.walls[start] === 1) continue;
            const path = search.find(start, goal);
            if (expected[goal] === Number.POSITIVE_INFINITY) expect(path).toBeNull();
            else expect(path?.cost).toBeCloseTo(expected[goal], 9);
          }
        }),
        { numRuns: 150 },
      );
    });
  }

  it('stays exact when the grid changes after the landmarks were built', () => {
    fc.assert(
      fc.property(
        arbitraryGridCase(),
        fc.nat(),
        fc.double({ min: 0.25, max: 9, noNaN: true }),
        ({ grid, start }, at, cost) => {
          const search = new WeightedSearch(grid, DIAGONAL, 1);
          search.prepare();
          const cell = at % grid.size;
          grid.setCost(cell % grid.width, Math.floor(cell / grid.width), cost);
          const expected = referenceDijkstra(grid, DIAGONAL, start);
          for (let goal = 0; goal < grid.size; goal++) {
            if (grid.walls[goal] === 1 || grid.walls[start] === 1) continue;
            const path = search.find(start, goal);
            if (expected[goal] === Number.POSITIVE_INFINITY) expect(path).toBeNull();
            else expect(path?.cost).toBeCloseTo(expected[goal], 9);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('WeightedSearch with whole-number costs (bucket queue)', () => {
  for (const rule of [ORTHOGONAL, KNIGHT]) {
    for (const landmarks of [false, true]) {
      it(`equals the reference Dijkstra under ${rule.name}${landmarks ? ' with landmarks' : ''}`, () => {
        fc.assert(
          fc.property(arbitraryGridCase(), ({ grid, start }) => {
            for (let i = 0; i < grid.size; i++) grid.costs[i] = Math.ceil(grid.costs[i]);
            grid.touch();
            const search = new WeightedSearch(grid, rule, landmarks ? 1 : Number.POSITIVE_INFINITY);
            const expected = referenceDijkstra(grid, rule, start);
            for (let goal = 0; goal < grid.size; goal++) {
              if (grid.walls[goal] === 1 || grid.walls[start] === 1) continue;
              const path = search.find(start, goal);
              if (expected[goal] === Number.POSITIVE_INFINITY) expect(path).toBeNull();
              else expect(path?.cost).toBe(expected[goal]);
            }
          }),
          { numRuns: 150 },
        );
      });
    }
  }
});
