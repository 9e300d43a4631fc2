/**
 * Boot: saved progress and the title screen, in plain DOM. Pixi, the level loader and the sim are
 * fetched when the first level opens (GameApp). Anything that goes wrong here ends on a readable
 * page, never a blank one.
 */
import './style.css';
import { nextTask } from '../view/nextTask';
import { GameApp } from './GameApp';
import { trackInputModality } from './page/inputModality';
import { Notices } from './page/Notices';
import { type AppParams, parseParams } from './page/params';
import { registerServiceWorker, takeWaitingUpdate } from './page/pwa';
import { describeError, probeWebGL, showNoWebGL } from './page/webgl';
import { ProgressStore } from './saves/storage';
import { isShareFragment } from './share/shareFragment';

/**
 * A first screen that is a level (its address, a share link) needs the level screens' code and the
 * board's: asked for before the boot's own work, they download while it runs instead of after it
 * (a round trip of 0.3-0.5 s at a phone's speed: docs/performance.md, "Phone waits"). GameApp asks
 * for the same modules again, and gets these.
 */
function fetchLevelCodeFirst(params: AppParams): void {
  if (!params.level && !isShareFragment(window.location.hash)) return;
  void import('./levelRoutes').catch(() => {});
  void import('./play/board').catch(() => {});
}

async function boot(): Promise<void> {
  const params = parseParams(window.location.search);
  fetchLevelCodeFirst(params);
  // The title is made in a task of its own, not in the one that evaluated the modules (about a
  // quarter of a second each on a phone's CPU: together the page's longest task, docs/performance.md).
  await nextTask();
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html has no #app element');
  trackInputModality();
  // A new version installed on an earlier visit starts now, before the player has anything to lose.
  if (!params.test && (await takeWaitingUpdate())) return;
  const stageHost = document.getElementById('stage') ?? root;
  const ui = document.getElementById('ui') ?? root;
  // Asked beside the title rather than before it (the worker's answer can take a few tenths of a
  // second); a browser without WebGL is told as soon as it is known, before a player picks a level.
  const webgl = probeWebGL();
  const notices = new Notices();
  ui.append(notices.root);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const store = ProgressStore.open((m) => notices.show(m, 'warn', 10_000), reducedMotion, params.reset);
  const game = new GameApp(ui, stageHost, store, notices, params);
  // The first screen in a task of its own too: with the services' making, one task of 0.4 s on a
  // phone's CPU (docs/performance.md).
  await nextTask();
  // The game's own screens take over now (a level from ?level= shows its loading screen, with
  // its Cancel button, which the boot message would cover).
  document.querySelector('.boot')?.remove();
  const started = game.start();
  void webgl.then(async (ok) => {
    if (ok) return;
    // Over the first screen, once it is up (a level opened by the address says so itself).
    await started.catch(() => {});
    showNoWebGL(ui, 'This browser gives web pages no WebGL context.');
    stageHost.hidden = true;
  });
  await started;
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
