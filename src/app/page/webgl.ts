import { el } from './dom';
import type { ScreenName } from './screenNames';

/**
 * The page shown instead of the game when WebGL is missing or blocked, so the player never faces
 * a blank canvas. Plain DOM, no pixi.
 */
export function showNoWebGL(host: HTMLElement, detail: string): void {
  host.replaceChildren(
    el('section', { className: 'screen message-screen shown', attrs: { role: 'alert' } }, [
      el('div', { className: 'panel' }, [
        el('h1', { text: 'Maze Cat needs WebGL' }),
        el('p', {
          className: 'message-text',
          text: 'Your browser did not give the game a WebGL context, so the dungeon cannot be drawn. Turn on hardware acceleration (or WebGL) in the browser settings, update the browser or graphics driver, or try another browser.',
        }),
        el('p', { className: 'message-detail', text: detail }),
      ]),
    ]),
  );
  host.dataset.screen = 'nowebgl' satisfies ScreenName;
}

/**
 * False when the browser gives pages no WebGL context, asked without pixi (which the title screen
 * does not load) and first in a worker (src/app/workers/webglProbe.ts): the page's first WebGL
 * context waits for the GPU process, 0.1-0.65 s with software WebGL on a loaded machine, all of it
 * blocking the page's thread when asked on the page (as the boot did before issue #31). True when
 * the worker got one, and when it could not say (no worker or OffscreenCanvas, a worker that fails
 * or never answers): pixi's renderer is then the test, and the board says so when it gets no
 * context. A worker's no is asked again on the page, since some browsers (Safari 16) give
 * OffscreenCanvas no WebGL but give it to the page. Asked once a page: the boot starts it, the
 * board awaits the same answer before it makes pixi's renderer.
 */
export function probeWebGL(): Promise<boolean> {
  probe ??= askWorker().then((ok) => ok || hasWebGL());
  return probe;
}

/** Whether a canvas of the page gets a WebGL context; the probe's context is released at once. */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

let probe: Promise<boolean> | null = null;

/** The probe's worker once it answered, held so that it is never collected (and so ended). */
const keptWorkers: Worker[] = [];

/** How long the worker may take before the answer is left to pixi's renderer. */
const PROBE_TIMEOUT_MS = 5000;

function askWorker(): Promise<boolean> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return Promise.resolve(true);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('../workers/webglProbe.ts', import.meta.url), {
        type: 'module',
        name: 'maze-cat-webgl',
      });
    } catch {
      resolve(true);
      return;
    }
    const answer = (ok: boolean) => {
      clearTimeout(timer);
      // Kept, not terminated: ending a worker that made a WebGL context blocked the page's thread
      // for a third of a second (its context torn down with the GPU process). It idles from now on.
      keptWorkers.push(worker);
      resolve(ok);
    };
    const timer = setTimeout(() => answer(true), PROBE_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<unknown>) => answer(event.data !== false);
    worker.onerror = () => answer(true);
  });
}

/** A short, safe description of an unknown thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
