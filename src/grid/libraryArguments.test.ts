import { describe, expect, it } from 'vitest';
import type { Grid } from './grid';
import { checkCost, costLimit } from './gridLimits';
import {
  createGrid,
  distanceField,
  find,
  findInto,
  gridFromTiledLayer,
  MAX_CELLS,
  MAX_COST,
  MIN_COST,
  movementRange,
  type Rule,
} from './library';

/** Loosens a value's type: the calls below are what a plain JavaScript caller may write. */
function loose<T>(value: unknown): T {
  return value as T;
}

/** Runs `call` and returns what it threw (a failure when it threw nothing). */
function thrown(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

function expectError(call: () => unknown, type: typeof TypeError | typeof RangeError, message: RegExp): void {
  const error = thrown(call);
  expect(error, error.message).toBeInstanceOf(type);
  expect(error.message).toMatch(message);
}

describe('Grid cells by coordinates', () => {
  it('refuses coordinates outside the grid instead of wrapping them onto another cell', () => {
    const grid = createGrid({ width: 10, height: 10 });
    expectError(() => grid.setWall(10, 0, true), RangeError, /^x 10 is outside the 10 x 10 grid \(0 to 9\)/);
    expectError(() => grid.setWall(-1, 5, true), RangeError, /^x -1 is outside/);
    expectError(() => grid.setCost(0, 10, 2), RangeError, /^y 10 is outside the 10 x 10 grid \(0 to 9\)/);
    expectError(() => grid.isWall(3, -1), RangeError, /^y -1/);
    expectError(() => grid.cost(10, 0), RangeError, /^x 10/);
    expectError(() => grid.isWall(1.5, 0), RangeError, /^x 1.5 is not a whole number/);
    expectError(() => grid.cost(loose('1'), 0), TypeError, /^x must be a number, got the string "1"/);
    expect(grid.walls.every((wall) => wall === 0)).toBe(true);
    expect(grid.costs.every((cost) => cost === 1)).toBe(true);
  });

  it('takes a wall as true or false (or 1 or 0) and a cost in the documented range', () => {
    const grid = createGrid({ width: 2, height: 1 });
    grid.setWall(1, 0, loose(1));
    expect(grid.isWall(1, 0)).toBe(true);
    expectError(
      () => grid.setWall(0, 0, loose('false')),
      TypeError,
      /^wall must be true, false, 1 or 0, got the string "false"/,
    );
    expectError(
      () => grid.setCost(0, 0, 1e308),
      RangeError,
      /^cost 1e\+308 is outside 0.000001 to 1,000,000,000/,
    );
    expectError(() => grid.setCost(0, 0, MIN_COST / 2), RangeError, /^cost 5e-7 is outside/);
    expectError(() => grid.setCost(0, 0, Number.NaN), RangeError, /^cost NaN/);
    expectError(
      () => grid.setCost(0, 0, loose('2')),
      TypeError,
      /^cost must be a number, got the string "2"/,
    );
    grid.setCost(0, 0, MAX_COST);
    grid.setCost(0, 0, MIN_COST);
    expect(grid.cost(0, 0)).toBe(MIN_COST);
  });
});

describe('createGrid and gridFromTiledLayer', () => {
  it('refuse a size past the limit, and sizes that are not whole numbers, by name', () => {
    expectError(
      () => createGrid({ width: 100_000, height: 100_000 }),
      RangeError,
      /^width x height 100000 x 100000 is 10,000,000,000 cells; at most 16,777,216/,
    );
    expect(MAX_CELLS).toBe(4096 * 4096);
    expectError(
      () => createGrid({ width: loose('3'), height: 2 }),
      TypeError,
      /^width must be a number, got the string "3"/,
    );
    expectError(
      () => createGrid({ width: 3, height: 0 }),
      RangeError,
      /^height 0 is not a whole number of at least 1/,
    );
    expectError(() => createGrid(loose(null)), TypeError, /^options must be an object/);
  });

  it('refuse walls that are not true, false, 1 or 0: strings from a CSV split are not walls', () => {
    expectError(
      () => createGrid({ width: 2, height: 1, walls: loose(['0', '1']) }),
      TypeError,
      /^walls at \(0, 0\) must be true, false, 1 or 0, got the string "0"/,
    );
    expectError(
      () => createGrid({ width: 2, height: 1, walls: [0, 2] }),
      RangeError,
      /^walls at \(1, 0\) must be .* got 2/,
    );
    expectError(
      () => createGrid({ width: 2, height: 1, walls: loose([[0, null]]) }),
      TypeError,
      /^walls at \(1, 0\).* got null/,
    );
    expectError(
      () => createGrid({ width: 2, height: 1, walls: loose(7) }),
      TypeError,
      /^walls must be an array/,
    );
  });

  it('refuse costs outside the documented range, which keeps sums exact', () => {
    expectError(
      () => createGrid({ width: 2, height: 1, costs: [1, 1e308] }),
      RangeError,
      /^costs at \(1, 0\): cost 1e\+308 is outside 0.000001 to 1,000,000,000/,
    );
    expectError(
      () => createGrid({ width: 2, height: 1, costs: loose([1, '3']) }),
      TypeError,
      /^costs at \(1, 0\): cost must be a number/,
    );
    expectError(
      () => gridFromTiledLayer({ width: 1, height: 1, data: [3] }, { wallGids: [], costOf: () => 1e10 }),
      RangeError,
      /^layer cost of gid 3 at \(0, 0\): cost 10000000000 is outside/,
    );
  });

  it('gridFromTiledLayer names a layer, a gid or an option that is not what it should be', () => {
    expectError(
      () => gridFromTiledLayer(loose(null), { wallGids: [] }),
      TypeError,
      /^layer must be a Tiled tile layer/,
    );
    expectError(
      () => gridFromTiledLayer({ width: 2, height: 1, data: loose([1, '2']) }, { wallGids: [] }),
      TypeError,
      /^layer data\[1\] must be a gid \(a whole number from 0 to 4294967295\), got the string "2"/,
    );
    expectError(
      () => gridFromTiledLayer({ width: 1, height: 1, data: [1] }, loose({})),
      TypeError,
      /^wallGids must be/,
    );
    expectError(
      () => gridFromTiledLayer({ width: 1, height: 1, data: [1] }, loose({ wallGids: [], costOf: 3 })),
      TypeError,
      /^costOf must be a function/,
    );
  });
});

describe('find, findInto, movementRange and distanceField', () => {
  const grid = createGrid({ width: 4, height: 3 });

  it('name a grid or a point that is not one', () => {
    expectError(() => find(loose(null), { x: 0, y: 0 }, { x: 1, y: 0 }), TypeError, /^grid must be a Grid/);
    expectError(
      () => find(grid, loose(null), { x: 1, y: 0 }),
      TypeError,
      /^from must be a point \{ x, y \}, got null/,
    );
    expectError(
      () => find(grid, { x: 0, y: 0 }, loose({ x: '1', y: 0 })),
      TypeError,
      /^to.x must be a number/,
    );
    expectError(
      () => find(grid, { x: 0, y: 0 }, { x: 4, y: 0 }),
      RangeError,
      /^to \(4, 0\) is not a cell of the 4 x 3 grid/,
    );
    expectError(() => movementRange(loose({ width: 4 }), { x: 0, y: 0 }), TypeError, /^grid must be a Grid/);
    expectError(() => distanceField(grid, loose(undefined)), TypeError, /^from must be a point/);
    expectError(
      () => findInto(loose(undefined), 0, 0, 1, 0, new Int32Array(12)),
      TypeError,
      /^grid must be a Grid/,
    );
    expectError(
      () => findInto(grid, 0, 0, 1, loose(null), new Int32Array(12)),
      TypeError,
      /^toY must be a number/,
    );
    expectError(
      () => findInto(grid, 0, 0, 1, 3, new Int32Array(12)),
      RangeError,
      /^to \(1, 3\) is not a cell/,
    );
  });

  it('findInto takes a buffer of 32-bit cells only: a narrower one would cut the indices', () => {
    const wide = createGrid({ width: 300, height: 1 });
    for (const buffer of [
      new Uint8Array(300),
      new Int16Array(300),
      new Float32Array(300),
      loose<Int32Array>([]),
    ]) {
      expectError(
        () => findInto(wide, 0, 0, 299, 0, loose(buffer)),
        TypeError,
        /^buffer must be an Int32Array or a Uint32Array/,
      );
    }
    const buffer = new Uint32Array(300);
    expect(findInto(wide, 0, 0, 299, 0, buffer)).toBe(300);
    expect(buffer[299]).toBe(299);
  });

  it('a budget is a number of at least 0: NaN is not unlimited and -1 reaches nothing', () => {
    expectError(
      () => movementRange(grid, { x: 0, y: 0 }, Number.NaN),
      RangeError,
      /^budget NaN is not a number of at least 0/,
    );
    expectError(
      () => movementRange(grid, { x: 0, y: 0 }, -1),
      RangeError,
      /^budget -1 is not a number of at least 0/,
    );
    expectError(() => movementRange(grid, { x: 0, y: 0 }, loose('5')), TypeError, /^budget must be a number/);
    const start = Array.from(movementRange(grid, { x: 0, y: 0 }, 0));
    expect(start.filter((cost) => cost !== Number.POSITIVE_INFINITY)).toEqual([0]);
  });

  it('a custom rule is a list of [dx, dy] pairs of whole numbers, and a name is not a step', () => {
    const bad: readonly [unknown, RegExp][] = [
      [['orthogonal'], /^rule\[0\] must be a \[dx, dy\] pair, got the string "orthogonal"/],
      [[[1, 0.5]], /^rule\[0\] \[1, 0.5\]: dx and dy must be whole numbers/],
      [[[1, 0, 0]], /^rule\[0\] must be a \[dx, dy\] pair/],
      [[], /^rule lists no steps/],
      [[[0, 0]], /^rule\[0\] \[0, 0\] goes nowhere/],
      [[[9, 0]], /^rule\[0\] \[9, 0\] reaches too far/],
      [Array.from({ length: 65 }, (_, i) => [1, (i % 17) - 8]), /^rule lists 65 steps; at most 64/],
      [
        '6',
        /^rule "6" is not '4', '8', '8-no-corner-cut', 'knight', 'hex-AXIS-INDEX', .* or a list of \[dx, dy\] steps/,
      ],
      ['hex-z-odd', /^rule "hex-z-odd" is not .*\(AXIS x or y, INDEX odd or even\)/],
      ['hex-y-odd ', /^rule "hex-y-odd " is not/],
      ['staggered-diagonal-y-odd', /^rule "staggered-diagonal-y-odd" is not/],
      [null, /^rule null is not/],
    ];
    for (const [rule, message] of bad) {
      const error = thrown(() => find(grid, { x: 0, y: 0 }, { x: 1, y: 0 }, loose<Rule>(rule)));
      expect(error.message).toMatch(message);
      expect([TypeError, RangeError]).toContain(error.constructor);
    }
  });

  it('a custom rule is frozen at first use: a change throws instead of leaving the old search behind', () => {
    const steps: [number, number][] = [[1, 0]];
    const wide = createGrid({ width: 4, height: 1 });
    expect(find(wide, { x: 0, y: 0 }, { x: 3, y: 0 }, steps)?.cost).toBe(3);
    expect(Object.isFrozen(steps) && Object.isFrozen(steps[0])).toBe(true);
    expect(() => steps.push([2, 0])).toThrow(TypeError);
    expect(() => {
      steps[0][0] = 2;
    }).toThrow(TypeError);
    expect(find(wide, { x: 0, y: 0 }, { x: 3, y: 0 }, steps)?.cost).toBe(3);
  });
});

describe('direct writes to walls and costs', () => {
  it('are checked by the next search: a cost out of range is named, not searched', () => {
    const grid: Grid = createGrid({ width: 3, height: 1 });
    grid.costs[2] = 1e308;
    grid.touch();
    expectError(
      () => find(grid, { x: 0, y: 0 }, { x: 2, y: 0 }),
      RangeError,
      /^costs at \(2, 0\): cost 1e\+308 is outside/,
    );
    expectError(() => movementRange(grid, { x: 0, y: 0 }), RangeError, /^costs at \(2, 0\)/);
    grid.costs[2] = Number.NaN;
    grid.touch();
    expectError(() => find(grid, { x: 0, y: 0 }, { x: 2, y: 0 }), RangeError, /^costs at \(2, 0\): cost NaN/);
  });
});

describe('the cost limit of the largest grids', () => {
  it('comes down past 9,007,199 cells, so a path over every cell still sums under 2^53', () => {
    expect(costLimit(1)).toBe(MAX_COST);
    expect(costLimit(9_007_199)).toBe(MAX_COST);
    expect(costLimit(9_007_200)).toBeLessThan(MAX_COST);
    expect(costLimit(MAX_CELLS)).toBe(2 ** 29);
    for (const cells of [9_007_200, 12_345_678, MAX_CELLS]) {
      expect((cells - 1) * costLimit(cells)).toBeLessThan(2 ** 53);
    }
    expectError(
      () => checkCost(1e9, costLimit(MAX_CELLS)),
      RangeError,
      /^cost 1000000000 is outside 0.000001 to 536,870,912 \(the most on a grid this large/,
    );
  });
});
