import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rewriteCanvasUtils } from './pixiLazyBlendProbe';

// Read from node_modules (the package's exports do not list its inner modules).
const path = fileURLToPath(
  new URL('../../node_modules/pixi.js/lib/rendering/renderers/canvas/utils/canvasUtils.mjs', import.meta.url),
);

describe('rewriteCanvasUtils', () => {
  it("rewrites the installed pixi's module so nothing is probed at load", () => {
    const code = rewriteCanvasUtils(readFileSync(path, 'utf8'), path);
    expect(code).not.toContain('canUseMultiply: canUseNewCanvasBlendModes()');
    expect(code).toContain('get canUseMultiply()');
  });

  it('picks the tint method on first read, from the probe', () => {
    let probes = 0;
    const module = rewriteCanvasUtils(
      [
        'const canvasUtils = {',
        '  canUseMultiply: canUseNewCanvasBlendModes(),',
        '  tintWithMultiply: "multiply", tintWithPerPixel: "per pixel",',
        '};',
        'canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;',
        'return canvasUtils;',
      ].join('\n'),
      'canvasUtils.mjs',
    );
    const utils = new Function('canUseNewCanvasBlendModes', module)(() => {
      probes++;
      return true;
    }) as { tintMethod: string };
    expect(probes).toBe(0);
    expect(utils.tintMethod).toBe('multiply');
    expect(probes).toBe(1);
  });

  it('fails loudly when pixi no longer has the lines it rewrites', () => {
    expect(() => rewriteCanvasUtils('export const canvasUtils = {};', 'canvasUtils.mjs')).toThrow(
      /canvasUtils\.mjs: pixi's blend-mode probe changed/,
    );
  });
});
