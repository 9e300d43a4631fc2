/**
 * The map as the editor's board shows it (its tiles, then its pieces' markers), kept on a canvas of
 * its own between draws. A draw that changes only what lies over the map (the solver's route,
 * outlines, the cursor) repaints no tile, and an edit repaints only the tiles it changed: on a
 * 128 x 128 map with 4,000 pieces a whole picture is 20,000 drawImage calls (0.5 to 2 s of the
 * page's thread on a busy machine, and an edit asked for four of them), an edit's a handful. Only
 * the tiles in view are painted; a new view (zoom, pan, size, the tileset's picture loaded) paints
 * them all again. Each tile is a square of whole device pixels (a zoomed tile's size is rounded, tile
 * by tile), so tiles meet without sharing a pixel: a tile repainted alone is exactly what a whole
 * picture paints there. On the grids whose tile pictures overlap (diamonds, hexagons: their images
 * reach over their neighbours) an edit paints the view whole, in the order Tiled draws tiles.
 */
import type { EditPiece, MapDoc } from '../level/edit';
import { ATLAS_TILE, type EditorLayout, type ScreenBox } from './editorLayout';

/** Where the board shows the map: its tiles' places (CSS px), the box, device pixels per CSS px. */
export interface MapView {
  readonly layout: EditorLayout;
  readonly width: number;
  readonly height: number;
  readonly scale: number;
}

/** Columns of the game's tileset pictures (levels/maze-cat.png, hex.png, iso.png). */
const ATLAS_COLUMNS = 8;
const ATLAS_TILES = ATLAS_COLUMNS * 5;
const GID_MASK = 0x0fffffff;
const FLOOR_SHADE = '#1d1721';
/** Past this many changed tiles an edit paints the whole view (a fill, a resize, undo of a big edit). */
const MOST_TILES_ONE_BY_ONE = 512;

/** A tile's square on the board's canvas, in whole device pixels. */
export interface Square {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where tile (x, y)'s picture goes in `view`, in device pixels. A square's edges are rounded to
 * device pixels, where its neighbours' meet it. The share picture (src/app/share) places its tiles
 * by it too.
 */
export function squareOf(view: MapView, x: number, y: number): Square {
  const { layout, scale } = view;
  if (!layout.square) return scaled(layout.imageBox(x, y), scale);
  const { cell, originX, originY } = layout;
  const left = Math.round((originX + x * cell) * scale);
  const top = Math.round((originY + y * cell) * scale);
  return {
    left,
    top,
    width: Math.round((originX + (x + 1) * cell) * scale) - left,
    height: Math.round((originY + (y + 1) * cell) * scale) - top,
  };
}

/**
 * A box in device pixels, its edges rounded to whole pixels: drawn from a fraction of a pixel, a
 * picture's tile takes in a sliver of the tile above it in the tileset's picture.
 */
function scaled(box: ScreenBox, scale: number): Square {
  const left = Math.round(box.left * scale);
  const top = Math.round(box.top * scale);
  return {
    left,
    top,
    width: Math.round((box.left + box.width) * scale) - left,
    height: Math.round((box.top + box.height) * scale) - top,
  };
}

/** Draws tile `id` of the tileset picture on a square (`g` drawing in device pixels). */
export function drawTile(g: CanvasRenderingContext2D, atlas: HTMLImageElement, id: number, at: Square): void {
  if (id < 0 || id >= ATLAS_TILES || !atlas.complete || atlas.naturalWidth === 0) return;
  const sx = (id % ATLAS_COLUMNS) * ATLAS_TILE;
  const sy = Math.floor(id / ATLAS_COLUMNS) * ATLAS_TILE;
  g.drawImage(atlas, sx, sy, ATLAS_TILE, ATLAS_TILE, at.left, at.top, at.width, at.height);
}

/** A piece's marker tile. */
const markerOf = (piece: EditPiece): number => piece.def.marker(piece);

/** Draws a piece's marker on its tile, as the picture does (over a patrol's route, say), whatever `g`'s transform. */
export function drawMarker(
  g: CanvasRenderingContext2D,
  atlas: HTMLImageElement,
  piece: EditPiece,
  view: MapView,
): void {
  g.save();
  g.setTransform(1, 0, 0, 1, 0, 0);
  drawTile(g, atlas, markerOf(piece), squareOf(view, piece.x, piece.y));
  g.restore();
}

/**
 * A tile as one number, for the maps of pieces by tile (a piece more than 32,767 tiles off the map
 * is never in view and is left out of them).
 */
const ROW = 0x10000;
const tileKey = (x: number, y: number): number => y * ROW + x;
const keyed = (p: EditPiece): boolean => Math.abs(p.x) < ROW / 2 && Math.abs(p.y) < ROW / 2;

/** What the picture shows now, to find what an edit changed. */
interface Shown {
  /** The view and the map's shape: any change paints the picture whole. */
  readonly key: string;
  readonly layers: readonly Int32Array[];
  readonly pieces: readonly EditPiece[];
  /** Each tile's markers, in drawing order: a marker's id, or the ids joined where pieces share it. */
  readonly markers: ReadonlyMap<number, number | string>;
}

/** The map's picture (see the module comment); `canvas` is the size of the board's, in device pixels. */
export class MapPicture {
  readonly canvas = document.createElement('canvas');
  private shown: Shown | null = null;

