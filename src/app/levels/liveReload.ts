/**
 * Live reload, under the development server only: a level file saved in Tiled reaches the page in
 * one message (scripts/vite/liveLevels.ts), the catalog takes its new text, and the level the
 * player is on (playing it, or looking at its errors) is loaded again in place. A save that breaks
 * the level shows its problems where the level was; the next good save brings the level back. No
 * button, no page reload.
 */
import { catalogKey, type LevelCatalog } from './levelCatalog';
import { LEVEL_FILE_EVENT, type LevelFileMessage } from './liveReloadMessage';

/** A map file among the catalog's texts (only maps can be levels; they never feed another map). */
const MAP_FILE = /\.(tmj|tmx|json)$/i;

/**
 * True when `changed` (catalog keys such as `levels/maze-cat.tsj`) touches the open level: its own
 * map file, or any file a map may use (tileset, template, image). Another map changing does not
 * reload the level being played. `openFile` is the open level's path (empty when none).
 */
export function needsReload(changed: readonly string[], openFile: string): boolean {
  if (openFile === '') return false;
  const open = catalogKey(openFile);
  // A `.json` may be a tileset too; reloading once too often is harmless, missing one is not.
  return changed.some((f) => catalogKey(f) === open || !MAP_FILE.test(f) || /\.json$/i.test(f));
}

/** The level live reload keeps up to date: its id, and its file in the catalog. */
export interface ReloadTarget {
  readonly id: string;
  readonly file: string;
}

/** One save's way to the screen, in ms since the epoch (the test hook shows it; `bench:reload` reads it). */
export interface ReloadTiming {
  readonly file: string;
  /** When the development server saw the save. */
  readonly seenAt: number;
  /** When the page got the message. */
  readonly receivedAt: number;
  /** When the reloaded level took input, or its problems were on screen; null while loading. */
  readyAt: number | null;
  /** How the reload ended; null while loading, or when the save did not touch the level. */
  outcome: 'playable' | 'broken' | null;
}

export interface LiveReloadHost {
  /** The level to keep up to date, or null (the title, the level list). */
  target(): ReloadTarget | null;
  /** Loads the level again in place; true when it is playable, false when its problems are shown. */
  reload(target: ReloadTarget, changed: readonly string[]): Promise<boolean>;
}

export class LiveReload {
  /** The last save heard of. */
  last: ReloadTiming | null = null;

  private constructor(
    private readonly catalog: LevelCatalog,
    private readonly host: LiveReloadHost,
  ) {
    catalog.onChange((files) => this.changed(files));
  }

  /** True when the page runs under the development server, where saves are pushed to it. */
  static get available(): boolean {
    return import.meta.hot !== undefined;
  }

  /** Listens for saved level files; null outside the development server. */
  static connect(catalog: LevelCatalog, host: LiveReloadHost): LiveReload | null {
    const hot = import.meta.hot;
    if (!hot) return null;
    const live = new LiveReload(catalog, host);
    hot.on(LEVEL_FILE_EVENT, (message: LevelFileMessage) => live.saved(message));
    return live;
  }

  private saved(message: LevelFileMessage): void {
    this.last = {
      file: message.file,
      seenAt: message.seenAt,
      receivedAt: Date.now(),
      readyAt: null,
      outcome: null,
    };
    const content =
      message.change === 'removed'
        ? null
        : message.text !== undefined
          ? { text: message.text }
          : message.url !== undefined
            ? { url: message.url }
            : null;
    this.catalog.setFile(message.file, content);
  }

  /** The catalog changed (a pushed save, or new files found by the bundler): reload if it matters. */
  private changed(files: readonly string[]): void {
    const target = this.host.target();
    if (!target) return;
    // A level that was missing (an unknown id) may just have been saved under that name.
    const file = this.catalog.entry(target.id)?.file ?? target.file;
    if (!needsReload(files, file)) return;
    const timing = this.last;
    void this.host.reload({ id: target.id, file }, files).then((playable) => {
      if (!timing || this.last !== timing) return; // A later save took over.
      timing.readyAt = Date.now();
      timing.outcome = playable ? 'playable' : 'broken';
    });
  }
}
