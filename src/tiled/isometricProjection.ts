/**
 * Tiled's isometric grid (its IsometricRenderer): tile (x, y) is a diamond; going one tile along x
 * moves half a tile right and half a tile down on screen, one along y half a tile left and half
 * down. Tile (0, 0) has its top corner at screen x = rows * tileWidth / 2 (whole pixels), so the
 * whole map starts at x = 0.
 *
 * Object pixels are not screen pixels here: Tiled stores an object's x and y along the two tile
 * axes, each measured in tile heights (one tile is tileHeight "pixels" along both axes). So an
 * object's tile is simply (floor(x / tileHeight), floor(y / tileHeight)).
 */
import type { Point, TileProjection } from './projection';
import type { GridShape } from './types';

/** The projection of an isometric map saved `rows` tiles high (see `TileProjection`). */
export function isometricProjection(shape: GridShape, rows: number): TileProjection {
  const { tileWidth: w, tileHeight: h } = shape;
  // Tiled computes the shift in whole pixels (integer division).
  const originX = Math.floor((rows * w) / 2);
  const tileToScreen = (x: number, y: number): Point => ({
    x: ((x - y) * w) / 2 + originX,
    y: ((x + y) * h) / 2,
  });
  const screenToTile = (sx: number, sy: number): Point => {
    const across = (sx - originX) / w;
    const down = sy / h;
    return { x: down + across, y: down - across };
  };
  return {
    shape,
    tileCentre: (x, y) => tileToScreen(x + 0.5, y + 0.5),
    // Top, right, bottom and left corners.
    tileOutline: (x, y) => [
      tileToScreen(x, y),
      tileToScreen(x + 1, y),
      tileToScreen(x + 1, y + 1),
      tileToScreen(x, y + 1),
    ],
    tileAt: (sx, sy) => {
      const tile = screenToTile(sx, sy);
      return { x: Math.floor(tile.x), y: Math.floor(tile.y) };
    },
    pixelToScreen: (px, py) => tileToScreen(px / h, py / h),
    screenToPixel: (sx, sy) => {
      const tile = screenToTile(sx, sy);
      return { x: tile.x * h, y: tile.y * h };
    },
  };
}
