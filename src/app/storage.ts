import {
  defaultSettings,
  type LoadedProgress,
  type Progress,
  parseProgress,
  recordWin,
  type Settings,
  serializeProgress,
  withSettings,
} from './progress';

/** The localStorage key of the save. */
export const SAVE_KEY = 'maze-cat.save';

/**
 * Saved progress backed by localStorage. Storage may be missing or throw (private browsing, quota,
 * blocked cookies): then progress lives for the session only, and the player is told once.
 */
export class ProgressStore {
  private current: Progress;
  private readonly listeners = new Set<(p: Progress) => void>();

  private constructor(
    loaded: LoadedProgress,
    private readonly storage: Storage | null,
    private readonly notify: (message: string) => void,
  ) {
    this.current = loaded.progress;
    if (loaded.notice) notify(loaded.notice);
  }

  /** Loads (and repairs) the save. `reset` forgets it. */
  static open(
    notify: (message: string) => void,
    prefersReducedMotion: boolean,
    reset = false,
  ): ProgressStore {
    let storage: Storage | null = null;
    let raw: string | null = null;
    try {
      storage = window.localStorage;
      if (reset) storage.removeItem(SAVE_KEY);
      raw = storage.getItem(SAVE_KEY);
    } catch {
      storage = null;
      notify(
        'Progress cannot be saved in this browser (storage is blocked); it lasts until you close the page.',
      );
    }
    const store = new ProgressStore(
      parseProgress(raw, defaultSettings(prefersReducedMotion)),
      storage,
      notify,
    );
    if (reset) notify('Saved progress was reset.');
    return store;
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

  /** Records a win and saves; true when it is a new best. */
  recordWin(id: string, moves: number, stars: 1 | 2 | 3): boolean {
    const result = recordWin(this.current, id, moves, stars);
    this.set(result.progress);
    return result.improved;
  }

  setSettings(patch: Partial<Settings>): void {
    this.set(withSettings(this.current, patch));
  }

  private set(progress: Progress): void {
    this.current = progress;
    if (this.storage) {
      try {
        this.storage.setItem(SAVE_KEY, serializeProgress(progress));
      } catch {
        this.notify('Progress could not be saved (storage is full or blocked).');
      }
    }
    for (const l of this.listeners) l(progress);
  }
}
