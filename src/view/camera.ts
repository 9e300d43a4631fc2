import type { PixelRect } from './chunkRange';

/** The least and greatest zoom the player can reach with pinch or wheel. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 4;

/** How big a tile must be on screen, in CSS pixels (0: no lower bound). */
export interface TileSizes {
  /** The least size the camera frames tiles at when a level opens (until the player zooms). */
  readonly fit: number;
  /** The least size the player may zoom out to. */
  readonly floor: number;
  /**
   * The least size "See all" draws a map at: a map that would be smaller whole is shown as much of
   * it as fits at the floor size, and pans (a 65 x 65 maze whole on a phone is 5 px tiles no finger
   * can hit). With a mouse, OVERVIEW_MIN_TILE_PX.
   */
  readonly overview: number;
}

/**
 * With a mouse, the furthest zoom out fits the whole map when its tiles are at least this size (CSS
 * pixels): a 65 x 65 map fits a small window (5 px tiles); a far bigger one keeps the usual floor.
 */
const OVERVIEW_MIN_TILE_PX = 4;

/** A mouse points at any tile it sees: whole-number zooms, and zooming out to MIN_ZOOM. */
export const POINTER_TILE_SIZES: TileSizes = { fit: 0, floor: 0, overview: OVERVIEW_MIN_TILE_PX };

/**
 * A finger needs bigger targets: tiles of at least 40 CSS pixels (the map pans), and a pinch shows
 * more of the map down to 28 pixel tiles, the smallest a fingertip still hits (a long press shows
 * where a tap will go); "See all" frames a whole map with tiles of 24 pixels or more, else as much
 * of it as the floor size shows.
 */
export const TOUCH_TILE_SIZES: TileSizes = { fit: 40, floor: 28, overview: 24 };

/** The least tile size (CSS pixels) a level opens framed whole at; with smaller tiles it opens close up on the cat. */
export const WHOLE_MIN_TILE_PX = 24;
/** Room (CSS pixels) left round a whole board, where there is room for it. */
const WHOLE_MARGIN_PX = 8;
/** A whole board is framed at most this zoomed in (96 px tiles): a tiny level is not blown up. */
const WHOLE_MAX_ZOOM = 3;
/** Toggled to a close-up, the board is at least this much bigger than whole. */
const CLOSE_UP_OVER_WHOLE = 1.5;

/**
 * How the player left the board's zoom, as kept per level: the whole board, or a close-up with
 * tiles of this many CSS pixels.
 */
export type CameraView = 'whole' | number;

type Edge = keyof ScreenInsets;
const EDGES: readonly Edge[] = ['top', 'right', 'bottom', 'left'];

/** How quickly the camera catches up with the cat: the gap shrinks by e each this many ms. */
const FOLLOW_TIME_MS = 140;
/** A gap smaller than this (screen pixels) no longer shows: the camera lands on its target. */
const SETTLE_PX = 0.1;

/**
 * How the world lies on the screen: the screen point (CSS pixels) of its origin, and its zoom. The
 * view keeps the one of the frame last drawn, so a tap is read against the board the player saw.
 */
export interface ScreenTransform {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

/** The world point under screen point (x, y) in `t`. */
export function screenToWorldIn(t: ScreenTransform, x: number, y: number): { x: number; y: number } {
  return { x: (x - t.x) / t.zoom, y: (y - t.y) / t.zoom };
}

/** The screen point of world point (x, y) in `t`. */
export function worldToScreenIn(t: ScreenTransform, x: number, y: number): { x: number; y: number } {
  return { x: t.x + x * t.zoom, y: t.y + y * t.zoom };
}

/** Screen edges (CSS pixels) covered by interface bars: the board is framed inside them. */
export interface ScreenInsets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

const NO_INSETS: ScreenInsets = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * The board camera, as plain numbers so it is testable without WebGL: which world pixel sits at
 * the centre of the screen and how far it is zoomed. It follows the cat smoothly, stays inside the
 * map (or centres a map smaller than the screen), and lets the player pan and zoom; a pan or zoom
 * stops following until `follow` is switched on again (the next walk).
 */
export class Camera {
  /** World pixel at the centre of the screen. */
  centerX = 0;
  centerY = 0;
  zoom = 1;
  /** True while the camera chases its target; false after the player pans or zooms. */
  following = true;
  viewWidth = 1;
  viewHeight = 1;
  /**
   * Parts of the screen under the HUD. `centerX/Y` is the world point at the centre of the rest,
   * and the map's edges are kept out from under the bars (else a phone hides the top rows).
   */
  insets: ScreenInsets = NO_INSETS;
  /**
   * Room the HUD gave back (the intro note went away) while the board stays where it is: it is
   * taken at the next resize, zoom or walk the camera follows, never under a still pointer.
   */
  private pendingInsets: ScreenInsets | null = null;
  /**
   * 'auto' until the player zooms: the whole board when its tiles are at least WHOLE_MIN_TILE_PX,
   * else a close-up at the default zoom. 'whole' and 'close' are the player's choice.
   */
  private mode: 'auto' | 'whole' | 'close' = 'auto';

