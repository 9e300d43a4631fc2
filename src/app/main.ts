/**
 * Boot: pixi (WebGL only), the asset bundle, saved progress, then the title screen. Anything that
 * goes wrong here ends on a readable page, never a blank canvas.
 */
// Pixi 8 compiles shader-sync code with `new Function` unless this is loaded; with it the game runs
// under the strict CSP in index.html (script-src 'self', no 'unsafe-eval').
import 'pixi.js/unsafe-eval';
import './style.css';
import { Application, Assets, isWebGLSupported } from 'pixi.js';
import { installSafeTilemapPipe } from '../view/tilemapPipe';
import { SPRITES_URL } from './assets';
import { GameApp } from './GameApp';
import { trackInputModality } from './inputModality';
import { Notices } from './Notices';
import { parseParams } from './params';
import { registerServiceWorker, takeWaitingUpdate } from './pwa';
import { ProgressStore } from './storage';
import { describeError, showNoWebGL } from './webgl';

/** The sprite sheet bundle the view draws from (art engineer's public/assets). */
export const ASSET_BUNDLE = 'game';

async function createPixi(host: HTMLElement): Promise<Application> {
  // The level view (and @pixi/tilemap with it) is loaded lazily when a level opens, but a renderer
  // reads its render pipes when it is created: the tilemap pipe must be registered before init.
  installSafeTilemapPipe();
  if (!isWebGLSupported()) throw new Error('WebGL is not available in this browser.');
  const app = new Application();
  await app.init({
    preference: 'webgl',
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    autoDensity: true,
    antialias: false,
    resizeTo: host,
    background: '#1d130e',
  });
  // `preference` is a wish: pixi falls back to WebGPU or canvas, which the tilemap cannot draw with.
  if (app.renderer.name !== 'webgl') {
    app.destroy(true);
    throw new Error(`the browser offered a ${app.renderer.name} renderer instead of WebGL.`);
  }
  return app;
}

async function loadAssets(notices: Notices): Promise<void> {
  // Textures decode on the main thread: pixi's workers come from blob: URLs the CSP does not allow.
  Assets.setPreferences({ preferWorkers: false });
  Assets.addBundle(ASSET_BUNDLE, [{ alias: SPRITES_URL, src: SPRITES_URL }]);
  try {
    await Assets.loadBundle(ASSET_BUNDLE);
  } catch (error) {
    // The view falls back to plain shapes for missing textures; say so rather than fail.
    console.warn('sprites failed to load', error);
    notices.show('Some game pictures could not be loaded; simple shapes are shown instead.', 'warn');
  }
}

async function boot(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html has no #app element');
  trackInputModality();
  const params = parseParams(window.location.search);
  // A new version installed on an earlier visit starts now, before the player has anything to lose.
  if (!params.test && (await takeWaitingUpdate())) return;
  const stageHost = document.getElementById('stage') ?? root;
  const ui = document.getElementById('ui') ?? root;
  const notices = new Notices();
  ui.append(notices.root);

  let app: Application;
  try {
    app = await createPixi(stageHost);
  } catch (error) {
    showNoWebGL(ui, describeError(error));
    stageHost.hidden = true;
    return;
  }
  const canvas = app.canvas;
  stageHost.append(canvas);
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
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const store = ProgressStore.open((m) => notices.show(m, 'warn', 10_000), reducedMotion, params.reset);
  const game = new GameApp(app, ui, store, notices, params);
  // The game's own screens take over now (a level from ?level= shows its loading screen, with
  // its Cancel button, which the boot message would cover).
  document.querySelector('.boot')?.remove();
  await game.start();
  if (!params.test) {
    void registerServiceWorker((m, action) => notices.show(m, 'info', action ? 0 : 6000, action));
  }
}

boot().catch((error: unknown) => {
  console.error(error);
  const ui = document.getElementById('ui') ?? document.body;
  const p = document.createElement('p');
  p.className = 'fatal';
  p.setAttribute('role', 'alert');
  p.textContent = `Maze Cat could not start: ${describeError(error)}`;
  ui.replaceChildren(p);
  ui.dataset.screen = 'error';
});
