/**
 * Profiles the opening of the largest level in the page (issue #31): every main-thread task over
 * `--min` ms (100 by default) from navigation until playable, each broken down by the functions
 * that took its time (Chromium's trace: RunTask events and V8's CPU samples on one clock), with
 * the task's own CPU time (a task that mostly waits, for the GPU process, shows little) and what the
 * GPU process's main thread did meanwhile.
 * `npx tsx bench/profileOpen.ts --dist <built folder> [--port 4614] [--min 100] [--runs 1] [--trace <file>]
 * [--query '?test&level=...'] [--rate 4]` (`--trace` keeps the last run's whole trace, for chrome://tracing
 * or Perfetto; `--query` opens another address than the largest level; `--rate` slows the CPU as
 * bench:start does, on a 390 x 844 touch page); build
 * unminified for readable names (`npx vite build --outDir dist-x --minify false`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zlibSync } from 'fflate';
import { LEVEL_SIDE } from '../src/tiled/limits';
import { benchMapJson } from './browser/benchMap';
import { benchOption, startBrowserBench } from './browser/harness';
import { gpuMainThread, type ProfileNode, type TraceEvent } from './browser/trace';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const option = benchOption(process.argv.slice(2));
const dist = option('dist', 'dist');
const port = Number(option('port', '4614'));
const minMs = Number(option('min', '100'));
const runs = Number(option('runs', '1'));
const traceFile = option('trace', '');
const query = option('query', '?test&level=https://levels.test/level.tmj');
const rate = Number(option('rate', '1'));

const map = benchMapJson(LEVEL_SIDE, {
  kind: 'base64',
  compression: 'zlib',
  compress: (b: Uint8Array) => zlibSync(b, { level: 9 }),
});
const tileset = readFileSync(join(REPO, 'levels/maze-cat.tsj'), 'utf8');

const frameName = (n: ProfileNode) => {
  const file = (n.callFrame.url ?? '').split('/').pop() ?? '';
  return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
};

async function run(): Promise<void> {
  const bench = await startBrowserBench({
    outDir: dist,
    port,
    root: REPO,
    configFile: join(REPO, 'vite.config.ts'),
    build: false,
  });
  try {
    const page = await bench.browser.newPage(
      rate === 1
        ? { viewport: { width: 1280, height: 720 } }
        : { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    );
    if (rate !== 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    await page.route('https://levels.test/**', (route) =>
      route.fulfill({ body: route.request().url().endsWith('.tsj') ? tileset : map }),
    );
    await bench.browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    });
    const t0 = Date.now();
    await page.goto(`${bench.url}${query}`);
    await page.waitForFunction(() => window.__mazeCat?.ready === true, undefined, { timeout: 600_000 });
    const playable = Date.now() - t0;
    const traceBuffer = await bench.browser.stopTracing();
    if (traceFile) writeFileSync(traceFile, traceBuffer);
    const trace = JSON.parse(traceBuffer.toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    report(trace.traceEvents, playable);
    await page.close();
  } finally {
    await bench.close();
  }
}

function report(events: TraceEvent[], playable: number): void {
  const mainThread = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((f) => f.pid === e.pid && f.name === 'ProfileChunk'),
  );
  if (!mainThread) throw new Error('no renderer main thread with a CPU profile in the trace');
  const { pid, tid } = mainThread;
  const mine = events.filter((e) => e.pid === pid && e.tid === tid);
  // CPU samples: nodes by id, sample times on the trace clock.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  // The main thread's profile: its Profile event is on that thread, its chunks carry the same id.
  const profileId = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile')?.id;
  for (const e of events.filter(
    (e) => e.pid === pid && e.id === profileId && (e.name === 'Profile' || e.name === 'ProfileChunk'),
  )) {
    if (e.name === 'Profile') {
      clock = (e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts;
      continue;
    }
    const cpu = e.args?.data?.cpuProfile;
    for (const n of cpu?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (cpu?.samples ?? []).forEach((s, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: s });
    });
  }
  const tasks = mine.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000);
  const navStart =
    mine.find((e) => e.name === 'TracingStartedInBrowser' || e.name === 'navigationStart')?.ts ?? mine[0].ts;
  console.log(
    `\nplayable ${playable} ms; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}; tasks over ${minMs} ms: ${tasks.length}`,
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    console.log(
      `\n== task at +${((task.ts - navStart) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms (thread CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms)`,
    );
    // Nested timeline events of note (script evaluation, function calls, layout, GC).
    const inside = mine.filter(
      (e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 1000,
    );
    inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
    for (const e of inside.slice(0, 12))
      console.log(
        `   event ${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)} ms ${JSON.stringify(e.args ?? {}).slice(0, 400)}`,
      );
    const small = new Map<string, number>();
    for (const e of mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < end))
      small.set(e.name, (small.get(e.name) ?? 0) + 1);
    console.log(
      `   all events: ${[...small]
        .map(([n, c]) => `${n} x${c}`)
        .join(', ')
        .slice(0, 600)}`,
    );
    console.log(`   task args: ${JSON.stringify(task.args ?? {}).slice(0, 300)}`);
    // What the GPU process's main thread did meanwhile (the page's WebGL calls wait for it).
    const gpuMain = gpuMainThread(events);
    if (gpuMain) {
      const busy = new Map<string, number>();
      for (const e of events) {
        if (
          e.pid !== gpuMain.pid ||
          e.tid !== gpuMain.tid ||
          e.ph !== 'X' ||
          e.ts + (e.dur ?? 0) < task.ts ||
          e.ts > end
        )
          continue;
        if ((e.dur ?? 0) < 2000) continue;
        const where =
          e.args && 'src_func' in e.args
            ? `${e.name}(${String((e.args as Record<string, unknown>).src_func)})`
            : e.name;
        busy.set(
          where,
          (busy.get(where) ?? 0) + Math.min(end, e.ts + (e.dur ?? 0)) - Math.max(task.ts, e.ts),
        );
      }
      const gpu = [...busy].sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.log(
        `   GPU process main thread: ${gpu.map(([n, us]) => `${n} ${(us / 1000).toFixed(0)} ms`).join(', ')}`,
      );
    }
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    for (let i = 0; i < inTask.length; i++) {
      const dt = (i + 1 < inTask.length ? inTask[i + 1].ts : end) - inTask[i].ts;
      let n = nodes.get(inTask[i].node);
      const leaf = n ? frameName(n) : '?';
      self.set(leaf, (self.get(leaf) ?? 0) + dt);
      const seen = new Set<string>();
      while (n) {
        const name = frameName(n);
        if (!seen.has(name) && n.callFrame.url) {
          seen.add(name);
          incl.set(name, (incl.get(name) ?? 0) + dt);
        }
        n = n.parent === undefined ? undefined : nodes.get(n.parent);
      }
    }
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([name, us]) => `${(us / 1000).toFixed(0).padStart(5)} ms ${name}`);
    console.log('   self:');
    for (const l of top(self, 10)) console.log(`     ${l}`);
    console.log('   inclusive:');
    for (const l of top(incl, 25)) console.log(`     ${l}`);
  }
}

(async () => {
  for (let i = 0; i < runs; i++) await run();
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