  constructor(private readonly atlas: HTMLImageElement) {}

  /**
   * Brings the picture up to date with the map and the view, painting only what changed. The same
   * `pieces` list as the last time (LevelEditor lists them once per revision) is the same pieces.
   */
  update(doc: MapDoc, firstGid: number, pieces: readonly EditPiece[], view: MapView): void {
    const width = Number(doc.width);
    const height = Number(doc.height);
    const layers = tileLayersOf(doc);
    const ready = this.atlas.complete && this.atlas.naturalWidth > 0;
    const { cell, originX, originY } = view.layout;
    const grid = JSON.stringify(view.layout.shape);
    const key = [cell, originX, originY, view.width, view.height, view.scale, firstGid, this.atlas.src]
      .concat(
        [String(ready), width, height, grid],
        layers.map((l) => l.length),
      )
      .join(' ');
    const before = this.shown;
    const markers = before?.pieces === pieces ? before.markers : markersByTile(pieces);
    const now: Shown = { key, layers: layers.map((l) => Int32Array.from(l)), pieces, markers };
    this.shown = now;
    const g = this.context(view);
    const paint = new Painter(g, this.atlas, view, width, height, layers, firstGid);
    const changed = before?.key === key && view.layout.square ? changedTiles(before, now, width) : null;
    if (changed === null || changed.length > MOST_TILES_ONE_BY_ONE) {
      paint.all(pieces);
      return;
    }
    const on = changed.length > 0 ? piecesOnTiles(pieces) : null;
    for (const [x, y] of changed) paint.tile(x, y, on?.(x, y) ?? []);
  }

  /** The picture's 2D context, the canvas sized to the view, drawing in device pixels. */
  private context(view: MapView): CanvasRenderingContext2D {
    const wide = Math.round(view.width * view.scale);
    const high = Math.round(view.height * view.scale);
    if (this.canvas.width !== wide) this.canvas.width = wide;
    if (this.canvas.height !== high) this.canvas.height = high;
    const g = this.canvas.getContext('2d');
    if (!g) throw new Error('the board cannot draw: no 2D canvas');
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.imageSmoothingEnabled = false;
    return g;
  }
}

/** Paints tiles of the map into the picture. */
class Painter {
  constructor(
    private readonly g: CanvasRenderingContext2D,
    private readonly atlas: HTMLImageElement,
    private readonly view: MapView,
    private readonly width: number,
    private readonly height: number,
    private readonly layers: readonly (readonly number[])[],
    private readonly firstGid: number,
  ) {}

  /** Every tile in view, and every piece on them. */
  all(pieces: readonly EditPiece[]): void {
    const { g, view, width, height } = this;
    g.clearRect(0, 0, g.canvas.width, g.canvas.height);
    if (!view.layout.square) {
      this.shaped(pieces);
      return;
    }
    const [x0, x1] = this.inView(view.layout.originX, view.width);
    const [y0, y1] = this.inView(view.layout.originY, view.height);
    const first = squareOf(view, 0, 0);
    const last = squareOf(view, width - 1, height - 1);
    g.fillStyle = FLOOR_SHADE;
    g.fillRect(
      first.left,
      first.top,
      last.left + last.width - first.left,
      last.top + last.height - first.top,
    );
    for (const data of this.layers)
      for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
        for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) this.terrain(data, x, y);
    for (const piece of pieces)
      if (piece.x >= x0 && piece.x < x1 && piece.y >= y0 && piece.y < y1) this.marker(piece);
  }

