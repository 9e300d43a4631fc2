import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CornerGraph, markCorners } from './cornerGraph';
import { CornerSearch } from './cornerSearch';
import { Grid } from './grid';
import { ORTHOGONAL } from './moveRules';
import { PaddedGrid } from './paddedGrid';
import { referenceDijkstra } from './referenceDijkstra';
import { expectOrthogonalWalk } from './testGrids';

/** A random unit-cost grid up to `max` x `max`: scattered walls, or rectangles (rooms and pillars). */
function unitGrid(max: number): fc.Arbitrary<Grid> {
  return fc
    .record({
      width: fc.integer({ min: 1, max }),
      height: fc.integer({ min: 1, max }),
      density: fc.double({ min: 0, max: 0.5, noNaN: true }),
      blocks: fc.boolean(),
      seed: fc.integer(),
    })
    .map(({ width, height, density, blocks, seed }) => {
      const grid = new Grid(width, height);
      let a = seed >>> 0 || 1;
      const next = () => {
        a = (Math.imul(a, 1103515245) + 12345) >>> 0;
        return a / 4294967296;
      };
      if (!blocks) {
        for (let i = 0; i < grid.size; i++) grid.walls[i] = next() < density ? 1 : 0;
      } else {
        const n = Math.floor(density * 12);
        for (let k = 0; k < n; k++) {
          const x0 = Math.floor(next() * width);
          const y0 = Math.floor(next() * height);
          const w = 1 + Math.floor(next() * Math.max(1, width / 2));
          const h = 1 + Math.floor(next() * Math.max(1, height / 2));
          for (let y = y0; y < Math.min(height, y0 + h); y++)
            for (let x = x0; x < Math.min(width, x0 + w); x++) grid.walls[y * width + x] = 1;
        }
      }
      grid.touch();
      return grid;
    });
}

describe('CornerSearch', () => {
  // With the monotone walk for near ends (the default), and with the corner search alone.
  it.each([
    ['with the near walk', undefined],
    ['corners alone', 0],
  ])(
    'equals the reference Dijkstra from a start to every goal (%s)',
    (_name, near) => {
      fc.assert(
        fc.property(unitGrid(24), fc.nat(), fc.integer({ min: 0, max: 6 }), (grid, pick, landmarks) => {
          const padded = new PaddedGrid(grid, 1, false);
          padded.refresh();
          const graph = new CornerGraph(
            padded.blocked,
            padded.pw,
            markCorners(padded.blocked, padded.pw),
            landmarks,
          );
          const search = new CornerSearch(graph, padded, near);
          let start = pick % grid.size;
          while (grid.walls[start] === 1 && start < grid.size - 1) start++;
          if (grid.walls[start] === 1) return;
          const expected = referenceDijkstra(grid, ORTHOGONAL, start);
          const s = padded.toPadded(start);
          const out = new Int32Array(grid.size);
          for (let goal = 0; goal < grid.size; goal++) {
            if (grid.walls[goal] === 1 || goal === start) continue;
            const count = search.find(s, padded.toPadded(goal), out);
            if (expected[goal] === Number.POSITIVE_INFINITY) {
              expect(count).toBe(-1);
              continue;
            }
            expect(count).toBeGreaterThan(0);
            const path = Array.from(out.subarray(0, count));
            expect(path.length - 1).toBe(expected[goal]);
            expectOrthogonalWalk(grid, path, start, goal);
          }
        }),
        // 150 runs each: the 300 of the single test before, split between the two ways.
        { numRuns: 150 },
      );
    },
    180_000,
  );
});