  constructor(
    readonly worldWidth: number,
    readonly worldHeight: number,
    readonly tileSize: number,
    readonly tileSizes: TileSizes = POINTER_TILE_SIZES,
  ) {
    this.centerX = worldWidth / 2;
    this.centerY = worldHeight / 2;
  }

  /**
   * A whole-number zoom that shows a comfortable number of tiles (about nine on the short side),
   * so pixel art stays crisp, or more when the tiles would be smaller than `tileSizes.fit` (a touch
   * screen): the close-up a level opens at when it is too big to open whole.
   */
  defaultZoom(): number {
    const usable = Math.min(this.usableWidth, this.usableHeight);
    const whole = Math.max(1, Math.min(3, Math.floor(usable / (this.tileSize * 9))));
    return Math.min(MAX_ZOOM, Math.max(whole, this.tileSizes.fit / this.tileSize));
  }

  /**
   * The zoom that frames the whole map in the room the HUD leaves (at most WHOLE_MAX_ZOOM), with a
   * margin round it unless that would make its tiles smaller than WHOLE_MIN_TILE_PX.
   */
  wholeZoom(): number {
    const zoomWith = (margin: number) =>
      Math.min(
        WHOLE_MAX_ZOOM,
        Math.max(1, this.usableWidth - 2 * margin) / Math.max(1, this.worldWidth),
        Math.max(1, this.usableHeight - 2 * margin) / Math.max(1, this.worldHeight),
      );
    const framed = zoomWith(WHOLE_MARGIN_PX);
    return framed * this.tileSize >= WHOLE_MIN_TILE_PX ? framed : zoomWith(0);
  }

  /** The whole board, or as much of a huge one as the furthest zoom shows. */
  overviewZoom(): number {
    return Math.max(this.wholeZoom(), this.minZoom);
  }

