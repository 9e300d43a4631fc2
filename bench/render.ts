/**
 * `npm run bench:render`: frame times in headless Chromium while the cat walks and the camera
 * follows, on generated levels of 64, 256 and 1024 tiles a side with three tile layers, drawn by
 * the game's LevelView (chunked @pixi/tilemap, culled) and by a baseline that draws every tile as a
 * pixi Sprite, in the same run. Prints median and 95th percentile of the requestAnimationFrame
 * deltas and of the CPU time per frame spent in the frame's work (sim steps, view.render,
 * renderer.render), and the baseline / tilemap ratios.
 *
 * WebGL here is SwiftShader (software): rAF deltas include its rasterising on the CPU, so they
 * measure this machine's software GPU as much as our code; the CPU column is our JavaScript alone.
 *
 * Options: `-- --sizes 64,256,1024`, `-- --frames N` (default 600 recorded after 60 warm-up),
 * `-- --ticks N` (sim ticks per tile, default 9 as in the game), `-- --modes blank,quads,tilemap,layers,sprites`
 * (blank: an empty stage, the floor of the headless compositor; quads: three screenfuls of plain
 * white sprites, the floor of the rasteriser's fill rate for three layers; tilemap: the game's
 * renderer, static layers composited per chunk; layers: each tile layer drawn on its own, as before
 * compositing),
 * `-- --viewport WxH` (default 1280x720), `-- --max-sprites N` (skip the baseline above this many sprites; default 2,000,000).
 *
 * Then the idle rows (bench/idle.ts): the built game itself on still screens, frames drawn and
 * main-thread CPU per idle second, against `-- --baseline <git rev>` (e.g. the last release) in the
 * same run. `-- --idle-seconds N` (default 5; 0 skips them), `-- --idle-viewport WxH` (default 1280x720),
 * `-- --idle-only` skips the rows above.
 */

import { argValue, withGameBuilds } from './browser/gameBench';
import { quantile, startBrowserBench } from './browser/harness';
import type { RenderOptions, RenderResult } from './browser/renderRun';
import { idleRows, printIdleTable } from './idle';

const PORT = Number(process.env.BENCH_RENDER_PORT ?? 4611);
const OUT_DIR = process.env.BENCH_RENDER_DIST ?? '/tmp/dist-perf-render';
/** The built game for the idle rows (and the baseline's on the next port). */
const GAME_PORT = Number(process.env.BENCH_GAME_PORT ?? 4613);
const GAME_DIR = process.env.BENCH_GAME_DIST ?? '/tmp/dist-perf-game';

function option(name: string, fallback: string): string {
  return argValue(name) ?? fallback;
}

const fmt = (n: number, w = 7): string => (Number.isFinite(n) ? n.toFixed(2) : '-').padStart(w);

interface Row {
  size: number;
  mode: RenderOptions['mode'];
  result: RenderResult | null;
  note: string;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--idle-only')) await frameRows();
  const idleSeconds = Number(option('idle-seconds', '5'));
  // A smaller page (`--idle-viewport 640x360`) lets a loaded machine's software WebGL draw every
  // frame the game asks for, so the count is the game's, not the rasteriser's.
  const [width, height] = option('idle-viewport', '1280x720').split('x').map(Number);
  if (idleSeconds > 0)
    await withGameBuilds(
      { outDir: GAME_DIR, port: GAME_PORT },
      async (builds) => {
        const rows = await idleRows(builds, idleSeconds, { width, height });
        return () => printIdleTable(rows);
      },
      `Idle: the built game on still screens, ${idleSeconds} s each after 2 s to settle, ${width} x ${height}`,
    );
}

