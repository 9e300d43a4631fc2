import { docShape, type EditPiece, GAME_TILESET_FILE, gameTileset, type MapDoc } from '../level/edit';
import type { Cell } from '../level/types';
import type { Point } from '../tiled/projection';
import { EditorLayout } from './editorLayout';
import { drawMarker, MapPicture } from './mapPicture';

/** What the editor's board draws over the map: the solver's route, problem tiles, what is being drawn. */
export interface BoardOverlay {
  readonly route: readonly Cell[];
  readonly problems: readonly Cell[];
  readonly pieces: readonly EditPiece[];
  /** The selected piece (a dog whose route is being drawn, a piece being moved), or null. */
  readonly selected: number | null;
  /** Cells being drawn (a rectangle, a route in progress), outlined. */
  readonly pending: readonly Cell[];
  /**
   * The tiles the words looked at name (a finding, a suggestion), outlined brightly, and a piece's
   * move as an arrow from its tile to where it would go.
   */
  readonly spot: { readonly tiles: readonly Cell[]; readonly arrow: readonly [Cell, Cell] | null };
  /** The route and problems are about an older map (the newest is being checked): drawn faded. */
  readonly stale: boolean;
  /** The keyboard's cursor tile, or null while the keyboard is not on the board. */
  readonly cursor: Cell | null;
}

/**
 * The editor's board: the map drawn on a 2D canvas with the game's own tileset for its grid (square,
 * hex or isometric), in the shape of its grid (editorLayout.ts), scaled to fit its box (and kept as
 * a picture between draws: mapPicture.ts), and the overlay on top; zoomed (from that fit up to
 * tiles of `EditorLayout.largestCell`) and panned by the screen's gestures. It maps pointer positions to the tile
 * drawn under them; it knows no game rules.
 */
export class EditorBoard {
  readonly canvas = document.createElement('canvas');
  private readonly atlas = new Image();
  private readonly picture = new MapPicture(this.atlas);
  private drawn: EditorLayout | null = null;
  /** The zoom over the fit (1: the whole map in view) and the pan from the centre, CSS px. */
  private zoom = 1;
  private panX = 0;
  private panY = 0;
  private last: { doc: MapDoc; firstGid: number; overlay: BoardOverlay } | null = null;

  /** `atlasUrl`: the URL of a tileset picture of the game's, by its file name (maze-cat.png, hex.png, iso.png). */
  constructor(private readonly atlasUrl: (picture: string) => string) {
    this.canvas.className = 'editor-canvas';
    this.atlas.addEventListener('load', () => this.redraw());
  }

  /** The tile under a point in client pixels (the hexagon or diamond, not its box), or null off the map. */
  tileAt(clientX: number, clientY: number): Cell | null {
    const layout = this.drawn;
    if (!layout) return null;
    const box = this.canvas.getBoundingClientRect();
    const { x, y } = layout.cellAt(clientX - box.left, clientY - box.top);
    return layout.holds(x, y) ? { x, y } : null;
  }

  /** Where the map's tiles were last drawn, or null before the first drawing. */
  get layout(): EditorLayout | null {
    return this.drawn;
  }

  draw(doc: MapDoc, firstGid: number, overlay: BoardOverlay): void {
    const before = this.last?.doc;
    // A map of another size or grid (resized, another level opened) starts whole in view.
    const grid = (d: MapDoc) => [d.width, d.height, d.orientation, d.tilewidth, d.tileheight].join();
    if (before && grid(before) !== grid(doc)) this.fit();
    const picture = this.atlasUrl((gameTileset(doc)?.file ?? GAME_TILESET_FILE).replace(/\.tsj$/, '.png'));
    if (this.atlas.getAttribute('src') !== picture) this.atlas.src = picture;
    this.last = { doc, firstGid, overlay };
    this.redraw();
  }

  /** Shows the whole map again. */
  fit(): void {
    this.zoom = 1;
    this.panX = 0;
    this.panY = 0;
  }

  /** Moves the map by (dx, dy) CSS px (kept partly in view; a map that fits stays centred). */
  pan(dx: number, dy: number): void {
    this.panX += dx;
    this.panY += dy;
    this.redraw();
  }

