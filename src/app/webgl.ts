import { el } from './dom';
import type { ScreenName } from './screens/screenNames';

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
 * Whether the browser gives pages a WebGL context, asked without pixi (which the title screen does
 * not load). The probe's context is released at once.
 */
export function hasWebGL(): boolean {
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

/** A short, safe description of an unknown thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
