/**
 * `npm run bench:start`: every wait a phone player feels on the way into the game (issue #49), on
 * the built game served by `vite preview`, at 390 x 844 CSS pixels by touch, with the CPU at full
 * speed and slowed 4x through the DevTools protocol (`Emulation.setCPUThrottlingRate`, as
 * Lighthouse slows it for a mid-range phone). Each run is a fresh browser context (nothing cached,
 * no saved progress) with a Chrome trace of its own:
 *
 * - title + Play: navigation to a title that answers, then Play tapped to level 01 playable;
 * - title + daily: the same title, then the daily puzzle tapped to playable;
 * - address: `?level=<id>` (a shipped level past the first, `--level`) to playable;
 * - maze: `?level=15-the-great-maze` (65 x 65) to playable;
 * - floor: a bare pixi 8 page (bench/floor), navigation to its first frame with one sprite.
 *
 * "Answers" and "playable" are read from the game's state through the `?test` hook, as the e2e
 * tests wait: the title is shown and ready; the level is ready for input (the hook's `ready` on
 * the play screen), its sim says playing and the board has drawn a frame. The page polls the hook
 * every 10 ms in a timer task of its own, so the time it reads is also a moment the page could
 * answer a tap. A tap's wait starts at the touch's own event time. docs/performance.md explains
 * each column of the tables printed.
 *
 * Options: `-- --runs N` (default 3), `-- --rates 1,4`, `-- --level <id>` (default
 * 25-the-grand-tour), `-- --only play,daily,...` (some journeys: play, daily, address, maze,
 * floor), `-- --tap-after N` (tap N ms after the title answers, as a player who reads it first;
 * default 0, at once), `-- --dpr N` (device pixels a CSS pixel, default 2), `-- --port N`
 * (default 4620; the floor on the next), `-- --dist <folder>` (default /tmp/dist-perf-start; the
 * floor in `<folder>-floor`), `-- --trace <folder>` (keeps each run's trace).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { argValue } from './browser/gameBench';
import { buildAndServe, startBrowserBench } from './browser/harness';
import { breakdown, markedThread, type TraceEvent } from './browser/trace';
import {
  breakdownTable,
  type PageMeasure,
  phaseSpans,
  type WaitKey,
  type WaitSample,
  waitTable,
} from './startTable';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(argValue('runs') ?? 3);
const RATES = (argValue('rates') ?? '1,4').split(',').map(Number);
const LEVEL = argValue('level') ?? '25-the-grand-tour';
const MAZE = '15-the-great-maze';
const DPR = Number(argValue('dpr') ?? 2);
const PORT = Number(argValue('port') ?? process.env.BENCH_START_PORT ?? 4620);
const DIST = argValue('dist') ?? process.env.BENCH_START_DIST ?? '/tmp/dist-perf-start';
const TRACE_DIR = argValue('trace');
const ONLY = argValue('only')?.split(',');
const TAP_AFTER_MS = Number(argValue('tap-after') ?? 0);
/** A bound on a stuck page, not a measure. */
const TIMEOUT_MS = 120_000;

/** What the trace records: tasks (devtools.timeline), script (v8.execute), GPU waits (gpu), marks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'gpu',
  'blink.user_timing',
];

/**
 * Installed in every page before its scripts (a string: a function would carry the bench
 * runner's transpiler helpers): polls the test hook every 10 ms and keeps, on the page's clock,
 * when the title first answered, when a level was first playable (and which), and the first tap's
 * event time, each also as a user-timing mark for the trace. It says each moment on the console
 * (`bench:title`, `bench:playable`, `bench:floor`), which the bench waits for: Playwright's
 * `waitForFunction` would first evaluate Playwright's own injected script in the page, 0.2 s of its
 * main thread at 4x inside the title's wait (docs/performance.md), which no player's page runs.
 */
