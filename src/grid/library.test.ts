import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createGrid,
  distanceField,
  find,
  findInto,
  gridFromTiledLayer,
  movementRange,
  type Rule,
} from './library';
import { referenceDijkstra } from './referenceDijkstra';
import { canStep } from './steps';
import { arbitraryGridCase, cellPoint, LIBRARY_RULES } from './testGrids';

describe('createGrid', () => {
  it('reads walls and costs from flat arrays or rows, booleans or numbers', () => {
    const flat = createGrid({ width: 3, height: 2, walls: [0, 1, 0, 0, 0, 0], costs: [1, 1, 1, 2, 2, 2] });
    const rows = createGrid({
      width: 3,
      height: 2,
      walls: [
        [false, true, false],
        [false, false, false],
      ],
      costs: [
        [1, 1, 1],
        [2, 2, 2],
      ],
    });
    for (const grid of [flat, rows]) {
      expect(Array.from(grid.walls)).toEqual([0, 1, 0, 0, 0, 0]);
      expect(Array.from(grid.costs)).toEqual([1, 1, 1, 2, 2, 2]);
    }
  });

  it('says what is wrong with a bad size, shape or cost', () => {
    expect(() => createGrid({ width: 0, height: 2 })).toThrow(/at least 1/);
    expect(() => createGrid({ width: 2, height: 2, walls: [0, 0, 0] })).toThrow(
      /walls must hold 2 x 2 = 4 cells/,
    );
    expect(() => createGrid({ width: 2, height: 2, walls: [[0, 0], [0]] })).toThrow(
      /walls row 1 must hold 2/,
    );
    expect(() => createGrid({ width: 2, height: 1, costs: [1, -3] })).toThrow(
      /costs at \(1, 0\): cost -3 is outside/,
    );
  });
});

describe('gridFromTiledLayer', () => {
  it('makes walls of the wall gids (flip bits ignored) and costs by gid', () => {
    const flipped = (0x80000000 | 5) >>> 0;
    const grid = gridFromTiledLayer(
      { width: 3, height: 1, data: [1, flipped, 7], name: 'ground' },
      { wallGids: [5], costOf: (gid) => (gid === 7 ? 3 : 1) },
    );
    expect(Array.from(grid.walls)).toEqual([0, 1, 0]);
    expect(Array.from(grid.costs)).toEqual([1, 1, 3]);
    expect(
      gridFromTiledLayer({ width: 2, height: 1, data: [4, 9] }, { wallGids: (gid) => gid > 8 }).walls[1],
    ).toBe(1);
  });

  it('names the layer when its data is encoded or the wrong size', () => {
    expect(() =>
      gridFromTiledLayer({ width: 2, height: 1, data: 'eJw=', name: 'walls' }, { wallGids: [] }),
    ).toThrow(/layer "walls" data is encoded.*CSV/);
    expect(() => gridFromTiledLayer({ width: 2, height: 2, data: [1] }, { wallGids: [] })).toThrow(
      /2 x 2 = 4 gids/,
    );
  });
});

describe('find', () => {
  for (const [rule, moves] of LIBRARY_RULES) {
    it(`gives the reference cost and a legal path under ${JSON.stringify(rule)}`, () => {
      fc.assert(
        fc.property(arbitraryGridCase(), ({ grid, start, goal }) => {
          const w = grid.width;
          const expected = referenceDijkstra(grid, moves, start)[goal];
          const path = find(grid, cellPoint(start, w), cellPoint(goal, w), rule);
          if (expected === Number.POSITIVE_INFINITY) {
            expect(path).toBeNull();
            return;
          }
          expect(path?.cost).toBeCloseTo(expected, 9);
          const points = path?.points ?? [];
          expect(points[0]).toEqual(cellPoint(start, w));
          expect(points[points.length - 1]).toEqual(cellPoint(goal, w));
          for (let i = 1; i < points.length; i++) {
            const a = points[i - 1];
            const b = points[i];
            expect(canStep(grid, moves, a.x, a.y, b.x - a.x, b.y - a.y)).toBe(true);
          }
        }),
        { numRuns: 150 },
      );
    });
  }

  it("'8' squeezes between two walls that touch at a corner; '8-no-corner-cut' goes around", () => {
    const grid = createGrid({ width: 3, height: 3, walls: [0, 1, 0, 0, 0, 0, 0, 0, 0] });
    grid.setWall(0, 1, true);
    expect(find(grid, { x: 0, y: 0 }, { x: 1, y: 1 }, '8')?.points).toHaveLength(2);
    expect(find(grid, { x: 0, y: 0 }, { x: 1, y: 1 }, '8-no-corner-cut')).toBeNull();
  });

  it('rejects points outside the grid and unknown rules', () => {
    const grid = createGrid({ width: 2, height: 2 });
    expect(() => find(grid, { x: 0, y: 0 }, { x: 2, y: 0 })).toThrow(
      /to \(2, 0\) is not a cell of the 2 x 2 grid/,
    );
    expect(() => find(grid, { x: 0, y: 0 }, { x: 1, y: 0 }, '6' as Rule)).toThrow(/rule "6" is not/);
  });
});

