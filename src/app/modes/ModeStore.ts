import { isObject, readJson } from '../saves/progress';
import { backUp } from '../saves/storage';
import { type Day, dayOf } from './calendar';
import {
  dailyStreak,
  MODES_VERSION,
  type ModeRecords,
  parseModeRecords,
  recordDaily,
  recordEndless,
  serializeModeRecords,
  startRun,
} from './modeRecords';

/** The localStorage key of the daily and endless records. */
export const MODES_KEY = 'maze-cat.modes';

function isNewerText(raw: string | null): boolean {
  const data = raw === null ? null : readJson(raw);
  return isObject(data) && typeof data.version === 'number' && data.version > MODES_VERSION;
}

/**
 * The daily puzzle's and endless mode's records, kept in localStorage beside the campaign's save
 * and with the same care: storage that is missing or refuses keeps them for the session; records
 * this build cannot use are copied to a backup key before anything is written, and a newer build's
 * are never overwritten.
 */
export class ModeStore {
  private current: ModeRecords;
  private writable: boolean;
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly storage: Storage | null,
    raw: string | null,
    private readonly notify: (message: string) => void,
    now: Date,
  ) {
    const { records, problem } = parseModeRecords(raw);
    this.current = records;
    this.writable = storage !== null;
    if (!storage || raw === null || !problem) return;
    if (problem === 'newer') {
      this.writable = false;
      notify(
        'Your daily puzzle and endless records come from a newer version of Maze Cat; they are left untouched, and records made now last until you close the page.',
      );
      return;
    }
    const backup = backUp(storage, raw, now);
    if (!backup) {
      this.writable = false;
      notify(
        'Your daily puzzle and endless records could not be read, and there is no room to back them up, so they are left untouched.',
      );
      return;
    }
    notify(
      problem === 'damaged'
        ? `Part of your daily puzzle and endless records was damaged and has been repaired. They were kept as a backup (${backup}).`
        : `Your daily puzzle and endless records could not be read, so new ones were started. They were kept as a backup (${backup}).`,
    );
  }

  /** Loads the records; `reset` forgets them (with the campaign's `?reset`). `storage` is for tests. */
  static open(
    notify: (message: string) => void,
    reset = false,
    storage: () => Storage = () => window.localStorage,
    now = new Date(),
  ): ModeStore {
    let store: Storage | null = null;
    let raw: string | null = null;
    try {
      store = storage();
      if (reset) store.removeItem(MODES_KEY);
      raw = store.getItem(MODES_KEY);
    } catch {
      store = null; // The campaign's store already told the player storage is blocked.
    }
    return new ModeStore(store, raw, notify, now);
  }

  get records(): ModeRecords {
    return this.current;
  }

  /** Called after every change. */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** The daily streak today (see `dailyStreak`). */
  streak(today: Day = dayOf(new Date())): { current: number; best: number } {
    return dailyStreak(this.current, today);
  }

  /** Records a win on a day's puzzle; true for a new best. */
  recordDaily(day: Day, moves: number, stars: 1 | 2 | 3): boolean {
    const result = recordDaily(this.current, day, moves, stars);
    this.set(result.records);
    return result.improved;
  }

  startRun(seed: string): void {
    this.set(startRun(this.current, seed));
  }

  recordEndless(seed: string, n: number, stars: 1 | 2 | 3): void {
    this.set(recordEndless(this.current, seed, n, stars));
  }

  private set(records: ModeRecords): void {
    if (records === this.current) return;
    this.current = records;
    if (this.storage && this.writable) this.write(this.storage);
    for (const l of this.listeners) l();
  }

  private write(storage: Storage): void {
    try {
      if (isNewerText(storage.getItem(MODES_KEY))) {
        this.writable = false;
        this.notify(
          'A newer version of Maze Cat saved daily and endless records in another tab; this tab no longer saves them.',
        );
        return;
      }
      storage.setItem(MODES_KEY, serializeModeRecords(this.current));
    } catch {
      this.notify('Daily and endless records could not be saved (storage is full or blocked).');
    }
  }
}
