import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LevelDrawing } from './drawing';
import { loadLevel } from './loadLevel';
import { drawingToTmj } from './tmjWriter';

const LEVELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels');

const DRAWING: LevelDrawing = {
  title: 'Grids',
  intro: 'Every piece on its tile.',
  rows: ['#######', '#C.B.O#', '#.#.#.#', '#O.D..#', '#r.R.E#', '#######'],
  patrols: [
    [
      [3, 3],
      [5, 3],
    ],
  ],
};

/** The drawing written on `grid` and read back by the game's loader, tilesets from levels/. */
async function roundTrip(grid: LevelDrawing['grid']) {
  const file = resolve(LEVELS, 'grid-test.tmj');
  const map = drawingToTmj({ ...DRAWING, grid }, 12);
  const level = await loadLevel(file, async (path) =>
    path === file ? JSON.stringify(map) : readFileSync(path, 'utf8'),
  );
  return { map, level };
}

describe('drawingToTmj on every grid a drawing names', () => {
  for (const grid of [undefined, 'hexagonal', 'isometric'] as const) {
    it(`${grid ?? 'orthogonal'}: the loader finds every wall and piece on the tile it was drawn on`, async () => {
      const { level } = await roundTrip(grid);
      expect(level.orientation).toBe(grid ?? 'orthogonal');
      expect([level.width, level.height]).toEqual([7, 6]);
      const walls = DRAWING.rows.map((row, y) =>
        [...row].map((_, x) => (level.grid.isWall(x, y) ? '#' : '.')).join(''),
      );
      expect(walls).toEqual(DRAWING.rows.map((row) => row.replace(/[^#]/g, '.')));
      const drawn = DRAWING.rows.flatMap((row, y) =>
        [...row].flatMap((ch, x) => ('CBODrRE'.includes(ch) ? [`${ch}@${x},${y}`] : [])),
      );
      const letter = { cat: 'C', bone: 'B', pipe: 'O', dog: 'D', key: 'r', door: 'R', exit: 'E' } as const;
      const found = level.pieces.map((p) => `${letter[p.kind]}@${p.x},${p.y}`);
      expect(found.sort()).toEqual(drawn.sort());
      const dog = level.pieces.find((p) => p.kind === 'dog');
      expect(dog?.route?.map((cell) => cell % level.width)).toEqual([3, 4, 5, 4]);
    });
  }

  it('writes a hex drawing as a pointy-top hexagonal map on the hex tileset, playing the hex rule', async () => {
    const { map, level } = await roundTrip('hexagonal');
    expect(map).toMatchObject({
      orientation: 'hexagonal',
      tilewidth: 32,
      tileheight: 32,
      hexsidelength: 16,
      staggeraxis: 'y',
      staggerindex: 'odd',
      tilesets: [{ firstgid: 1, source: 'hex.tsj' }],
    });
    expect(level.rule.name).toBe('hex-y-odd');
  });

  it('writes an isometric drawing on the iso tileset, in the folder of the square one it is given', () => {
    const map = drawingToTmj({ ...DRAWING, grid: 'isometric' }, null, '../maze-cat.tsj');
    expect(map).toMatchObject({ orientation: 'isometric', tilewidth: 32, tileheight: 16 });
    expect(map.tilesets).toEqual([{ firstgid: 1, source: '../iso.tsj' }]);
    expect(drawingToTmj(DRAWING, null, 'tiles/mine.tsj').tilesets).toEqual([
      { firstgid: 1, source: 'tiles/mine.tsj' },
    ]);
  });
});
