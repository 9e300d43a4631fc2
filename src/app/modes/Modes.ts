// Room modes/ (docs/architecture.md, "The rooms of src/app"): the daily puzzle and endless mode: their
// levels, made in a worker, and their records.
/**
 * The daily puzzle and endless mode: which generated level to open, opening it through the app
 * like any level (the same Sim, view and input), and their records. No game rule here: the levels
 * come from the generator, wins from the sim.
 */
import type { ReadFile } from '../../tiled/types';
import { describeError } from '../page/webgl';
import type { JobWorker } from '../workers/JobWorker';
import { type Day, dayOf } from './calendar';
import { GeneratedLevels } from './GeneratedLevels';
import type { ModeStore } from './ModeStore';
import {
  dailyId,
  dailyLevel,
  endlessId,
  endlessLevel,
  type ModeLevel,
  newRunSeed,
  parseModeId,
} from './modeLevels';

/** What the modes need of the app. */
export interface ModesHost {
  /** Shows the loading screen while a level is made. */
  showLoading(): void;
  /** Opens a level by id, as every level opens (its file from `fileOf`, read by `readFile`). */
  openLevel(id: string): Promise<void>;
  /** A level that could not be made: an error screen. */
  showError(error: unknown, id: string, file: string): void;
  /** A short message for the player (a streak, a run's score). */
  notify(message: string): void;
}

export class Modes {
  private readonly levels: GeneratedLevels;
  /** Bumped when the player leaves the loading screen: a level made after that is not opened. */
  private token = 0;
  /** The seed the next new run will have, picked ahead so that its first level can be made ahead. */
  private nextRunSeed = newRunSeed();
  /** Stops the levels `prefetch` is making; null once none is (or the player asked for one). */
  private ahead: AbortController | null = null;
  /** Levels the player asked for that are being made or opened (`open`). */
  private asked = 0;
  /** A `prefetch` asked for while the player waited for one: made once that level is up. */
  private prefetchAfterOpen = false;

  constructor(
    private readonly host: ModesHost,
    readonly store: ModeStore,
    jobs: JobWorker,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.levels = new GeneratedLevels(jobs);
  }

  /** Today, as the daily puzzle counts days. */
  today(): Day {
    return dayOf(this.now());
  }

  /** Whether `id` is a daily or endless level. */
  owns(id: string): boolean {
    return parseModeId(id) !== null;
  }

  /** The map file of a made level (to open it), or undefined. */
  fileOf(id: string): string | undefined {
    return this.levels.fileOf(id);
  }

  /** How a made level's files are read, or null for any other level. */
  readFile(id: string | undefined, others: ReadFile): ReadFile | null {
    return id === undefined ? null : this.levels.readFile(id, others);
  }

  /**
   * Starts making, in the background while the title shows, the levels its buttons open, so that
   * none is made while the player waits: today's puzzle first (the largest to make, and the one a
   * player who opens the game for it taps at once), then the endless run's level, and the first
   * level of the next new run (small and quick to make) when a run is under way. The modes' worker
   * makes them one after another, in that order. Called at the title's first idle moment (GameApp).
   */
  prefetch(): void {
    // Not beside a level the player waits for (today's puzzle tapped at once): the worker would
    // make both at a time, and the player's took half as long again (docs/performance.md).
    if (this.asked > 0) {
      this.prefetchAfterOpen = true;
      return;
    }
    const ahead = new AbortController();
    this.ahead = ahead;
    const day = this.today();
    const run = this.store.records.endless.run;
    const seed = run?.seed ?? this.nextRunSeed;
    const n = run?.level ?? 1;
    const making = [
      this.prepare(dailyId(day), dailyLevel(day), ahead.signal),
      this.prepare(endlessId(seed, n), endlessLevel(seed, n), ahead.signal),
      ...(run
        ? [this.prepare(endlessId(this.nextRunSeed, 1), endlessLevel(this.nextRunSeed, 1), ahead.signal)]
        : []),
    ];
    void Promise.allSettled(making).then(() => {
      if (this.ahead === ahead) this.ahead = null;
    });
  }

