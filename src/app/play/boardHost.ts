// Room play/ (docs/architecture.md, "The rooms of src/app"): the level being played, from a tap on the board
// to the win panel: the board, the session and its clock, input, HUD, banner, results, hints and replays.
/**
 * The board as a long-lived service: made with the first level (its code and the level files are
 * fetched together, then pixi starts), and the level the player opened, which live reload keeps up
 * to date. Null board before the first level, or when the browser cannot draw it.
 */

import type { LevelFiles } from '../levels/levelFiles';
import type { ReloadTarget } from '../levels/liveReload';
import { SPRITES_IMAGE_URL, SPRITES_URL } from '../page/assets';
import type { Notices } from '../page/Notices';
import { describeError, probeWebGL, showNoWebGL } from '../page/webgl';
import type { JobWorker } from '../workers/JobWorker';
import type { Board, BoardDeps } from './board';
import { makeContextAhead } from './boardContext';
import { fetchEarly } from './earlyFetch';
import type { PlayController } from './PlayController';

export class BoardHost {
  /** The board, once the first level opened; null before (or when WebGL failed). */
  board: Board | null = null;
  private loading: Promise<Board | null> | null = null;
  /** The board's code and the level files being fetched (`fetch`); null again after a failure. */
  private fetching: Promise<void> | null = null;
  /**
   * The level the player opened: on screen, loading, or shown with its problems. Live reload keeps
   * it up to date; null on the title and the level list.
   */
  target: ReloadTarget | null = null;
  /** False while a level opens; the test hook's `ready` (a screen other than play is ready once shown). */
  ready = false;
  /** Bumped by every level open and by leaving, so a board that arrives late opens nothing stale. */
  openToken = 0;
  /** Levels being opened now (from the press to the level shown, its error, or leaving it). */
  private opening = 0;
  private whenSettled: (() => void)[] = [];
  private readonly openListeners: (() => void)[] = [];

  constructor(
    private readonly ui: HTMLElement,
    private readonly stageHost: HTMLElement,
    private readonly notices: Notices,
    private readonly levelFiles: LevelFiles,
    /** The job worker, which builds the level: started with the board's download. */
    private readonly jobs: JobWorker,
    /** Lays the board out at the page's size once it is made. */
    private readonly resize: () => void,
  ) {}

  /** The play controller, once the board is up. */
  get play(): PlayController | null {
    return this.board?.play ?? null;
  }

  /**
   * Fetches the board's code, the level files and then the pictures (without starting pixi), and
   * starts the job worker, which builds the level: at boot (GameApp), and when a level opens.
   * Resolves once the code, the files and the sprites are in; a failure is retried on the next call
   * and when a level opens, which reports it.
   */
  fetch(): Promise<void> {
    this.jobs.start();
    // The pictures download beside the board's code, not after it (earlyFetch.ts).
    fetchEarly([SPRITES_URL, SPRITES_IMAGE_URL]);
    // The first level's files only: the rest of the catalogue waits (GameApp, LevelFiles).
    const files = this.levelFiles.loadFirst();
    files.then((catalog) => fetchEarly(catalog.imageUrls())).catch(() => {});
    this.fetching ??= Promise.all([import('./board'), files]).then(
      async ([{ preloadPictures }, catalog]) => {
        await preloadPictures(catalog.imageUrls());
      },
      () => {
        this.fetching = null;
      },
    );
    return this.fetching;
  }

  /**
   * Marks a level's opening as under way; the function returned ends it (once, however it ended).
   * What is not needed for the level (the sounds, the modes' levels) waits for `settled`.
   */
  beginOpen(): () => void {
    this.opening++;
    for (const listener of this.openListeners) listener();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.opening > 0) return;
      const waiting = this.whenSettled;
      this.whenSettled = [];
      for (const resolve of waiting) resolve();
    };
  }

  /** Calls `listener` whenever a level starts opening (`beginOpen`). */
  onOpen(listener: () => void): void {
    this.openListeners.push(listener);
  }

  /**
   * Resolves when no level is being opened: a Play pressed at once then has the link and the
   * processor to itself (the sounds' 88 KiB, the modes' second worker and their generated levels
   * came in while the first level was being built: docs/performance.md, "Play pressed at once").
   */
  settled(): Promise<void> {
    if (this.opening === 0) return Promise.resolve();
    return new Promise((resolve) => this.whenSettled.push(resolve));
  }

  /**
   * Starts the board's renderer ahead, while no level is asked for yet (the title shows): its code
   * fetched, and only where WebGL answers. A level opened meanwhile takes it (Board.start).
   * Resolves once the start ended (or was not made), never rejects.
   */
  startAhead(): Promise<void> {
    if (this.loading) return Promise.resolve();
    return Promise.all([import('./board'), probeWebGL()])
      .then(async ([{ startRendererAhead }, webgl]) => {
        if (webgl && !this.loading) await startRendererAhead(this.stageHost);
      })
      .catch(() => {});
  }

  /**
   * Makes the board's WebGL context ahead, before its code is in: for a first screen that is a
   * level (its address, a share link), while the page waits for the board's download
   * (boardContext.ts). Not once the board is starting: it makes its own then.
   */
  startContextAhead(): void {
    if (!this.loading) makeContextAhead(this.stageHost);
  }

  /** What the board is made with: the play screen's parts (the play route module gives them). */
  deps: (() => BoardDeps) | null = null;

  /**
   * The board, made on the first call. Null when the browser cannot draw it (the page then says
   * so); throws when its code could not be downloaded (the next call tries again).
   */
  ensure(): Promise<Board | null> {
    const deps = this.deps;
    if (!deps) throw new Error('the play screen is not wired yet');
    this.loading ??= this.start(deps).catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async start(deps: () => BoardDeps): Promise<Board | null> {
    const [{ Board }, webgl] = await Promise.all([
      import('./board'),
      probeWebGL(),
      this.levelFiles.loadFirst(),
    ]);
    // The boot's probe already says so on the page; the board is not made.
    if (!webgl) return null;
    let board: Board;
    try {
      board = await Board.start(this.stageHost, this.notices, deps());
    } catch (error) {
      showNoWebGL(this.ui, describeError(error));
      this.stageHost.hidden = true;
      return null;
    }
    this.board = board;
    this.resize();
    return board;
  }

  /**
   * A tileset picture that did not load (a wrong path in the tileset, a missing file, a network
   * fault) is said on the page, until dismissed: the level still plays, its tiles as plain squares.
   */
  reportFailedImages(file: string): void {
    const failed = this.play?.session?.view.failedImages ?? [];
    if (failed.length === 0) return;
    const names = failed.map((f) => `"${f}"`).join(', ');
    this.notices.show(
      `${file}: the tileset picture ${names} did not load, so its tiles are drawn as plain squares. Check that the file is there and that the tileset's image path points at it.`,
      'warn',
      0,
    );
  }
}
