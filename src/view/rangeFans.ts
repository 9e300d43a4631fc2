/**
 * The movement range's triangles (rangeLayer.ts draws them): one fan of a tile's outline, and one
 * of a dot's, at the centre of every reachable cell of a rectangle, written straight into the
 * arrays a mesh takes.
 */
import type { Point } from '../tiled/projection';
import type { ChunkRect } from './chunkRange';

/** Sides of the polygon a dot is drawn as: a circle at the few pixels across a dot has. */
const DOT_SIDES = 12;

/** Triangles for a mesh: x, y pairs and three indices a triangle. */
export interface Fans {
  readonly positions: Float32Array;
  readonly indices: Uint32Array;
}

/** Whether a range's cost marks a tile the cat can reach and is not on (finite, not 0). */
function reachable(cost: number): boolean {
  return Number.isFinite(cost) && cost !== 0;
}

/**
 * One fan of `shape` (a convex outline around 0, 0, as BoardGeometry's `shapeAround`) at the
 * centre of every reachable cell of `rect`, in rows: `range` holds a cost per cell, `width` cells a
 * row. The triangles of two fans never overlap, so a translucent fill reads the same on each.
 */
export function cellFans(
  range: Float64Array,
  width: number,
  rect: ChunkRect,
  shape: readonly Point[],
  centre: (x: number, y: number) => Point,
): Fans {
  let cells = 0;
  for (let y = rect.y0; y <= rect.y1; y++) {
    for (let x = rect.x0; x <= rect.x1; x++) if (reachable(range[y * width + x])) cells++;
  }
  const corners = shape.length;
  const positions = new Float32Array(cells * corners * 2);
  const indices = new Uint32Array(cells * (corners - 2) * 3);
  let vertex = 0;
  let index = 0;
  for (let y = rect.y0; y <= rect.y1; y++) {
    for (let x = rect.x0; x <= rect.x1; x++) {
      if (!reachable(range[y * width + x])) continue;
      const c = centre(x, y);
      for (let k = 0; k < corners; k++) {
        positions[(vertex + k) * 2] = c.x + shape[k].x;
        positions[(vertex + k) * 2 + 1] = c.y + shape[k].y;
      }
      for (let k = 1; k < corners - 1; k++) {
        indices[index++] = vertex;
        indices[index++] = vertex + k;
        indices[index++] = vertex + k + 1;
      }
      vertex += corners;
    }
  }
  return { positions, indices };
}

/** A regular polygon of `radius` around 0, 0: the dot's outline. */
export function dotShape(radius: number): Point[] {
  return Array.from({ length: DOT_SIDES }, (_, k) => {
    const angle = (2 * Math.PI * k) / DOT_SIDES;
    return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
  });
}
