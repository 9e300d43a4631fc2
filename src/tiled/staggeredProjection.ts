/**
 * Tiled's staggered and hexagonal grids (its HexagonalRenderer; a staggered map is a hexagonal one
 * whose hexagons have sides of length 0, which makes them diamonds). Every other column (stagger
 * axis x) or row (stagger axis y) is shifted by half a tile: the odd ones or the even ones, as the
 * stagger index says. Object pixels are screen pixels.
 *
 * The sizes are whole pixels, as Tiled 1.8 computes them. It first rounds the tile's width and
 * height down to even numbers. With a stagger axis of y, the hexagon's vertical sides are
 * `hexSideLength` long (`sideLengthY`), the slanted edges rise `sideOffsetY` = (height -
 * sideLengthY) / 2 rounded down, and rows are `rowHeight` = sideOffsetY + sideLengthY apart; the
 * two halves of the width, `columnWidth`, are width / 2. A stagger axis of x swaps the roles of x
 * and y. When (height - sideLengthY) is odd, Tiled 1.8 draws the hexagon a pixel taller than the
 * rows leave room for (later Tiled versions do not); the outline here is the one that fits the rows,
 * `rowHeight + sideOffsetY` high, so that the outlines tile the plane and every point is on one tile.
 */
import type { Point, TileProjection } from './projection';
import type { GridShape } from './types';

/** Tiled's whole-pixel measures of a staggered or hexagonal grid (see the module comment). */
export interface StaggeredLayout {
  readonly staggerX: boolean;
  readonly staggerEven: boolean;
  readonly sideLengthX: number;
  readonly sideLengthY: number;
  readonly sideOffsetX: number;
  readonly sideOffsetY: number;
  readonly columnWidth: number;
  readonly rowHeight: number;
  /** The map's tile size rounded down to even numbers: what Tiled places tiles and hit-tests by. */
  readonly tileWidth: number;
  readonly tileHeight: number;
  /** The outline's width and height: `tileWidth` and `tileHeight`, or one less where halving lost a pixel. */
  readonly outlineWidth: number;
  readonly outlineHeight: number;
}

/** Tiled's measures of the grid (its RenderParams), in whole pixels. */
export function staggeredLayout(shape: GridShape): StaggeredLayout {
  const staggerX = shape.staggerAxis === 'x';
  const side = shape.orientation === 'hexagonal' ? shape.hexSideLength : 0;
  const sideLengthX = staggerX ? side : 0;
  const sideLengthY = staggerX ? 0 : side;
  const tileWidth = shape.tileWidth & ~1;
  const tileHeight = shape.tileHeight & ~1;
  // C++ integer division: toward zero.
  const sideOffsetX = Math.trunc((tileWidth - sideLengthX) / 2);
  const sideOffsetY = Math.trunc((tileHeight - sideLengthY) / 2);
  const columnWidth = sideOffsetX + sideLengthX;
  const rowHeight = sideOffsetY + sideLengthY;
  return {
    staggerX,
    staggerEven: shape.staggerIndex === 'even',
    sideLengthX,
    sideLengthY,
    sideOffsetX,
    sideOffsetY,
    columnWidth,
    rowHeight,
    tileWidth,
    tileHeight,
    outlineWidth: columnWidth + sideOffsetX,
    outlineHeight: rowHeight + sideOffsetY,
  };
}

/** Whether column or row `index` along the stagger axis is the shifted one (negative ones too). */
function shifted(layout: StaggeredLayout, index: number): boolean {
  return ((index & 1) === 1) !== layout.staggerEven;
}

/** The top-left corner of the tile's bounding box on screen. */
function tileCorner(layout: StaggeredLayout, x: number, y: number): Point {
  const L = layout;
  if (L.staggerX) {
    return {
      x: x * L.columnWidth,
      y: y * (L.tileHeight + L.sideLengthY) + (shifted(L, x) ? L.rowHeight : 0),
    };
  }
  return { x: x * (L.tileWidth + L.sideLengthX) + (shifted(L, y) ? L.columnWidth : 0), y: y * L.rowHeight };
}

