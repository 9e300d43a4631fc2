/** Where an object is drawn: the screen pixel at the centre of its shape, on any orientation. */
import type { Point, TileProjection } from './projection';
import type { MapObject } from './types';

/** What of an object fixes where it is drawn (an editor's document gives these too). */
export type PlacedShape = Pick<MapObject, 'shape' | 'x' | 'y' | 'width' | 'height' | 'points'>;

/**
 * The centre of an object's box in object pixels: points have no size, polygons and polylines are
 * measured by their points. (Tile objects are drawn in screen pixels: see `objectCentre`.)
 */
function boxCentre(object: PlacedShape): Point {
  if (object.shape === 'point') return { x: object.x, y: object.y };
  if (object.shape === 'polygon' || object.shape === 'polyline') {
    const points = object.points ?? [];
    if (points.length === 0) return { x: object.x, y: object.y };
    // A loop, not Math.min(...xs): a spread of a million points overflows the stack.
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const p of points) {
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    }
    return { x: object.x + (minX + maxX) / 2, y: object.y + (minY + maxY) / 2 };
  }
  return { x: object.x + object.width / 2, y: object.y + object.height / 2 };
}

/**
 * The screen pixel at the centre of an object as Tiled draws it. A shape's centre is taken in
 * object pixels and projected (on an isometric map a rectangle is drawn as a diamond-like
 * parallelogram, whose centre this is). A tile object's image is drawn upright on screen, anchored
 * at its position by its bottom centre on an isometric map and by its bottom-left corner on the
 * others (Tiled's alignment when the tileset leaves it unspecified).
 */
export function objectCentre(object: PlacedShape, projection: TileProjection): Point {
  if (object.shape === 'tile') {
    const at = projection.pixelToScreen(object.x, object.y);
    const left = projection.shape.orientation === 'isometric' ? 0 : object.width / 2;
    return { x: at.x + left, y: at.y - object.height / 2 };
  }
  const centre = boxCentre(object);
  return projection.pixelToScreen(centre.x, centre.y);
}