  /**
   * The view on a grid of diamonds or hexagons: each tile's shape shaded, then the layers' tile
   * pictures in Tiled's order (the ones in front over the ones behind), then the pieces.
   */
  private shaped(pieces: readonly EditPiece[]): void {
    const { g, view } = this;
    const { layout, scale } = view;
    const tiles = layout.tilesIn({ left: 0, top: 0, width: view.width, height: view.height });
    g.fillStyle = FLOOR_SHADE;
    g.beginPath();
    for (const t of tiles) {
      layout.outline(t.x, t.y).forEach((p, i) => {
        if (i === 0) g.moveTo(p.x * scale, p.y * scale);
        else g.lineTo(p.x * scale, p.y * scale);
      });
      g.closePath();
    }
    g.fill();
    for (const data of this.layers) for (const t of tiles) this.terrain(data, t.x, t.y);
    for (const piece of pieces) this.marker(piece);
  }

  /** Tile (x, y) again, with `here`, the pieces on it in the map's order. */
  tile(x: number, y: number, here: readonly EditPiece[]): void {
    const { g } = this;
    const at = squareOf(this.view, x, y);
    if (at.left + at.width <= 0 || at.top + at.height <= 0) return;
    if (at.left >= g.canvas.width || at.top >= g.canvas.height) return;
    g.clearRect(at.left, at.top, at.width, at.height);
    if (x >= 0 && y >= 0 && x < this.width && y < this.height) {
      g.fillStyle = FLOOR_SHADE;
      g.fillRect(at.left, at.top, at.width, at.height);
      for (const data of this.layers) this.terrain(data, x, y);
    }
    for (const piece of here) this.marker(piece);
  }

  /** The first and past-the-last tile of a side in view (beyond the map's edges too: a piece may be). */
  private inView(origin: number, box: number): [number, number] {
    const { cell } = this.view.layout;
    return [Math.floor(-origin / cell), Math.ceil((box - origin) / cell)];
  }

  private terrain(data: readonly number[], x: number, y: number): void {
    const id = (data[y * this.width + x] & GID_MASK) - this.firstGid;
    drawTile(this.g, this.atlas, id, squareOf(this.view, x, y));
  }

  private marker(piece: EditPiece): void {
    drawTile(this.g, this.atlas, markerOf(piece), squareOf(this.view, piece.x, piece.y));
  }
}

/** Each tile's markers (see Shown). */
function markersByTile(pieces: readonly EditPiece[]): Map<number, number | string> {
  const markers = new Map<number, number | string>();
  for (const piece of pieces) {
    if (!keyed(piece)) continue;
    const at = tileKey(piece.x, piece.y);
    const there = markers.get(at);
    markers.set(at, there === undefined ? markerOf(piece) : `${there},${markerOf(piece)}`);
  }
  return markers;
}

/** The pieces on a tile, in the map's order (for repainting the tile). */
function piecesOnTiles(pieces: readonly EditPiece[]): (x: number, y: number) => EditPiece[] {
  const byTile = new Map<number, EditPiece[]>();
  for (const piece of pieces) {
    if (!keyed(piece)) continue;
    const at = tileKey(piece.x, piece.y);
    const list = byTile.get(at);
    if (list) list.push(piece);
    else byTile.set(at, [piece]);
  }
  return (x, y) => byTile.get(tileKey(x, y)) ?? [];
}

/** The tiles whose terrain or markers differ between two pictures of the same view. */
function changedTiles(before: Shown, now: Shown, width: number): [number, number][] {
  const changed = new Map<number, [number, number]>();
  now.layers.forEach((data, l) => {
    const old = before.layers[l];
    for (let i = 0; i < data.length; i++) {
      if (data[i] === old[i]) continue;
      const x = i % width;
      const y = (i - x) / width;
      changed.set(tileKey(x, y), [x, y]);
    }
  });
  if (before.markers === now.markers) return [...changed.values()];
  const tileOf = (at: number): [number, number] => {
    const y = Math.round(at / ROW);
    return [at - y * ROW, y];
  };
  for (const [at, markers] of now.markers)
    if (before.markers.get(at) !== markers) changed.set(at, tileOf(at));
  for (const at of before.markers.keys()) if (!now.markers.has(at)) changed.set(at, tileOf(at));
  return [...changed.values()];
}

type Layer = { type?: unknown; layers?: unknown; data?: unknown; visible?: unknown };

function flat(layers: unknown): Layer[] {
  if (!Array.isArray(layers)) return [];
  return (layers as Layer[]).flatMap((l) => (l.type === 'group' ? flat(l.layers) : [l]));
}

/** The gids of the map's visible tile layers, in drawing order. */
function tileLayersOf(doc: MapDoc): number[][] {
  return flat(doc.layers)
    .filter((l) => l.type === 'tilelayer' && l.visible !== false && Array.isArray(l.data))
    .map((l) => l.data as number[]);
}
