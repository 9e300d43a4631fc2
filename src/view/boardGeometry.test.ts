import { describe, expect, it } from 'vitest';
import { orthogonalShape } from '../tiled/gridShape';
import type { Point } from '../tiled/projection';
import type { GridShape, Tileset } from '../tiled/types';
import { BoardGeometry, reachAbove } from './boardGeometry';

/** A board of `columns` x `rows` cells on a finite map of that size. */
function board(shape: GridShape, columns: number, rows: number): BoardGeometry {
  return BoardGeometry.ofLevel({ ...shape, savedHeight: rows }, 0, 0, { width: columns, height: rows });
}

const isometric: GridShape = { ...orthogonalShape(64, 32), orientation: 'isometric' };
/** Pointy-top hexagons: rows staggered, the odd ones shifted right. */
const hexagonal: GridShape = { ...orthogonalShape(28, 32), orientation: 'hexagonal', hexSideLength: 16 };
/** Flat-top hexagons: columns staggered, the even ones shifted down. */
const hexagonalX: GridShape = {
  ...orthogonalShape(32, 28),
  orientation: 'hexagonal',
  hexSideLength: 16,
  staggerAxis: 'x',
  staggerIndex: 'even',
};
const staggered: GridShape = { ...orthogonalShape(64, 32), orientation: 'staggered' };

function boxOf(points: readonly Point[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

describe('BoardGeometry hit-testing', () => {
  it('finds the diamond under a point just inside its edge, not the neighbour whose box holds it too', () => {
    const g = board(isometric, 4, 4);
    const c = g.centre(1, 1);
    // The diamond is |dx| / 32 + |dy| / 16 <= 1 round its centre.
    expect(g.cellAt(c.x + 20, c.y - 5)).toEqual({ x: 1, y: 1 }); // 0.94: just inside the upper right edge
    expect(g.cellAt(c.x + 20, c.y - 7)).toEqual({ x: 1, y: 0 }); // 1.06: just over it, up and right
    expect(g.cellAt(c.x - 20, c.y + 7)).toEqual({ x: 1, y: 2 }); // over the lower left edge
    const box = boxOf(g.outline(1, 1));
    expect(c.x + 20).toBeLessThan(box.right);
    expect(c.y - 7).toBeGreaterThan(box.top);
  });

  it('finds the hexagon under a point just inside its slanted edge, not the one above', () => {
    const g = board(hexagonal, 5, 4);
    // Tile (1, 1), on a shifted row: top corner (56, 24), upper left edge from (42, 32) up to it.
    expect(g.outline(1, 1)).toContainEqual({ x: 56, y: 24 });
    expect(g.cellAt(49, 29.5)).toEqual({ x: 1, y: 1 });
    expect(g.cellAt(49, 27)).toEqual({ x: 1, y: 0 });
    expect(g.cellAt(43, 25)).toEqual({ x: 1, y: 0 });
    const box = boxOf(g.outline(1, 1));
    expect(43).toBeGreaterThan(box.left);
    expect(25).toBeGreaterThan(box.top);
  });

  it('takes every cell centre back to its own cell, on every grid', () => {
    for (const shape of [orthogonalShape(32, 32), isometric, hexagonal, hexagonalX, staggered]) {
      const g = board(shape, 6, 5);
      for (let y = 0; y < 5; y++) {
        for (let x = 0; x < 6; x++) {
          const c = g.centre(x, y);
          expect(g.cellAt(c.x, c.y), `${shape.orientation} ${x},${y}`).toEqual({ x, y });
        }
      }
    }
  });
});

describe('BoardGeometry bounds (what See all frames)', () => {
  const cases: [string, GridShape, number, number, number, number][] = [
    ['orthogonal', orthogonalShape(32, 32), 5, 4, 160, 128],
    // Diamonds: a board of c x r cells is (c + r) half-tiles across and down.
    ['isometric', isometric, 4, 3, 224, 112],
    // Rows 28 wide, the shifted ones half a tile further; rows 24 apart, the last one 32 high.
    ['hexagonal (stagger y)', hexagonal, 5, 4, 154, 104],
    // Columns 24 apart, the last 32 wide; columns 28 high, the shifted ones 14 lower.
    ['hexagonal (stagger x)', hexagonalX, 5, 4, 128, 126],
    ['staggered', staggered, 4, 4, 288, 80],
  ];
  for (const [name, shape, columns, rows, width, height] of cases) {
    it(`holds every tile's outline and no more: ${name}`, () => {
      const g = board(shape, columns, rows);
      expect({ width: g.width, height: g.height }).toEqual({ width, height });
      const all = [];
      for (let y = 0; y < rows; y++) for (let x = 0; x < columns; x++) all.push(...g.outline(x, y));
      expect(boxOf(all)).toEqual({ left: 0, top: 0, right: width, bottom: height });
    });
  }

  it('leaves room above the board for tile images taller than the grid', () => {
    // Isometric diamonds 32 x 16 whose images are 32 x 32: walls stand 16 pixels over their cell.
    const map = { ...isometric, tileWidth: 32, tileHeight: 16, savedHeight: 3 };
    const tileset = { tileHeight: 32, tileOffsetY: 0, tiles: new Map() } as unknown as Tileset;
    const above = reachAbove({ tileHeight: 16, tilesets: [tileset] });
    expect(above).toBe(16);
    const g = BoardGeometry.ofLevel(map, 0, 0, { width: 3, height: 3 }, above);
    expect(g.height).toBe(3 * 16 + 16);
    expect(g.outline(0, 0)[0].y).toBe(16);
    expect(g.imageAnchor(0, 0).y - 32).toBe(0);
    expect(reachAbove({ tileHeight: 32, tilesets: [{ ...tileset, tileOffsetY: 0 }] })).toBe(0);
  });

  it('starts at the top-left of the level cells of an infinite map', () => {
    const g = BoardGeometry.ofLevel({ ...orthogonalShape(32, 32), savedHeight: 10 }, -3, 2, {
      width: 4,
      height: 4,
    });
    expect(g.outline(0, 0)[0]).toEqual({ x: 0, y: 0 });
    expect(g.cellAt(33, 1)).toEqual({ x: 1, y: 0 });
  });
});

describe('BoardGeometry cells in view (what overlays and tile chunks draw)', () => {
  it('finds the tiles under the view on an orthogonal map', () => {
    const g = board(orthogonalShape(32, 32), 10, 10);
    expect(g.cellsIn({ left: 40, top: 0, right: 100, bottom: 31 })).toEqual({ x0: 1, y0: 0, x1: 3, y1: 0 });
  });

  it('holds every cell whose outline meets the view, on every grid', () => {
    const view = { left: 70, top: 30, right: 150, bottom: 75 };
    for (const shape of [isometric, hexagonal, hexagonalX, staggered]) {
      const g = board(shape, 8, 8);
      const r = g.cellsIn(view);
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          const box = boxOf(g.outline(x, y));
          const meets =
            box.right > view.left && box.left < view.right && box.bottom > view.top && box.top < view.bottom;
          const inside = x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1;
          if (meets) expect(inside, `${shape.orientation} ${x},${y}`).toBe(true);
        }
      }
    }
  });
});

