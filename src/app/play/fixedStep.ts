/**
 * The fixed-step clock: real time goes into an accumulator, the sim advances in whole
 * steps of STEP_MS, and the view interpolates with the remainder (alpha). Pure, so it is tested.
 */

/** Longest frame counted, so a stalled tab or a breakpoint does not fast-forward the game. */
export const MAX_FRAME_MS = 100;

export class FixedStep {
  private accumulator = 0;

  /**
   * @param stepMs length of one sim step in ms
   * @param speed sim steps per `stepMs` of real time (`?speed=N`)
   */
  constructor(
    readonly stepMs: number,
    readonly speed = 1,
  ) {}

  /** Adds a frame's time; returns how many sim steps to run now. */
  advance(deltaMs: number): number {
    const frame = Math.min(Math.max(deltaMs, 0), MAX_FRAME_MS);
    this.accumulator += frame * this.speed;
    const steps = Math.floor(this.accumulator / this.stepMs);
    this.accumulator -= steps * this.stepMs;
    return steps;
  }

  /** Fraction of the next step already elapsed, for interpolation (0 <= alpha < 1). */
  get alpha(): number {
    return Math.min(1, this.accumulator / this.stepMs);
  }

  /** Drops banked time (after a pause, so resuming does not jump). */
  reset(): void {
    this.accumulator = 0;
  }
}
