/**
 * Where the editor's board draws a map's tiles on its canvas (CSS px from the canvas's top-left), on
 * any of Tiled's four grids: the board's geometry (boardGeometry.ts, the play view's projection)
 * scaled and placed. `cell` is a tile's width on screen. On a square (orthogonal) grid every tile is
 * drawn as a square of `cell`, whatever the map's tile height, as the editor always has; on the
 * other grids the map keeps its shape (a diamond twice as wide as high stays so), and the room
 * above the top row that tall tile images (an isometric wall block) reach into is part of the board.
 * Pure: the board writes it into its canvas's data attributes and an e2e test reads it back from
 * them (`fromDataset`) to find a tile's point.
 */
import type { Point } from '../tiled/projection';
import type { GridShape } from '../tiled/types';
import { BoardGeometry } from './boardGeometry';

/** A rectangle on the canvas, CSS px. */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The size of the game's tileset pictures' tiles (levels/maze-cat.png, hex.png, iso.png). */
export const ATLAS_TILE = 32;

/** The size a tile's smaller side is drawn at when zoomed in all the way, CSS px. */
const FINGERTIP_TILE = 64;

/** The smallest a tile is drawn, CSS px, however big the map. */
const SMALLEST_CELL = 4;

export class EditorLayout {
  readonly geometry: BoardGeometry;
  /** CSS px per world pixel across and down. */
  private readonly scaleX: number;
  private readonly scaleY: number;

  constructor(
    readonly shape: GridShape,
    readonly columns: number,
    readonly rows: number,
    readonly cell: number,
    readonly originX: number,
    readonly originY: number,
  ) {
    this.geometry = boardGeometry(shape, columns, rows);
    this.scaleX = cell / shape.tileWidth;
    this.scaleY = cell / (squares(shape) ? shape.tileHeight : shape.tileWidth);
  }

  /**
   * The tile width at which the whole map fits `box` (whole pixels, for crisp square tiles), at
   * `zoom` times that.
   */
  static fitCell(shape: GridShape, columns: number, rows: number, box: Size, zoom: number): number {
    const units = unitSize(shape, columns, rows);
    const fit = Math.floor(Math.min(box.width / units.width, box.height / units.height));
    return Math.max(SMALLEST_CELL, fit) * zoom;
  }

  /**
   * The largest `cell` zooming in goes to: a tile's smaller side (a diamond's height) at
   * FINGERTIP_TILE, bigger than a fingertip and no more.
   */
  static largestCell(shape: GridShape): number {
    if (squares(shape)) return FINGERTIP_TILE;
    return (FINGERTIP_TILE * shape.tileWidth) / Math.min(shape.tileWidth, shape.tileHeight);
  }

  /** The map's drawn size (its board, with the room above on the grids that have it), CSS px. */
  static mapSize(shape: GridShape, columns: number, rows: number, cell: number): Size {
    const units = unitSize(shape, columns, rows);
    return { width: units.width * cell, height: units.height * cell };
  }

  /** The layout a board wrote into its canvas's data attributes (see `dataset`). */
  static fromDataset(data: Readonly<Record<string, string | undefined>>): EditorLayout {
    const shape = JSON.parse(data.grid ?? 'null') as GridShape | null;
    if (!shape || !data.cell) throw new Error('the editor board is not drawn');
    return new EditorLayout(
      shape,
      Number(data.columns),
      Number(data.rows),
      Number(data.cell),
      Number(data.ox),
      Number(data.oy),
    );
  }

  /** The layout as data attributes: what `fromDataset` reads back. */
  dataset(): Record<string, string> {
    return {
      grid: JSON.stringify(this.shape),
      columns: String(this.columns),
      rows: String(this.rows),
      cell: String(this.cell),
      ox: String(this.originX),
      oy: String(this.originY),
    };
  }

  /** Whether the grid is square (each tile a square of `cell`, the picture painted tile by tile). */
  get square(): boolean {
    return squares(this.shape);
  }

  /** The canvas point at the centre of tile (x, y). */
  centre(x: number, y: number): Point {
    return this.toScreen(this.geometry.centre(x, y));
  }

