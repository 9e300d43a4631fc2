import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGrid, distanceField, find, findInto, type Rule } from './library';

/**
 * PathFinding.js's own grid-search tests (its mazes and expected path lengths, as data in
 * test-data/pathfinding-js/, MIT, source in SOURCE.md there) run against the library API. Its
 * optimal finders move without diagonals, so its lengths are our `'4'` paths' cell counts; like its
 * tests of the finders with diagonal moves, the other rules are held to paths from start to end.
 */
interface Case {
  readonly name: string;
  readonly start: readonly [number, number];
  readonly end: readonly [number, number];
  readonly expectedLength: number;
  readonly rows: readonly string[];
}

const { cases } = JSON.parse(
  readFileSync(new URL('../../test-data/pathfinding-js/cases.json', import.meta.url), 'utf8'),
) as { cases: readonly Case[] };

function gridOf(c: Case) {
  return createGrid({
    width: c.rows[0].length,
    height: c.rows.length,
    walls: c.rows.map((row) => Array.from(row, (cell) => cell === '1')),
  });
}

describe('PathFinding.js test cases', () => {
  it('are all here', () => {
    expect(cases.map((c) => c.name)).toEqual(['maze 1', 'maze 2', 'maze 3', 'maze 4']);
  });

  for (const c of cases) {
    const [sx, sy] = c.start;
    const [ex, ey] = c.end;
    it(`${c.name}: the 4-connected path has its expected length, by find, findInto and the distance field`, () => {
      const grid = gridOf(c);
      const path = find(grid, { x: sx, y: sy }, { x: ex, y: ey }, '4');
      expect(path?.points).toHaveLength(c.expectedLength);
      expect(path?.points[0]).toEqual({ x: sx, y: sy });
      expect(path?.points[c.expectedLength - 1]).toEqual({ x: ex, y: ey });
      expect(findInto(grid, sx, sy, ex, ey, new Int32Array(grid.size))).toBe(c.expectedLength);
      expect(distanceField(grid, { x: sx, y: sy })[ey * grid.width + ex]).toBe(c.expectedLength - 1);
    });

    for (const rule of ['8', '8-no-corner-cut', 'knight'] as const satisfies readonly Rule[]) {
      it(`${c.name}: under '${rule}' a path found runs from start to end, no longer than the 4-connected one`, () => {
        const path = find(gridOf(c), { x: sx, y: sy }, { x: ex, y: ey }, rule);
        if (rule === 'knight' && path === null) return;
        expect(path?.points[0]).toEqual({ x: sx, y: sy });
        expect(path?.points.at(-1)).toEqual({ x: ex, y: ey });
        if (rule !== 'knight') expect(path?.points.length).toBeLessThanOrEqual(c.expectedLength);
      });
    }
  }
});
