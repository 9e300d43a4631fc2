/**
 * A map's grid settings: orientation, tile size and, for staggered and hexagonal maps, the stagger
 * axis, stagger index and hexagon side length, with Tiled's defaults. Settings that would draw
 * tiles of no size or overlapping ones are refused where they are set.
 */
import type { JsonNode } from './jsonNode';
import { staggeredLayout } from './staggeredProjection';
import type { GridShape, Orientation, StaggerAxis, StaggerIndex } from './types';

const ORIENTATIONS: readonly Orientation[] = ['orthogonal', 'isometric', 'staggered', 'hexagonal'];

function oneOf<T extends string>(root: JsonNode, key: string, allowed: readonly T[], fallback: T): T {
  const value = root.string(key, fallback);
  const found = allowed.find((a) => a === value);
  if (found === undefined) {
    root.fail(
      `unknown ${key} "${value}" (expected ${allowed.join(', ').replace(/, (\w+)$/, ' or $1')})`,
      key,
    );
  }
  return found;
}

/** Reads and checks the grid settings of a map document. */
export function readGridShape(root: JsonNode): GridShape {
  const orientation = oneOf(root, 'orientation', ORIENTATIONS, 'orthogonal');
  const tileWidth = root.count('tilewidth');
  const tileHeight = root.count('tileheight');
  // A zero tile size puts every object at tile Infinity (pixels / 0): refused where it is set.
  if (tileWidth === 0) root.fail('the tile width must be at least 1 pixel, found 0', 'tilewidth');
  if (tileHeight === 0) root.fail('the tile height must be at least 1 pixel, found 0', 'tileheight');
  const staggered = orientation === 'staggered' || orientation === 'hexagonal';
  const staggerAxis = staggered ? oneOf<StaggerAxis>(root, 'staggeraxis', ['x', 'y'], 'y') : 'y';
  const staggerIndex = staggered ? oneOf<StaggerIndex>(root, 'staggerindex', ['odd', 'even'], 'odd') : 'odd';
  const hexSideLength = orientation === 'hexagonal' ? root.count('hexsidelength', 0) : 0;
  const shape: GridShape = { orientation, tileWidth, tileHeight, staggerAxis, staggerIndex, hexSideLength };
  if (!staggered) return shape;
  const along = staggerAxis === 'x' ? 'width' : 'height';
  const size = staggerAxis === 'x' ? tileWidth : tileHeight;
  if (hexSideLength > size) {
    root.fail(
      `the hexagon side of ${hexSideLength} pixels is longer than the tile ${along} of ${size}; make it at most ${size} (Map > Map Properties > Hex Side Length)`,
      'hexsidelength',
    );
  }
  const layout = staggeredLayout(shape);
  if (layout.columnWidth < 1 || layout.rowHeight < 1) {
    root.fail(
      `tiles of ${tileWidth} x ${tileHeight} pixels are too small to stagger: each half of a tile must be at least 1 pixel`,
      layout.columnWidth < 1 ? 'tilewidth' : 'tileheight',
    );
  }
  return shape;
}

/** An orthogonal grid of `tileWidth` x `tileHeight` tiles, the stagger settings at Tiled's defaults. */
export function orthogonalShape(tileWidth: number, tileHeight: number): GridShape {
  return {
    orientation: 'orthogonal',
    tileWidth,
    tileHeight,
    staggerAxis: 'y',
    staggerIndex: 'odd',
    hexSideLength: 0,
  };
}
