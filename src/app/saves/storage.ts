// Room saves/ (docs/architecture.md, "The rooms of src/app"): what the player keeps: progress and settings in
// localStorage, and the stars a win earns.
import {
  defaultSettings,
  isNewerSaveText,
  type LoadedProgress,
  type Progress,
  parseProgress,
  recordWin,
  type SaveProblem,
  type Settings,
  serializeProgress,
  withSettings,
} from './progress';

/** The localStorage key of the save. */
export const SAVE_KEY = 'maze-cat.save';
/** Saves this build could not use are copied to this prefix plus the time, before anything is written. */
export const BACKUP_PREFIX = 'maze-cat.save.backup.';

/**
 * Copies `raw` to a backup key (once: an identical backup already there is reused). Returns the
 * key, or null when storage refused (full or blocked).
 */
export function backUp(storage: Storage, raw: string, now: Date): string | null {
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(BACKUP_PREFIX) && storage.getItem(key) === raw) return key;
    }
    const key = `${BACKUP_PREFIX}${now.toISOString()}`;
    storage.setItem(key, raw);
    return key;
  } catch {
    return null;
  }
}

/** What the player is told when a save is kept aside, and whether this build may write a save now. */
function keptNotice(problem: SaveProblem, backup: string | null): { notice: string; writable: boolean } {
  const kept = backup ? ` It was kept as a backup (${backup}).` : '';
  const sessionOnly = 'Progress made now lasts until you close the page.';
  if (problem === 'newer') {
    return {
      notice: `Your saved progress comes from a newer version of Maze Cat, which this version cannot read. It is left untouched.${kept} ${sessionOnly}`,
      writable: false,
    };
  }
  if (!backup) {
    // The only copy of what could not be read must not be overwritten.
    return {
      notice: `Your saved progress could not be read, and there is no room to back it up, so it is left untouched. ${sessionOnly}`,
      writable: false,
    };
  }
  return {
    notice:
      problem === 'damaged'
        ? `Part of your saved progress was damaged and has been repaired.${kept}`
        : `Your saved progress could not be read, so a new one was started.${kept}`,
    writable: true,
  };
}

/**
 * Saved progress backed by localStorage. Storage may be missing or throw (private browsing, quota,
 * blocked cookies): then progress lives for the session only, and the player is told once. A save
 * this build cannot use (unreadable, damaged, or from a newer build) is copied to a backup key
 * before anything is written, and a newer build's save is never overwritten, even one another tab
 * writes while this one runs.
 */
export class ProgressStore {
  private current: Progress;
  private writable: boolean;
  private readonly listeners = new Set<(p: Progress) => void>();

  private constructor(
    loaded: LoadedProgress,
    private readonly storage: Storage | null,
    private readonly notify: (message: string) => void,
    raw: string | null,
    now: Date,
  ) {
    this.current = loaded.progress;
    this.writable = storage !== null;
    let notice = loaded.notice;
    if (storage && raw !== null && loaded.problem) {
      const kept = keptNotice(loaded.problem, backUp(storage, raw, now));
      notice = kept.notice;
      this.writable = kept.writable;
    }
    if (notice) notify(notice);
  }

  /** Loads (and repairs) the save. `reset` forgets it. `storage` is for tests. */
  static open(
    notify: (message: string) => void,
    prefersReducedMotion: boolean,
    reset = false,
    storage: () => Storage = () => window.localStorage,
    now = new Date(),
  ): ProgressStore {
    let store: Storage | null = null;
    let raw: string | null = null;
    try {
      store = storage();
      if (reset) store.removeItem(SAVE_KEY);
      raw = store.getItem(SAVE_KEY);
    } catch {
      store = null;
      notify(
        'Progress cannot be saved in this browser (storage is blocked); it lasts until you close the page.',
      );
    }
    const progress = new ProgressStore(
      parseProgress(raw, defaultSettings(prefersReducedMotion)),
      store,
      notify,
      raw,
      now,
    );
    if (reset) notify('Saved progress was reset.');
    return progress;
  }

  get progress(): Progress {
    return this.current;
  }

  get settings(): Settings {
    return this.current.settings;
  }

  /** Called after every change. */
  onChange(listener: (p: Progress) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records a win (with its replay code, kept when it matches the best) and saves; true when it is a new best. */
  recordWin(id: string, moves: number, stars: 1 | 2 | 3, replay?: string): boolean {
    const result = recordWin(this.current, id, moves, stars, replay);
    this.set(result.progress);
    return result.improved;
  }

  setSettings(patch: Partial<Settings>): void {
    this.set(withSettings(this.current, patch));
  }

  /** Mute (M): sound and music both off, or both on again when both are off. */
  toggleMuted(): void {
    const on = !(this.current.settings.sound || this.current.settings.music);
    this.setSettings({ sound: on, music: on });
  }

  private set(progress: Progress): void {
    this.current = progress;
    if (this.storage && this.writable) this.write(this.storage, progress);
    for (const l of this.listeners) l(progress);
  }

  private write(storage: Storage, progress: Progress): void {
    try {
      // A newer build in another tab may have saved since this one loaded: leave its save alone.
      if (isNewerSaveText(storage.getItem(SAVE_KEY))) {
        this.writable = false;
        this.notify(
          'A newer version of Maze Cat saved progress in another tab; this tab no longer saves, so as not to overwrite it.',
        );
        return;
      }
      storage.setItem(SAVE_KEY, serializeProgress(progress));
    } catch {
      this.notify('Progress could not be saved (storage is full or blocked).');
    }
  }
}
