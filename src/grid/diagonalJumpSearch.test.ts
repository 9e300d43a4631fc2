import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiagonalJumpSearch } from './diagonalJumpSearch';
import { Grid } from './grid';
import { DIAGONAL } from './moveRules';
import { referenceDijkstra } from './referenceDijkstra';
import { canStep } from './steps';

/** A random grid up to 30 x 30 where every tile costs `unit`, walls up to half the cells. */
const uniformGrid = fc
  .record({
    width: fc.integer({ min: 1, max: 30 }),
    height: fc.integer({ min: 1, max: 30 }),
    density: fc.double({ min: 0, max: 0.5, noNaN: true }),
    unit: fc.constantFrom(1, 2.5, 0.3),
    seed: fc.integer(),
  })
  .map(({ width, height, density, unit, seed }) => {
    const grid = new Grid(width, height);
    let a = seed >>> 0 || 1;
    for (let i = 0; i < grid.size; i++) {
      a = (Math.imul(a, 1103515245) + 12345) >>> 0;
      grid.walls[i] = a / 4294967296 < density ? 1 : 0;
      grid.costs[i] = unit;
    }
    grid.touch();
    return grid;
  });

describe('DiagonalJumpSearch', () => {
  it('equals the reference Dijkstra from one start to every goal, with legal steps', () => {
    fc.assert(
      fc.property(uniformGrid, fc.nat(), (grid, pick) => {
        const search = new DiagonalJumpSearch(grid);
        let start = pick % grid.size;
        while (grid.walls[start] === 1 && start < grid.size - 1) start++;
        if (grid.walls[start] === 1) return;
        const expected = referenceDijkstra(grid, DIAGONAL, start);
        for (let goal = 0; goal < grid.size; goal++) {
          if (grid.walls[goal] === 1) continue;
          const path = search.find(start, goal);
          if (expected[goal] === Number.POSITIVE_INFINITY) {
            expect(path).toBeNull();
            continue;
          }
          expect(path?.cost).toBeCloseTo(expected[goal], 9);
          const cells = path?.cells ?? new Int32Array();
          expect(cells[0]).toBe(start);
          expect(cells[cells.length - 1]).toBe(goal);
          for (let i = 1; i < cells.length; i++) {
            const x = cells[i - 1] % grid.width;
            const y = Math.floor(cells[i - 1] / grid.width);
            const dx = (cells[i] % grid.width) - x;
            const dy = Math.floor(cells[i] / grid.width) - y;
            expect(Math.max(Math.abs(dx), Math.abs(dy))).toBe(1);
            expect(canStep(grid, DIAGONAL, x, y, dx, dy)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('goes diagonally, then straight, on open ground', () => {
    const grid = new Grid(20, 20);
    const search = new DiagonalJumpSearch(grid);
    const path = search.find(grid.index(1, 2), grid.index(15, 11));
    expect(path?.cost).toBeCloseTo(9 * Math.SQRT2 + 5, 9);
    expect(search.lastExpanded().length).toBeLessThanOrEqual(3);
  });
});