  /**
   * Stops the levels `prefetch` is still making, for another level that opens meanwhile (Play
   * pressed at once: the two workers would share the processor with its opening); true when some
   * were stopped, to be asked for again (`prefetch`) once that level is up. A level the player
   * asked for is never stopped.
   */
  holdPrefetch(): boolean {
    const ahead = this.ahead;
    this.ahead = null;
    ahead?.abort();
    return ahead !== null;
  }

  /** Opens today's puzzle. */
  playDaily(): Promise<void> {
    return this.playDay(this.today());
  }

  /** Opens a day's puzzle (a shared link's day may be another than today). */
  playDay(day: Day): Promise<void> {
    return this.open(dailyId(day), dailyLevel(day));
  }

  /** Opens the endless run's current level; `fresh` (or no run yet) starts a new run. */
  playEndless(fresh = false): Promise<void> {
    let run = this.store.records.endless.run;
    if (fresh || !run) {
      this.store.startRun(this.nextRunSeed);
      this.nextRunSeed = newRunSeed();
      run = this.store.records.endless.run;
    }
    if (!run) return Promise.resolve();
    return this.openEndless(run.seed, run.level);
  }

  /** The level after a mode's level (endless: the next of the run), or null (daily, other levels). */
  nextOf(id: string): string | null {
    const m = parseModeId(id);
    return m?.mode === 'endless' ? endlessId(m.seed, m.n + 1) : null;
  }

  /** Opens the level after `id` (Next level on the win panel). */
  openNext(id: string): Promise<void> {
    const m = parseModeId(id);
    if (m?.mode !== 'endless') return Promise.resolve();
    return this.openEndless(m.seed, m.n + 1);
  }

  /**
   * Saves a win on a mode's level and tells the player where it leaves the streak or the run;
   * true for a new best. Null for other levels (the campaign saves those).
   */
  recordWin(id: string, moves: number, stars: 1 | 2 | 3): boolean | null {
    const m = parseModeId(id);
    if (!m) return null;
    if (m.mode === 'daily') {
      const improved = this.store.recordDaily(m.day, moves, stars);
      const { current } = this.store.streak(this.today());
      this.host.notify(`Daily puzzle solved. Streak: ${current} ${current === 1 ? 'day' : 'days'}.`);
      return improved;
    }
    this.store.recordEndless(m.seed, m.n, stars);
    const run = this.store.records.endless.run;
    if (run?.seed === m.seed && run.level === m.n + 1) {
      this.host.notify(`Endless run: ${m.n} ${m.n === 1 ? 'level' : 'levels'}, ${run.stars} stars.`);
    }
    return false;
  }

  /** The player left the loading screen: a level still being made is not opened. */
  cancel(): void {
    this.token++;
  }

  private openEndless(seed: string, n: number): Promise<void> {
    return this.open(endlessId(seed, n), endlessLevel(seed, n), () =>
      this.prepare(endlessId(seed, n + 1), endlessLevel(seed, n + 1)),
    );
  }

  private prepare(id: string, level: ModeLevel, signal?: AbortSignal): Promise<unknown> {
    // A failure shows when the player asks for the level; nothing to say before that.
    return this.levels.prepare(id, level, signal).catch(() => {});
  }

  private async open(id: string, level: ModeLevel, then?: () => void): Promise<void> {
    // What the prefetch is making is now awaited by the player: no longer stopped for another level.
    this.ahead = null;
    this.asked++;
    try {
      await this.make(id, level, then);
    } finally {
      if (--this.asked === 0 && this.prefetchAfterOpen) {
        this.prefetchAfterOpen = false;
        this.prefetch();
      }
    }
  }

  /** Makes a level the player asked for, then opens it unless the player left meanwhile. */
  private async make(id: string, level: ModeLevel, then?: () => void): Promise<void> {
    const token = ++this.token;
    this.host.showLoading();
    try {
      await this.levels.prepare(id, level);
    } catch (error) {
      if (token === this.token) {
        this.host.showError(
          new Error(`the level could not be made: ${describeError(error)}`),
          id,
          level.title,
        );
      }
      return;
    }
    if (token !== this.token) return;
    await this.host.openLevel(id);
    then?.();
  }
}
