/**
 * `npm run bench:tap`: does a tap on a big level keep every frame inside 16.7 ms of main-thread work
 * and start the walk within 100 ms? In headless Chromium (the end-to-end tests' flags), the game's
 * PlaySession plays the bench:frame level (1024 x 1024 by default: 20% random walls, mud 3, water
 * 5) with the orthogonal and the diagonal rule; on a level this big its path and range searches run
 * in the search worker (src/app/play/searchOffload.ts). Far tiles are tapped one after another while the
 * cat walks; per rule it prints the tap-to-walk latencies, the main-thread work per frame (all
 * frames, and the frames while a tap waited for its search), the longest busy stretch a 1 ms probe
 * saw, and the time to show the unbounded movement range; then each frame over 16.7 ms, when it came
 * and how its work split between the session's frame (sim, view, chunk bakes) and the render.
 *
 * Options: `-- --size N` (default 1024), `-- --taps N` (default 12), `-- --walk-frames N` (frames
 * walked after each start, default 20), `-- --viewport WxH` (default 640x360), `-- --seed N`,
 * `-- --from-rest` (restart the level before each tap: every tap finds the cat at rest).
 */
import { quantile, startBrowserBench } from './browser/harness';
import type { TapOptions, TapResult } from './browser/tapRun';

const PORT = Number(process.env.BENCH_TAP_PORT ?? 4460);
const OUT_DIR = process.env.BENCH_TAP_DIST ?? '/tmp/dist-perf-tap';
const FRAME_MS = 1000 / 60;
const TAP_MS = 100;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const fmt = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '-');

async function main(): Promise<void> {
  const size = Number(option('size', '1024'));
  const taps = Number(option('taps', '12'));
  const walkFrames = Number(option('walk-frames', '20'));
  const fromRest = process.argv.includes('--from-rest');
  const seed = Number(option('seed', '1'));
  const [width, height] = option('viewport', '640x360').split('x').map(Number);
  const bench = await startBrowserBench({ outDir: OUT_DIR, port: PORT, viewport: { width, height } });
  const results: [TapOptions['rule'], TapResult][] = [];
  try {
    for (const rule of ['orthogonal', 'diagonal'] as const) {
      const page = await bench.newPage();
      await page.waitForFunction(() => window.__bench !== undefined);
      const options: TapOptions = { size, rule, taps, seed, walkFrames, fromRest };
      results.push([rule, await page.evaluate((o) => window.__bench!.tap(o), options)]);
      await page.close();
      process.stderr.write(`  ${rule}: done\n`);
    }
    console.log(
      `bench:tap: Chromium ${bench.browser.version()}, ${size} x ${size} bench:frame level, viewport ${width} x ${height}, ${taps} taps${fromRest ? ', each from rest (the level restarted before it)' : ', each while the cat walks'}`,
    );
  } finally {
    await bench.close();
  }
  console.log('');
  console.log(
    '| rule | searches in | tap to walk median / max ms | taps over 100 ms | frame work median / p95 / max ms | frames over 16.7 ms | while waiting: frames, max work ms | longest busy stretch ms (all / waiting) | range shown after ms | setup ms |',
  );
  console.log('| --- | --- | --- | ---: | --- | ---: | --- | --- | ---: | ---: |');
  for (const [rule, r] of results) {
    const over = r.frameWork.filter((w) => w > FRAME_MS).length;
    const late = r.latencies.filter((l) => l > TAP_MS).length;
    const bumps = r.outcomes.filter((o) => o !== 'walk');
    console.log(
      `| ${rule} | ${r.offloaded ? 'worker' : 'main thread'} | ${fmt(quantile(r.latencies, 0.5))} / ${fmt(Math.max(...r.latencies))} | ${late}/${r.latencies.length}${bumps.length > 0 ? ` (${bumps.join(', ')})` : ''} | ${fmt(quantile(r.frameWork, 0.5))} / ${fmt(quantile(r.frameWork, 0.95))} / ${fmt(Math.max(...r.frameWork))} | ${over}/${r.frameWork.length} | ${r.waitingWork.length}, ${fmt(Math.max(0, ...r.waitingWork))} | ${fmt(r.maxBusy)} / ${fmt(r.maxBusyWaiting)} | ${fmt(r.rangeMs)} (${r.rangeTiles} tiles) | ${r.setupMs.toFixed(0)} |`,
    );
  }
  for (const [rule, r] of results) {
    const split = r.slowFrames
      .map(([at, frame, render]) => `${at}: ${fmt(frame)} + ${fmt(render)}`)
      .join(', ');
    console.log(`${rule}: frames over 16.7 ms, session.frame + renderer.render ms: ${split || 'none'}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
