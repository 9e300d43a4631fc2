import type { Level } from '../../level/types';
import { Sim } from '../Sim';
import type { Status } from '../types';
import { ReplayPlayer } from './ReplayPlayer';
import type { ReplayStep } from './steps';

/** How a replay played out. */
export interface ReplayOutcome {
  readonly status: Status;
  /** Why the play was lost, when it was. */
  readonly lostBy: 'eaten' | 'tired' | null;
  readonly moves: number;
  /** Steps sent before the level was won (any after it came too late to count). */
  readonly stepsUsed: number;
  /** The steps as sent, each with its tick: a replay with untimed steps comes back timed. */
  readonly timed: readonly ReplayStep[];
  /** Ticks the play took (idle waits cut short). */
  readonly ticks: number;
}

/**
 * Plays a replay in a fresh Sim of `level`, at the game's own walking speed, and reports how it
 * ended. Waits while the cat stands still are skipped (they change nothing), so it runs in a moment.
 */
export function runReplay(level: Level, steps: readonly ReplayStep[]): ReplayOutcome {
  const sim = new Sim(level);
  const player = new ReplayPlayer(sim, steps);
  let used = 0;
  // Each step waits for at most one walk; a walk is at most a few ticks per tile of the level.
  const maxTicks = (steps.length + 1) * (level.width * level.height + 10) * 40;
  for (let t = 0; t < maxTicks && !player.done; t++) {
    player.skipIdle(0);
    const before = player.sent.length;
    const won = sim.status === 'won';
    player.beforeStep();
    if (!won) used += player.sent.length - before;
    sim.step();
  }
  return {
    status: sim.status,
    lostBy: sim.state.lostBy,
    moves: sim.moves,
    stepsUsed: used,
    timed: player.sent,
    ticks: player.ticks,
  };
}