  /**
   * The least zoom the player can reach: the whole map fitted (when its tiles are `tileSizes.overview`
   * at least), or MIN_ZOOM (the floor size on a touch screen) when that is further out.
   */
  get minZoom(): number {
    const floor = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.tileSizes.floor / this.tileSize));
    const whole = this.wholeZoom();
    // A map too big to fit at the overview size keeps the usual floor: drawn whole, a huge map
    // would build every chunk it has for a picture no one could read (or tap).
    return whole * this.tileSize >= this.tileSizes.overview ? Math.min(floor, whole) : floor;
  }

  /** Whether the whole board is framed (the player's choice, or the opening one when its tiles are big enough). */
  get showsWhole(): boolean {
    if (this.mode === 'auto') return this.wholeZoom() * this.tileSize >= WHOLE_MIN_TILE_PX;
    return this.mode === 'whole';
  }

  /** The view to keep for this level, or null while the player has not zoomed. */
  get view(): CameraView | null {
    if (this.mode === 'auto') return null;
    return this.mode === 'whole' ? 'whole' : this.zoom * this.tileSize;
  }

  /** Takes back a view kept for this level (call `resize` after). */
  restore(view: CameraView): void {
    if (view === 'whole') this.mode = 'whole';
    else if (Number.isFinite(view) && view > 0) {
      this.mode = 'close';
      this.zoom = view / this.tileSize;
    }
  }

  /**
   * New screen size in CSS pixels, and the edges the HUD covers (none by default): the board is
   * framed anew, whole or close up (the player's close-up zoom is kept).
   */
  resize(width: number, height: number, insets: ScreenInsets = this.pendingInsets ?? this.insets): void {
    this.viewWidth = Math.max(1, width);
    this.viewHeight = Math.max(1, height);
    this.takeInsets(insets);
    this.frame();
  }

  /**
   * Only the HUD changed on the same screen. A part that came up over the board (a hint, the replay
   * bar) takes its room at once, the board framed anew clear of it; room given back is taken later
   * (see `pendingInsets`), so the board does not slide under the player's pointer, unless `now`
   * (the intro note was put away: the board is centred at once in the room it leaves).
   */
  setInsets(insets: ScreenInsets, now = false): void {
    const covers = EDGES.some((e) => insets[e] > this.insets[e] + 0.5);
    if (!covers && !now) {
      this.pendingInsets = insets;
      return;
    }
    this.takeInsets(insets);
    this.frame();
  }

  /** The cat set off: a close-up follows it, so the room the HUD gave back is taken now. */
  walkStarted(): void {
    this.following = true;
    if (!this.showsWhole) this.takePendingInsets();
  }

  /**
   * "See all": the whole board, or back to a close-up (the player's last, else the default, at
   * least CLOSE_UP_OVER_WHOLE times the whole board) centred on screen point `at` (a double tap)
   * or following the cat.
   */
  toggleWhole(at?: { x: number; y: number }): void {
    this.takePendingInsets();
    if (!this.showsWhole) {
      this.mode = 'whole';
      this.frame();
      return;
    }
    const target = at ? this.screenToWorld(at.x, at.y) : null;
    const close = this.mode === 'close' ? this.zoom : this.defaultZoom();
    this.mode = 'close';
    this.zoom = this.clampZoom(Math.max(close, this.wholeZoom() * CLOSE_UP_OVER_WHOLE));
    this.following = target === null;
    if (target) {
      this.centerX = target.x;
      this.centerY = target.y;
    }
    this.clamp();
  }

  private takeInsets(insets: ScreenInsets): void {
    // Insets that would leave less than a third of the screen are ignored: a board is better under
    // a bar than squeezed to nothing (a phone's HUD and designer legend leave about half).
    this.insets = sane(insets, this.viewWidth, this.viewHeight) ? insets : NO_INSETS;
    this.pendingInsets = null;
  }

  private takePendingInsets(): void {
    if (!this.pendingInsets) return;
    this.takeInsets(this.pendingInsets);
    this.frame();
  }

  /** The zoom for the mode, in the room the HUD leaves. */
  private frame(): void {
    if (this.showsWhole) this.zoom = this.overviewZoom();
    else if (this.mode === 'auto') this.zoom = this.defaultZoom();
    else this.zoom = this.clampZoom(this.zoom);
    this.clamp();
  }

  private clampZoom(zoom: number): number {
    return Math.min(MAX_ZOOM, Math.max(this.minZoom, zoom));
  }

  /** Moves straight to a world point (no easing), e.g. when a level opens. */
  jumpTo(x: number, y: number): void {
    this.centerX = x;
    this.centerY = y;
    this.clamp();
  }

  /**
   * Eases towards the target world point by `deltaMs` of time, when following. Returns true while
   * the camera still has a visible way to go (the board needs more frames), false once it is there.
   */
  update(targetX: number, targetY: number, deltaMs: number, instant = false): boolean {
    if (!this.following) return false;
    const k = instant ? 1 : 1 - Math.exp(-Math.max(0, deltaMs) / FOLLOW_TIME_MS);
    this.centerX += (targetX - this.centerX) * k;
    this.centerY += (targetY - this.centerY) * k;
    this.clamp();
    // Where the camera can go: a target near the map's edge is held inside it.
    const x = clampAxis(targetX, this.worldWidth, this.usableWidth / this.zoom);
    const y = clampAxis(targetY, this.worldHeight, this.usableHeight / this.zoom);
    if (
      Math.abs(x - this.centerX) * this.zoom >= SETTLE_PX ||
      Math.abs(y - this.centerY) * this.zoom >= SETTLE_PX
    )
      return true;
    this.centerX = x;
    this.centerY = y;
    return false;
  }

  /**
   * Brings world point (x, y) into the room the HUD leaves, with `margin` world pixels round it,
   * moving the camera no more than needed (the keyboard cursor went off screen or under a bar).
   */
  reveal(x: number, y: number, margin: number): void {
    const halfW = Math.max(0, this.usableWidth / this.zoom / 2 - margin);
    const halfH = Math.max(0, this.usableHeight / this.zoom / 2 - margin);
    const cx = Math.min(x + halfW, Math.max(x - halfW, this.centerX));
    const cy = Math.min(y + halfH, Math.max(y - halfH, this.centerY));
    if (cx === this.centerX && cy === this.centerY) return;
    this.following = false;
    this.centerX = cx;
    this.centerY = cy;
    this.clamp();
  }

  /** Drags the board by a screen-pixel distance (content moves with the finger). */
  panBy(dx: number, dy: number): void {
    this.takePendingInsets();
    this.following = false;
    this.centerX -= dx / this.zoom;
    this.centerY -= dy / this.zoom;
    this.clamp();
  }

  /** Zooms by `factor` keeping the world point under screen point (x, y) in place. */
  zoomAt(factor: number, x: number, y: number): void {
    if (!(factor > 0) || !Number.isFinite(factor)) return;
    this.takePendingInsets();
    this.following = false;
    const before = this.screenToWorld(x, y);
    this.zoom = this.clampZoom(this.zoom * factor);
    // Zoomed out as far as the whole board: that is the whole board (it stays whole on a resize).
    this.mode = this.zoom <= this.overviewZoom() * 1.001 ? 'whole' : 'close';
    this.centerX = before.x - (x - this.screenCenterX) / this.zoom;
    this.centerY = before.y - (y - this.screenCenterY) / this.zoom;
    this.clamp();
  }

  /** Keeps the view inside the world on each axis, or centres the world when it is the smaller. */
  clamp(): void {
    this.centerX = clampAxis(this.centerX, this.worldWidth, this.usableWidth / this.zoom);
    this.centerY = clampAxis(this.centerY, this.worldHeight, this.usableHeight / this.zoom);
  }

  /** Screen width and height not under the HUD. */
  get usableWidth(): number {
    return usableSpan(this.viewWidth, this.insets.left, this.insets.right);
  }

  get usableHeight(): number {
    return usableSpan(this.viewHeight, this.insets.top, this.insets.bottom);
  }

  /** The screen point (CSS pixels) where `centerX/Y` is drawn: the middle of the usable area. */
  get screenCenterX(): number {
    return this.insets.left + this.usableWidth / 2;
  }

  get screenCenterY(): number {
    return this.insets.top + this.usableHeight / 2;
  }

  screenToWorld(x: number, y: number): { x: number; y: number } {
    return {
      x: this.centerX + (x - this.screenCenterX) / this.zoom,
      y: this.centerY + (y - this.screenCenterY) / this.zoom,
    };
  }

  worldToScreen(x: number, y: number): { x: number; y: number } {
    const o = this.offset();
    return { x: o.x + x * this.zoom, y: o.y + y * this.zoom };
  }

  /**
   * Where the world's origin lands on screen, rounded to whole device pixels at `resolution` so tiles
   * do not shimmer or show seams between them.
   */
  offset(resolution = 1): { x: number; y: number } {
    const x = this.screenCenterX - this.centerX * this.zoom;
    const y = this.screenCenterY - this.centerY * this.zoom;
    return { x: Math.round(x * resolution) / resolution, y: Math.round(y * resolution) / resolution };
  }

  /** How the world lies on the screen now, its origin rounded as `offset` rounds it. */
  transform(resolution = 1): ScreenTransform {
    const o = this.offset(resolution);
    return { x: o.x, y: o.y, zoom: this.zoom };
  }

  /** The world rectangle on the whole screen (under the HUD too: its bars are see-through), in world pixels. */
  viewRect(): PixelRect {
    const sx = this.screenCenterX;
    const sy = this.screenCenterY;
    return {
      left: this.centerX - sx / this.zoom,
      top: this.centerY - sy / this.zoom,
      right: this.centerX + (this.viewWidth - sx) / this.zoom,
      bottom: this.centerY + (this.viewHeight - sy) / this.zoom,
    };
  }
}

/** Whether insets leave at least half the screen each way. */
function sane(insets: ScreenInsets, width: number, height: number): boolean {
  return width - insets.left - insets.right >= width / 3 && height - insets.top - insets.bottom >= height / 3;
}

function usableSpan(size: number, before: number, after: number): number {
  return Math.max(1, size - before - after);
}

function clampAxis(center: number, world: number, view: number): number {
  if (world <= view) return world / 2;
  return Math.min(world - view / 2, Math.max(view / 2, center));
}
