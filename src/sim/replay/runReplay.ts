import type { Level } from '../../level/types';
import { Sim } from '../Sim';
import type { Status } from '../types';
import { ReplayPlayer } from './ReplayPlayer';
import { MAX_REPLAY_TICK, type ReplayStep } from './steps';

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
  /**
   * Why the play was stopped before it ended, if it was: `ticks` when it reached a day of ticks
   * (MAX_REPLAY_TICK), `time` when it took longer than the `maxMs` given to play.
   */
  readonly stopped: 'ticks' | 'time' | null;
}

/** Limits of `runReplay` beyond the ticks. */
export interface ReplayLimits {
  /** The most milliseconds of computing the play may take; none by default. */
  readonly maxMs?: number;
  /** The clock `maxMs` is measured on (tests pass their own). */
  readonly now?: () => number;
}

/** Ticks between two looks at the clock. */
const CLOCK_EVERY = 1024;

/**
 * Plays a replay in a fresh Sim of `level`, at the game's own walking speed, and reports how it
 * ended. Waits while the cat stands still are skipped (they change nothing). Whatever the steps
 * (timed or not), the play is followed for at most a day of ticks, and for at most `maxMs` of
 * computing, so a hostile replay (10,000 far taps on a 1024 x 1024 map) ends in bounded time.
 */
export function runReplay(
  level: Level,
  steps: readonly ReplayStep[],
  limits: ReplayLimits = {},
): ReplayOutcome {
  const sim = new Sim(level);
  const player = new ReplayPlayer(sim, steps);
  const now = limits.now ?? (() => performance.now());
  const deadline = limits.maxMs === undefined ? Infinity : now() + limits.maxMs;
  let used = 0;
  let stopped: ReplayOutcome['stopped'] = null;
  for (let t = 0; !player.done; t++) {
    player.skipIdle(0);
    if (player.ticks > MAX_REPLAY_TICK) {
      stopped = 'ticks';
      break;
    }
    if (t % CLOCK_EVERY === 0 && now() > deadline) {
      stopped = 'time';
      break;
    }
    const before = player.sent.length;
    const won = sim.status === 'won';
    player.beforeStep();
    if (!won) used += player.sent.length - before;
    sim.step();
    // Nobody listens: dropped as they come, or a long play would keep millions of them.
    sim.drainEvents();
  }
  return {
    status: sim.status,
    lostBy: sim.state.lostBy,
    moves: sim.moves,
    stepsUsed: used,
    timed: player.sent,
    ticks: player.ticks,
    stopped,
  };
}
