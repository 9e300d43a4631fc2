import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markCorners } from './cornerGraph';
import { Grid } from './grid';
import { buildJumpTables, JUMP_CAP, JUMP_DOWN, JUMP_LEFT, JUMP_RIGHT, shortJumpShare } from './jumpTables';
import { ORTHOGONAL } from './moveRules';
import { PaddedGrid } from './paddedGrid';
import { referenceDijkstra } from './referenceDijkstra';
import { expectOrthogonalWalk } from './testGrids';
import { UnitOrthogonalSearch } from './unitOrthogonalSearch';

/** A random unit-cost grid up to `max` x `max` with the given wall density range. */
function unitGrid(max: number, minDensity: number, maxDensity: number): fc.Arbitrary<Grid> {
  return fc
    .record({
      width: fc.integer({ min: 1, max }),
      height: fc.integer({ min: 1, max }),
      density: fc.double({ min: minDensity, max: maxDensity, noNaN: true }),
      seed: fc.integer(),
    })
    .map(({ width, height, density, seed }) => {
      const grid = new Grid(width, height);
      let a = seed >>> 0 || 1;
      for (let i = 0; i < grid.size; i++) {
        a = (Math.imul(a, 1103515245) + 12345) >>> 0;
        grid.walls[i] = a / 4294967296 < density ? 1 : 0;
      }
      grid.touch();
      return grid;
    });
}

/**
 * A random grid of rooms: walls one cell thick on a lattice of `room` cells, each wall with a door
 * or two at random, and now and then a block of wall inside a room. Few corners: the corner graph.
 */
function roomGrid(max: number): fc.Arbitrary<Grid> {
  return fc
    .record({
      width: fc.integer({ min: 1, max }),
      height: fc.integer({ min: 1, max }),
      room: fc.integer({ min: 5, max: 12 }),
      seed: fc.integer(),
    })
    .map(({ width, height, room, seed }) => {
      const grid = new Grid(width, height);
      let a = seed >>> 0 || 1;
      const next = (n: number) => {
        a = (Math.imul(a, 1103515245) + 12345) >>> 0;
        return Math.floor((a / 4294967296) * n);
      };
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) if (x % room === 0 || y % room === 0) grid.walls[y * width + x] = 1;
      // Doors: on each wall segment between two lattice points, one or two open cells.
      for (let y = 0; y < height; y += room)
        for (let x = 0; x < width; x += room) {
          for (let k = next(2); k >= 0; k--) {
            const dx = x + 1 + next(room - 1);
            const dy = y + 1 + next(room - 1);
            if (dx < width) grid.walls[y * width + dx] = 0;
            if (dy < height) grid.walls[dy * width + x] = 0;
          }
          if (next(4) === 0 && x + 2 < width && y + 2 < height) grid.walls[(y + 2) * width + x + 2] = 1;
        }
      grid.touch();
      return grid;
    });
}

function checkAllPairsFrom(grid: Grid, search: UnitOrthogonalSearch, start: number): void {
  const expected = referenceDijkstra(grid, ORTHOGONAL, start);
  for (let goal = 0; goal < grid.size; goal++) {
    if (grid.walls[goal] === 1) continue;
    const path = search.find(start, goal);
    if (expected[goal] === Number.POSITIVE_INFINITY) {
      expect(path).toBeNull();
      continue;
    }
    expect(path?.cost).toBe(expected[goal]);
    expectOrthogonalWalk(grid, path?.cells ?? new Int32Array(), start, goal);
  }
}

