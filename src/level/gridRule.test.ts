import { describe, expect, it } from 'vitest';
import { DIAGONAL, ORTHOGONAL } from '../grid';
import type { GridShape } from '../tiled/types';
import { buildLevel, buildLevelDespiteErrors } from './buildLevel';
import { gridRule, staggeredRuleName } from './gridRule';
import { type LevelProblem, ProblemList } from './problems';
import { levelMap, type MapGridJson, parseMap } from './testMaps';
import { piecesOf } from './types';

/** A 5 x 3 open level with a cat, a dog and an exit, stored at the given object pixels. */
const ROWS = ['.....', 'C...E', '...D.'];
const openMap = (grid: MapGridJson, at: (x: number, y: number) => [number, number], rule?: string) =>
  levelMap({ grid, rows: ROWS, at, rule });

/** The errors among the problems, as place and message (a level without a title also warns). */
const errorsOf = (list: readonly LevelProblem[]) =>
  list.filter((p) => p.severity === 'error').map((p) => [p.place.path, p.message]);

describe('the rule of a level on each grid', () => {
  it('an isometric level places its pieces along the tile axes and plays the rule it names', async () => {
    // Isometric object pixels: each tile axis measured in tile heights (32 here, not the width 64).
    const map = await parseMap(
      openMap({ orientation: 'isometric' }, (x, y) => [(x + 0.5) * 32, (y + 0.5) * 32]),
    );
    const level = buildLevel(map);
    expect(level.orientation).toBe('isometric');
    expect(level.rule).toBe(ORTHOGONAL);
    expect(level.cat).toEqual({ x: 0, y: 1 });
    expect(piecesOf(level, 'dog').map(({ x, y }) => [x, y])).toEqual([[3, 2]]);
    expect(piecesOf(level, 'exit').map(({ x, y }) => [x, y])).toEqual([[4, 1]]);
    const diagonal = buildLevel(
      await parseMap(
        openMap({ orientation: 'isometric' }, (x, y) => [(x + 0.5) * 32, (y + 0.5) * 32], 'diagonal'),
      ),
    );
    expect(diagonal.rule).toBe(DIAGONAL);
  });

  it('a hexagonal level plays by its grid rule: the six hexagons that share an edge', async () => {
    const grid: MapGridJson = {
      orientation: 'hexagonal',
      staggeraxis: 'y',
      staggerindex: 'odd',
      hexsidelength: 16,
    };
    // Hexagon centres: rows 24 apart, odd rows shifted right by half a tile.
    const map = await parseMap(openMap(grid, (x, y) => [x * 64 + (y % 2) * 32 + 32, y * 24 + 16]));
    expect(map.orientation).toBe('hexagonal');
    const level = buildLevel(map);
    expect(level.rule.name).toBe('hex-y-odd');
    expect(level.rule.kind).toBe('hex');
  });

  it('square-tile rules on a staggered or hexagonal map are errors at the rule', async () => {
    const grid: MapGridJson = { orientation: 'staggered', staggeraxis: 'x', staggerindex: 'even' };
    const map = await parseMap(openMap(grid, (x, y) => [x * 32 + 32, y * 32 + 24], 'knight'));
    const { problems } = buildLevelDespiteErrors(map);
    expect(errorsOf(problems.list)).toEqual([
      [
        'properties.rule',
        "the knight rule moves on square tiles; a staggered map plays by its own grid's rule (leave rule empty, or set it to diagonal)",
      ],
    ]);
    const hex = { ...SHAPE, orientation: 'hexagonal' as const };
    const found = new ProblemList();
    expect(gridRule(hex, 0, 0, DIAGONAL, found)).toBeNull();
    expect(found.list[0].message).toMatch(/hexagons have no diagonal neighbours/);
  });
});

const SHAPE: GridShape = {
  orientation: 'staggered',
  tileWidth: 64,
  tileHeight: 32,
  staggerAxis: 'y',
  staggerIndex: 'odd',
  hexSideLength: 0,
};

describe('staggeredRuleName', () => {
  it('names the grid, its axis and its index as seen from the level cell 0,0', () => {
    expect(staggeredRuleName(SHAPE, 0, 0, false)).toBe('staggered-y-odd');
    expect(staggeredRuleName(SHAPE, 0, 0, true)).toBe('staggered-diagonal-y-odd');
    // The level starts on an odd row: its row 0 is Tiled's row -3, which is shifted.
    expect(staggeredRuleName(SHAPE, 4, -3, false)).toBe('staggered-y-even');
    // Columns do not matter when rows are staggered.
    expect(staggeredRuleName(SHAPE, -3, 2, false)).toBe('staggered-y-odd');
    const hex: GridShape = { ...SHAPE, orientation: 'hexagonal', staggerAxis: 'x', staggerIndex: 'even' };
    expect(staggeredRuleName(hex, 1, 0, false)).toBe('hex-x-odd');
    expect(staggeredRuleName(hex, 2, 1, false)).toBe('hex-x-even');
  });
});
