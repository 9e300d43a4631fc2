/**
 * The board's frame loop: a frame runs only when something asked for one. Each frame says when
 * the next is due: at the next display frame (something moves: the sim's fixed step, the camera
 * easing, a flourish), after some milliseconds (the next frame of a tile or sprite animation), or
 * never (a still board). Input and other changes ask for a frame with `request`. Stopped, it runs
 * nothing (a hidden tab).
 */

/** When the next frame is due: 0 = the next display frame, ms from now, or Infinity = none. */
export type FrameResult = number;

/** The browser's timing functions, replaceable in tests. */
export interface FrameClock {
  requestAnimationFrame(callback: (timeMs: number) => void): number;
  cancelAnimationFrame(handle: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

const browserClock: FrameClock = {
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  cancelAnimationFrame: (handle) => window.cancelAnimationFrame(handle),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

export class FrameLoop {
  private raf: number | null = null;
  private timer: number | null = null;
  /** The time of the last frame; null after the loop slept with nothing due (time starts afresh). */
  private last: number | null = null;
  private running = true;
  /** True while a frame runs: changes made during it are drawn by it, so they ask for nothing more. */
  private inFrame = false;
  /**
   * True while the frame due (or running) was woken by an animation's timer alone: the board is
   * still between animation frames, however long a frame takes on a slow machine.
   */
  private beat = false;

  /**
   * @param frame runs one frame, given the ms since the previous one (0 for the first frame after
   *   the loop slept with nothing due: the time spent still is not animation time), and returns when
   *   the next is due
   */
  constructor(
    private readonly frame: (deltaMs: number) => FrameResult,
    private readonly clock: FrameClock = browserClock,
  ) {}

  /**
   * True while something moves: a frame is due at the next display frame (or runs now) because
   * something changed or moves, not only because an animation's next frame is due.
   */
  get moving(): boolean {
    return (this.raf !== null || this.inFrame) && !this.beat;
  }

  /** Something changed: run a frame at the next display frame (at once if one is already due). */
  request(): void {
    if (!this.inFrame) this.beat = false;
    this.schedule();
  }

  private schedule(): void {
    if (!this.running || this.inFrame || this.raf !== null) return;
    this.clearTimer();
    this.raf = this.clock.requestAnimationFrame((time) => this.run(time));
  }

  /** Runs nothing until `start` (a hidden tab). */
  stop(): void {
    this.running = false;
    this.clearTimer();
    if (this.raf !== null) this.clock.cancelAnimationFrame(this.raf);
    this.raf = null;
    this.last = null;
  }

  /** Runs again, with a frame at once; the time stopped does not count. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.request();
  }

  private run(time: number): void {
    this.raf = null;
    const delta = this.last === null ? 0 : Math.max(0, time - this.last);
    this.last = time;
    this.inFrame = true;
    let next: FrameResult;
    try {
      next = this.frame(delta);
    } finally {
      this.inFrame = false;
    }
    if (!this.running) return;
    if (next <= 0) {
      this.beat = false;
      this.raf = this.clock.requestAnimationFrame((t) => this.run(t));
    } else if (Number.isFinite(next)) {
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        this.beat = true;
        this.schedule();
      }, next);
    } else this.last = null;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
