import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTiledMap } from '../tiled/loadTiledMap';
import { objectCentre } from '../tiled/objectCentre';
import { mapProjection } from '../tiled/projection';
import type { GridShape } from '../tiled/types';
import { buildLevel } from './buildLevel';
import type { LevelDrawing } from './drawing';
import { drawingToTmj, SQUARE_GRID } from './tmjWriter';

const LEVELS = resolve(import.meta.dirname, '../../levels');
const readTileset = (path: string) => readFile(resolve(LEVELS, path.split('/').pop() ?? path), 'utf8');

/** Every grid Tiled draws, with both stagger axes and indices (sides of 0 to the tile's full height). */
const GRIDS: Record<string, GridShape> = {
  square: SQUARE_GRID,
  isometric: { ...SQUARE_GRID, orientation: 'isometric', tileWidth: 64 },
  'staggered y odd': { ...SQUARE_GRID, orientation: 'staggered', tileWidth: 64 },
  'staggered x even': {
    ...SQUARE_GRID,
    orientation: 'staggered',
    tileWidth: 64,
    staggerAxis: 'x',
    staggerIndex: 'even',
  },
  'hexagonal y odd': { ...SQUARE_GRID, orientation: 'hexagonal', hexSideLength: 16 },
  'hexagonal y even': { ...SQUARE_GRID, orientation: 'hexagonal', hexSideLength: 12, staggerIndex: 'even' },
  'hexagonal x odd': {
    ...SQUARE_GRID,
    orientation: 'hexagonal',
    tileWidth: 36,
    hexSideLength: 18,
    staggerAxis: 'x',
  },
};

// Pieces on odd and even rows and columns, a dog patrolling through both, a pipe pair.
const DRAWING: LevelDrawing = {
  title: 'Every grid',
  intro: '',
  rows: ['#######', '#C..rO#', '#.D.R.#', '#O.B..#', '#...E.#', '#######'],
  patrols: [
    [
      [2, 2],
      [3, 2],
      [3, 3],
      [2, 3],
      [2, 2],
    ],
  ],
};

/** Each piece letter of the drawing with its tile, in reading order (as the writer numbers them). */
const DRAWN = DRAWING.rows.flatMap((row, y) =>
  [...row].flatMap((ch, x) => (/[CDrROBE]/.test(ch) ? [{ ch, x, y }] : [])),
);

describe('drawingToTmj writes every grid', () => {
  for (const [name, grid] of Object.entries(GRIDS)) {
    it(`${name}: the map has the grid's settings, and every piece loads on the tile it was drawn on`, async () => {
      const doc = drawingToTmj({ ...DRAWING, grid }, null);
      expect(doc).toMatchObject({
        orientation: grid.orientation,
        tilewidth: grid.tileWidth,
        tileheight: grid.tileHeight,
      });
      const staggers = grid.orientation === 'staggered' || grid.orientation === 'hexagonal';
      expect(doc.staggeraxis).toBe(staggers ? grid.staggerAxis : undefined);
      expect(doc.staggerindex).toBe(staggers ? grid.staggerIndex : undefined);
      expect(doc.hexsidelength).toBe(grid.orientation === 'hexagonal' ? grid.hexSideLength : undefined);

      const map = await parseTiledMap(JSON.stringify(doc), 'every.tmj', readTileset);
      expect(map).toMatchObject(grid);
      // The tile under each object's drawn centre, by the map's own projection: where Tiled shows it.
      const projection = mapProjection(map);
      const objects = map.layers.flatMap((l) => (l.type === 'object' ? l.objects : []));
      const shown = objects.map((o) => {
        if (o.shape !== 'tile') {
          const first = o.points?.[0] ?? { x: 0, y: 0 };
          const at = projection.pixelToScreen(o.x + first.x, o.y + first.y);
          return projection.tileAt(at.x, at.y);
        }
        const centre = objectCentre(o, projection);
        return projection.tileAt(centre.x, centre.y);
      });
      expect(shown).toEqual(DRAWN.map(({ x, y }) => ({ x, y })));

      const level = buildLevel(map);
      const dog = level.pieces.find((p) => p.kind === 'dog');
      expect(dog?.route).toEqual(DRAWING.patrols?.[0].slice(0, -1).map(([x, y]) => y * level.width + x));
      expect(level.pieces.map((p) => [p.kind, p.x, p.y]).sort()).toEqual(
        [
          ['cat', 1, 1],
          ['key', 4, 1],
          ['pipe', 5, 1],
          ['dog', 2, 2],
          ['door', 4, 2],
          ['pipe', 1, 3],
          ['bone', 3, 3],
          ['exit', 4, 4],
        ].sort(),
      );
    });
  }
});

describe("drawingToTmj writes a map's own kinds", () => {
  const fish = readFileSync(resolve(LEVELS, '../test-data/own-kinds/fish-and-crocodile.tmj'), 'utf8');
  const json = (JSON.parse(fish) as { properties: { name: string; value: string }[] }).properties.find(
    (p) => p.name === 'kinds',
  )?.value as string;
  const drawing: LevelDrawing = {
    title: 'Fish',
    intro: '',
    rows: ['#######', '#Cfi.E#', '#######'],
    kinds: { json, letters: { f: 'Fish', i: 'Crocodile' } },
  };

  it('declares them in the `kinds` property and draws each by its letter, as the tile of what it wears', async () => {
    const doc = drawingToTmj(drawing, null);
    const map = await parseTiledMap(JSON.stringify(doc), 'fish.tmj', readTileset);
    expect(map.properties.kinds).toBe(json);
    const objects = map.layers.flatMap((l) => (l.type === 'object' ? l.objects : []));
    // The fish wears a bone (tile 17), the crocodile a dog (tile 18): the editor shows those tiles.
    expect(objects.map((o) => [o.className, o.gid])).toEqual([
      ['Cat', 17],
      ['Fish', 18],
      ['Crocodile', 19],
      ['Exit', 20],
    ]);
    const level = buildLevel(map);
    expect(level.pieces.map((p) => [p.kind, p.x])).toEqual([
      ['cat', 1],
      ['fish', 2],
      ['crocodile', 3],
      ['exit', 5],
    ]);
  });

  it('refuses a letter no own kind has a class for, or one the legend already uses', () => {
    const wrong = { ...drawing, kinds: { json, letters: { f: 'Fsh' } } };
    expect(() => drawingToTmj(wrong, null)).toThrow(
      'letter "f" names the class "Fsh", which no own kind has',
    );
    const taken = { ...drawing, kinds: { json, letters: { B: 'Fish' } } };
    expect(() => drawingToTmj(taken, null)).toThrow('letter "B" of Fish is taken by the drawing\'s legend');
  });
});
