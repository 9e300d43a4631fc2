/**
 * `npm run bench:phone`: gestures on a phone-sized page. The built game at 390 x 844 CSS pixels in
 * headless Chromium with touch (a mobile viewport), on the 65 x 65 levels and, as the peer in the
 * same run, the first level; with `-- --baseline <git rev>` that revision's game too (gameBench.ts).
 * On each level, once it is ready and still: a one-finger drag (pans) and a two-finger pinch
 * (zooms out and back in), sent as touch events through the DevTools protocol, one move every
 * 16 ms as a finger on a 60 Hz screen. Input-to-frame latency is, for each move, the time from the
 * event (its timeStamp) to the first WebGL draw after it, measured in the page: median and p95 in
 * ms and in display frames of 16.7 ms (target: within two frames at the median).
 *
 * Options: `-- --moves N` (moves per gesture, default 40), `-- --levels a,b`, `-- --baseline <rev>`.
 * Port 4617 (and 4618 for the baseline), built into /tmp/dist-perf-phone (`BENCH_PHONE_PORT`,
 * `BENCH_PHONE_DIST`).
 */
import type { CDPSession, Page } from '@playwright/test';
import { argValue, DRAW_COUNTER_SCRIPT, type GameBuild, withGameBuilds } from './browser/gameBench';
import { quantile } from './browser/harness';

const PORT = Number(process.env.BENCH_PHONE_PORT ?? 4617);
const OUT_DIR = process.env.BENCH_PHONE_DIST ?? '/tmp/dist-perf-phone';
const FRAME_MS = 1000 / 60;
const MOVES = Number(argValue('moves') ?? 40);
const LEVELS = (
  argValue('levels') ?? '01-first-steps,15-the-great-maze,16-the-old-sewers,23-the-long-walk-home'
).split(',');

/**
 * Records touch moves with their times, beside DRAW_COUNTER_SCRIPT's frame times (for
 * `page.addInitScript`; a string, as in gameBench.ts).
 */
const LATENCY_SCRIPT = `(() => {
  const moves = [];
  window.addEventListener('touchmove', (e) => moves.push(e.timeStamp), { capture: true, passive: true });
  window.__benchLatency = {
    reset() { moves.length = 0; window.__benchFrameTimes.length = 0; },
    read() {
      const frames = window.__benchFrameTimes;
      const out = [];
      let f = 0;
      for (const t of moves) {
        while (f < frames.length && frames[f] < t) f++;
        out.push(f < frames.length ? frames[f] - t : Number.NaN);
      }
      return { latencies: out, frames: frames.length };
    },
  };
})();`;

interface GestureRow {
  readonly build: string;
  readonly level: string;
  readonly gesture: 'drag' | 'pinch';
  readonly moves: number;
  readonly answered: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly frames: number;
}

type Point = { x: number; y: number };

async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: readonly Point[],
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
  });
}

/** One gesture: fingers down at `from(0)`, MOVES moves along `from(k)`, fingers up. */
async function gesture(page: Page, cdp: CDPSession, at: (k: number) => Point[]): Promise<void> {
  await touch(cdp, 'touchStart', at(0));
  for (let k = 1; k <= MOVES; k++) {
    await touch(cdp, 'touchMove', at(k));
    await page.waitForTimeout(FRAME_MS);
  }
  await touch(cdp, 'touchEnd', []);
}

async function measureLevel(build: GameBuild, level: string): Promise<GestureRow[]> {
  const page = await build.bench.browser.newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  await page.addInitScript({ content: DRAW_COUNTER_SCRIPT });
  await page.addInitScript({ content: LATENCY_SCRIPT });
  await page.goto(`${build.bench.url}?test&level=${level}`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true, undefined, { timeout: 120_000 });
  await page.waitForFunction(() => window.__mazeCat?.moving === false, undefined, { timeout: 60_000 });
  const box = await page.locator('#board').boundingBox();
  if (!box) throw new Error(`bench:phone: ${level}: no board on the page`);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const rows: GestureRow[] = [];
  const gestures: [GestureRow['gesture'], (k: number) => Point[]][] = [
    // Left and back, 6 px a move: a pan across about a third of the screen.
    ['drag', (k) => [{ x: cx + 120 - 6 * Math.abs(k - MOVES / 2) * 2, y: cy }]],
    // Fingers 60 px apart spread to 260 and back: zoom in and out about the middle.
    [
      'pinch',
      (k) => {
        const half = 30 + 100 * (1 - Math.abs(k - MOVES / 2) / (MOVES / 2));
        return [
          { x: cx - half, y: cy },
          { x: cx + half, y: cy },
        ];
      },
    ],
  ];
  for (const [name, at] of gestures) {
    await page.evaluate(() => (window as unknown as BenchWindow).__benchLatency.reset());
    await gesture(page, cdp, at);
    await page.waitForTimeout(200);
    const { latencies, frames } = await page.evaluate(() =>
      (window as unknown as BenchWindow).__benchLatency.read(),
    );
    const answered = latencies.filter((l) => Number.isFinite(l)).sort((a, b) => a - b);
    rows.push({
      build: build.label,
      level,
      gesture: name,
      moves: latencies.length,
      answered: answered.length,
      medianMs: quantile(answered, 0.5),
      p95Ms: quantile(answered, 0.95),
      maxMs: answered.at(-1) ?? Number.NaN,
      frames,
    });
    process.stderr.write(`  phone, ${level}, ${name}, ${build.label}: done\n`);
    await page.waitForFunction(() => window.__mazeCat?.moving === false, undefined, { timeout: 60_000 });
  }
  await cdp.detach();
  await page.close();
  return rows;
}

interface BenchWindow {
  __benchLatency: { reset(): void; read(): { latencies: number[]; frames: number } };
}

function printRows(rows: readonly GestureRow[]): void {
  console.log(
    '| level | build | gesture | moves (answered) | latency median ms | median in frames | p95 ms | max ms | frames drawn |',
  );
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.level} | ${r.build} | ${r.gesture} | ${r.moves} (${r.answered}) | ${r.medianMs.toFixed(1)} | ${(r.medianMs / FRAME_MS).toFixed(2)} | ${r.p95Ms.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${r.frames} |`,
    );
  }
}

await withGameBuilds(
  { outDir: OUT_DIR, port: PORT },
  async (builds) => {
    const rows: GestureRow[] = [];
    for (const level of LEVELS) for (const build of builds) rows.push(...(await measureLevel(build, level)));
    return () => printRows(rows);
  },
  `bench:phone: gestures at 390 x 844 (touch, ${MOVES} moves a gesture, one every 16 ms); latency = touch move to the next frame drawn`,
);