  /** Zooms by `factor` about a point in client pixels (the point stays over the same spot of the map). */
  zoomAt(factor: number, clientX: number, clientY: number): void {
    const box = this.canvas.getBoundingClientRect();
    const doc = this.last?.doc;
    if (!doc || box.width === 0) return;
    const shape = docShape(doc);
    const fit = EditorLayout.fitCell(shape, Number(doc.width), Number(doc.height), box, 1);
    const most = EditorLayout.largestCell(shape) / fit;
    const zoom = Math.max(1, Math.min(Math.max(1, most), this.zoom * factor));
    const ratio = zoom / this.zoom;
    // The pan is measured from the centre: scale the point's offset from the map's centre.
    const px = clientX - box.left - box.width / 2;
    const py = clientY - box.top - box.height / 2;
    this.panX = px - (px - this.panX) * ratio;
    this.panY = py - (py - this.panY) * ratio;
    this.zoom = zoom;
    this.redraw();
  }

  /** Draws again at the canvas's present size (after a resize). */
  redraw(): void {
    const last = this.last;
    const box = this.canvas.getBoundingClientRect();
    if (!last || box.width === 0) return;
    const { doc, firstGid, overlay } = last;
    const scale = window.devicePixelRatio || 1;
    const pixelsWide = Math.round(box.width * scale);
    const pixelsHigh = Math.round(box.height * scale);
    if (this.canvas.width !== pixelsWide) this.canvas.width = pixelsWide;
    if (this.canvas.height !== pixelsHigh) this.canvas.height = pixelsHigh;
    const width = Number(doc.width);
    const height = Number(doc.height);
    const shape = docShape(doc);
    const cell = EditorLayout.fitCell(shape, width, height, box, this.zoom);
    const size = EditorLayout.mapSize(shape, width, height, cell);
    this.panX = clampPan(this.panX, box.width, size.width);
    this.panY = clampPan(this.panY, box.height, size.height);
    const originX = Math.round((box.width - size.width) / 2 + this.panX);
    const originY = Math.round((box.height - size.height) / 2 + this.panY);
    const layout = new EditorLayout(shape, width, height, cell, originX, originY);
    this.drawn = layout;
    // Where a test reads tiles as points (the `?test` hook's way for this screen): the layout,
    // which EditorLayout.fromDataset reads back;
    // `box`: the size these were drawn for, so a reader can tell a drawing from before a resize;
    // `outlined`: how many tiles are outlined (a rectangle or route being drawn, a suggestion's preview);
    // `spot`: the tiles the words looked at name, "x,y" each.
    Object.assign(this.canvas.dataset, {
      ...layout.dataset(),
      box: `${Math.round(box.width)}x${Math.round(box.height)}`,
      outlined: String(overlay.pending.length + overlay.spot.tiles.length),
      spot: overlay.spot.tiles.map((c) => `${c.x},${c.y}`).join(' '),
    });
    const g = this.canvas.getContext('2d');
    if (!g) return;
    const view = { layout, width: box.width, height: box.height, scale };
    this.picture.update(doc, firstGid, overlay.pieces, view);
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    g.drawImage(this.picture.canvas, 0, 0);
    g.setTransform(scale, 0, 0, scale, 0, 0);
    g.imageSmoothingEnabled = false;
    for (const piece of overlay.pieces) {
      // A patrol's route, with its dog drawn again on it.
      if (piece.route) {
        this.route(g, layout, piece.closed ? [...piece.route, piece.route[0]] : piece.route, '#c8553d', []);
        drawMarker(g, this.atlas, piece, view);
      }
      if (piece.objectId === overlay.selected) outline(g, layout, piece, '#8fb339');
    }
    g.globalAlpha = overlay.stale ? 0.35 : 1;
    this.route(g, layout, overlay.route, '#f2a541', [6, 4]);
    for (const c of overlay.problems) outline(g, layout, c, '#ff5a4a');
    g.globalAlpha = 1;
    for (const c of overlay.pending) outline(g, layout, c, '#f7e3c0');
    this.spotlight(g, layout, overlay.spot);
    if (overlay.cursor) cursorRing(g, layout, overlay.cursor);
  }

  /** Moves the map, if need be, so the tile is whole in view (the keyboard's cursor, zoomed in). */
  reveal(cell: Cell): void {
    const layout = this.drawn;
    if (!layout) return;
    const box = this.canvas.getBoundingClientRect();
    const { left, top, width, height } = layout.tileBox(cell.x, cell.y);
    const dx = left < 0 ? -left : Math.min(0, box.width - (left + width));
    const dy = top < 0 ? -top : Math.min(0, box.height - (top + height));
    if (dx !== 0 || dy !== 0) this.pan(dx, dy);
  }

