import { orthogonalShape } from '../tiled/gridShape';
import type { GridShape, Orientation } from '../tiled/types';

/**
 * The grid a level made in code (`maze-cat generate`) is written on for each of Tiled's
 * orientations, and the game's tileset drawn for it (docs/tileset.md): square tiles of 32 pixels
 * with levels/maze-cat.tsj; pointy-top hexagons of 32 x 32 with sides of 16, odd rows shifted,
 * with levels/hex.tsj; diamonds of 32 x 16 with levels/iso.tsj, on an isometric map or a staggered
 * one (odd rows shifted). The three tilesets hold the same tiles at the same ids.
 */
export const TILESET_GRIDS: Readonly<
  Record<Orientation, { readonly shape: GridShape; readonly tileset: string }>
> = {
  orthogonal: { shape: orthogonalShape(32, 32), tileset: 'maze-cat.tsj' },
  hexagonal: {
    shape: {
      orientation: 'hexagonal',
      tileWidth: 32,
      tileHeight: 32,
      staggerAxis: 'y',
      staggerIndex: 'odd',
      hexSideLength: 16,
    },
    tileset: 'hex.tsj',
  },
  isometric: { shape: { ...orthogonalShape(32, 16), orientation: 'isometric' }, tileset: 'iso.tsj' },
  staggered: { shape: { ...orthogonalShape(32, 16), orientation: 'staggered' }, tileset: 'iso.tsj' },
};
