/**
 * Where Tiled draws each tile, and which tile a point is on, for each of its four grids
 * (docs/tiled.md, Orientations). Three coordinate spaces meet here:
 * - tile coordinates: column and row as Tiled counts them (whole numbers for a tile);
 * - screen pixels: where Tiled draws, the space of tile images, taps and the view;
 * - object pixels: where Tiled stores objects' x and y. They are screen pixels on every grid but
 *   the isometric one, where they are measured along the two tile axes (`isometricProjection`).
 */
import { isometricProjection } from './isometricProjection';
import { orthogonalProjection } from './orthogonalProjection';
import { staggeredProjection } from './staggeredProjection';
import type { GridShape } from './types';

/** A point: screen or object pixels, or a tile's column and row. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One grid's tile <-> pixel arithmetic, as Tiled's renderer for that orientation does it. */
export interface TileProjection {
  readonly shape: GridShape;
  /** The screen pixel at the centre of tile (x, y). */
  tileCentre(x: number, y: number): Point;
  /**
   * The tile's outline as drawn, corners in screen pixels, clockwise on screen (y down): a
   * rectangle, a diamond, or a hexagon.
   */
  tileOutline(x: number, y: number): Point[];
  /** The tile whose drawn outline holds the screen pixel (not its bounding box). */
  tileAt(screenX: number, screenY: number): Point;
  /** An object's stored position as a screen pixel. */
  pixelToScreen(x: number, y: number): Point;
  /** A screen pixel as an object's stored position (the inverse of `pixelToScreen`). */
  screenToPixel(x: number, y: number): Point;
}

/**
 * The projection of a map's grid. `rows` is the height in tiles the map was saved with: Tiled draws
 * an isometric map shifted right by `rows * tileWidth / 2` so its left corner is at x = 0 (the
 * other grids ignore it).
 */
export function projectionOf(shape: GridShape, rows: number): TileProjection {
  switch (shape.orientation) {
    case 'orthogonal':
      return orthogonalProjection(shape);
    case 'isometric':
      return isometricProjection(shape, rows);
    case 'staggered':
    case 'hexagonal':
      return staggeredProjection(shape);
  }
}

/** The projection of a loaded map (see `projectionOf`). */
export function mapProjection(map: GridShape & { readonly savedHeight: number }): TileProjection {
  return projectionOf(map, map.savedHeight);
}

/**
 * The tile an object's stored position lies on, by the map's own projection: on an isometric map
 * x and y are measured in tile heights along the tile axes, on the others the point is hit-tested
 * against the drawn tiles.
 */
export function objectPixelToTile(projection: TileProjection, x: number, y: number): Point {
  const screen = projection.pixelToScreen(x, y);
  return projection.tileAt(screen.x, screen.y);
}
