/**
 * Where a piece on a tile is written in a Tiled map, on any of its grids: at the object pixels
 * Tiled draws it over that tile (docs/tiled.md, Orientations), so the loader (`objectCentre`, then
 * the tile under it) reads it back on the same tile and Tiled shows it there.
 */
import { objectCentre, type PlacedShape } from '../tiled/objectCentre';
import type { Point, TileProjection } from '../tiled/projection';
import type { GridShape } from '../tiled/types';

/**
 * The size of a piece's marker (a tile object): a tile's size on square tiles; on the other grids
 * a square as wide as a tile, as the markers of the hex and isometric tilesets are (a diamond or a
 * hexagon is no rectangle to fill, and a diamond is half as high as it is wide).
 */
export function markerSize(shape: GridShape): { width: number; height: number } {
  const { tileWidth: width } = shape;
  return { width, height: shape.orientation === 'orthogonal' ? shape.tileHeight : width };
}

/**
 * Where a tile object `width` x `height` is stored so that its image is drawn centred on tile
 * (x, y): the inverse of `objectCentre` for tile objects (anchored by their bottom centre on an
 * isometric map, by their bottom-left corner elsewhere).
 */
export function tileObjectAt(
  projection: TileProjection,
  x: number,
  y: number,
  size: { width: number; height: number },
): Point {
  const centre = projection.tileCentre(x, y);
  const left = projection.shape.orientation === 'isometric' ? 0 : size.width / 2;
  return projection.screenToPixel(centre.x - left, centre.y + size.height / 2);
}

/** The object pixels at the centre of tile (x, y): where a patrol's points are stored. */
export function tileCentrePixel(projection: TileProjection, x: number, y: number): Point {
  const centre = projection.tileCentre(x, y);
  return projection.screenToPixel(centre.x, centre.y);
}

/** The tile under a tile object or a shape, as the loader places it (`objectCentre`). */
export function objectTile(projection: TileProjection, object: PlacedShape): Point {
  const centre = objectCentre(object, projection);
  return projection.tileAt(centre.x, centre.y);
}