describe('UnitOrthogonalSearch', () => {
  // Rooms: few corners, so the corner graph answers; scattered walls: jump point search (long
  // jumps) or cells; dense walls: cell-by-cell A*.
  for (const [name, grids] of [
    ['rooms (corner graph)', roomGrid(40)],
    ['scattered walls (jump points or cells)', unitGrid(40, 0.05, 0.2)],
    ['dense walls (cell-by-cell search)', unitGrid(40, 0.35, 0.6)],
  ] as const) {
    it(`equals the reference Dijkstra from every start to every goal, ${name}`, () => {
      fc.assert(
        fc.property(grids, fc.boolean(), fc.nat(), (grid, prepare, pick) => {
          const search = new UnitOrthogonalSearch(grid);
          if (prepare) search.prepare();
          let start = pick % grid.size;
          while (grid.walls[start] === 1 && start < grid.size - 1) start++;
          if (grid.walls[start] === 1) return;
          checkAllPairsFrom(grid, search, start);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('answers rooms by corners, one-cell mazes and scattered walls by jumps or cells', () => {
    const rooms = Grid.fromRows(['.....#.....', '.....#.....', '...........', '.....#.....', '.....#.....']);
    expect(new UnitOrthogonalSearch(rooms).strategy()).toBe('corners');
    // A one-cell comb: nearly every open cell is a corner.
    const comb = Grid.fromRows(['.........', '#.#.#.#.#', '.........', '#.#.#.#.#', '.........']);
    expect(new UnitOrthogonalSearch(comb).strategy()).not.toBe('corners');
  });

  it('stays exact when walls change under the corner graph, then rebuilds it', () => {
    const grid = Grid.fromRows(['..........', '..........', '....##....', '..........', '..........']);
    const search = new UnitOrthogonalSearch(grid);
    search.prepare();
    expect(search.strategy()).toBe('corners');
    const from = grid.index(0, 2);
    const to = grid.index(9, 2);
    expect(search.find(from, to)?.cost).toBe(11);
    // Close the way through row 2 and around the top: the long way round the bottom is left.
    for (let x = 0; x < 10; x++) if (x !== 7) grid.setBlocked(x, 1, true);
    grid.setBlocked(6, 2, true);
    grid.setBlocked(6, 3, true);
    for (let k = 0; k < 6; k++) {
      const expected = referenceDijkstra(grid, ORTHOGONAL, from)[to];
      expect(search.find(from, to)?.cost).toBe(expected);
    }
  });

  it('expands only turning points on open ground', () => {
    const grid = new Grid(64, 64);
    const search = new UnitOrthogonalSearch(grid);
    const path = search.find(grid.index(3, 5), grid.index(60, 50));
    expect(path?.cost).toBe(57 + 45);
    expect(search.lastExpanded().length).toBeLessThanOrEqual(3);
  });

  it('searches cell by cell on a grid wider than a 16-bit jump holds', () => {
    const grid = new Grid(JUMP_CAP + 10, 2);
    grid.walls[grid.index(100, 0)] = 1;
    grid.touch();
    const search = new UnitOrthogonalSearch(grid);
    const path = search.find(grid.index(0, 0), grid.index(JUMP_CAP + 9, 0));
    expect(path?.cost).toBe(JUMP_CAP + 9 + 2);
  });

  it('searches the first query with no path, answers the next ones at once, and starts over when the walls change', () => {
    // Wider than a jump holds: cell by cell, with region labels instead of landmarks.
    const grid = new Grid(JUMP_CAP + 10, 2);
    for (const y of [0, 1]) grid.walls[grid.index(100, y)] = 1;
    grid.touch();
    const search = new UnitOrthogonalSearch(grid);
    search.prepare();
    expect(search.strategy()).toBe('cells');
    const [left, right] = [grid.index(0, 0), grid.index(JUMP_CAP + 9, 1)];
    expect(search.find(left, right)).toBeNull();
    expect(search.lastExpanded().length).toBeGreaterThan(100);
    expect(search.find(right, left)).toBeNull();
    expect(search.find(grid.index(5, 1), grid.index(200, 0))).toBeNull();
    expect(search.lastExpanded()).toEqual([]);
    grid.setWall(100, 1, false);
    expect(search.find(left, right)?.cost).toBe(JUMP_CAP + 9 + 1);
  });
});

describe('buildJumpTables', () => {
  it('stops horizontal jumps where a side opens and reports dead ends by their length', () => {
    const grid = Grid.fromRows(['##.##', '.....', '#####']);
    const padded = new PaddedGrid(grid, 1);
    padded.refresh();
    const jumps = buildJumpTables(padded.blocked, padded.pw, markCorners(padded.blocked, padded.pw).corner);
    const at = (x: number, y: number, d: number) => padded.toPadded(grid.index(x, y)) * 4 + d;
    expect(jumps[at(0, 1, JUMP_RIGHT)]).toBe(2); // (2,1): the cell above opens after a wall
    expect(jumps[at(2, 1, JUMP_RIGHT)]).toBe(-2); // two open cells, then the border
    expect(jumps[at(4, 1, JUMP_LEFT)]).toBe(2);
  });

  it('agrees with the jump point rules read from the neighbours, on every open cell, and so does the share of short jumps', () => {
    fc.assert(
      fc.property(unitGrid(14, 0.1, 0.5), (grid) => {
        const padded = new PaddedGrid(grid, 1, false);
        padded.refresh();
        const { blocked, pw } = padded;
        const jumps = buildJumpTables(blocked, pw, markCorners(blocked, pw).corner);
        // The rules as docs state them, walked cell by cell (jumpTables.ts).
        const open = (c: number) => blocked[c] === 0;
        const sideOpens = (n: number, back: number, side: number) =>
          (open(n - side) && !open(n - side - back)) || (open(n + side) && !open(n + side - back));
        const walk = (c: number, step: number, horizontal: boolean): number => {
          for (let m = 1; ; m++) {
            const n = c + m * step;
            if (!open(n)) return 1 - m;
            const turns = horizontal
              ? sideOpens(n, step, pw)
              : sideOpens(n, step, 1) || walk(n, 1, true) > 0 || walk(n, -1, true) > 0;
            if (turns) return m;
          }
        };
        const steps = [1, pw, -1, -pw];
        let openCells = 0;
        let short = 0;
        for (let c = 0; c < blocked.length; c++) {
          if (!open(c)) continue;
          openCells++;
          if (jumps[c * 4 + JUMP_DOWN] === 1) short++;
          for (let d = 0; d < 4; d++) expect(jumps[c * 4 + d]).toBe(walk(c, steps[d], d % 2 === 0));
        }
        // Read from every row, the share the search is chosen by counts the same jumps.
        const whole = markCorners(blocked, pw);
        const share = shortJumpShare(blocked, pw, whole.corner, 1);
        if (openCells > 0) expect(share).toBeCloseTo(short / openCells, 12);
        // Sampled, the marks of a sampled marking give the share the whole marking gives.
        const sample = markCorners(blocked, pw, 2);
        expect(shortJumpShare(blocked, pw, sample.corner, 2)).toBe(
          shortJumpShare(blocked, pw, whole.corner, 2),
        );
      }),
    );
  });
});
