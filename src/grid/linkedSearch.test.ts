import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathFinder } from './astar';
import { Grid } from './grid';
import { linkedStepCost } from './linkedSearch';
import { movementRange } from './movementRange';
import { ORTHOGONAL } from './moveRules';
import { referenceDijkstra } from './referenceDijkstra';
import { canStep } from './steps';
import { arbitraryLinkedCase, TEST_RULES } from './testGrids';

/** True when every move of `cells` is a legal step or a jump through a link, and no entry is rested on. */
function walkable(grid: Grid, rule: (typeof TEST_RULES)[number], cells: Int32Array): boolean {
  const w = grid.width;
  for (let i = 1; i < cells.length; i++) {
    const from = cells[i - 1];
    const to = cells[i];
    const jump = grid.linkTo?.[from] === to && i > 1 && grid.linkTo[cells[i - 2]] !== from;
    const fx = from % w;
    const fy = Math.floor(from / w);
    const step = canStep(grid, rule, fx, fy, (to % w) - fx, Math.floor(to / w) - fy) && !jump;
    const entered = grid.linkTo?.[to] ?? -1;
    // A plain step into an entry must go on through its link.
    if (step && entered >= 0 && cells[i + 1] !== entered) return false;
    if (!step && grid.linkTo?.[from] !== to) return false;
  }
  return true;
}

describe('LinkedSearch (grids with pipes)', () => {
  for (const rule of TEST_RULES) {
    it(`finds the reference's least cost, on a walkable path, under ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryLinkedCase(), ({ grid, start, goal }) => {
          const expected = referenceDijkstra(grid, rule, start)[goal];
          const path = new PathFinder(grid, rule).find(start, goal);
          if (!Number.isFinite(expected) || (grid.linkTo?.[goal] ?? -1) >= 0) return;
          expect(path).not.toBeNull();
          const found = path as NonNullable<typeof path>;
          expect(found.cost).toBeCloseTo(expected, 9);
          expect(found.cells[0]).toBe(start);
          expect(found.cells[found.cells.length - 1]).toBe(goal);
          expect(walkable(grid, rule, found.cells)).toBe(true);
          let sum = 0;
          for (let i = 1; i < found.cells.length; i++)
            sum += linkedStepCost(grid, rule, found.cells[i - 1], found.cells[i]);
          expect(sum).toBeCloseTo(found.cost, 9);
        }),
        { numRuns: 150 },
      );
    });

    it(`floods the reference's costs within the budget under ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryLinkedCase(), fc.integer({ min: 0, max: 30 }), ({ grid, start }, budget) => {
          const expected = referenceDijkstra(grid, rule, start);
          const range = movementRange(grid, rule, start, budget);
          for (let i = 0; i < grid.size; i++) {
            if (expected[i] <= budget) expect(range[i]).toBeCloseTo(expected[i], 9);
            else expect(range[i]).toBe(Number.POSITIVE_INFINITY);
          }
        }),
        { numRuns: 100 },
      );
    });
  }

  it('takes a pipe across a wall and lands on its other end', () => {
    const grid = Grid.fromRows(['..#..', '..#..']);
    grid.setLink(grid.index(1, 0), grid.index(3, 1));
    grid.setLink(grid.index(3, 1), grid.index(1, 0));
    const path = new PathFinder(grid, ORTHOGONAL).find(grid.index(0, 0), grid.index(4, 0));
    expect(Array.from(path?.cells ?? []).slice(0, 3)).toEqual([0, 1, 8]);
    // Step into the pipe (1) + the jump (1) + two steps (2).
    expect(path?.cost).toBe(4);
  });

  it('answers a tap on a pipe end with a walk that comes out of the other end', () => {
    const grid = Grid.fromRows(['...#.']);
    grid.setLink(1, 4);
    grid.setLink(4, 1);
    const path = new PathFinder(grid, ORTHOGONAL).find(0, 1);
    expect(Array.from(path?.cells ?? [])).toEqual([0, 1, 4]);
  });

  it('walks off a pipe end it stands on (it came out there), and re-enters it only by stepping in', () => {
    const grid = Grid.fromRows(['....', '....']);
    grid.setLink(1, 3);
    grid.setLink(3, 1);
    const finder = new PathFinder(grid, ORTHOGONAL);
    expect(Array.from(finder.find(1, 0)?.cells ?? [])).toEqual([1, 0]);
    // The far end leads back here: there is nowhere to go.
    expect(Array.from(finder.find(1, 3)?.cells ?? [])).toEqual([1]);
  });
});
