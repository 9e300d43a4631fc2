/**
 * Which cells of a composite chunk are drawn on top of it rather than baked in. An animated tile
 * changes, so it cannot be baked; the tiles of higher layers at its cell must stay above it, so
 * they leave the bake too. Such a cell's stack, from its lowest animated tile up, is drawn by a
 * small tilemap over the composite: order and transparency stay as the layers drew them.
 */
import type { ChunkRect } from './chunkRange';

/**
 * For each cell of `cells` (an inclusive rectangle of cells) where some layer holds an animated
 * tile, the index of the lowest such layer: that layer and those above it draw the cell in the
 * overlay. `layers` are the group's gids, bottom first, all `width` cells wide.
 */
export function overlayCells(
  layers: readonly ArrayLike<number>[],
  width: number,
  cells: ChunkRect,
  isAnimated: (gid: number) => boolean,
): Map<number, number> {
  const from = new Map<number, number>();
  for (let y = cells.y0; y <= cells.y1; y++) {
    for (let x = cells.x0; x <= cells.x1; x++) {
      const cell = y * width + x;
      const k = layers.findIndex((gids) => gids[cell] !== 0 && isAnimated(gids[cell]));
      if (k >= 0) from.set(cell, k);
    }
  }
  return from;
}

/** True when layer `k`'s tile at `cell` is baked into the composite (not drawn by the overlay). */
export function isBaked(overlay: ReadonlyMap<number, number>, cell: number, k: number): boolean {
  const from = overlay.get(cell);
  return from === undefined || k < from;
}
