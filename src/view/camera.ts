import type { PixelRect } from './chunkRange';

/** The least and greatest zoom the player can reach with pinch or wheel. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 4;

/** How quickly the camera catches up with the cat: the gap shrinks by e each this many ms. */
const FOLLOW_TIME_MS = 140;

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
  private userZoomed = false;

  constructor(
    readonly worldWidth: number,
    readonly worldHeight: number,
    readonly tileSize: number,
  ) {
    this.centerX = worldWidth / 2;
    this.centerY = worldHeight / 2;
  }

  /**
   * A whole-number zoom that shows a comfortable number of tiles (about nine on the short side),
   * so pixel art stays crisp. Used until the player zooms.
   */
  defaultZoom(): number {
    const fit = Math.floor(Math.min(this.viewWidth, this.viewHeight) / (this.tileSize * 9));
    return Math.max(1, Math.min(3, fit));
  }

  /** New screen size in CSS pixels. */
  resize(width: number, height: number): void {
    this.viewWidth = Math.max(1, width);
    this.viewHeight = Math.max(1, height);
    if (!this.userZoomed) this.zoom = this.defaultZoom();
    this.clamp();
  }

  /** Moves straight to a world point (no easing), e.g. when a level opens. */
  jumpTo(x: number, y: number): void {
    this.centerX = x;
    this.centerY = y;
    this.clamp();
  }

  /** Eases towards the target world point by `deltaMs` of time, when following. */
  update(targetX: number, targetY: number, deltaMs: number, instant = false): void {
    if (!this.following) return;
    const k = instant ? 1 : 1 - Math.exp(-Math.max(0, deltaMs) / FOLLOW_TIME_MS);
    this.centerX += (targetX - this.centerX) * k;
    this.centerY += (targetY - this.centerY) * k;
    this.clamp();
  }

  /** Drags the board by a screen-pixel distance (content moves with the finger). */
  panBy(dx: number, dy: number): void {
    this.following = false;
    this.centerX -= dx / this.zoom;
    this.centerY -= dy / this.zoom;
    this.clamp();
  }

  /** Zooms by `factor` keeping the world point under screen point (x, y) in place. */
  zoomAt(factor: number, x: number, y: number): void {
    if (!(factor > 0) || !Number.isFinite(factor)) return;
    this.following = false;
    this.userZoomed = true;
    const before = this.screenToWorld(x, y);
    this.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.zoom * factor));
    this.centerX = before.x - (x - this.viewWidth / 2) / this.zoom;
    this.centerY = before.y - (y - this.viewHeight / 2) / this.zoom;
    this.clamp();
  }

  /** Keeps the view inside the world on each axis, or centres the world when it is the smaller. */
  clamp(): void {
    this.centerX = clampAxis(this.centerX, this.worldWidth, this.viewWidth / this.zoom);
    this.centerY = clampAxis(this.centerY, this.worldHeight, this.viewHeight / this.zoom);
  }

  screenToWorld(x: number, y: number): { x: number; y: number } {
    return {
      x: this.centerX + (x - this.viewWidth / 2) / this.zoom,
      y: this.centerY + (y - this.viewHeight / 2) / this.zoom,
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
    const x = this.viewWidth / 2 - this.centerX * this.zoom;
    const y = this.viewHeight / 2 - this.centerY * this.zoom;
    return { x: Math.round(x * resolution) / resolution, y: Math.round(y * resolution) / resolution };
  }

  /** The world rectangle on screen, in world pixels. */
  viewRect(): PixelRect {
    const halfW = this.viewWidth / 2 / this.zoom;
    const halfH = this.viewHeight / 2 / this.zoom;
    return {
      left: this.centerX - halfW,
      top: this.centerY - halfH,
      right: this.centerX + halfW,
      bottom: this.centerY + halfH,
    };
  }
}

function clampAxis(center: number, world: number, view: number): number {
  if (world <= view) return world / 2;
  return Math.min(world - view / 2, Math.max(view / 2, center));
}
