/**
 * The board: pixi's WebGL canvas with the level in play, loaded with the first level a player
 * opens (the title screen and the level list are plain DOM and never wait for it). It is drawn
 * only when something changed (FrameLoop): a still board draws no frames, or only at the rate of
 * its animations; a paused game and a hidden tab draw nothing.
 */
// Pixi 8 compiles shader-sync code with `new Function` unless this is loaded; with it the game runs
// under the strict CSP in index.html (script-src 'self', no 'unsafe-eval').
import 'pixi.js/unsafe-eval';
// Pixi's Application imports its browser environment and its WebGL renderer when it starts
// (dynamic imports: two more round trips after this chunk on a slow connection). The renderer is
// imported here instead, so it comes with this chunk, and made without an Application. Of the
// environment, only the filters (the tint's ColorMatrixFilter): pixi's own pointer events and its
// accessibility layer go unused (input is the page's: src/input; the board's words are in the
// DOM), and left out they are about 33 KiB less of the chunk that Play pressed at once waits
// for. pixi.js/browser adds them (and DOMContainer's pipe) to what pixi's web-worker set has.
import 'pixi.js/filters';
import { Assets, BrowserAdapter, Container, DOMAdapter, Ticker, type WebGLRenderer } from 'pixi.js';
import { SPRITES_IMAGE_URL, SPRITES_URL } from '../page/assets';
import type { Notices } from '../page/Notices';
import { boardSize } from './boardContext';
import { fetchWithEarly } from './earlyFetch';
import { FrameLoop } from './frameLoop';
import { PlayController, type PlayDeps } from './PlayController';
import type { PlaySession } from './PlaySession';
import { startRenderer } from './rendererStart';

/** The sprite sheet bundle the view draws from (public/assets). */
const ASSET_BUNDLE = 'game';

/** What the app gives the board: the play controller's parts, less those the board makes. */
export type BoardDeps = Omit<PlayDeps, 'renderer' | 'stage' | 'canvas' | 'requestFrame'>;

/** What the board draws with: pixi's WebGL renderer and the scene it draws. */
interface Pixi {
  readonly renderer: WebGLRenderer;
  readonly stage: Container;
}

async function createPixi(host: HTMLElement): Promise<Pixi> {
  // Made at the host's size: resizing a canvas reallocates its drawing buffer (a quarter of a
  // second with software WebGL on a 1280 x 720 page), so the first resize must be a no-op.
  const { width, height } = boardSize(host);
  const renderer = await startRenderer(width, height);
  return { renderer, stage: new Container() };
}

/** The renderer started ahead of the board (`startRendererAhead`), until the board takes it. */
let ahead: Promise<Pixi> | null = null;

/**
 * Starts the board's renderer (its WebGL context, the longest wait on the way to a level, and its
 * shaders) before any level is asked for: while the title shows (docs/performance.md, "Phone
 * waits"). The board takes it when it is made; a start that failed is forgotten, and the board
 * then tries again itself (and says so when WebGL is missing). Resolves once the start ended, either way.
 */
export function startRendererAhead(host: HTMLElement): Promise<void> {
  if (ahead) return ahead.then(() => {});
  const starting = createPixi(host);
  ahead = starting;
  return starting.then(
    () => {},
    () => {
      if (ahead === starting) ahead = null;
    },
  );
}

/** Pixi's asset loader, set up once. */
let assetsReady: Promise<void> | null = null;
/** The sprite sheet's download, started once (by `preloadPictures` or the board); null again after a failure. */
let pictures: Promise<boolean> | null = null;

function initAssets(): Promise<void> {
  // The pictures the boot fetched already (earlyFetch.ts) are taken from there, not fetched again.
  DOMAdapter.set({ ...BrowserAdapter, fetch: fetchWithEarly });
  assetsReady ??= Assets.init({
    // The pictures are PNG only: no format probes (two images decoded before the first download).
    skipDetections: true,
    // Textures decode on the main thread: pixi's workers come from blob: URLs the CSP does not allow.
    preferences: { preferWorkers: false },
  }).then(() => Assets.addBundle(ASSET_BUNDLE, [{ alias: SPRITES_URL, src: SPRITES_URL }]));
  return assetsReady;
}

/**
 * Starts downloading the sprite sheet and the given tileset pictures into pixi's cache, without a
 * renderer: fetched beside the board's code and the level files rather than after pixi starts (a
 * chain of three requests on a slow connection). Resolves false when the sprites failed to load.
 */
