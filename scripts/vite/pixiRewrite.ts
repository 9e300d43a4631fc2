/**
 * A Vite plugin that rewrites one of pixi's modules in builds, before other plugins see it: the
 * shape every pixi patch of the build shares (`pixiLazyBlendProbe.ts`, `pixiLazySegmenter.ts`).
 * `rewrite` throws when pixi's source no longer holds what it rewrites, so the build fails instead
 * of shipping the original unnoticed.
 */
import type { Plugin } from 'vite';

export function pixiRewrite(
  name: string,
  file: RegExp,
  rewrite: (code: string, id: string) => string,
): Plugin {
  return {
    name,
    enforce: 'pre',
    transform: {
      filter: { id: file },
      handler: (code, id) => ({ code: rewrite(code, id), map: null }),
    },
  };
}
