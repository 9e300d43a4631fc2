import { describe, expect, it } from 'vitest';
import { NEW_GRIDS } from '../level/edit/newMap';
import type { GridShape } from '../tiled/types';
import { EditorLayout } from './editorLayout';

const BOX = { width: 800, height: 600 };

/** The layout the board draws a `columns` x `rows` map on `shape` with, fitted and centred in BOX. */
function fitted(shape: GridShape, columns = 10, rows = 8): EditorLayout {
  const cell = EditorLayout.fitCell(shape, columns, rows, BOX, 1);
  const size = EditorLayout.mapSize(shape, columns, rows, cell);
  const ox = Math.round((BOX.width - size.width) / 2);
  const oy = Math.round((BOX.height - size.height) / 2);
  return new EditorLayout(shape, columns, rows, cell, ox, oy);
}

const GRIDS = Object.entries(NEW_GRIDS) as [string, GridShape][];

describe('EditorLayout', () => {
  it('on a square grid draws each tile as the square of `cell` the editor always drew', () => {
    const layout = fitted(NEW_GRIDS.square);
    expect(layout.cell).toBe(75);
    expect(layout.centre(0, 0)).toEqual({ x: layout.originX + 37.5, y: layout.originY + 37.5 });
    expect(layout.imageBox(3, 2)).toEqual({
      left: layout.originX + 225,
      top: layout.originY + 150,
      width: 75,
      height: 75,
    });
    // Tiles 16 x 8 on Tiled's grid are still squares here.
    const flat = new EditorLayout({ ...NEW_GRIDS.square, tileHeight: 8, tileWidth: 16 }, 10, 8, 20, 0, 0);
    expect(flat.tileBox(1, 1)).toEqual({ left: 20, top: 20, width: 20, height: 20 });
  });

  it.each(GRIDS)(
    'on the %s grid a point anywhere inside a tile finds that tile, and the whole map fits the box',
    (_, shape) => {
      const layout = fitted(shape);
      const size = EditorLayout.mapSize(shape, 10, 8, layout.cell);
      expect(size.width).toBeLessThanOrEqual(BOX.width);
      expect(size.height).toBeLessThanOrEqual(BOX.height);
      for (let y = 0; y < 8; y++)
        for (let x = 0; x < 10; x++) {
          const c = layout.centre(x, y);
          expect(layout.cellAt(c.x, c.y)).toEqual({ x, y });
          // Near each corner of the drawn outline, just inside it: still this tile.
          for (const p of layout.outline(x, y, 2)) {
            const near = { x: c.x + (p.x - c.x) * 0.9, y: c.y + (p.y - c.y) * 0.9 };
            expect(layout.cellAt(near.x, near.y)).toEqual({ x, y });
          }
          const box = layout.tileBox(x, y);
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.top).toBeGreaterThanOrEqual(0);
          expect(box.left + box.width).toBeLessThanOrEqual(BOX.width + 0.001);
          expect(box.top + box.height).toBeLessThanOrEqual(BOX.height + 0.001);
        }
    },
  );

  it('hit-tests the drawn diamond, not its box: a box corner belongs to the neighbour', () => {
    const layout = fitted(NEW_GRIDS.isometric);
    const box = layout.tileBox(4, 4);
    expect(layout.cellAt(box.left + 1, box.top + 1)).not.toEqual({ x: 4, y: 4 });
    expect(layout.cellAt(box.left + box.width / 2, box.top + 1)).toEqual({ x: 4, y: 4 });
  });

  it('keeps a diamond twice as wide as high, and leaves room above the top row for wall blocks', () => {
    const layout = fitted(NEW_GRIDS.isometric);
    const box = layout.tileBox(0, 0);
    expect(box.width).toBeCloseTo(2 * box.height);
    // An isometric picture tile (32 x 32 over a 32 x 16 diamond) reaches half a diamond's width up.
    const image = layout.imageBox(0, 0);
    expect(image.top).toBeCloseTo(box.top - box.height);
    expect(image.top).toBeGreaterThanOrEqual(0);
    expect(image.left).toBeCloseTo(box.left);
  });

  it('draws the tiles in view in the order Tiled does: on isometric maps the ones in front last', () => {
    const layout = fitted(NEW_GRIDS.isometric, 3, 3);
    const order = layout.tilesIn({ left: 0, top: 0, ...BOX }).map((t) => `${t.x},${t.y}`);
    expect(order).toHaveLength(9);
    expect(order.indexOf('0,0')).toBe(0);
    expect(order.indexOf('2,2')).toBe(8);
    expect(order.indexOf('1,0')).toBeLessThan(order.indexOf('1,1'));
  });

  it.each(GRIDS)('on the %s grid reads back from the data attributes it writes', (_, shape) => {
    const layout = fitted(shape);
    const back = EditorLayout.fromDataset(layout.dataset());
    expect(back.centre(7, 3)).toEqual(layout.centre(7, 3));
    expect(back.outline(2, 5)).toEqual(layout.outline(2, 5));
  });

  it('zooms in until a tile is 64 px on its smaller side: a diamond 128 px wide, a square or hexagon 64', () => {
    expect(EditorLayout.largestCell(NEW_GRIDS.square)).toBe(64);
    expect(EditorLayout.largestCell(NEW_GRIDS.hexagonal)).toBe(64);
    expect(EditorLayout.largestCell(NEW_GRIDS.isometric)).toBe(128);
    expect(EditorLayout.largestCell({ ...NEW_GRIDS.square, tileHeight: 16 })).toBe(64);
  });

  it('says so when asked to read a board not drawn yet', () => {
    expect(() => EditorLayout.fromDataset({})).toThrow('the editor board is not drawn');
  });
});