  /** The spot: each tile ringed light over dark (seen on every terrain), and the move's arrow. */
  private spotlight(g: CanvasRenderingContext2D, layout: EditorLayout, spot: BoardOverlay['spot']): void {
    const { arrow } = spot;
    if (arrow) {
      this.route(g, layout, arrow, '#1d1721', []);
      this.route(g, layout, arrow, '#ffe066', [8, 5]);
      arrowHead(g, layout, arrow[0], arrow[1]);
    }
    for (const c of spot.tiles) {
      outline(g, layout, c, '#1d1721', 2.5);
      outline(g, layout, c, '#ffe066');
    }
  }

  private route(
    g: CanvasRenderingContext2D,
    layout: EditorLayout,
    cells: readonly Cell[],
    colour: string,
    dash: number[],
  ): void {
    if (cells.length < 2) return;
    g.save();
    g.strokeStyle = colour;
    g.lineWidth = Math.max(2, layout.cell / 8);
    g.lineJoin = 'round';
    g.setLineDash(dash);
    g.beginPath();
    cells.forEach((p, i) => {
      const at = layout.centre(p.x, p.y);
      if (i === 0) g.moveTo(at.x, at.y);
      else g.lineTo(at.x, at.y);
    });
    g.stroke();
    g.restore();
  }
}

/** A head at `to`, pointing away from `from` (along the line between their centres on screen). */
function arrowHead(g: CanvasRenderingContext2D, layout: EditorLayout, from: Cell, to: Cell): void {
  const c = layout.cell;
  const start = layout.centre(from.x, from.y);
  const tip = layout.centre(to.x, to.y);
  const angle = Math.atan2(tip.y - start.y, tip.x - start.x);
  const size = Math.max(6, c / 3);
  g.save();
  g.fillStyle = '#ffe066';
  g.strokeStyle = '#1d1721';
  g.lineWidth = Math.max(1, c / 24);
  g.beginPath();
  g.moveTo(tip.x, tip.y);
  g.lineTo(tip.x - size * Math.cos(angle - 0.5), tip.y - size * Math.sin(angle - 0.5));
  g.lineTo(tip.x - size * Math.cos(angle + 0.5), tip.y - size * Math.sin(angle + 0.5));
  g.closePath();
  g.fill();
  g.stroke();
  g.restore();
}

/** The keyboard's cursor: a thick light ring with a dark one inside, seen on every terrain. */
function cursorRing(g: CanvasRenderingContext2D, layout: EditorLayout, cell: Cell): void {
  const w = Math.max(3, layout.cell / 10);
  g.save();
  g.lineWidth = w;
  g.strokeStyle = '#ffffff';
  tracePolygon(g, layout.outline(cell.x, cell.y, w / 2));
  g.stroke();
  g.lineWidth = Math.max(1, w / 2);
  g.strokeStyle = '#1d1721';
  tracePolygon(g, layout.outline(cell.x, cell.y, w * 1.25));
  g.stroke();
  g.restore();
}

/** A ring just inside the tile's outline; `weight` thickens it (a dark ring under a light one). */
function outline(g: CanvasRenderingContext2D, layout: EditorLayout, cell: Cell, colour: string, weight = 1) {
  g.save();
  g.strokeStyle = colour;
  g.lineWidth = Math.max(2, layout.cell / 12) * weight;
  tracePolygon(g, layout.outline(cell.x, cell.y, 1));
  g.stroke();
  g.restore();
}

/** Starts a path round the corners. */
function tracePolygon(g: CanvasRenderingContext2D, corners: readonly Point[]): void {
  g.beginPath();
  corners.forEach((p, i) => {
    if (i === 0) g.moveTo(p.x, p.y);
    else g.lineTo(p.x, p.y);
  });
  g.closePath();
}

/**
 * A pan from the centre, kept so the map covers the box where it is bigger than the box (no empty
 * margin to get lost in), and centred where it is smaller.
 */
function clampPan(pan: number, box: number, map: number): number {
  const room = Math.max(0, (map - box) / 2);
  return Math.max(-room, Math.min(room, pan));
}