const PROBE_SCRIPT = `(() => {
  const seen = { title: null, playable: null, level: null, tap: null };
  Object.defineProperty(window, '__benchStart', { value: seen });
  addEventListener('pointerdown', (e) => {
    if (seen.tap !== null) return;
    seen.tap = e.timeStamp;
    performance.mark('bench:tap', { startTime: e.timeStamp });
  }, { capture: true });
  const poll = setInterval(() => {
    if (window.__floorDrawn !== undefined) {
      console.debug('bench:floor');
      clearInterval(poll);
      return;
    }
    const hook = window.__mazeCat;
    if (!hook || !hook.ready) return;
    if (seen.title === null && hook.screen === 'title') {
      seen.title = performance.now();
      performance.mark('bench:title');
      console.debug('bench:title');
    }
    if (hook.screen === 'play' && hook.renders > 0 && hook.state()?.status === 'playing') {
      seen.playable = performance.now();
      seen.level = hook.levelId;
      performance.mark('bench:playable');
      console.debug('bench:playable');
      clearInterval(poll);
    }
  }, 10);
})();`;

interface Seen {
  title: number | null;
  playable: number | null;
  level: string | null;
  tap: number | null;
}

/** One way into the game: what it opens, and the waits it yields (a wait: its key, from, to). */
interface Journey {
  readonly name: string;
  /** Its name for `--only`. */
  readonly id: string;
  readonly floor?: boolean;
  readonly query: string;
  /** The button tapped once the title answers, if any. */
  readonly tap?: RegExp;
  /** The level that must open (an id, or a prefix ending in ':'). */
  readonly level?: string;
  readonly waits: (seen: Seen) => { key: WaitKey; from: number; to: number }[];
}

const need = (v: number | null, what: string): number => {
  if (v === null) throw new Error(`bench:start: no ${what} was seen`);
  return v;
};

const JOURNEYS: readonly Journey[] = [
  {
    name: 'title + Play',
    id: 'play',
    query: '?test',
    tap: /^Play$/,
    level: '01-first-steps',
    waits: (s) => [
      { key: 'title', from: 0, to: need(s.title, 'title') },
      { key: 'play', from: need(s.tap, 'tap'), to: need(s.playable, 'playable level') },
    ],
  },
  {
    name: 'title + daily',
    id: 'daily',
    query: '?test',
    tap: /daily puzzle/i,
    level: 'daily:',
    waits: (s) => [
      { key: 'title', from: 0, to: need(s.title, 'title') },
      { key: 'daily', from: need(s.tap, 'tap'), to: need(s.playable, 'playable level') },
    ],
  },
  {
    name: 'address',
    id: 'address',
    query: `?test&level=${LEVEL}`,
    level: LEVEL,
    waits: (s) => [{ key: 'address', from: 0, to: need(s.playable, 'playable level') }],
  },
  {
    name: 'maze',
    id: 'maze',
    query: `?test&level=${MAZE}`,
    level: MAZE,
    waits: (s) => [{ key: 'maze', from: 0, to: need(s.playable, 'playable level') }],
  },
  {
    name: 'floor',
    id: 'floor',
    floor: true,
    query: '',
    waits: (s) => [{ key: 'floor', from: 0, to: need(s.playable, 'first frame') }],
  },
];

/**
 * Resolves once the page's probe has said `bench:<what>` on the console (it says each once): heard
 * through the DevTools protocol, with nothing evaluated in the page. Rejects when the page closes.
 */
async function heard(page: Page, what: 'title' | 'playable' | 'floor'): Promise<void> {
  await page.waitForEvent('console', {
    predicate: (message) => message.text() === `bench:${what}`,
    timeout: TIMEOUT_MS,
  });
}

