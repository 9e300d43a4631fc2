/**
 * One tap measurement in the bench page: the game's PlaySession (Sim, LevelView, and on a big level
 * the search worker) on the bench:frame level (random walls, mud and water; bench/frameLevel.ts)
 * under the generated bench map's tiles, driven frame by frame with requestAnimationFrame. Taps
 * far tiles one after another (each while the cat still walks to the last: last tap wins) and
 * records how long each takes to start the walk, the main-thread work of every frame, and the
 * longest stretch a 1 ms message-channel probe saw the main thread busy. Then asks for the
 * movement range and times its display.
 */
import type { Application } from 'pixi.js';
import { PlaySession } from '../../src/app/play/PlaySession';
import { offloads } from '../../src/app/play/searchOffload';
import { DIAGONAL, type Grid, ORTHOGONAL } from '../../src/grid';
import { buildLevel } from '../../src/level/buildLevel';
import type { Cell } from '../../src/level/types';
import { seededRandom } from '../../src/solver/generate/seededRandom';
import { loadTiledMap } from '../../src/tiled';
import { frameLevelGrid } from '../frameLevel';
import { benchEnds, benchMapJson } from './benchMap';
import { BENCH_MAP_PATH, benchReadFile, benchResolveUrl } from './levelFiles';

const FRAME_MS = 1000 / 60;

export interface TapOptions {
  readonly size: number;
  readonly rule: 'orthogonal' | 'diagonal';
  readonly taps: number;
  readonly seed: number;
  /** Frames the cat walks after each walk starts, before the next tap. */
  readonly walkFrames: number;
  /**
   * Restart the level before each tap, so every tap finds the cat at rest on its start tile (a tap
   * during a walk waits for the step in progress to end: docs/rules.md).
   */
  readonly fromRest: boolean;
}

export interface TapResult {
  readonly setupMs: number;
  /** Per tap: ms from `walkTo` to the frame that started the walk (or bumped). */
  readonly latencies: number[];
  readonly outcomes: string[];
  /** Main-thread work per frame (session.frame: sim steps and view; renderer.render), ms. */
  readonly frameWork: number[];
  /** The same, only frames while a tap waited for its search. */
  readonly waitingWork: number[];
  /**
   * The frames over 16.7 ms of work: when (the tap, waiting for its search or walking; or the range)
   * and their ms in session.frame (sim steps, view, chunks baked), then in renderer.render.
   */
  readonly slowFrames: [string, number, number][];
  /** Longest gap between two 1 ms probe messages: the longest the main thread was busy, ms. */
  readonly maxBusy: number;
  /** The same, while taps waited for their searches. */
  readonly maxBusyWaiting: number;
  /** ms from asking for the movement range to its display, and its reachable tiles. */
  readonly rangeMs: number;
  readonly rangeTiles: number;
  readonly offloaded: boolean;
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Far open tiles to tap, in turn near opposite corners, seeded. */
function targets(grid: Grid, count: number, seed: number): Cell[] {
  const rand = seededRandom(seed);
  const out: Cell[] = [];
  const size = grid.width;
  while (out.length < count) {
    const corner =
      out.length % 2 === 0 ? size - 1 - Math.floor(rand() * size * 0.2) : Math.floor(rand() * size * 0.2);
    const x = out.length % 2 === 0 ? corner : size - 1 - corner;
    const y = Math.floor(rand() * size);
    if (grid.walls[y * size + x] === 0) out.push({ x, y });
  }
  return out;
}

/** Measures the main thread's longest busy stretches with a ping-pong of 1 ms timers. */
class BusyProbe {
  maxGap = 0;
  private last = performance.now();
  private running = true;
  private readonly channel = new MessageChannel();

  constructor() {
    this.channel.port1.onmessage = () => {
      const now = performance.now();
      this.maxGap = Math.max(this.maxGap, now - this.last);
      this.last = now;
      if (this.running) setTimeout(() => this.channel.port2.postMessage(0), 1);
    };
    this.channel.port2.postMessage(0);
  }

  /** Starts a new window: the gap so far is forgotten. */
  reset(): void {
    this.maxGap = 0;
    this.last = performance.now();
  }

