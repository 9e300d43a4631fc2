import type { Command } from '../types';
import type { ReplayStep } from './steps';

/**
 * Records a play as a replay: every command the player sends, with the tick it was sent at (the
 * number of sim steps before it). A restart starts the recording again, so the replay of a win is
 * the play since the last restart, timed from it.
 */
export class TapRecorder {
  private start = 0;
  private recorded: ReplayStep[] = [];

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  /** Notes `command`, sent after `tick` sim steps of this session. */
  record(command: Command, tick: number): void {
    const at = tick - this.start;
    switch (command.kind) {
      case 'restart':
        this.start = tick;
        this.recorded = [];
        return;
      case 'undo':
        this.recorded.push({ kind: 'undo', tick: at });
        return;
      case 'walkTo':
        // A tap off the map only bumps: it changes nothing, and a replay names tiles on the map.
        if (command.x < 0 || command.y < 0 || command.x >= this.width || command.y >= this.height) return;
        this.recorded.push({ kind: 'tap', x: command.x, y: command.y, tick: at });
        return;
    }
  }

  /** The play since the start or the last restart. */
  get steps(): readonly ReplayStep[] {
    return this.recorded;
  }
}
