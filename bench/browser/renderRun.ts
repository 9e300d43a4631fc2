/**
 * One render measurement in the bench page: a generated level drawn either by the game's LevelView
 * (static tile layers composited per chunk, culled to the camera), by LevelView with every tile
 * layer drawn on its own (chunked @pixi/tilemap, as before compositing), or by a baseline that draws every tile as
 * its own pixi Sprite, while the Sim walks the cat between two far corners and the camera follows.
 * Frames are driven by requestAnimationFrame; each records its delta and the CPU time spent in the
 * frame's work (sim steps, view.render and renderer.render).
 */
import { type Application, Container, Sprite, Texture } from 'pixi.js';
import { buildLevel } from '../../src/level/buildLevel';
import type { Level } from '../../src/level/types';
import { Sim, STEP_MS } from '../../src/sim';
import { loadTiledMap } from '../../src/tiled';
import { LevelView, type ViewOptions } from '../../src/view/LevelView';
import { TileTextures } from '../../src/view/tileTextures';
import { benchEnds, benchMapJson } from './benchMap';
import { BENCH_MAP_PATH, benchReadFile, benchResolveUrl } from './levelFiles';

/** What to draw and for how long. */
export interface RenderOptions {
  readonly size: number;
  /**
   * `blank`: no level, an empty stage: the floor SwiftShader and the headless compositor set.
   * `quads`: no level, three screenfuls of 32 x 32 white sprites (the overdraw of three full tile
   * layers, with the cheapest texture there is): the floor set by the rasteriser's fill rate.
   */
  readonly mode: 'tilemap' | 'layers' | 'sprites' | 'blank' | 'quads';
  readonly warmupFrames: number;
  readonly frames: number;
  /** Sim ticks per cost-1 tile (the game's is 9; fewer make the camera cross chunks sooner). */
  readonly ticksPerTile: number;
}

/** Raw per-frame samples, summarised by the Node side. */
export interface RenderResult {
  readonly setupMs: number;
  readonly deltas: number[];
  readonly cpu: number[];
  readonly tiles: number;
  readonly sprites: number;
  readonly tilesWalked: number;
  readonly builtChunks: number;
  /** The most GPU memory composite textures held in any recorded frame (bytes). */
  readonly compositeBytesPeak: number;
  /**
   * GPU textures left behind by opening and closing the level once more after the run (0: the
   * level frees every texture it made; the tilesets stay in pixi's asset cache across both).
   */
  readonly texturesLeaked: number;
}

/** The level with its tile layers hidden, so LevelView draws entities and overlays only. */
function withoutTileLayers(level: Level): Level {
  const layers = level.map.layers.map((l) => (l.type === 'tile' ? { ...l, visible: false } : l));
  return { ...level, map: { ...level.map, layers } };
}

