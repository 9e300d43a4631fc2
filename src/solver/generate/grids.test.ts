import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { distanceMap, Grid, staggeredRule } from '../../grid';
import { NEW_GRIDS } from '../../level/edit/newMap';
import { loadLevel } from '../../level/loadLevel';
import { drawingToTmj, GRID_TILESETS } from '../../level/tmjWriter';
import { solveLevel } from '../solveLevel';
import { generateLevel } from './generateLevel';
import { isOpen, type Layout, mazeLayout, walkableUnder } from './layout';
import { Dice, seedOf } from './seededRandom';

describe('generated levels on hexagonal, staggered and isometric maps', () => {
  it('a maze is made walkable under the staggered rule: every floor tile reached by edge steps', () => {
    const rule = staggeredRule('y', 'odd');
    const dice = new Dice(seedOf('staggered maze'));
    const maze = mazeLayout(15, 11, dice);
    const reachedAll = (layout: Layout): boolean => {
      const grid = new Grid(layout.width, layout.height);
      const open = layout.tiles.flatMap((_, c) => (isOpen(layout, c) ? [c] : []));
      for (let c = 0; c < grid.size; c++) grid.walls[c] = isOpen(layout, c) ? 0 : 1;
      const dist = distanceMap(grid, rule, open[0]);
      return open.every((c) => dist[c] >= 0);
    };
    // Side by side on a row, two diamonds share only a corner: the square maze falls apart.
    expect(reachedAll(maze)).toBe(false);
    expect(reachedAll(walkableUnder(maze, rule, dice))).toBe(true);
  });

  for (const [orientation, kind] of [
    ['hexagonal', 'hex'],
    ['staggered', 'staggered'],
    ['isometric', 'orthogonal'],
  ] as const) {
    it(`on a ${orientation} map: a map of that grid that loads with the game's tileset and solves at its par`, async () => {
      const made = generateLevel({
        width: 12,
        height: 9,
        difficulty: 'medium',
        seed: `grid-${orientation}`,
        grid: orientation,
      });
      expect(made.level.orientation).toBe(orientation);
      expect(made.level.rule.kind).toBe(kind);
      const shape = NEW_GRIDS[orientation];
      const tileset = GRID_TILESETS[orientation];
      const map = drawingToTmj(made.drawing, made.par, tileset);
      expect(map).toMatchObject({ orientation, tilewidth: shape.tileWidth, tileheight: shape.tileHeight });
      if (orientation !== 'isometric') expect(map).toMatchObject({ staggeraxis: 'y', staggerindex: 'odd' });
      if (orientation === 'hexagonal') expect(map).toMatchObject({ hexsidelength: 16 });
      // Read as `check` reads it, the tileset from the game's levels folder.
      const files: Record<string, string> = { 'lv/level.tmj': JSON.stringify(map) };
      const level = await loadLevel(
        'lv/level.tmj',
        async (path) => files[path] ?? readFile(path.replace(/^lv\//, 'levels/'), 'utf8'),
      );
      expect(level.orientation).toBe(orientation);
      expect(level.rule).toBe(made.level.rule);
      expect(level.pieces.map((p) => [p.kind, p.x, p.y])).toEqual(
        made.level.pieces.map((p) => [p.kind, p.x, p.y]),
      );
      const solution = solveLevel(level);
      expect(solution.verdict).toBe('solvable');
      expect(solution.par).toBe(made.par);
    });
  }
});
