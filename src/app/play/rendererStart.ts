/**
 * Starts the board's WebGL renderer in short tasks (issue #39: no main-thread task over 100 ms
 * while a level opens). With software WebGL every step that asks the GPU process for an answer
 * (making a context, enabling its extensions, checking a shader's link) waits until that process
 * has done all it was asked before, often tens of milliseconds: one such wait a task, with a
 * timer between, so none of them adds up with another.
 */
import { DOMAdapter, getMaxFragmentPrecision, getMaxTexturesPerBatch, Ticker, WebGLRenderer } from 'pixi.js';
import { nextTask } from '../../view/nextTask';
import { warmShaders } from '../../view/shaderWarmup';
import { installSafeTilemapPipe } from '../../view/tilemapPipe';
import { boardResolution, makeContext, takeContextAhead } from './boardContext';

/** The board's background behind every tile (opaque, so the context needs no alpha). */
const BACKGROUND = '#1d130e';

/**
 * Makes pixi's WebGL renderer for a canvas of `width` x `height` CSS pixels, its shaders compiled.
 * Throws where WebGL is not available (the page then says so). Each step is a task of its own.
 */
export async function startRenderer(width: number, height: number): Promise<WebGLRenderer> {
  const start = performance.now();
  // A renderer reads its render pipes when it is created: the tilemap pipe must be in place first.
  installSafeTilemapPipe();
  const resolution = boardResolution();
  // Made ahead while the board's code downloaded (boardContext.ts), or now, in a task of its own.
  // Where WebGL 2 is missing, pixi makes a WebGL 1 context itself, and asks its limits its own way.
  const own = takeContextAhead(width, height, resolution) ?? makeContext(width, height, resolution);
  await nextTask();
  if (own) {
    askLimits(own.gl);
    await nextTask();
  }
  // WebGL's renderer itself, not pixi's Application: that one picks a renderer by making a WebGL
  // context of its own to ask whether WebGL works, which the boot has asked already
  // (src/app/page/webgl.ts). WebGL only (the tilemap cannot draw with WebGPU or canvas).
  const renderer = new WebGLRenderer();
  await renderer.init({
    canvas: own?.canvas,
    context: own?.gl,
    // The browser environment is imported with the board (board.ts), not at init.
    skipExtensionImports: true,
    width,
    height,
    resolution,
    autoDensity: true,
    antialias: false,
    background: BACKGROUND,
  });
  // Pixi's own housekeeping (its scheduler: texture and buffer collection) ticks on every display
  // frame; it runs on the board's frames instead (Board.frame), so a still board costs nothing.
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  await nextTask();
  await warmShaders(renderer);
  // The whole start, context to warm shaders, on the page's timeline for bench:start.
  performance.measure('maze-cat:renderer', { start });
  return renderer;
}

/**
 * Pixi asks a test context of its own how many textures a batch may use and how precise fragment
 * shaders are, once a page: each question made, and lost, a context of its own (two more waits for
 * the GPU process, 40-400 ms each on a loaded machine). They are asked of the board's context
 * instead, lent to pixi's test-context helper while it asks, less the call that would lose it.
 */
export function askLimits(gl: WebGL2RenderingContext): void {
  const lent = new Proxy(gl, {
    get(target, key) {
      if (key === 'getExtension')
        return (name: string) => (name === 'WEBGL_lose_context' ? null : target.getExtension(name));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const adapter = DOMAdapter.get();
  DOMAdapter.set({
    ...adapter,
    createCanvas: () => ({ getContext: () => lent }) as unknown as HTMLCanvasElement,
  });
  try {
    getMaxFragmentPrecision();
    getMaxTexturesPerBatch();
  } finally {
    DOMAdapter.set(adapter);
  }
}