describe('BoardGeometry tile images', () => {
  it("anchors a tile image at the bottom-left of its cell's box, as Tiled does on every grid", () => {
    for (const shape of [orthogonalShape(32, 32), isometric, hexagonal, staggered]) {
      const g = board(shape, 4, 4);
      const box = boxOf(g.outline(2, 1));
      expect(g.imageAnchor(2, 1), shape.orientation).toEqual({ x: box.left, y: box.bottom });
    }
  });
});

describe('BoardGeometry draw order', () => {
  it('draws an isometric map row by row of the screen, left to right', () => {
    const g = board(isometric, 3, 3);
    const cells = [];
    for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) cells.push({ x, y });
    cells.sort((a, b) => g.drawRank(a.x, a.y) - g.drawRank(b.x, b.y));
    // Each cell is drawn after every cell above it on screen (a tall tile overlaps those behind).
    for (let i = 1; i < cells.length; i++) {
      const before = g.centre(cells[i - 1].x, cells[i - 1].y);
      const after = g.centre(cells[i].x, cells[i].y);
      expect(after.y > before.y || (after.y === before.y && after.x > before.x)).toBe(true);
    }
  });

  it('draws the raised columns of a row before its lowered ones when columns are staggered', () => {
    const g = board(hexagonalX, 4, 2);
    // Stagger index even: columns 0 and 2 are lowered.
    expect(g.drawRank(1, 0)).toBeLessThan(g.drawRank(0, 0));
    expect(g.drawRank(3, 0)).toBeLessThan(g.drawRank(2, 0));
    expect(g.drawRank(2, 0)).toBeLessThan(g.drawRank(1, 1));
  });
});
