import type { RemixOrigin } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import type { NoticeAction } from '../page/Notices';
import type { JobWorker } from '../workers/JobWorker';
import type { JobTicket } from '../workers/jobScope';
import type { DraftStore } from './drafts';

/** What the editor needs from the app: the game's tileset, the job worker, storage, and where to go. */
export interface EditorDeps {
  /** Reads the game's tileset (levels/maze-cat.tsj) by name. */
  readonly readFile: ReadFile;
  /** The URL of one of the game's tileset pictures (maze-cat.png, hex.png, iso.png), for drawing. */
  readonly atlasUrl: (picture: string) => string;
  /**
   * The job workers: one for par and route, one each for the difficulty band (stopped when stale),
   * the design partner and generate, so that the live answer never waits behind the others.
   */
  readonly workers: Readonly<Record<'findings' | 'band' | 'partner' | 'generate', JobWorker>>;
  readonly drafts: DraftStore;
  /** Plays the level (its .tmj text); the play screen's Edit brings the maker back here. */
  playTest(text: string, file: string): void;
  /** The share link (the page address with its fragment) for a map's text, or a PayloadError. */
  shareLink(text: string, file: string): { link: string; chars: number; limit: number };
  /** The maker's name for the shelf, remembered between visits. */
  readonly maker: { readonly name: string; remember(name: string): void };
  back(): void;
  /** Shows a notice; one with an action stays until it is used or dismissed. */
  notify(message: string, kind: 'info' | 'warn', action?: NoticeAction): void;
}

/** How a map is opened (`openText`): what it remixes, its job, the level Edit opened, the id of the draft it replaces. */
export interface OpenHow {
  readonly origin?: RemixOrigin;
  readonly ticket?: JobTicket;
  readonly level?: string;
  readonly over?: string;
}
