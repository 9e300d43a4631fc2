/** Tiled's orthogonal grid: tiles are rectangles in rows and columns; object pixels are screen pixels. */
import type { Point, TileProjection } from './projection';
import type { GridShape } from './types';

/** The projection of an orthogonal map (see `TileProjection`). */
export function orthogonalProjection(shape: GridShape): TileProjection {
  const { tileWidth: w, tileHeight: h } = shape;
  const same = (x: number, y: number): Point => ({ x, y });
  return {
    shape,
    tileCentre: (x, y) => ({ x: (x + 0.5) * w, y: (y + 0.5) * h }),
    tileOutline: (x, y) => [
      { x: x * w, y: y * h },
      { x: (x + 1) * w, y: y * h },
      { x: (x + 1) * w, y: (y + 1) * h },
      { x: x * w, y: (y + 1) * h },
    ],
    tileAt: (x, y) => ({ x: Math.floor(x / w), y: Math.floor(y / h) }),
    pixelToScreen: same,
    screenToPixel: same,
  };
}
