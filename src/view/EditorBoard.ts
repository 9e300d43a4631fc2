import type { EditPiece, MapDoc } from '../level/edit';
import type { Cell } from '../level/types';
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

/** The largest a tile is drawn when zoomed in (CSS px): bigger than a fingertip, and no more. */
const MAX_CELL = 64;

/**
 * The editor's board: the map drawn on a 2D canvas with the game's own tileset, scaled to fit its
 * box (and kept as a picture between draws: mapPicture.ts), and the overlay on top; zoomed (from
 * that fit up to tiles of MAX_CELL) and panned by the screen's gestures. It maps pointer positions
 * to tiles; it knows no game rules.
 */
export class EditorBoard {
  readonly canvas = document.createElement('canvas');
  private readonly atlas = new Image();
  private readonly picture = new MapPicture(this.atlas);
  private cell = 32;
  private originX = 0;
  private originY = 0;
  /** The zoom over the fit (1: the whole map in view) and the pan from the centre, CSS px. */
  private zoom = 1;
  private panX = 0;
  private panY = 0;
  private last: { doc: MapDoc; firstGid: number; overlay: BoardOverlay } | null = null;

  constructor(atlasUrl: string) {
    this.canvas.className = 'editor-canvas';
    this.atlas.addEventListener('load', () => this.redraw());
    this.atlas.src = atlasUrl;
  }

  /** The tile under a point in client pixels, or null off the map. */
  tileAt(clientX: number, clientY: number): Cell | null {
    const doc = this.last?.doc;
    if (!doc) return null;
    const box = this.canvas.getBoundingClientRect();
    const x = Math.floor((clientX - box.left - this.originX) / this.cell);
    const y = Math.floor((clientY - box.top - this.originY) / this.cell);
    return x >= 0 && y >= 0 && x < Number(doc.width) && y < Number(doc.height) ? { x, y } : null;
  }

  draw(doc: MapDoc, firstGid: number, overlay: BoardOverlay): void {
    const before = this.last?.doc;
    // A map of another size (resized, another level opened) starts whole in view.
    if (before && (before.width !== doc.width || before.height !== doc.height)) this.fit();
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
    const fit = fitCell(box, doc);
    const zoom = Math.max(1, Math.min(Math.max(1, MAX_CELL / fit), this.zoom * factor));
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
    this.cell = fitCell(box, doc) * this.zoom;
    this.panX = clampPan(this.panX, box.width, this.cell * width);
    this.panY = clampPan(this.panY, box.height, this.cell * height);
    this.originX = Math.round((box.width - this.cell * width) / 2 + this.panX);
    this.originY = Math.round((box.height - this.cell * height) / 2 + this.panY);
    // Where a test reads tiles as points (the `?test` hook's way for this screen).
    // `box`: the size these were drawn for, so a reader can tell a drawing from before a resize;
    // `outlined`: how many tiles are outlined (a rectangle or route being drawn, a suggestion's preview);
    // `spot`: the tiles the words looked at name, "x,y" each.
    Object.assign(this.canvas.dataset, {
      box: `${Math.round(box.width)}x${Math.round(box.height)}`,
      cell: String(this.cell),
      ox: String(this.originX),
      oy: String(this.originY),
      outlined: String(overlay.pending.length + overlay.spot.tiles.length),
      spot: overlay.spot.tiles.map((c) => `${c.x},${c.y}`).join(' '),
    });
    const g = this.canvas.getContext('2d');
    if (!g) return;
    const view = {
      cell: this.cell,
      originX: this.originX,
      originY: this.originY,
      width: box.width,
      height: box.height,
      scale,
    };
    this.picture.update(doc, firstGid, overlay.pieces, view);
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    g.drawImage(this.picture.canvas, 0, 0);
    g.setTransform(scale, 0, 0, scale, 0, 0);
    g.imageSmoothingEnabled = false;
    for (const piece of overlay.pieces) {
      // A patrol's route, with its dog drawn again on it.
      if (piece.route) {
        this.route(g, piece.closed ? [...piece.route, piece.route[0]] : piece.route, '#c8553d', []);
        drawMarker(g, this.atlas, piece, view);
      }
      if (piece.objectId === overlay.selected) this.outline(g, piece, '#8fb339');
    }
    g.globalAlpha = overlay.stale ? 0.35 : 1;
    this.route(g, overlay.route, '#f2a541', [6, 4]);
    for (const c of overlay.problems) this.outline(g, c, '#ff5a4a');
    g.globalAlpha = 1;
    for (const c of overlay.pending) this.outline(g, c, '#f7e3c0');
    this.spotlight(g, overlay.spot);
    if (overlay.cursor) this.cursor(g, overlay.cursor);
  }