/** The frame-time rows: the bench page's generated levels, floors and baseline renderer. */
async function frameRows(): Promise<void> {
  const sizes = option('sizes', '64,256,1024').split(',').map(Number);
  const modes = option('modes', 'blank,quads,tilemap,layers,sprites').split(',') as RenderOptions['mode'][];
  const frames = Number(option('frames', '600'));
  const ticksPerTile = Number(option('ticks', '9'));
  const maxSprites = Number(option('max-sprites', '2000000'));
  const [width, height] = option('viewport', '1280x720').split('x').map(Number);
  const bench = await startBrowserBench({ outDir: OUT_DIR, port: PORT, viewport: { width, height } });
  const rows: Row[] = [];
  try {
    const probe = await bench.newPage();
    await probe.waitForFunction(() => window.__bench !== undefined);
    const gpu = await probe.evaluate(() => window.__bench!.gpu());
    await probe.close();
    console.log(`bench:render: Chromium ${bench.browser.version()}, ${gpu}, viewport ${width} x ${height}`);
    console.log(`${frames} frames recorded after 60 warm-up; cat walks at ${ticksPerTile} ticks per tile`);
    const floors = new Set<RenderOptions['mode']>(['blank', 'quads']);
    const runs: [number, RenderOptions['mode']][] = modes.filter((m) => floors.has(m)).map((m) => [0, m]);
    for (const size of sizes) for (const mode of modes) if (!floors.has(mode)) runs.push([size, mode]);
    for (const [size, mode] of runs) {
      // Three layers: ground everywhere, ~20% decoration, walls on the border and pillars.
      const estimate = size * size * 1.3;
      if (mode === 'sprites' && estimate > maxSprites) {
        rows.push({ size, mode, result: null, note: `skipped: ~${(estimate / 1e6).toFixed(1)}M sprites` });
        continue;
      }
      // A fresh page per run: no GPU memory or garbage carried from the previous one.
      const page = await bench.newPage();
      await page.waitForFunction(() => window.__bench !== undefined);
      const options: RenderOptions = {
        size,
        mode,
        warmupFrames: 60,
        frames,
        ticksPerTile,
        exp: process.env.EXP,
      } as RenderOptions;
      try {
        const result = await page.evaluate((o) => window.__bench!.render(o), options);
        rows.push({ size, mode, result, note: '' });
      } catch (error) {
        rows.push({ size, mode, result: null, note: `failed: ${(error as Error).message.split('\n')[0]}` });
      }
      await page.close();
      const last = rows[rows.length - 1];
      process.stderr.write(`  ${size} ${mode}: ${last.result ? 'done' : last.note}\n`);
    }
  } finally {
    await bench.close();
  }
  console.log('');
  console.log(
    '| size | renderer | setup ms | frame median ms | frame p95 ms | fps (median) | CPU median ms | CPU p95 ms | CPU max ms | frame ratio (median) | CPU ratio (median) | fps / quads fps | GPU memory | notes |',
  );
  console.log(
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  );
  const quads = rows.find((x) => x.mode === 'quads')?.result;
  const quadsMedian = quads ? quantile(quads.deltas, 0.5) : Number.NaN;
  for (const row of rows) {
    const r = row.result;
    const tilemap = rows.find((x) => x.size === row.size && x.mode === 'tilemap')?.result;
    if (!r) {
      console.log(`| ${row.size} | ${row.mode} | - | - | - | - | - | - | - | - | - | - | - | ${row.note} |`);
      continue;
    }
    const med = quantile(r.deltas, 0.5);
    const cpu = quantile(r.cpu, 0.5);
    const ratio = tilemap ? med / quantile(tilemap.deltas, 0.5) : Number.NaN;
    const cpuRatio = tilemap ? cpu / quantile(tilemap.cpu, 0.5) : Number.NaN;
    const notes = notesFor(row.mode, r);
    console.log(
      `| ${row.size || '-'} | ${row.mode} | ${r.setupMs.toFixed(0)} | ${fmt(med)} | ${fmt(quantile(r.deltas, 0.95))} | ${(1000 / med).toFixed(1)} | ${fmt(cpu)} | ${fmt(quantile(r.cpu, 0.95))} | ${fmt(Math.max(...r.cpu))} | ${fmt(ratio, 5)} | ${fmt(cpuRatio, 5)} | ${fmt(quadsMedian / med, 5)} | ${gpuMemory(row.mode, r)} | ${notes} |`,
    );
  }
}

/** Composite textures' peak GPU memory, and textures a second open and close of the level left. */
function gpuMemory(mode: RenderOptions['mode'], r: RenderResult): string {
  if (mode !== 'tilemap' && mode !== 'layers') return '-';
  const peak = `composites peak ${(r.compositeBytesPeak / 2 ** 20).toFixed(2)} MiB`;
  return `${peak}, ${r.texturesLeaked} textures left on close`;
}

/** What each row drew, for the notes column. */
function notesFor(mode: RenderOptions['mode'], r: RenderResult): string {
  switch (mode) {
    case 'blank':
      return 'empty stage';
    case 'quads':
      return `${r.sprites} white 32 x 32 sprites: three screenfuls, nothing else`;
    case 'tilemap':
      return `${r.tiles} tiles, ${r.builtChunks} composite chunks built, cat walked ${r.tilesWalked} tiles`;
    case 'layers':
      return `${r.tiles} tiles, ${r.builtChunks} layer chunks built, cat walked ${r.tilesWalked} tiles`;
    case 'sprites':
      return `${r.sprites} sprites, cat walked ${r.tilesWalked} tiles`;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