  stop(): void {
    this.running = false;
  }
}

export async function tapRun(app: Application, options: TapOptions): Promise<TapResult> {
  const t0 = performance.now();
  const built = buildLevel(await loadTiledMap(BENCH_MAP_PATH, benchReadFile(benchMapJson(options.size))));
  // The bench:frame level's walls and costs under the bench map's tiles (the pieces' tiles kept open).
  const grid = frameLevelGrid(options.size, options.seed);
  const { cat, exit } = benchEnds(options.size);
  for (const [x, y] of [cat, exit]) {
    grid.walls[y * options.size + x] = 0;
    grid.costs[y * options.size + x] = 1;
  }
  grid.touch();
  const level = { ...built, grid, rule: options.rule === 'diagonal' ? DIAGONAL : ORTHOGONAL };
  const session = await PlaySession.fromLevel(app.renderer, 'bench', level, {
    speed: 1,
    reducedMotion: false,
    designer: false,
    touch: false,
    resolveUrl: benchResolveUrl,
  });
  app.stage.addChild(session.view.container);
  const setupMs = performance.now() - t0;

  const probe = new BusyProbe();
  const latencies: number[] = [];
  const outcomes: string[] = [];
  const frameWork: number[] = [];
  const waitingWork: number[] = [];
  const slowFrames: [string, number, number][] = [];
  /** Keeps a frame over budget with where its work went: `start` to `rendering` in the session, then the render. */
  const noteSlow = (at: string, start: number, rendering: number, end: number) => {
    if (end - start > FRAME_MS) slowFrames.push([at, rendering - start, end - rendering]);
  };
  let tapIndex = 0;
  let maxBusyWaiting = 0;
  let maxBusy = 0;
  let last = await nextFrame();
  // A few frames first: the worker gets the level and prepares its path finder.
  for (let i = 0; i < 30; i++) last = await nextFrame();
  for (const target of targets(grid, options.taps, options.seed + 7)) {
    maxBusy = Math.max(maxBusy, probe.maxGap);
    if (options.fromRest) {
      // Frames until the sim has taken the restart: a tap before it would be searched for the old state.
      session.send({ kind: 'restart' });
      for (let restarted = false; !restarted; ) {
        const now = await nextFrame();
        restarted = session.frame(now - last).events.some((e) => e.kind === 'restarted');
        app.renderer.render(app.stage);
        last = now;
      }
    }
    probe.reset();
    tapIndex++;
    const tappedAt = performance.now();
    session.walkTo(target);
    let started = false;
    let walked = 0;
    while (walked < options.walkFrames) {
      const now = await nextFrame();
      const start = performance.now();
      const { events } = session.frame(now - last);
      const rendering = performance.now();
      app.renderer.render(app.stage);
      const work = performance.now() - start;
      last = now;
      frameWork.push(work);
      noteSlow(`tap ${tapIndex} ${started ? 'walking' : 'waiting'}`, start, rendering, start + work);
      if (!started) waitingWork.push(work);
      for (const e of events) {
        if (started) break;
        if (e.kind === 'walkStarted' || e.kind === 'bumped') {
          started = true;
          latencies.push(performance.now() - tappedAt);
          outcomes.push(e.kind === 'bumped' ? `bump:${e.reason}` : 'walk');
          maxBusyWaiting = Math.max(maxBusyWaiting, probe.maxGap);
        }
      }
      if (started) walked++;
      if (!started && performance.now() - tappedAt > 60_000) throw new Error('a tap waited over 60 s');
    }
  }
  maxBusy = Math.max(maxBusy, probe.maxGap);

  // The range: asked for, then shown when the search comes back.
  let rangeShownAt = -1;
  let rangeTiles = 0;
  const show = session.view.showRange.bind(session.view);
  session.view.showRange = (range) => {
    if (range) {
      rangeShownAt = performance.now();
      rangeTiles = range.reduce((n, c) => (c < Number.POSITIVE_INFINITY ? n + 1 : n), 0);
    }
    show(range);
  };
  const askedAt = performance.now();
  session.showRange(true);
  while (rangeShownAt < 0 && performance.now() - askedAt < 60_000) {
    const now = await nextFrame();
    const start = performance.now();
    session.frame(now - last);
    const rendering = performance.now();
    app.renderer.render(app.stage);
    const work = performance.now() - start;
    frameWork.push(work);
    noteSlow('range', start, rendering, start + work);
    last = now;
  }
  probe.stop();
  app.stage.removeChild(session.view.container);
  session.destroy();
  return {
    setupMs,
    latencies,
    outcomes,
    frameWork,
    waitingWork,
    slowFrames,
    maxBusy,
    maxBusyWaiting,
    rangeMs: rangeShownAt < 0 ? Number.NaN : rangeShownAt - askedAt,
    rangeTiles,
    offloaded: offloads(level),
  };
}
