/**
 * How many tiles an atlas image holds, counted as Tiled counts them: one margin is taken off (Tiled
 * subtracts the margin once, not on both sides), every tile but the last has the spacing after it,
 * and pixels that do not make a whole tile at the right or the bottom belong to no tile.
 */
export function atlasGrid(
  image: { readonly width: number; readonly height: number },
  tileset: {
    readonly tileWidth: number;
    readonly tileHeight: number;
    readonly margin: number;
    readonly spacing: number;
  },
): { columns: number; rows: number } {
  const { tileWidth, tileHeight, margin, spacing } = tileset;
  const count = (size: number, tile: number) =>
    tile > 0 ? Math.max(0, Math.floor((size - margin + spacing) / (tile + spacing))) : 0;
  return { columns: count(image.width, tileWidth), rows: count(image.height, tileHeight) };
}
