import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costSlack, sameCost } from './costNumbers';
import type { Grid } from './grid';
import { createGrid, find, findInto, MAX_COST, MIN_COST, movementRange, type Point } from './library';
import { hasDiagonalSteps } from './moveRules';
import { referenceDijkstra } from './referenceDijkstra';
import { canStep, stepCost } from './steps';
import { cellPoint, LIBRARY_RULES } from './testGrids';

/** The property test's fast-check seed: fixed, so a failure comes back the same, and in its name. */
const SEED = 43;

interface CostCase {
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
  /** True when every cost is a whole number: sums without sqrt 2 are then exact. */
  readonly whole: boolean;
}

/**
 * A random grid up to 12 x 8 with walls and costs spanning the whole documented range: 1, the
 * largest cost, whole numbers up to 1e9 and (unless `whole`) fractions down to the smallest cost;
 * a quarter of them cost the same everywhere, for the searches kept for grids of one cost.
 */
const costCases: fc.Arbitrary<CostCase> = fc
  .record({
    width: fc.integer({ min: 1, max: 12 }),
    height: fc.integer({ min: 1, max: 8 }),
    density: fc.double({ min: 0, max: 0.4, noNaN: true }),
    whole: fc.boolean(),
    uniform: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  })
  .chain(({ width, height, density, whole, uniform }) => {
    const size = width * height;
    const wholeCost = fc.oneof(
      fc.constantFrom(1, 2, 1e9, MAX_COST),
      fc.integer({ min: 1, max: 1e9 }),
      fc.integer({ min: 1, max: 1000 }),
    );
    const anyCost = fc.oneof(
      wholeCost,
      fc.constantFrom(MIN_COST, 0.5, 1.5),
      fc.double({ min: MIN_COST, max: 1e9, noNaN: true }),
    );
    return fc.record({
      grid: fc.record({
        walls: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: size, maxLength: size }),
        costs: fc.array(whole ? wholeCost : anyCost, { minLength: size, maxLength: size }),
      }),
      start: fc.integer({ min: 0, max: size - 1 }),
      goal: fc.integer({ min: 0, max: size - 1 }),
      width: fc.constant(width),
      height: fc.constant(height),
      density: fc.constant(density),
      whole: fc.constant(whole),
      uniform: fc.constant(uniform),
    });
  })
  .map(({ grid: cells, start, goal, width, height, density, whole, uniform }) => {
    const grid = createGrid({
      width,
      height,
      walls: cells.walls.map((r, i) => r < density && i !== start && i !== goal),
      costs: uniform ? cells.costs.map(() => cells.costs[0]) : cells.costs,
    });
    return { grid, start, goal, whole };
  });

/** Whether `found` is the reference cost: to the last unit when the sums are exact, else as costs compare. */
function agrees(found: number, expected: number, exact: boolean): boolean {
  return exact || !Number.isFinite(expected) ? found === expected : sameCost(found, expected);
}

describe('costs across the documented range', () => {
  it('find answers on a 12 x 7 grid with two walls and tile costs of 1 and 1e9', () => {
    // Columns 2 to 4 cost 1e9: the cheapest path crosses them once, 3 tiles of 1e9 and 8 of 1.
    // The trace back from the goal took a neighbour 2 dearer for a predecessor (1e-9 of 3e9 is 3)
    // and walked between the two forever, its path growing until the heap gave out.
    const costs = Array.from({ length: 7 }, () =>
      Array.from({ length: 12 }, (_, x) => (x >= 2 && x <= 4 ? 1e9 : 1)),
    );
    const walls = costs.map((row, y) => row.map((_, x) => (x === 4 && y === 0) || (x === 2 && y === 1)));
    const grid = createGrid({ width: 12, height: 7, walls, costs });
    const path = find(grid, { x: 8, y: 5 }, { x: 1, y: 1 });
    expect(path?.cost).toBe(3_000_000_008);
    expect(path?.points).toHaveLength(12);
    const buffer = new Int32Array(grid.size);
    expect(findInto(grid, 8, 5, 1, 1, buffer)).toBe(12);
    expect(movementRange(grid, { x: 8, y: 5 })[1 * 12 + 1]).toBe(3_000_000_008);
  });

  it('a movement range of whole costs holds what its budget pays for and nothing more', () => {
    // 1e-9 of a budget of 3e9 is 3: the range took in tiles up to 3 past the budget.
    const grid = createGrid({ width: 6, height: 1, costs: [1, 1e9, 1e9, 1e9, 1, 1] });
    const range = movementRange(grid, { x: 0, y: 0 }, 3_000_000_000);
    expect(Array.from(range)).toEqual([0, 1e9, 2e9, 3e9, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]);
  });

  it(`find, findInto and movementRange agree with the plain Dijkstra under every rule (fast-check seed ${SEED})`, () => {
    const buffer = new Int32Array(12 * 8);
    fc.assert(
      fc.property(costCases, ({ grid, start, goal, whole }) => {
        const w = grid.width;
        for (const [rule, moves] of LIBRARY_RULES) {
          const exact = whole && !hasDiagonalSteps(moves);
          const reference = referenceDijkstra(grid, moves, start);
          const expected = reference[goal];
          const path = find(grid, cellPoint(start, w), cellPoint(goal, w), rule);
          const count = findInto(
            grid,
            start % w,
            Math.floor(start / w),
            goal % w,
            Math.floor(goal / w),
            buffer,
            rule,
          );
          if (expected === Number.POSITIVE_INFINITY) {
            expect(path).toBeNull();
            expect(count).toBe(-1);
          } else {
            expect(path).not.toBeNull();
            const { cost, points } = path as { cost: number; points: Point[] };
            expect(agrees(cost, expected, exact), `${JSON.stringify(rule)}: ${cost} for ${expected}`).toBe(
              true,
            );
            expect(points[0]).toEqual(cellPoint(start, w));
            expect(points[points.length - 1]).toEqual(cellPoint(goal, w));
            let walked = 0;
            for (let i = 1; i < points.length; i++) {
              const a = points[i - 1];
              const b = points[i];
              expect(canStep(grid, moves, a.x, a.y, b.x - a.x, b.y - a.y)).toBe(true);
              walked += stepCost(grid, moves, b.y * w + b.x, b.x - a.x, b.y - a.y);
            }
            expect(agrees(walked, cost, exact)).toBe(true);
            expect(Array.from(buffer.subarray(0, count), (i) => cellPoint(i, w))).toEqual(points);
          }
          const field = movementRange(grid, cellPoint(start, w), Number.POSITIVE_INFINITY, rule);
          for (let i = 0; i < grid.size; i++) {
            expect(agrees(field[i], reference[i], exact), `${JSON.stringify(rule)} range at ${i}`).toBe(true);
          }
          if (expected === Number.POSITIVE_INFINITY) continue;
          // A budget the goal's cost meets exactly: the goal is in, a tile dearer is out.
          const inBudget = movementRange(grid, cellPoint(start, w), expected, rule);
          for (let i = 0; i < grid.size; i++) {
            const r = reference[i];
            if (r <= expected) expect(inBudget[i]).not.toBe(Number.POSITIVE_INFINITY);
            else if (exact || r > expected + costSlack(expected))
              expect(inBudget[i]).toBe(Number.POSITIVE_INFINITY);
          }
        }
      }),
      { seed: SEED, numRuns: 120 },
    );
  });
});
