/**
 * What the development server sends the page when a file in the levels folder is saved (see
 * scripts/vite/liveLevels.ts): the file's new text itself, so the page reloads the level without
 * asking the server for anything. Shared by the server's plugin and the page.
 */

/** The custom HMR event carrying a level file. */
export const LEVEL_FILE_EVENT = 'maze-cat:level-file';

/** Map, tileset and template files: sent as text (the same files the catalog bundles as text). */
export const LEVEL_TEXT_FILE = /\.(tmj|json|tsj|tsx|tx|tj)$/i;
/** Pictures: sent as a new address. */
export const LEVEL_IMAGE_FILE = /\.(png|webp|jpg|jpeg|gif)$/i;

export interface LevelFileMessage {
  /** The catalog's key for the file: `levels/<name>`. */
  readonly file: string;
  /** What happened to it. */
  readonly change: 'saved' | 'removed';
  /** The new text of a map, tileset or template. */
  readonly text?: string;
  /** The new address of an image (a fresh one on each save, so no cached picture is drawn). */
  readonly url?: string;
  /** When the server saw the save (ms since the epoch), so `bench:reload` can split the time. */
  readonly seenAt: number;
}
