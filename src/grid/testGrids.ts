import fc from 'fast-check';
import { expect } from 'vitest';
import { Grid } from './grid';
import type { Point, Rule } from './library';
import { DIAGONAL, DIAGONAL_CUTTING, KNIGHT, type MoveRule, ORTHOGONAL, parseMoveRule } from './moveRules';
import { hexRule, staggeredRule, stepsFrom } from './staggered';
import { canStep } from './steps';

/** Test support: random grids and rules for the property tests of the searches. */
export interface GridCase {
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
}

/**
 * A random grid up to 12 x 12 with walls (density up to one half) and, unless `unitCost`, costs
 * from a small set that includes fractions, so ties and float sums both get exercised.
 */
export function arbitraryGridCase(unitCost = false): fc.Arbitrary<GridCase> {
  return fc
    .record({
      width: fc.integer({ min: 1, max: 12 }),
      height: fc.integer({ min: 1, max: 12 }),
      density: fc.double({ min: 0, max: 0.5, noNaN: true }),
    })
    .chain(({ width, height, density }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        walls: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: width * height,
          maxLength: width * height,
        }),
        costs: fc.array(fc.constantFrom(1, 1, 1, 2, 3, 0.5, 1.5, 7), {
          minLength: width * height,
          maxLength: width * height,
        }),
        start: fc.integer({ min: 0, max: width * height - 1 }),
        goal: fc.integer({ min: 0, max: width * height - 1 }),
        density: fc.constant(density),
      }),
    )
    .map(({ width, height, walls, costs, start, goal, density }) => {
      const grid = new Grid(width, height);
      for (let i = 0; i < grid.size; i++) {
        grid.walls[i] = walls[i] < density && i !== start && i !== goal ? 1 : 0;
        if (!unitCost) grid.costs[i] = costs[i];
      }
      grid.touch();
      return { grid, start, goal };
    });
}

/** A random grid case with up to three pipes (pairs of open cells linked both ways, cost 1). */
export function arbitraryLinkedCase(): fc.Arbitrary<GridCase> {
  return arbitraryGridCase().chain((c) =>
    fc.array(fc.tuple(fc.nat(c.grid.size - 1), fc.nat(c.grid.size - 1)), { maxLength: 3 }).map((pairs) => {
      const used = new Set([c.start, c.goal]);
      for (const [a, b] of pairs) {
        if (a === b || used.has(a) || used.has(b) || c.grid.walls[a] === 1 || c.grid.walls[b] === 1) continue;
        used.add(a);
        used.add(b);
        c.grid.setLink(a, b);
        c.grid.setLink(b, a);
      }
      return c;
    }),
  );
}

/** The rules every property runs under: the named ones (diagonal with and without corner cutting) and two custom offset lists. */
export const TEST_RULES: readonly MoveRule[] = [
  ORTHOGONAL,
  DIAGONAL,
  DIAGONAL_CUTTING,
  KNIGHT,
  parseMoveRule('1,1'),
  parseMoveRule('2,0 0,1 -1,-1 1,-3'),
];

/** Checks that `cells` walks from `start` to `goal` on open cells, one orthogonal step at a time. */
export function expectOrthogonalWalk(
  grid: Grid,
  cells: ArrayLike<number>,
  start: number,
  goal: number,
): void {
  expect(cells[0]).toBe(start);
  expect(cells[cells.length - 1]).toBe(goal);
  for (let i = 1; i < cells.length; i++) {
    const d = Math.abs(cells[i] - cells[i - 1]);
    const sameRow = Math.floor(cells[i] / grid.width) === Math.floor(cells[i - 1] / grid.width);
    expect((d === 1 && sameRow) || d === grid.width).toBe(true);
    expect(grid.walls[cells[i]]).toBe(0);
  }
}

/** The library's named rules (one of each offset rule's forms) and one custom rule, each with the move rule it stands for. */
export const LIBRARY_RULES: readonly [Rule, MoveRule][] = [
  ['4', ORTHOGONAL],
  ['8', DIAGONAL_CUTTING],
  ['8-no-corner-cut', DIAGONAL],
  ['knight', KNIGHT],
  [
    [
      [2, 0],
      [0, 1],
      [-1, -1],
    ],
    parseMoveRule('2,0 0,1 -1,-1'),
  ],
  ['hex-y-odd', hexRule('y', 'odd')],
  ['staggered-x-even', staggeredRule('x', 'even')],
  ['staggered-8-y-even', staggeredRule('y', 'even', true, true)],
  ['staggered-8-no-corner-cut-x-odd', staggeredRule('x', 'odd', true)],
];

/** The point of cell `index` on a grid `width` tiles wide. */
export function cellPoint(index: number, width: number): Point {
  return { x: index % width, y: Math.floor(index / width) };
}

/** Fewest moves by the plainest breadth-first search, layer by layer, with the rule's own step check. */
export function fewestMoves(grid: Grid, rule: MoveRule, start: number): number[] {
  const dist: number[] = new Array(grid.size).fill(-1);
  if (grid.walls[start] === 1) return dist;
  dist[start] = 0;
  let frontier = [start];
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const c of frontier) {
      const x = c % grid.width;
      const y = Math.floor(c / grid.width);
      for (const [dx, dy] of stepsFrom(rule, x, y)) {
        if (!canStep(grid, rule, x, y, dx, dy)) continue;
        const n = grid.index(x + dx, y + dy);
        if (dist[n] === -1) {
          dist[n] = d;
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return dist;
}
