/**
 * Pixi's canvas text metrics make an `Intl.Segmenter` when the module loads (to split a text into
 * grapheme clusters for letter spacing and word wrap): ICU's break rules loaded on the page's
 * thread, 20-50 ms of the board chunk's evaluation, itself then one of the longest tasks while the
 * 1024 x 1024 level opened (issue #39). The board draws text only for the designer's labels, and
 * rarely with letter spacing or wrap, so this plugin makes the segmenter on the first split instead.
 * The build fails if pixi's source no longer has the lines it rewrites.
 */
import type { Plugin } from 'vite';
import { pixiRewrite } from './pixiRewrite';

const FILE = /pixi\.js\/lib\/scene\/text\/canvas\/CanvasTextMetrics\.mjs$/;
const EAGER = `    const segmenter = new Intl.Segmenter();
    return (s) => {
      const segments = segmenter.segment(s);`;
const LAZY = `    let segmenter = null;
    return (s) => {
      segmenter ??= new Intl.Segmenter();
      const segments = segmenter.segment(s);`;

/** Rewrites pixi's `CanvasTextMetrics` so its segmenter is made on first use (see the module comment). */
export function rewriteTextMetrics(code: string, id: string): string {
  if (!code.includes(EAGER))
    throw new Error(`${id}: pixi's grapheme segmenter changed; update scripts/vite/pixiLazySegmenter.ts`);
  return code.replace(EAGER, LAZY);
}

/** The Vite plugin: applies `rewriteTextMetrics` to pixi's module in builds. */
export function pixiLazySegmenter(): Plugin {
  return pixiRewrite('maze-cat-pixi-lazy-segmenter', FILE, rewriteTextMetrics);
}