export function preloadPictures(tilesetUrls: readonly string[] = []): Promise<boolean> {
  const ready = initAssets();
  // The sheet's picture and the tileset pictures at once, not one after the other; one that fails
  // here is tried again, and reported, by the sheet or the level that needs it.
  for (const url of [SPRITES_IMAGE_URL, ...tilesetUrls]) ready.then(() => Assets.load(url)).catch(() => {});
  pictures ??= ready
    .then(() => Assets.loadBundle(ASSET_BUNDLE))
    .then(
      () => true,
      (error: unknown) => {
        // The view falls back to plain shapes for missing textures; the board says so. A later call
        // (the board, after a failed prefetch) tries again.
        console.warn('sprites failed to load', error);
        pictures = null;
        return false;
      },
    );
  return pictures;
}

async function loadAssets(notices: Notices): Promise<void> {
  if (!(await preloadPictures()))
    notices.show('Some game pictures could not be loaded; simple shapes are shown instead.', 'warn');
}

export class Board {
  readonly play: PlayController;
  private readonly loop: FrameLoop;
  /** Draw at the next frame even while paused: the canvas was resized or its context restored. */
  private dirty = true;
  /** Frames drawn since the board was made (the test hook's `renders`). */
  renders = 0;
  /** The session whose frame was drawn last (its first frame is measured). */
  private drawn: PlaySession | null = null;
  /** Called once the next frame is drawn (`afterNextFrame`). */
  private afterFrame: (() => void)[] = [];

  /**
   * Calls `task` once the board has drawn its next frame: work that must not run inside a level's
   * first frame's wait (a task queued for the page's idle time ran before that frame, 0.3 s at 4x).
   * A board with no level on it draws no frame: the task then runs at once; a paused one draws
   * that frame anyway.
   */
  afterNextFrame(task: () => void): void {
    if (!this.play.session) {
      task();
      return;
    }
    this.afterFrame.push(task);
    this.invalidate();
  }

  /** True while the board draws every display frame: the cat walks, the camera eases (test hook). */
  get moving(): boolean {
    return this.loop.moving;
  }

  private constructor(
    private readonly app: Pixi,
    deps: BoardDeps,
  ) {
    this.loop = new FrameLoop((delta) => this.frame(delta));
    this.play = new PlayController({
      ...deps,
      renderer: app.renderer,
      stage: app.stage,
      canvas: app.renderer.canvas,
      requestFrame: () => this.loop.request(),
    });
    // After a restored context every texture and buffer is rebuilt: draw even if paused.
    app.renderer.canvas.addEventListener('webglcontextrestored', () => this.invalidate());
  }

  /** Makes pixi's canvas in `host` and the play controller. Throws when WebGL is not available. */
  static async start(host: HTMLElement, notices: Notices, deps: BoardDeps): Promise<Board> {
    const started = ahead;
    ahead = null;
    const app = await (started?.catch(() => createPixi(host)) ?? createPixi(host));
    const canvas = app.renderer.canvas;
    host.append(canvas);
    canvas.id = 'board';
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-label', 'Maze board. Click or tap a tile to walk there; arrow keys step.');
    canvas.setAttribute('aria-roledescription', 'game board');
    // A lost WebGL context (driver reset, too many tabs) would leave a frozen picture: say so.
    canvas.addEventListener('webglcontextlost', () =>
      notices.show('The graphics context was lost; reload the page if the board stops updating.', 'warn', 0),
    );
    await loadAssets(notices);
    return new Board(app, deps);
  }

  /** The canvas's size in CSS pixels changed: resize it and draw it again, even when paused. */
  resize(width: number, height: number): void {
    const w = Math.max(1, width);
    const h = Math.max(1, height);
    const { screen } = this.app.renderer;
    // The same size again (the first layout, a resize event that changed nothing) keeps the
    // canvas: setting its size clears and reallocates the drawing buffer.
    if (screen.width !== w || screen.height !== h) this.app.renderer.resize(w, h);
    this.play.resize(width, height);
    this.invalidate();
  }

  /** A hidden tab runs nothing (no frames, no sim); shown again, play goes on unless paused. */
  setHidden(hidden: boolean, paused: boolean): void {
    if (hidden) {
      this.loop.stop();
      this.play.setPaused(true);
    } else {
      this.play.setPaused(paused);
      this.loop.start();
    }
  }

  private invalidate(): void {
    this.dirty = true;
    this.loop.request();
  }

  private frame(deltaMs: number): number {
    const s = this.play.session;
    // No level: the other screens cover the canvas. Paused: the board stands still, unless the
    // canvas itself changed.
    if (!s || (s.paused && !this.dirty)) return Number.POSITIVE_INFINITY;
    const next = this.play.frame(deltaMs);
    Ticker.system.update();
    this.app.renderer.render(this.app.stage);
    this.renders++;
    if (s !== this.drawn) {
      this.drawn = s;
      // From the level made (and shown) to its first frame drawn, on the page's timeline for bench:start.
      performance.measure('maze-cat:first-frame', { start: s.madeAt });
    }
    this.dirty = false;
    const drawnNow = this.afterFrame;
    this.afterFrame = [];
    for (const task of drawnNow) task();
    return next;
  }
}
