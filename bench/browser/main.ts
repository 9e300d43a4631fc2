/**
 * The bench page: `window.__bench` runs one measurement at a time for bench/render.ts,
 * bench/load.ts and bench/tap.ts (driven through Playwright). It uses the game's own modules (loader, Sim,
 * LevelView), not a copy.
 */
// Registers the tilemap render pipe before the renderer is created, as the game does.
import '@pixi/tilemap';
import { Application } from 'pixi.js';
import { buildLevel } from '../../src/level/buildLevel';
import { loadTiledMap } from '../../src/tiled';
import { warmShaders } from '../../src/view/shaderWarmup';
import { BENCH_MAP_PATH, benchReadFile } from './levelFiles';
import { type RenderOptions, type RenderResult, renderRun } from './renderRun';
import { type TapOptions, type TapResult, tapRun } from './tapRun';

/** Decode (Tiled JSON + zstd) and build (Level) times of one run, in ms. */
export interface LoadTimes {
  readonly decodeMs: number;
  readonly buildMs: number;
}

export interface BenchApi {
  load(mapText: string): Promise<LoadTimes>;
  render(options: RenderOptions): Promise<RenderResult>;
  tap(options: TapOptions): Promise<TapResult>;
  /** The renderer's name and the GL renderer string (to show SwiftShader in the report). */
  gpu(): Promise<string>;
}

declare global {
  interface Window {
    __bench?: BenchApi;
  }
}

let app: Application | null = null;

async function pixi(): Promise<Application> {
  if (app) return app;
  const created = new Application();
  await created.init({
    preference: 'webgl',
    resizeTo: document.getElementById('stage') ?? window,
    antialias: false,
    autoStart: false,
    background: '#000000',
  });
  document.getElementById('stage')?.append(created.canvas);
  // As the game's renderer (src/app/play/rendererStart.ts): a frame that links a program the game
  // had linked before its board opened would time the bench's renderer, not the game's.
  await warmShaders(created.renderer);
  app = created;
  return created;
}

window.__bench = {
  async load(mapText) {
    const t0 = performance.now();
    const map = await loadTiledMap(BENCH_MAP_PATH, benchReadFile(mapText));
    const t1 = performance.now();
    buildLevel(map);
    const t2 = performance.now();
    return { decodeMs: t1 - t0, buildMs: t2 - t1 };
  },
  async render(options) {
    return renderRun(await pixi(), options);
  },
  async tap(options) {
    return tapRun(await pixi(), options);
  },
  async gpu() {
    const a = await pixi();
    const gl = (a.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const name = info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    return `${a.renderer.name}: ${name}`;
  },
};