/** The tile outline's corners, clockwise from the lower end of its left side, repeated corners dropped. */
function outline(layout: StaggeredLayout, x: number, y: number): Point[] {
  const L = layout;
  const at = tileCorner(L, x, y);
  const corners = [
    [0, L.rowHeight],
    [0, L.sideOffsetY],
    [L.sideOffsetX, 0],
    [L.columnWidth, 0],
    [L.outlineWidth, L.sideOffsetY],
    [L.outlineWidth, L.rowHeight],
    [L.columnWidth, L.outlineHeight],
    [L.sideOffsetX, L.outlineHeight],
  ];
  const out: Point[] = [];
  for (const [dx, dy] of corners) {
    const last = out[out.length - 1];
    if (!last || last.x !== at.x + dx || last.y !== at.y + dy) out.push({ x: at.x + dx, y: at.y + dy });
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first.x === last.x && first.y === last.y) out.pop();
  return out;
}

/** Inside or on the edge of a convex outline whose corners go clockwise on screen. */
function holds(corners: readonly Point[], px: number, py: number): boolean {
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i];
    const b = corners[(i + 1) % corners.length];
    if ((b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x) < 0) return false;
  }
  return true;
}

/**
 * Tiled's own hit test: the grid is cut into squares of two columns by two rows; of the four tiles
 * whose centres fall on such a square, the one with the nearest centre. Near an edge of a hexagon
 * that is not regular, or of any diamond, the nearest centre can be the neighbour's: `tileAt`
 * starts here and then checks the outlines.
 */
function nearestCentre(layout: StaggeredLayout, px: number, py: number): Point {
  const L = layout;
  let x = px;
  let y = py;
  if (L.staggerX) x -= L.staggerEven ? L.tileWidth : L.sideOffsetX;
  else y -= L.staggerEven ? L.tileHeight : L.sideOffsetY;
  const refX = Math.floor(x / (L.columnWidth * 2));
  const refY = Math.floor(y / (L.rowHeight * 2));
  const relX = x - refX * L.columnWidth * 2;
  const relY = y - refY * L.rowHeight * 2;
  // The four centres on the square, and the step from the square's reference tile to each.
  let centres: readonly (readonly [number, number, number, number])[];
  let baseX = refX;
  let baseY = refY;
  if (L.staggerX) {
    baseX = refX * 2 + (L.staggerEven ? 1 : 0);
    const left = Math.trunc(L.sideLengthX / 2);
    const cx = left + L.columnWidth;
    const cy = Math.trunc(L.tileHeight / 2);
    centres = [
      [left, cy, 0, 0],
      [cx, cy - L.rowHeight, 1, -1],
      [cx, cy + L.rowHeight, 1, 0],
      [cx + L.columnWidth, cy, 2, 0],
    ];
  } else {
    baseY = refY * 2 + (L.staggerEven ? 1 : 0);
    const top = Math.trunc(L.sideLengthY / 2);
    const cx = Math.trunc(L.tileWidth / 2);
    const cy = top + L.rowHeight;
    centres = [
      [cx, top, 0, 0],
      [cx - L.columnWidth, cy, -1, 1],
      [cx + L.columnWidth, cy, 0, 1],
      [cx, cy + L.rowHeight, 0, 2],
    ];
  }
  let best = centres[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const centre of centres) {
    const distance = (centre[0] - relX) ** 2 + (centre[1] - relY) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = centre;
    }
  }
  return { x: baseX + best[2], y: baseY + best[3] };
}

/** The projection of a staggered or hexagonal map (see `TileProjection`). */
export function staggeredProjection(shape: GridShape): TileProjection {
  const layout = staggeredLayout(shape);
  const same = (x: number, y: number): Point => ({ x, y });
  return {
    shape,
    tileCentre: (x, y) => {
      const corner = tileCorner(layout, x, y);
      return { x: corner.x + layout.outlineWidth / 2, y: corner.y + layout.outlineHeight / 2 };
    },
    tileOutline: (x, y) => outline(layout, x, y),
    tileAt: (px, py) => {
      const guess = nearestCentre(layout, px, py);
      if (holds(outline(layout, guess.x, guess.y), px, py)) return guess;
      // Outlines tile the plane, so a neighbour of the nearest centre's tile holds the point.
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = guess.x + dx;
          const y = guess.y + dy;
          if ((dx !== 0 || dy !== 0) && holds(outline(layout, x, y), px, py)) return { x, y };
        }
      }
      return guess;
    },
    pixelToScreen: same,
    screenToPixel: same,
  };
}