  /** Moves the map, if need be, so the tile is whole in view (the keyboard's cursor, zoomed in). */
  reveal(cell: Cell): void {
    const box = this.canvas.getBoundingClientRect();
    const c = this.cell;
    const left = this.originX + cell.x * c;
    const top = this.originY + cell.y * c;
    const dx = left < 0 ? -left : Math.min(0, box.width - (left + c));
    const dy = top < 0 ? -top : Math.min(0, box.height - (top + c));
    if (dx !== 0 || dy !== 0) this.pan(dx, dy);
  }

  /** The spot: each tile ringed light over dark (seen on every terrain), and the move's arrow. */
  private spotlight(g: CanvasRenderingContext2D, spot: BoardOverlay['spot']): void {
    const { arrow } = spot;
    if (arrow) {
      this.route(g, arrow, '#1d1721', []);
      this.route(g, arrow, '#ffe066', [8, 5]);
      this.arrowHead(g, arrow[0], arrow[1]);
    }
    for (const c of spot.tiles) {
      this.outline(g, c, '#1d1721', 2.5);
      this.outline(g, c, '#ffe066');
    }
  }

  /** A head at `to`, pointing away from `from`. */
  private arrowHead(g: CanvasRenderingContext2D, from: Cell, to: Cell): void {
    const c = this.cell;
    const tx = this.originX + (to.x + 0.5) * c;
    const ty = this.originY + (to.y + 0.5) * c;
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    const size = Math.max(6, c / 3);
    g.save();
    g.fillStyle = '#ffe066';
    g.strokeStyle = '#1d1721';
    g.lineWidth = Math.max(1, c / 24);
    g.beginPath();
    g.moveTo(tx, ty);
    g.lineTo(tx - size * Math.cos(angle - 0.5), ty - size * Math.sin(angle - 0.5));
    g.lineTo(tx - size * Math.cos(angle + 0.5), ty - size * Math.sin(angle + 0.5));
    g.closePath();
    g.fill();
    g.stroke();
    g.restore();
  }

  /** The keyboard's cursor: a thick light ring with a dark one inside, seen on every terrain. */
  private cursor(g: CanvasRenderingContext2D, cell: Cell): void {
    const c = this.cell;
    const w = Math.max(3, c / 10);
    g.save();
    g.lineWidth = w;
    g.strokeStyle = '#ffffff';
    g.strokeRect(this.originX + cell.x * c + w / 2, this.originY + cell.y * c + w / 2, c - w, c - w);
    g.lineWidth = Math.max(1, w / 2);
    g.strokeStyle = '#1d1721';
    g.strokeRect(
      this.originX + cell.x * c + w * 1.25,
      this.originY + cell.y * c + w * 1.25,
      c - w * 2.5,
      c - w * 2.5,
    );
    g.restore();
  }

  private route(g: CanvasRenderingContext2D, cells: readonly Cell[], colour: string, dash: number[]): void {
    if (cells.length < 2) return;
    const c = this.cell;
    g.save();
    g.strokeStyle = colour;
    g.lineWidth = Math.max(2, c / 8);
    g.lineJoin = 'round';
    g.setLineDash(dash);
    g.beginPath();
    cells.forEach((p, i) => {
      const px = this.originX + (p.x + 0.5) * c;
      const py = this.originY + (p.y + 0.5) * c;
      if (i === 0) g.moveTo(px, py);
      else g.lineTo(px, py);
    });
    g.stroke();
    g.restore();
  }

  /** A ring just inside the tile; `weight` thickens it (a dark ring under a light one). */
  private outline(g: CanvasRenderingContext2D, cell: Cell, colour: string, weight = 1): void {
    const c = this.cell;
    g.save();
    g.strokeStyle = colour;
    g.lineWidth = Math.max(2, c / 12) * weight;
    g.strokeRect(this.originX + cell.x * c + 1, this.originY + cell.y * c + 1, c - 2, c - 2);
    g.restore();
  }
}

/** The tile size (CSS px) at which the whole map fits `box`, whole pixels for crisp tiles. */
function fitCell(box: { width: number; height: number }, doc: MapDoc): number {
  return Math.max(4, Math.floor(Math.min(box.width / Number(doc.width), box.height / Number(doc.height))));
}

/**
 * A pan from the centre, kept so the map covers the box where it is bigger than the box (no empty
 * margin to get lost in), and centred where it is smaller.
 */
function clampPan(pan: number, box: number, map: number): number {
  const room = Math.max(0, (map - box) / 2);
  return Math.max(-room, Math.min(room, pan));
}
