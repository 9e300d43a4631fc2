import type { GridShape } from '../../tiled/types';
import { drawingToTmj, SQUARE_GRID } from '../tmjWriter';

/** The size a new level starts at. */
export const NEW_WIDTH = 10;
export const NEW_HEIGHT = 8;

/**
 * The grids a new level can be drawn on (docs/editor.md), each at the size of the game's tileset
 * for it (docs/tileset.md): square tiles, diamonds (isometric, twice as wide as high), hexagons
 * (pointed tops, every odd row shifted half a tile right) and staggered diamonds (rows of
 * diamonds, every odd row shifted).
 */
export const NEW_GRIDS = {
  square: SQUARE_GRID,
  isometric: { ...SQUARE_GRID, orientation: 'isometric', tileHeight: 16 },
  hexagonal: { ...SQUARE_GRID, orientation: 'hexagonal', hexSideLength: 16 },
  staggered: { ...SQUARE_GRID, orientation: 'staggered', tileHeight: 16 },
} as const satisfies Record<string, GridShape>;

/** The name of a grid a new level can be drawn on. */
export type NewGrid = keyof typeof NEW_GRIDS;

/**
 * The Tiled map of a new level: `width` x `height` tiles of floor walled all round on `grid`,
 * written as the shipped levels are (a ground, a walls and an entities layer, the game's tileset
 * beside it).
 */
export function newMapText(width = NEW_WIDTH, height = NEW_HEIGHT, grid: NewGrid = 'square'): string {
  const edge = '#'.repeat(width);
  const inside = `#${'.'.repeat(width - 2)}#`;
  const rows = [edge, ...Array.from({ length: height - 2 }, () => inside), edge];
  return JSON.stringify(drawingToTmj({ title: 'My level', intro: '', rows, grid: NEW_GRIDS[grid] }, null));
}
