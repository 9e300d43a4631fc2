/**
 * Where a board's cells are in world pixels, on any of Tiled's four grids: the one projection
 * (`mapProjection`, src/tiled) that drawing, hit-testing, markers, the path preview and the camera
 * all go through. World pixels are the projection's screen pixels moved so that the bounding box of
 * every cell's outline starts at (0, 0); on an orthogonal map that puts level cell (0, 0)'s
 * top-left corner there, as before the other grids were drawn.
 */
import { mapProjection, type Point, type TileProjection } from '../tiled/projection';
import type { GridShape, Orientation, Tileset } from '../tiled/types';
import type { ChunkRect, PixelRect } from './chunkRange';

/** A rectangle of cells, or a board's size in world pixels. */
interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The cells of a `columns` x `rows` rectangle whose cell (0, 0) is map tile (`originX`,
 * `originY`), placed in world pixels by `projection` moved by (`shiftX`, `shiftY`).
 */
export class BoardGeometry {
  /**
   * The world size of the bounding box of every cell's outline, and on a board the room above it
   * that tall tile images reach into (`reachAbove`): what the camera frames.
   */
  readonly width: number;
  readonly height: number;
  /** The world pixel of the top-left of that box (0, 0 for a board; not for its layers). */
  readonly left: number;
  readonly top: number;
  /** The outline of a cell relative to its centre (every cell of a grid has the same shape). */
  private readonly shape: readonly Point[];

  private constructor(
    readonly projection: TileProjection,
    readonly originX: number,
    readonly originY: number,
    readonly columns: number,
    readonly rows: number,
    private readonly shiftX: number,
    private readonly shiftY: number,
    above = 0,
  ) {
    const box = outlineBox(projection, originX, originY, columns, rows);
    this.left = box.left + shiftX;
    this.top = box.top + shiftY - above;
    this.width = box.right - box.left;
    this.height = box.bottom - box.top + above;
    const centre = projection.tileCentre(originX, originY);
    this.shape = projection
      .tileOutline(originX, originY)
      .map((p) => ({ x: p.x - centre.x, y: p.y - centre.y }));
  }

  /**
   * The board of a level: `size` cells from map tile (`originX`, `originY`), its box at world
   * (0, 0), or `above` pixels lower, to leave room for tile images taller than the grid (see
   * `reachAbove`).
   */
  static ofLevel(
    map: GridShape & { readonly savedHeight: number },
    originX: number,
    originY: number,
    size: Size,
    above = 0,
  ): BoardGeometry {
    const projection = mapProjection(map);
    const box = outlineBox(projection, originX, originY, size.width, size.height);
    const { width, height } = size;
    return new BoardGeometry(projection, originX, originY, width, height, -box.left, above - box.top, above);
  }

  /** Another rectangle of the same map in the same world pixels (a tile layer of an infinite map). */
  part(originX: number, originY: number, size: Size): BoardGeometry {
    return new BoardGeometry(
      this.projection,
      originX,
      originY,
      size.width,
      size.height,
      this.shiftX,
      this.shiftY,
    );
  }

  get orientation(): Orientation {
    return this.projection.shape.orientation;
  }

  /** The map's tile size: a cell's width and height as Tiled's grid has it. */
  get tileWidth(): number {
    return this.projection.shape.tileWidth;
  }

  get tileHeight(): number {
    return this.projection.shape.tileHeight;
  }

  /** A point of the projection (Tiled's screen pixels of the whole map) in world pixels. */
  projectionToWorld(x: number, y: number): Point {
    return { x: x + this.shiftX, y: y + this.shiftY };
  }

  /** The world pixel at the centre of cell (x, y). */
  centre(x: number, y: number): Point {
    const c = this.projection.tileCentre(x + this.originX, y + this.originY);
    return { x: c.x + this.shiftX, y: c.y + this.shiftY };
  }

  /** The corners of cell (x, y)'s drawn outline in world pixels, clockwise: a rectangle, a diamond or a hexagon. */
  outline(x: number, y: number): Point[] {
    return this.projection
      .tileOutline(x + this.originX, y + this.originY)
      .map((p) => ({ x: p.x + this.shiftX, y: p.y + this.shiftY }));
  }

  /**
   * A cell's outline around its centre, each corner moved `inset` pixels toward the centre along
   * x and along y (out, for a negative inset): a rectangle's sides move in by exactly `inset`. For
   * frames and fills that leave the grid's lines showing.
   */
  shapeAround(inset = 0): Point[] {
    const toward = (v: number) => (v === 0 ? 0 : Math.sign(v) * Math.max(0, Math.abs(v) - inset));
    return this.shape.map((p) => ({ x: toward(p.x), y: toward(p.y) }));
  }

