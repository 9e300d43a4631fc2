import { pickTile, TERRAIN_TILES } from '../tmjWriter';
import { deletePiece, type EditPiece, listPieces } from './editPieces';
import { dataOf, type MapDoc, mapHeight, mapWidth, tileLayers } from './mapDoc';
import type { PaintContext } from './terrain';

/**
 * Makes the map `width` x `height` tiles, keeping its top-left corner: every tile layer is cut or
 * grown (new ground is floor, new cells of other layers empty), and the pieces left outside are
 * removed. Objects that are not pieces keep their places.
 */
export function resizeMap(doc: MapDoc, ctx: PaintContext, width: number, height: number): void {
  const oldWidth = mapWidth(doc);
  const oldHeight = mapHeight(doc);
  if (width === oldWidth && height === oldHeight) return;
  for (const layer of tileLayers(doc)) {
    const old = dataOf(layer);
    const data = new Array<number>(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const inside = x < oldWidth && y < oldHeight;
        data[y * width + x] = inside
          ? old[y * oldWidth + x]
          : layer.id === ctx.ground
            ? ctx.firstGid + pickTile(TERRAIN_TILES.floor, x, y)
            : 0;
      }
    }
    layer.data = data;
    layer.width = width;
    layer.height = height;
  }
  doc.width = width;
  doc.height = height;
  for (const piece of piecesOutside(doc, width, height)) deletePiece(doc, piece.objectId);
}

/** The pieces a resize to `width` x `height` removes: those on, or patrolling through, a cut tile. */
export function piecesOutside(doc: MapDoc, width: number, height: number): EditPiece[] {
  return listPieces(doc).filter((piece) =>
    (piece.route ?? [piece]).some((c) => c.x >= width || c.y >= height),
  );
}
