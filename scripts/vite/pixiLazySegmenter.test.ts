import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rewriteTextMetrics } from './pixiLazySegmenter';

// Read from node_modules (the package's exports do not list its inner modules).
const path = fileURLToPath(
  new URL('../../node_modules/pixi.js/lib/scene/text/canvas/CanvasTextMetrics.mjs', import.meta.url),
);

/** The segmenter factory as pixi writes it, run with a counting `Intl.Segmenter`. */
function segmenterOf(code: string): { split: (s: string) => string[]; made: () => number } {
  const start = code.indexOf('(() => {\n  if (typeof Intl?.Segmenter');
  const end = code.indexOf('})();', start) + '})()'.length;
  let made = 0;
  class Segmenter {
    constructor() {
      made++;
    }
    segment(s: string) {
      return [...s].map((segment) => ({ segment }));
    }
  }
  const split = new Function('Intl', `return ${code.slice(start, end)};`)({ Segmenter }) as (
    s: string,
  ) => string[];
  return { split, made: () => made };
}

describe('rewriteTextMetrics', () => {
  const installed = readFileSync(path, 'utf8');

  it("rewrites the installed pixi's module so no segmenter is made at load", () => {
    const code = rewriteTextMetrics(installed, path);
    expect(code).not.toContain('const segmenter = new Intl.Segmenter();');
    const { split, made } = segmenterOf(code);
    expect(made()).toBe(0);
    expect(split('cat')).toEqual(['c', 'a', 't']);
    expect(split('dog')).toEqual(['d', 'o', 'g']);
    expect(made()).toBe(1);
  });

  it('fails loudly when pixi no longer has the lines it rewrites', () => {
    expect(() => rewriteTextMetrics('export class CanvasTextMetrics {}', 'CanvasTextMetrics.mjs')).toThrow(
      /CanvasTextMetrics\.mjs: pixi's grapheme segmenter changed/,
    );
  });
});