  /** The cell whose drawn outline holds world pixel (x, y) (it may be outside the board). */
  cellAt(x: number, y: number): Point {
    const tile = this.projection.tileAt(x - this.shiftX, y - this.shiftY);
    return { x: tile.x - this.originX, y: tile.y - this.originY };
  }

  /**
   * Where a tile image's bottom-left corner goes for cell (x, y): the bottom-left of the cell's
   * box, as Tiled anchors tile images on every grid (an image taller than the cell reaches up).
   */
  imageAnchor(x: number, y: number): Point {
    const c = this.centre(x, y);
    return { x: c.x - this.tileWidth / 2, y: c.y + this.tileHeight / 2 };
  }

  /**
   * The cells a world rectangle may show, clamped to the board (empty when it shows none): every
   * cell whose outline meets the rectangle is in it (a few more on the grids that are not
   * orthogonal, whose cells a screen rectangle cuts on a slant).
   */
  cellsIn(view: PixelRect): ChunkRect {
    const corners = [
      this.cellAt(view.left, view.top),
      this.cellAt(view.right, view.top),
      this.cellAt(view.left, view.bottom),
      this.cellAt(view.right, view.bottom),
    ];
    // A slanted grid's row or column reaches across a corner cell: one more cell round them.
    const pad = this.orientation === 'orthogonal' ? 0 : 1;
    let x0 = Number.POSITIVE_INFINITY;
    let y0 = Number.POSITIVE_INFINITY;
    let x1 = Number.NEGATIVE_INFINITY;
    let y1 = Number.NEGATIVE_INFINITY;
    for (const c of corners) {
      x0 = Math.min(x0, c.x);
      y0 = Math.min(y0, c.y);
      x1 = Math.max(x1, c.x);
      y1 = Math.max(y1, c.y);
    }
    return {
      x0: Math.max(0, x0 - pad),
      y0: Math.max(0, y0 - pad),
      x1: Math.min(this.columns - 1, x1 + pad),
      y1: Math.min(this.rows - 1, y1 + pad),
    };
  }

  /**
   * The order Tiled draws cells in, as a rank per cell (smaller first): isometric maps row by row
   * of the screen (cells with the same x + y), left to right; staggered and hexagonal maps with a
   * stagger axis of x draw each row's raised columns before its lowered ones; the rest row by row.
   */
  drawRank(x: number, y: number): number {
    const n = this.columns;
    if (this.orientation === 'isometric') return (x + y) * n + x;
    if (this.orientation !== 'orthogonal' && this.projection.shape.staggerAxis === 'x') {
      const lowered = this.centre(x, y).y > this.centre(x === 0 ? 1 : x - 1, y).y ? 1 : 0;
      return (y * 2 + lowered) * n + x;
    }
    return y * n + x;
  }
}

/**
 * How far tile images of a map's tilesets may reach above their cell's box (pixels; 0 when none
 * is taller than the grid): an isometric wall block stands half a diamond or more over its cell,
 * and See all should show the top row's whole. Taken from the tilesets, whether or not a layer
 * uses the tall tiles: a few pixels of room at most too many.
 */
export function reachAbove(map: {
  readonly tileHeight: number;
  readonly tilesets: readonly Tileset[];
}): number {
  let reach = 0;
  for (const tileset of map.tilesets) {
    let tallest = tileset.tileHeight;
    for (const tile of tileset.tiles.values()) tallest = Math.max(tallest, tile.image?.height ?? 0);
    reach = Math.max(reach, tallest - map.tileHeight - tileset.tileOffsetY);
  }
  return reach;
}

/** The bounding box, in projection pixels, of the outlines of a rectangle of cells. */
function outlineBox(
  projection: TileProjection,
  originX: number,
  originY: number,
  columns: number,
  rows: number,
): PixelRect {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  const take = (x: number, y: number) => {
    for (const p of projection.tileOutline(originX + x, originY + y)) {
      left = Math.min(left, p.x);
      top = Math.min(top, p.y);
      right = Math.max(right, p.x);
      bottom = Math.max(bottom, p.y);
    }
  };
  if (columns <= 0 || rows <= 0) return { left: 0, top: 0, right: 0, bottom: 0 };
  // The box's edges are reached by cells on the rectangle's rim (the two outermost rows and columns,
  // for the grids that shift every other one): a huge board needs no pass over every cell.
  for (let x = 0; x < columns; x++) {
    for (const y of rimOf(rows)) take(x, y);
  }
  for (let y = 0; y < rows; y++) {
    for (const x of rimOf(columns)) take(x, y);
  }
  return { left, top, right, bottom };
}

/** The two first and two last of `count` indices (fewer when there are fewer). */
function rimOf(count: number): number[] {
  return [...new Set([0, 1, count - 2, count - 1])].filter((i) => i >= 0 && i < count);
}
