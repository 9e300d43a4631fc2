/** Which way the camera last moved, so chunks are built ahead where it is going. */

/** Camera moves shorter than this (layer pixels) keep the last heading: easing ends in tiny steps. */
const HEADING_EPSILON = 0.01;

/** Tracks the view's centre between updates and keeps the direction of its last real move. */
export class Heading {
  private lastX = Number.NaN;
  private lastY = Number.NaN;
  /** The last move's direction (any length; zero before the view moved). */
  x = 0;
  y = 0;

  /** Notes the view's centre now. */
  track(x: number, y: number): void {
    const dx = x - this.lastX;
    const dy = y - this.lastY;
    if (Math.abs(dx) + Math.abs(dy) > HEADING_EPSILON) {
      this.x = dx;
      this.y = dy;
    }
    this.lastX = x;
    this.lastY = y;
  }

  /** Forgets the last centre (the chunks were dropped; the next update starts afresh). */
  reset(): void {
    this.lastX = Number.NaN;
    this.lastY = Number.NaN;
  }
}