  /** The corners of tile (x, y)'s outline on the canvas, clockwise; `inset` CSS px moves them in. */
  outline(x: number, y: number, inset = 0): Point[] {
    const centre = this.centre(x, y);
    return this.geometry.outline(x, y).map((p) => insetToward(this.toScreen(p), centre, inset));
  }

  /** The tile (perhaps off the map) whose outline holds a canvas point. */
  cellAt(x: number, y: number): Point {
    return this.geometry.cellAt((x - this.originX) / this.scaleX, (y - this.originY) / this.scaleY);
  }

  /** Whether tile (x, y) is on the map. */
  holds(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.columns && y < this.rows;
  }

  /**
   * Where a tileset picture's tile goes for tile (x, y): on a square grid the tile's square; on the
   * others the picture's tile at its own size, its bottom-left at the bottom-left of the tile's
   * box, as Tiled draws it (taller than the tile, it reaches up).
   */
  imageBox(x: number, y: number): ScreenBox {
    if (this.square) {
      const c = this.centre(x, y);
      return { left: c.x - this.cell / 2, top: c.y - this.cell / 2, width: this.cell, height: this.cell };
    }
    const anchor = this.toScreen(this.geometry.imageAnchor(x, y));
    const width = ATLAS_TILE * this.scaleX;
    const height = ATLAS_TILE * this.scaleY;
    return { left: anchor.x, top: anchor.y - height, width, height };
  }

  /** The bounding box of tile (x, y)'s outline on the canvas. */
  tileBox(x: number, y: number): ScreenBox {
    const corners = this.outline(x, y);
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
  }

  /**
   * The tiles a canvas rectangle may show, clamped to the map, in the order Tiled draws them (on
   * the grids whose tiles overlap, the ones in front last).
   */
  tilesIn(box: ScreenBox): Point[] {
    const s = this.geometry;
    const from = { x: (box.left - this.originX) / this.scaleX, y: (box.top - this.originY) / this.scaleY };
    const to = {
      x: (box.left + box.width - this.originX) / this.scaleX,
      // Tall images of the rows below reach up into the box.
      y: (box.top + box.height - this.originY) / this.scaleY + ATLAS_TILE,
    };
    const range = s.cellsIn({ left: from.x, top: from.y, right: to.x, bottom: to.y });
    const tiles: Point[] = [];
    for (let y = range.y0; y <= range.y1; y++)
      for (let x = range.x0; x <= range.x1; x++) tiles.push({ x, y });
    return this.square ? tiles : tiles.sort((a, b) => s.drawRank(a.x, a.y) - s.drawRank(b.x, b.y));
  }

  private toScreen(p: Point): Point {
    return { x: this.originX + p.x * this.scaleX, y: this.originY + p.y * this.scaleY };
  }
}

interface Size {
  readonly width: number;
  readonly height: number;
}

const squares = (shape: GridShape): boolean => shape.orientation === 'orthogonal';

/**
 * The room tall tile images need above the top row, world px: the tileset pictures' tiles are
 * ATLAS_TILE high, drawn at their size over tiles that may be lower (an isometric diamond).
 */
const roomAbove = (shape: GridShape): number =>
  squares(shape) ? 0 : Math.max(0, ATLAS_TILE - shape.tileHeight);

function boardGeometry(shape: GridShape, columns: number, rows: number): BoardGeometry {
  const size = { width: columns, height: rows };
  return BoardGeometry.ofLevel({ ...shape, savedHeight: rows }, 0, 0, size, roomAbove(shape));
}

/** The map's drawn size in tile widths (on a square grid, in tiles down too). */
function unitSize(shape: GridShape, columns: number, rows: number): Size {
  const g = boardGeometry(shape, columns, rows);
  return {
    width: g.width / shape.tileWidth,
    height: g.height / (squares(shape) ? shape.tileHeight : shape.tileWidth),
  };
}

/** A corner moved `inset` px toward a centre along x and along y (so a square's sides move in by it). */
function insetToward(p: Point, centre: Point, inset: number): Point {
  const toward = (v: number, c: number) => {
    const d = v - c;
    return d === 0 ? v : c + Math.sign(d) * Math.max(0, Math.abs(d) - inset);
  };
  return { x: toward(p.x, centre.x), y: toward(p.y, centre.y) };
}
