/**
 * Which chunks of a tile layer the camera sees. A layer is cut into square chunks of `CHUNK_TILES`
 * tiles a side so each chunk's tilemap stays far below @pixi/tilemap's 16,384-tile limit of 16-bit
 * indices (64 x 64 = 4,096), and only chunks inside the view are built and drawn.
 */

/** Tiles per chunk side. */
export const CHUNK_TILES = 64;

/** An inclusive rectangle of chunk (or tile) coordinates; empty when `x1 < x0` or `y1 < y0`. */
export interface ChunkRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A rectangle in layer-local pixels. */
export interface PixelRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The chunks a view rectangle touches, clamped to the layer's `chunksX` x `chunksY` chunks of
 * `chunkWidthPx` x `chunkHeightPx` pixels (a composite's chunks, on an orthogonal map; a tile
 * layer finds its chunks on any grid by `BoardGeometry.cellsIn`).
 */
export function visibleChunks(
  view: PixelRect,
  chunkWidthPx: number,
  chunkHeightPx: number,
  chunksX: number,
  chunksY: number,
): ChunkRect {
  const x0 = Math.max(0, Math.floor(view.left / chunkWidthPx));
  const y0 = Math.max(0, Math.floor(view.top / chunkHeightPx));
  const x1 = Math.min(chunksX - 1, Math.floor(view.right / chunkWidthPx));
  const y1 = Math.min(chunksY - 1, Math.floor(view.bottom / chunkHeightPx));
  return { x0, y0, x1, y1 };
}

/** True when the rectangle holds no cell. */
export function isEmptyRect(rect: ChunkRect): boolean {
  return rect.x1 < rect.x0 || rect.y1 < rect.y0;
}

/** True when `inner` lies within `outer` (an empty inner lies in anything). */
export function rectContains(outer: ChunkRect, inner: ChunkRect): boolean {
  if (isEmptyRect(inner)) return true;
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}