describe('movementRange and distanceField', () => {
  it('give the reference costs within a budget and the fewest moves', () => {
    const grid = createGrid({ width: 4, height: 1, costs: [1, 2, 3, 1] });
    expect(Array.from(movementRange(grid, { x: 0, y: 0 }, 5))).toEqual([0, 2, 5, Number.POSITIVE_INFINITY]);
    expect(Array.from(distanceField(grid, { x: 3, y: 0 }))).toEqual([3, 2, 1, 0]);
  });
});

describe('findInto', () => {
  const saved = { Int32Array, Uint32Array, Float64Array, Uint8Array };
  afterEach(() => Object.assign(globalThis, saved));

  /**
   * Counts the typed arrays made while `run` runs: the globals are swapped for proxies that count
   * each construction, and slice and subarray (which make arrays too) are counted as well.
   */
  function typedArraysMadeBy(run: () => void): number {
    let made = 0;
    const counting = <T extends new (...args: never[]) => object>(Base: T): T =>
      new Proxy(Base, {
        construct(target, args, newTarget) {
          made++;
          return Reflect.construct(target, args, newTarget);
        },
      });
    const { slice, subarray } = saved.Int32Array.prototype;
    Object.assign(globalThis, {
      Int32Array: counting(saved.Int32Array),
      Uint32Array: counting(saved.Uint32Array),
      Float64Array: counting(saved.Float64Array),
      Uint8Array: counting(saved.Uint8Array),
    });
    saved.Int32Array.prototype.slice = function (this: Int32Array, ...args) {
      made++;
      return slice.apply(this, args);
    };
    saved.Int32Array.prototype.subarray = function (this: Int32Array, ...args) {
      made++;
      return subarray.apply(this, args);
    };
    try {
      run();
    } finally {
      Object.assign(globalThis, saved);
      saved.Int32Array.prototype.slice = slice;
      saved.Int32Array.prototype.subarray = subarray;
    }
    return made;
  }

  /** A maze of corridors: the unit search runs by jump points here. */
  function mazeGrid() {
    const rows = [
      '....#.........#.....',
      '.##.#.#######.#.###.',
      '.#..#.#.....#.#...#.',
      '.#.##.#.###.#.###.#.',
      '.#....#...#.#...#.#.',
      '.######.#.#.###.#.#.',
      '........#.#.....#...',
      '####.####.#######.##',
      '....................',
      '.#.#.#.#.#.#.#.#.#..',
    ];
    return createGrid({ width: 20, height: 10, walls: rows.map((r) => Array.from(r, (c) => c === '#')) });
  }

  /** The three ways the unit search runs: jump points (the maze), the corner graph (two rooms), cells (scattered walls). */
  function unitGrids() {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    return [
      mazeGrid(),
      createGrid({
        width: 30,
        height: 30,
        walls: Array.from({ length: 900 }, (_, i) => i % 30 === 15 && i !== 465),
      }),
      createGrid({ width: 24, height: 24, walls: Array.from({ length: 576 }, () => random() < 0.1) }),
    ];
  }

  it('writes the path find gives into the same buffer, query after query', () => {
    const grid = mazeGrid();
    const buffer = new Int32Array(grid.size);
    for (let s = 0; s < grid.size; s += 7) {
      for (let g = 0; g < grid.size; g += 11) {
        const from = cellPoint(s, 20);
        const to = cellPoint(g, 20);
        const path = find(grid, from, to);
        const count = findInto(grid, from.x, from.y, to.x, to.y, buffer);
        if (path === null) {
          expect(count).toBe(-1);
          continue;
        }
        expect(Array.from(buffer.subarray(0, count), (i) => cellPoint(i, 20))).toEqual(path.points);
      }
    }
  });

  it('makes no typed array per query once warm, where find makes one', () => {
    for (const grid of unitGrids()) {
      const buffer = new Uint32Array(grid.size);
      const { width: w, size } = grid;
      const queries = () => {
        for (let s = 0; s < size; s += 3) {
          const g = (s * 37) % size;
          findInto(grid, s % w, Math.floor(s / w), g % w, Math.floor(g / w), buffer);
        }
      };
      queries();
      expect(typedArraysMadeBy(queries)).toBe(0);
      expect(typedArraysMadeBy(() => find(grid, { x: 0, y: 0 }, { x: 1, y: 0 }))).toBeGreaterThan(0);
    }
  });

  it('writes nothing into a buffer too short for the path and returns the count it needs', () => {
    const grid = createGrid({ width: 5, height: 1 });
    const buffer = new Int32Array(3).fill(-7);
    expect(findInto(grid, 0, 0, 4, 0, buffer)).toBe(5);
    expect(Array.from(buffer)).toEqual([-7, -7, -7]);
  });
});
