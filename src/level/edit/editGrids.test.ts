import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReadFile } from '../../tiled/types';
import {
  exportTmj,
  gameTileset,
  LevelEditor,
  levelOfDoc,
  NEW_GRIDS,
  type NewGrid,
  newMapText,
} from './index';

const LEVELS = join(import.meta.dirname, '../../../levels');
const readLevels: ReadFile = async (path) =>
  readFileSync(join(LEVELS, path.split('/').pop() ?? path), 'utf8');

/** A level made on `grid`: pieces on odd and even rows and columns, a dog patrolling along row 3. */
async function made(grid: NewGrid): Promise<LevelEditor> {
  const editor = await LevelEditor.open(newMapText(8, 6, grid), 'made.tmj', readLevels);
  editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
  editor.apply({ type: 'place', kind: 'key', x: 4, y: 2, colour: 'blue' });
  editor.apply({ type: 'place', kind: 'exit', x: 6, y: 4 });
  editor.apply({ type: 'place', kind: 'dog', x: 2, y: 3 });
  const dog = editor.pieces.find((p) => p.kind === 'dog')?.objectId ?? 0;
  const route = [2, 3, 4].map((x) => ({ x, y: 3 }));
  editor.apply({ type: 'route', objectId: dog, route });
  return editor;
}

describe('the editor on every grid', () => {
  for (const grid of Object.keys(NEW_GRIDS) as NewGrid[]) {
    it(`${grid}: a new level names the grid and its tileset; each piece placed, moved or routed loads on its tile`, async () => {
      const editor = await made(grid);
      const shape = NEW_GRIDS[grid];
      expect(editor.doc).toMatchObject({
        orientation: shape.orientation,
        tilewidth: shape.tileWidth,
        tileheight: shape.tileHeight,
      });
      const file = {
        square: 'maze-cat.tsj',
        isometric: 'iso.tsj',
        staggered: 'iso.tsj',
        hexagonal: 'hex.tsj',
      };
      expect(gameTileset(editor.doc)).toEqual({ firstGid: 1, file: file[grid] });
      const at = (e: LevelEditor) => e.pieces.map((p) => [p.kind, p.x, p.y, p.route]);
      expect(at(editor)).toEqual([
        ['cat', 1, 1, null],
        ['key', 4, 2, null],
        ['exit', 6, 4, null],
        ['dog', 2, 3, [2, 3, 4].map((x) => ({ x, y: 3 }))],
      ]);
      // Moved down a row (from a shifted row to one that is not, on hex and staggered grids): the
      // patrol keeps its shape, every point on the centre of a tile.
      const dog = editor.pieces.find((p) => p.kind === 'dog')?.objectId ?? 0;
      editor.apply({ type: 'move', objectId: dog, x: 2, y: 4 });
      const cat = editor.pieces.find((p) => p.kind === 'cat')?.objectId ?? 0;
      editor.apply({ type: 'move', objectId: cat, x: 2, y: 1 });

      const level = await levelOfDoc(editor.doc, editor.file, readLevels);
      const index = (x: number, y: number) => y * level.width + x;
      expect(level.pieces.map((p) => [p.kind, p.x, p.y, p.route ?? null])).toEqual([
        ['cat', 2, 1, null],
        ['key', 4, 2, null],
        ['exit', 6, 4, null],
        // A patrol that does not close walks back: the level's route holds the way back too.
        ['dog', 2, 4, [index(2, 4), index(3, 4), index(4, 4), index(3, 4)]],
      ]);
      // Opened again from the exported file, the editor finds every piece where it left it.
      const again = await LevelEditor.open(
        exportTmj(editor.doc, { par: null, embed: null }),
        'again.tmj',
        readLevels,
      );
      expect(at(again)).toEqual(at(editor));
    });
  }

  it("opens each orientation sample saved by Tiled, adding the game's tileset for its grid; a piece placed on it loads there", async () => {
    const grids = { hexagonal: 'hex.tsj', isometric: 'iso.tsj', staggered: 'iso.tsj' } as const;
    for (const [name, file] of Object.entries(grids)) {
      const path = join(import.meta.dirname, `../../../test-data/tiled-samples/${name}.map.json`);
      const editor = await LevelEditor.open(readFileSync(path, 'utf8'), `${name}.tmj`, readLevels);
      expect(editor.orientation).toBe(name);
      expect(gameTileset(editor.doc)?.file).toBe(file);
      editor.apply({ type: 'place', kind: 'cat', x: 3, y: 5 });
      editor.apply({ type: 'place', kind: 'exit', x: 4, y: 5 });
      const level = await levelOfDoc(editor.doc, editor.file, readLevels);
      expect(level.pieces.map((p) => [p.kind, p.x, p.y])).toEqual([
        ['cat', 3, 5],
        ['exit', 4, 5],
      ]);
    }
  });

  it('the tileset embedded by Export is still the game tileset when the map is opened again', async () => {
    const editor = await made('hexagonal');
    const embed = JSON.parse(await readLevels('hex.tsj'));
    const text = exportTmj(editor.doc, { par: null, embed });
    expect(JSON.parse(text).tilesets[0]).toMatchObject({ firstgid: 1, name: 'hex', image: 'hex.png' });
    const again = await LevelEditor.open(text, 'again.tmj', readLevels);
    expect(gameTileset(again.doc)).toEqual({ firstGid: 1, file: 'hex.tsj' });
    // A map's own tileset called "iso" with a picture of its own is not the game's.
    expect(gameTileset({ tilesets: [{ firstgid: 1, name: 'iso', image: 'mine.png' }] })).toBeNull();
  });
});
