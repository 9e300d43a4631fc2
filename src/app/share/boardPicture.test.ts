import { describe, expect, it } from 'vitest';
import { NEW_GRIDS, type NewGrid } from '../../level/edit/newMap';
import { levelFromRows } from '../../level/levelFromRows';
import type { Level } from '../../level/types';
import { LEVEL_SIDE } from '../../tiled/limits';
import { pictureLayout, pictureProblem, saveBoardPicture, tilesetPicture } from './boardPicture';

const ROWS = ['#######', '#C....#', '#.##..#', '#...E.#', '#######'];
const on = (grid: NewGrid, rows = ROWS): Level => levelFromRows(rows, { shape: NEW_GRIDS[grid] });

describe('Save picture', () => {
  it('says in plain words that a level of 1,048,576 tiles in a row is too long to draw, before drawing anything', async () => {
    const level = levelFromRows([`CE${'.'.repeat(LEVEL_SIDE * LEVEL_SIDE - 2)}`], {
      title: 'The Long Corridor',
    });
    expect(await saveBoardPicture(level, (picture) => `levels/${picture}`, 'Ada')).toBe(
      'This level is too long to draw as a picture: it is 1,048,576 x 1 tiles, and a picture shows at most 1,024 tiles a side.',
    );
  });

  it('draws every level up to 1,024 tiles a side', () => {
    expect(pictureProblem({ width: LEVEL_SIDE, height: LEVEL_SIDE })).toBeNull();
    expect(pictureProblem({ width: 1, height: LEVEL_SIDE })).toBeNull();
    expect(pictureProblem({ width: 1, height: LEVEL_SIDE * LEVEL_SIDE })).toBe(
      'This level is too long to draw as a picture: it is 1 x 1,048,576 tiles, and a picture shows at most 1,024 tiles a side.',
    );
  });

  it('lays a square level out tile by tile, as before: 32 px squares, centred under the words', () => {
    const { width, height, board } = pictureLayout(on('square'));
    expect([width, height]).toEqual([392, 256]);
    expect(board.square).toBe(true);
    expect(board.imageBox(0, 0)).toEqual({ left: 84, top: 80, width: 32, height: 32 });
    expect(board.imageBox(6, 4)).toEqual({ left: 84 + 6 * 32, top: 80 + 4 * 32, width: 32, height: 32 });
    expect(tilesetPicture(on('square'))).toBe('maze-cat.png');
  });

  it('lays a hex level out in offset rows of hexagons, with the hex tileset', () => {
    const level = on('hexagonal');
    const { width, height, board } = pictureLayout(level);
    // 7 hexagons 32 wide and half of one across; 5 rows 24 apart and the last one's 8 below.
    expect([width, height]).toEqual([392, 64 + 128 + 32]);
    expect(board.square).toBe(false);
    const left = (392 - 240) / 2;
    expect(board.centre(0, 0)).toEqual({ x: left + 16, y: 80 + 16 });
    // Row 1 is shifted half a hexagon right (stagger index odd) and 24 px down.
    expect(board.centre(0, 1)).toEqual({ x: left + 32, y: 80 + 40 });
    expect(board.cellAt(left + 32, 80 + 40)).toEqual({ x: 0, y: 1 });
    expect(board.imageBox(0, 1)).toEqual({ left: left + 16, top: 80 + 24, width: 32, height: 32 });
    expect(tilesetPicture(level)).toBe('hex.png');
  });

  it('lays an isometric level out in diamonds, with room above for the tall tiles, and the iso tileset', () => {
    const level = on('isometric');
    const { width, height, board } = pictureLayout(level);
    // (7 + 5) half-diamonds across and down, and the 16 px a 32 px tile reaches over a 16 px diamond.
    expect([width, height]).toEqual([392, 64 + 96 + 16 + 32]);
    const left = (392 - 192) / 2;
    // Tile 0,0 is the top diamond, five half-diamonds in (the map is 5 rows high).
    expect(board.centre(0, 0)).toEqual({ x: left + 5 * 16, y: 80 + 16 + 8 });
    expect(board.centre(1, 0)).toEqual({ x: left + 6 * 16, y: 80 + 16 + 16 });
    // Its picture's bottom-left at the diamond's box's bottom-left, reaching up 32 px.
    expect(board.imageBox(0, 0)).toEqual({ left: left + 4 * 16, top: 80, width: 32, height: 32 });
    expect(tilesetPicture(level)).toBe('iso.png');
  });

  it('lays a staggered level out in offset rows of diamonds, with the iso tileset', () => {
    const level = on('staggered');
    const { height, board } = pictureLayout(level);
    expect(height).toBe(64 + 48 + 16 + 32);
    const c0 = board.centre(0, 0);
    expect(board.centre(0, 1)).toEqual({ x: c0.x + 16, y: c0.y + 8 });
    expect(board.centre(1, 0)).toEqual({ x: c0.x + 32, y: c0.y });
    expect(tilesetPicture(level)).toBe('iso.png');
  });

  it('draws a level that starts on an odd row of its map as the map has it (the shifted rows swap)', () => {
    const level = on('hexagonal');
    const { board } = pictureLayout({ ...level, originY: 1 });
    expect(board.centre(0, 1).x).toBe(board.centre(0, 0).x - 16);
  });

  it('draws a large hex level smaller, its longer side at most 1,024 px', () => {
    const rows = Array.from({ length: 200 }, () => '.'.repeat(200));
    rows[0] = `C${'.'.repeat(198)}E`;
    const { width, board } = pictureLayout(levelFromRows(rows, { shape: NEW_GRIDS.hexagonal }));
    expect(board.cell).toBe(5);
    expect(width).toBe(Math.ceil(200.5 * 5) + 32);
  });
});
