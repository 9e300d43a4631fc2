import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_TILESETS, gameTilesetFor, HEX_GRID, ISO_GRID } from './gameTilesets';
import { loadLevel } from './loadLevel';
import { drawingToTmj, SQUARE_GRID } from './tmjWriter';

const LEVELS = resolve(import.meta.dirname, '../../levels');

describe("the game's tilesets", () => {
  it('are in levels/, their tiles as wide as their grid, standing on it by their bottom', () => {
    for (const { file, grid } of Object.values(GAME_TILESETS)) {
      const json = JSON.parse(readFileSync(resolve(LEVELS, file), 'utf8'));
      expect(json.tilewidth, file).toBe(grid.tileWidth);
      expect(json.tileheight, file).toBeGreaterThanOrEqual(grid.tileHeight);
    }
  });

  it('are picked by the grid their art fits, the square one for any other', () => {
    expect(gameTilesetFor(undefined)).toBe('maze-cat.tsj');
    expect(gameTilesetFor(SQUARE_GRID)).toBe('maze-cat.tsj');
    expect(gameTilesetFor(HEX_GRID)).toBe('hex.tsj');
    expect(gameTilesetFor({ ...HEX_GRID, staggerIndex: 'even' })).toBe('hex.tsj');
    expect(gameTilesetFor({ ...HEX_GRID, staggerAxis: 'x' })).toBe('maze-cat.tsj');
    expect(gameTilesetFor({ ...HEX_GRID, hexSideLength: 12 })).toBe('maze-cat.tsj');
    expect(gameTilesetFor(ISO_GRID)).toBe('iso.tsj');
    expect(gameTilesetFor({ ...ISO_GRID, tileWidth: 64, tileHeight: 32 })).toBe('maze-cat.tsj');
  });

  it('give a hex or isometric drawing its walls and terrain costs as on square tiles', async () => {
    const rows = ['#####', '#C.g#', '#m.w#', '#.#E#', '#####'];
    for (const grid of [HEX_GRID, ISO_GRID]) {
      const file = resolve(LEVELS, 'tileset-test.tmj');
      const map = drawingToTmj({ title: 'T', intro: '', rows, grid }, null, gameTilesetFor(grid));
      const level = await loadLevel(file, async (path) =>
        path === file ? JSON.stringify(map) : readFileSync(path, 'utf8'),
      );
      const seen = rows.map((row, y) =>
        [...row].map((_, x) => (level.grid.isWall(x, y) ? '#' : String(level.grid.cost(x, y)))).join(''),
      );
      expect(seen, grid.orientation).toEqual(['#####', '#112#', '#315#', '#1#1#', '#####']);
    }
  });
});
