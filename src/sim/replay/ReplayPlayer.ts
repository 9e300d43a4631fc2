import type { Sim } from '../Sim';
import type { Command } from '../types';
import type { ReplayStep } from './steps';

/**
 * Feeds a replay's commands to a Sim at their ticks: call `beforeStep()` before every `sim.step()`.
 * A step without a tick is sent once the cat stands still. The Sim must be at the level's start
 * (fresh, or with a restart queued before the first `beforeStep`). The game's "Watch" and the
 * command line's `replay` both drive plays with it.
 */
export class ReplayPlayer {
  private tick = 0;
  private next = 0;
  /** The steps sent so far, each with the tick it was sent at. */
  readonly sent: ReplayStep[] = [];

  constructor(
    private readonly sim: Sim,
    private readonly steps: readonly ReplayStep[],
  ) {}

  /** Ticks stepped since the start. */
  get ticks(): number {
    return this.tick;
  }

  /** Every step has been sent. */
  get allSent(): boolean {
    return this.next >= this.steps.length;
  }

  /** Every step has been sent and the play stands still: nothing more will happen. */
  get done(): boolean {
    return this.allSent && this.sim.idle;
  }

  /** Sends the steps due at this tick, then counts the tick the caller is about to step. */
  beforeStep(): void {
    while (this.next < this.steps.length) {
      const step = this.steps[this.next];
      const due = step.tick === null ? this.sim.idle : step.tick <= this.tick;
      if (!due) break;
      const command: Command =
        step.kind === 'undo' ? { kind: 'undo' } : { kind: 'walkTo', x: step.x, y: step.y };
      this.sim.command(command);
      this.sent.push({ ...step, tick: this.tick });
      this.next++;
    }
    this.tick++;
  }

  /**
   * While the cat stands still nothing happens (the dogs move only with the cat), so a wait for
   * the next step may be cut to `maxWait` ticks without changing the play: a quick check skips it
   * whole (0), "Watch" keeps a short pause.
   */
  skipIdle(maxWait: number): void {
    if (!this.sim.idle || this.allSent) return;
    const step = this.steps[this.next];
    if (step.tick !== null && step.tick - this.tick > maxWait) this.tick = step.tick - maxWait;
  }
}