/** Every non-empty tile of every tile layer as a Sprite, unculled: what a naive renderer does. */
async function spriteBaseline(level: Level): Promise<Container> {
  const textures = await TileTextures.load(level.map, benchResolveUrl);
  const root = new Container();
  const { tileWidth, tileHeight } = level.map;
  for (const layer of level.map.layers) {
    if (layer.type !== 'tile') continue;
    const holder = new Container();
    for (let i = 0; i < layer.gids.length; i++) {
      const gid = layer.gids[i];
      if (gid === 0 || textures.isMarker(gid)) continue;
      const texture = textures.texture(gid);
      if (!texture) continue;
      const sprite = new Sprite(texture);
      sprite.position.set((i % layer.width) * tileWidth, Math.floor(i / layer.width) * tileHeight);
      holder.addChild(sprite);
    }
    root.addChild(holder);
  }
  return root;
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Runs one measurement on `app` (autoStart off: this loop renders) and cleans up after it. */
export async function renderRun(app: Application, options: RenderOptions): Promise<RenderResult> {
  if (options.mode === 'blank' || options.mode === 'quads') return floorRun(app, options);
  const t0 = performance.now();
  const text = benchMapJson(options.size);
  const level = buildLevel(await loadTiledMap(BENCH_MAP_PATH, benchReadFile(text)));
  const sim = new Sim(level, { ticksPerTile: options.ticksPerTile });
  const drawn = options.mode === 'sprites' ? withoutTileLayers(level) : level;
  const viewOptions = { reducedMotion: false, designer: false, composite: options.mode !== 'layers' };
  const view = await LevelView.create(app.renderer, drawn, sim, benchResolveUrl, viewOptions);
  let baseline: Container | null = null;
  let sprites = 0;
  if (options.mode === 'sprites') {
    baseline = await spriteBaseline(level);
    for (const c of baseline.children) sprites += c.children.length;
    // LevelView's camera moves its world container (the one holding the map); the baseline goes
    // under it so it pans and zooms with the camera.
    const world = view.container.children[0];
    if (!world) throw new Error('LevelView has no world container');
    world.addChildAt(baseline, 0);
  }
  app.stage.addChild(view.container);
  const setupMs = performance.now() - t0;

  // Walk between two far corners (not onto the exit: winning would stop the sim).
  const { cat } = benchEnds(options.size);
  const far = { x: options.size - 3, y: options.size - 3 };
  const targets = [far, { x: cat[0], y: cat[1] }];
  let leg = 0;
  let tilesWalked = 0;
  sim.command({ kind: 'walkTo', ...targets[0] });
  const deltas: number[] = [];
  const cpu: number[] = [];
  let compositeBytesPeak = 0;
  let last = await nextFrame();
  let accumulator = 0;
  const total = options.warmupFrames + options.frames;
  for (let frame = 0; frame < total; frame++) {
    const now = await nextFrame();
    const delta = now - last;
    last = now;
    const start = performance.now();
    accumulator += Math.min(delta, 250);
    while (accumulator >= STEP_MS) {
      sim.step();
      accumulator -= STEP_MS;
      const events = sim.drainEvents();
      for (const e of events) {
        if (e.kind === 'stepped') tilesWalked++;
        if (e.kind === 'walkEnded') {
          leg = 1 - leg;
          sim.command({ kind: 'walkTo', ...targets[leg] });
        }
      }
      if (events.length > 0) view.handleEvents(events);
    }
    view.render(accumulator / STEP_MS, delta);
    app.renderer.render(app.stage);
    const spent = performance.now() - start;
    if (frame >= options.warmupFrames) {
      deltas.push(delta);
      cpu.push(spent);
      compositeBytesPeak = Math.max(compositeBytesPeak, view.chunkStats.compositeBytes);
    }
  }
  const builtChunks = view.chunkStats.chunks;
  app.stage.removeChild(view.container);
  view.destroy();
  baseline?.destroy({ children: true });
  const texturesLeaked = await reopenLeak(app, drawn, viewOptions);
  return {
    setupMs,
    deltas,
    cpu,
    tiles: level.map.layers.reduce(
      (n, l) => n + (l.type === 'tile' ? l.gids.reduce((m, g) => m + (g === 0 ? 0 : 1), 0) : 0),
      0,
    ),
    sprites,
    tilesWalked,
    builtChunks,
    compositeBytesPeak,
    texturesLeaked,
  };
}

/** GPU textures a second open, one drawn frame and close of the level leave behind. */
async function reopenLeak(app: Application, level: Level, viewOptions: ViewOptions): Promise<number> {
  // Pixi's WebGL and WebGPU texture systems list every texture they hold on the GPU.
  const gpu = app.renderer.texture;
  if (!('managedTextures' in gpu)) return Number.NaN;
  // Pixi leaves a freed texture's slot in the list as null.
  const count = (): number => gpu.managedTextures.filter((t) => t).length;
  const before = count();
  const view = await LevelView.create(app.renderer, level, new Sim(level), benchResolveUrl, viewOptions);
  app.stage.addChild(view.container);
  view.render(0, 0);
  app.renderer.render(app.stage);
  app.stage.removeChild(view.container);
  view.destroy();
  // Pixi frees a destroyed texture's GPU copy at once; give its runners a frame all the same.
  app.renderer.render(app.stage);
  return count() - before;
}

/** Three layers of tile-sized white sprites covering the screen, as three full tile layers would. */
function screenfuls(app: Application): Container {
  const root = new Container();
  const tile = 32;
  const columns = Math.ceil(app.screen.width / tile);
  const rows = Math.ceil(app.screen.height / tile);
  for (let layer = 0; layer < 3; layer++) {
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < columns; x++) {
        const sprite = new Sprite(Texture.WHITE);
        sprite.position.set(x * tile, y * tile);
        sprite.setSize(tile, tile);
        // Layers above the ground blend, as decoration and walls do.
        sprite.alpha = layer === 0 ? 1 : 0.5;
        root.addChild(sprite);
      }
    }
  }
  return root;
}

/**
 * Frames of an empty stage (`blank`: what rAF and the compositor cost) or of plain screenfuls
 * (`quads`: what the rasteriser costs for three layers' worth of pixels), with nothing of ours.
 */
async function floorRun(app: Application, options: RenderOptions): Promise<RenderResult> {
  const deltas: number[] = [];
  const cpu: number[] = [];
  const quads = options.mode === 'quads' ? screenfuls(app) : null;
  if (quads) app.stage.addChild(quads);
  let last = await nextFrame();
  for (let frame = 0; frame < options.warmupFrames + options.frames; frame++) {
    const now = await nextFrame();
    const start = performance.now();
    app.renderer.render(app.stage);
    if (frame >= options.warmupFrames) {
      deltas.push(now - last);
      cpu.push(performance.now() - start);
    }
    last = now;
  }
  let sprites = 0;
  if (quads) {
    sprites = quads.children.length;
    app.stage.removeChild(quads);
    quads.destroy({ children: true });
  }
  return {
    setupMs: 0,
    deltas,
    cpu,
    tiles: 0,
    sprites,
    tilesWalked: 0,
    builtChunks: 0,
    compositeBytesPeak: 0,
    texturesLeaked: 0,
  };
}
