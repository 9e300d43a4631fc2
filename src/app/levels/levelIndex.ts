/**
 * The level index: what the title screen and the level list know of the bundled levels without
 * loading them (id, file, title, par, chapter, tutorial), in play order. Vite generates it from
 * levels/ when the game is built (`virtual:level-index`: vite.config.ts, scripts/levels/levelIndex.ts),
 * so the first screen carries a few hundred bytes instead of every level's text. The dev server
 * regenerates it when a level file changes, and this module takes the new list in place.
 */
import generated from 'virtual:level-index';

/** One bundled level as the index lists it. */
export interface LevelIndexEntry {
  readonly id: string;
  /** The level's map, as the level files catalog knows it (`levels/<name>.tmj`). */
  readonly file: string;
  /** The map's title, or the id when it has none. */
  readonly title: string;
  readonly par: number | null;
  /** The campaign chapter ('' when none). */
  readonly chapter: string;
  readonly tutorial: boolean;
}

type Listener = () => void;

/** The bundled levels in play order, with change notification for the dev server's updates. */
export class LevelIndex {
  private list: readonly LevelIndexEntry[];
  private readonly listeners = new Set<Listener>();

  constructor(entries: readonly LevelIndexEntry[]) {
    this.list = entries;
  }

  /** Every level, in play order. */
  entries(): readonly LevelIndexEntry[] {
    return this.list;
  }

  /** The level ids in play order. */
  ids(): string[] {
    return this.list.map((e) => e.id);
  }

  /** The entry of a bundled level, if `id` is one. */
  entry(id: string): LevelIndexEntry | undefined {
    return this.list.find((e) => e.id === id);
  }

  /** Takes a new list (the dev server regenerated the index) and tells the listeners. */
  replace(entries: readonly LevelIndexEntry[]): void {
    this.list = entries;
    for (const listener of this.listeners) listener();
  }

  /** Called after each `replace`. Returns an unsubscribe. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The one index of bundled levels (the same object across hot updates of the JSON). */
export const levelIndex = new LevelIndex(generated);

if (import.meta.hot) {
  // Accepted here: the page (and the level in play) stays when the index is regenerated.
  import.meta.hot.accept('virtual:level-index', (next) => {
    if (next) levelIndex.replace((next as unknown as { default: readonly LevelIndexEntry[] }).default);
  });
}

/**
 * True for a level this build ships as it is: one of the index's in a production build. The dev
 * server's levels are a designer's working copies (edited, or drafts in MAZE_CAT_LEVELS_DIR), which
 * other copies of the game do not have: their share links carry the map, their par is the solver's.
 */
export function isShippedLevel(id: string): boolean {
  return import.meta.env.PROD && levelIndex.entry(id) !== undefined;
}
