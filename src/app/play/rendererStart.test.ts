import { beforeAll, describe, expect, it } from 'vitest';

type Pixi = typeof import('pixi.js');
let pixi: Pixi;
let askLimits: typeof import('./rendererStart')['askLimits'];

beforeAll(async () => {
  // pixi.js reads `navigator` when imported; Node 20 has none.
  const g = globalThis as { navigator?: unknown };
  g.navigator ??= { userAgent: 'node' };
  pixi = await import('pixi.js');
  ({ askLimits } = await import('./rendererStart'));
});

/** The parts of a WebGL context pixi's limit helpers use, each call checked for its `this`. */
function fakeContext() {
  const calls: string[] = [];
  const gl = {
    MAX_TEXTURE_IMAGE_UNITS: 0x8872,
    FRAGMENT_SHADER: 0x8b30,
    HIGH_FLOAT: 0x8df2,
    COMPILE_STATUS: 0x8b81,
    lost: false,
    isContextLost(this: { lost: boolean }) {
      return this.lost;
    },
    getParameter(this: unknown, name: number) {
      calls.push(this === gl ? 'getParameter' : 'getParameter on a stranger');
      return name === gl.MAX_TEXTURE_IMAGE_UNITS ? 12 : 0;
    },
    getShaderPrecisionFormat: () => ({ precision: 23 }),
    createShader: () => ({}),
    shaderSource: () => {},
    compileShader: () => {},
    getShaderParameter: () => true,
    deleteShader: () => {},
    getExtension(name: string) {
      calls.push(name);
      return name === 'WEBGL_lose_context'
        ? {
            loseContext: () => {
              gl.lost = true;
            },
          }
        : null;
    },
  };
  return { gl, calls };
}

describe('askLimits', () => {
  it("answers pixi's limit questions from the given context, without losing it, then puts the adapter back", () => {
    const adapter = pixi.DOMAdapter.get();
    const { gl, calls } = fakeContext();
    askLimits(gl as unknown as WebGL2RenderingContext);
    expect(pixi.getMaxTexturesPerBatch()).toBe(12);
    expect(pixi.getMaxFragmentPrecision()).toBe('highp');
    expect(gl.lost).toBe(false);
    expect(calls).toContain('getParameter');
    expect(calls).not.toContain('getParameter on a stranger');
    expect(calls).not.toContain('WEBGL_lose_context');
    expect(pixi.DOMAdapter.get()).toBe(adapter);
  });
});
