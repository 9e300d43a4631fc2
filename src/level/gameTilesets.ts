/**
 * The game's own tilesets in levels/ and the grid each is drawn for (docs/tileset.md). They hold
 * the same tile ids, so a drawing is written alike on each grid (`drawingToTmj`); only its tileset
 * differs: square tiles 32 x 32 (maze-cat.tsj), pointy-top hexagons 32 x 32 with vertical sides of
 * 16 (hex.tsj), and diamonds 32 x 16 whose images stand 32 high (iso.tsj).
 */
import { orthogonalShape } from '../tiled/gridShape';
import type { GridShape } from '../tiled/types';

const SQUARE: GridShape = orthogonalShape(32, 32);

/** Each tileset's file name in levels/ and the grid its art fits. */
export const GAME_TILESETS = {
  square: { file: 'maze-cat.tsj', grid: SQUARE },
  hexagon: { file: 'hex.tsj', grid: { ...SQUARE, orientation: 'hexagonal', hexSideLength: 16 } },
  diamond: { file: 'iso.tsj', grid: { ...SQUARE, orientation: 'isometric', tileHeight: 16 } },
} as const satisfies Record<string, { file: string; grid: GridShape }>;

/** The hex board the shipped hex levels are drawn on: every odd row shifted half a tile right. */
export const HEX_GRID: GridShape = GAME_TILESETS.hexagon.grid;
/** The isometric board of the shipped isometric levels. */
export const ISO_GRID: GridShape = GAME_TILESETS.diamond.grid;

/**
 * The file name of the game's tileset whose art fits `grid`: hex.tsj for hexagons of its size and
 * stagger axis (either index), iso.tsj for diamonds of its size, else the square maze-cat.tsj.
 */
export function gameTilesetFor(grid: GridShape | undefined): string {
  if (grid === undefined) return GAME_TILESETS.square.file;
  const sized = (other: GridShape) =>
    grid.orientation === other.orientation &&
    grid.tileWidth === other.tileWidth &&
    grid.tileHeight === other.tileHeight;
  const { hexagon, diamond, square } = GAME_TILESETS;
  if (sized(hexagon.grid) && grid.hexSideLength === hexagon.grid.hexSideLength && grid.staggerAxis === 'y')
    return hexagon.file;
  return sized(diamond.grid) ? diamond.file : square.file;
}