/** One run of a journey at a CPU rate: its waits, each with its trace breakdown and phases. */
async function runJourney(
  browser: Browser,
  url: { game: string; floor: string },
  journey: Journey,
  rate: number,
  run: number,
): Promise<WaitSample[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: DPR,
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
    await page.addInitScript({ content: PROBE_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
    // Listened for before the page loads: the probe says each moment once.
    const title = heard(page, 'title');
    const playable = heard(page, 'playable');
    const floorDrawn = heard(page, 'floor');
    for (const p of [title, playable, floorDrawn]) p.catch(() => {});
    await page.goto(journey.floor ? url.floor : url.game + journey.query, { waitUntil: 'commit' });
    let seen: Seen;
    if (journey.floor) {
      await floorDrawn;
      const drawn = await page.evaluate(() => window.__floorDrawn ?? null);
      seen = { title: null, playable: drawn, level: null, tap: null };
    } else {
      if (journey.tap) {
        await title;
        if (TAP_AFTER_MS > 0) await page.waitForTimeout(TAP_AFTER_MS);
        await page.getByRole('button', { name: journey.tap }).tap();
      }
      await playable;
      seen = await page.evaluate(() => (window as unknown as { __benchStart: Seen }).__benchStart);
      const want = journey.level ?? '';
      if (!(want.endsWith(':') ? seen.level?.startsWith(want) : seen.level === want))
        throw new Error(`bench:start: ${journey.name} opened ${seen.level}, not ${want}`);
    }
    const measures = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('maze-cat:'))
        .map((m) => ({ name: m.name, startTime: m.startTime, duration: m.duration })),
    );
    const buffer = await browser.stopTracing();
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      writeFileSync(join(TRACE_DIR, `${journey.name.replace(/\W+/g, '-')}-${rate}x-${run}.json`), buffer);
    }
    return samplesOf(journey, rate, seen, measures, JSON.parse(buffer.toString('utf8')).traceEvents);
  } finally {
    await context.close();
  }
}

/** The journey's waits read from what the page saw, its measures and its trace. */
function samplesOf(
  journey: Journey,
  rate: number,
  seen: Seen,
  measures: readonly PageMeasure[],
  events: readonly TraceEvent[],
): WaitSample[] {
  const main = markedThread(events, journey.floor ? 'floor:drawn' : 'bench:playable');
  return journey.waits(seen).map(({ key, from, to }) => ({
    key,
    rate,
    waitMs: to - from,
    trace: breakdown(events, main, { start: main.offset + from * 1000, end: main.offset + to * 1000 }),
    phases: phaseSpans(measures, from, to),
  }));
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const started = Date.now();
  const game = await startBrowserBench({
    outDir: DIST,
    port: PORT,
    root: REPO,
    configFile: join(REPO, 'vite.config.ts'),
  });
  const floor = await buildAndServe({
    outDir: `${DIST}-floor`,
    port: PORT + 1,
    configFile: join(REPO, 'bench/floor/vite.config.ts'),
  });
  const samples: WaitSample[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const rate of RATES) {
        for (const journey of JOURNEYS.filter((j) => !ONLY || ONLY.includes(j.id))) {
          const got = await runJourney(
            game.browser,
            { game: game.url, floor: floor.url },
            journey,
            rate,
            run,
          );
          samples.push(...got);
          process.stderr.write(
            `  run ${run}, ${rate}x, ${journey.name}: ${got.map((s) => `${s.key} ${s.waitMs.toFixed(0)} ms (longest task ${s.trace.longestTaskMs.toFixed(0)})`).join(', ')}\n`,
          );
        }
      }
    }
  } finally {
    await floor.close();
    await game.close();
  }
  const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' / ');
  console.log('');
  console.log(
    `bench:start: ${RUNS} runs a row, each a fresh context with a Chrome trace; taps ${TAP_AFTER_MS > 0 ? `${TAP_AFTER_MS} ms after` : 'as soon as'} the title answers; 390 x 844 CSS px at ${DPR} device px, touch; Chromium ${game.browser.version()}; ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s; load average before ${load(loadBefore)}, after ${load(loadavg())}`,
  );
  console.log('');
  for (const line of waitTable(samples, RATES)) console.log(line);
  console.log('');
  console.log('Breakdown (ms, medians of the runs; docs/performance.md says how each column is read):');
  console.log('');
  for (const line of breakdownTable(samples, RATES)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
