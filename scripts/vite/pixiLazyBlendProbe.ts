/**
 * Pixi's canvas helpers (`canvasUtils`, reached by its canvas text) test at module load whether
 * 2D canvas supports the `multiply` blend mode: three 2D canvases and a `getImageData` read-back,
 * the page's first 2D context. With software WebGL on a loaded machine that one call waited for the
 * GPU process 0.13-0.6 s, a main-thread task of its own while a level opened (issue #31). Only pixi's
 * canvas renderer reads the answer, and the game draws with WebGL, so this plugin makes the test
 * run when the answer is first read (never, here) instead of at load. The build fails if pixi's
 * source no longer has the two lines it rewrites, rather than shipping the probe again unnoticed.
 */
import type { Plugin } from 'vite';
import { pixiRewrite } from './pixiRewrite';

const FILE = /pixi\.js\/lib\/rendering\/renderers\/canvas\/utils\/canvasUtils\.mjs$/;
const PROBE = 'canUseMultiply: canUseNewCanvasBlendModes(),';
const LAZY_PROBE = 'get canUseMultiply() { return canUseNewCanvasBlendModes(); },';
const PICK =
  'canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;';
const LAZY_PICK = `Object.defineProperty(canvasUtils, "tintMethod", {
  configurable: true,
  get() { return canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel; },
});`;

/** Rewrites pixi's `canvasUtils` so its blend-mode test runs on first use (see the module comment). */
export function rewriteCanvasUtils(code: string, id: string): string {
  if (!code.includes(PROBE) || !code.includes(PICK))
    throw new Error(`${id}: pixi's blend-mode probe changed; update scripts/vite/pixiLazyBlendProbe.ts`);
  return code.replace(PROBE, LAZY_PROBE).replace(PICK, LAZY_PICK);
}

/**
 * The Vite plugin: applies `rewriteCanvasUtils` to pixi's module in builds (the dev server's
 * pre-bundled pixi keeps the probe; it only costs time there).
 */
export function pixiLazyBlendProbe(): Plugin {
  return pixiRewrite('maze-cat-pixi-lazy-blend-probe', FILE, rewriteCanvasUtils);
}
