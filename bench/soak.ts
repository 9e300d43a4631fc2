/**
 * `npm run bench:soak`: a long session must not grow memory. Runs with `node --expose-gc`.
 *
 * Node: thousands of walks on the Sim of a bundled level, fast-forwarded (each walk runs to its end
 * with `runUntilIdle`), to random open tiles; a lost walk is undone, a won level restarted, and
 * every tenth walk undone, as a player would (so the undo history fills up to its cap). Heap used
 * (after a full GC) is printed at the start, every 1,000 walks and at the end.
 *
 * Browser: the built game (production build of index.html) in headless Chromium at `?speed=20`,
 * thousands of walks by clicking tiles near the cat through the test hook, pressing R every
 * `--restart-every` walks and restarting from the result panels; after a forced GC (CDP) at the
 * start, every 500 walks and at the end: V8's used heap and the live bytes of a heap snapshot.
 *
 * Options: `-- --walks N` (Node, default 5000), `-- --browser-walks N` (default 2000, 0 skips),
 * `-- --restart-every N` (default 100, 0 never), `-- --level ID` (default 15-the-great-maze).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { CDPSession } from '@playwright/test';
import { loadLevel } from '../src/level/loadLevel';
import { Sim } from '../src/sim';
import { seededRandom } from '../src/solver/generate/seededRandom';
import { startBrowserBench } from './browser/harness';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_SOAK_PORT ?? 4613);
const OUT_DIR = process.env.BENCH_SOAK_DIST ?? '/tmp/dist-perf-soak';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run bench:soak does)');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

async function nodeSoak(levelId: string, walks: number): Promise<void> {
  const file = `levels/${levelId}.tmj`;
  const level = await loadLevel(file, (path) => readFile(`${ROOT}${path}`, 'utf8'));
  const sim = new Sim(level);
  const open: number[] = [];
  for (let i = 0; i < level.grid.size; i++) if (level.grid.walls[i] === 0) open.push(i);
  const rand = seededRandom(7);
  let steps = 0;
  let restarts = 0;
  let undos = 0;
  const walk = (n: number): void => {
    const cell = open[Math.floor(rand() * open.length)];
    sim.command({ kind: 'walkTo', x: cell % level.width, y: Math.floor(cell / level.width) });
    sim.runUntilIdle();
    for (const e of sim.drainEvents()) if (e.kind === 'stepped') steps++;
    // A lost walk is taken back, as a player would (the guarded mazes lose often); a won level restarts.
    if (sim.status === 'lost' && sim.canUndo) {
      sim.command({ kind: 'undo' });
      undos++;
    } else if (sim.status !== 'playing') {
      sim.command({ kind: 'restart' });
      restarts++;
    } else if (n % 10 === 9 && sim.canUndo) {
      sim.command({ kind: 'undo' });
      undos++;
    }
    sim.step();
    sim.drainEvents();
  };
  // Warm-up so the JIT and the search buffers are in place before the first reading.
  for (let n = 0; n < 200; n++) walk(n);
  const start = heapAfterGc();
  const t0 = performance.now();
  console.log(`Node ${process.versions.node}, ${level.title} (${level.width} x ${level.height})`);
  console.log(`  heap at start (after 200 warm-up walks): ${mib(start)}`);
  for (let n = 0; n < walks; n++) {
    walk(n);
    if ((n + 1) % 1000 === 0) console.log(`  after ${n + 1} walks: ${mib(heapAfterGc())}`);
  }
  const end = heapAfterGc();
  console.log(
    `  heap at end: ${mib(end)} (${end >= start ? '+' : ''}${mib(end - start)}); ${walks} walks, ${steps} steps, ${restarts} restarts, ${undos} undos in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

async function browserSoak(levelId: string, walks: number, restartEvery: number): Promise<void> {
  const bench = await startBrowserBench({
    outDir: OUT_DIR,
    port: PORT,
    configFile: `${ROOT}vite.config.ts`,
    root: ROOT,
  });
  try {
    const page = await bench.newPage(`?level=${levelId}&test&speed=20`);
    await page.waitForFunction(() => window.__mazeCat?.ready && window.__mazeCat.screen === 'play', null, {
      timeout: 60_000,
    });
    const cdp = await page.context().newCDPSession(page);
    /** V8's used heap after a forced GC, and what is alive in it (a heap snapshot's self sizes). */
    const heap = async (): Promise<{ used: number; live: number }> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const used = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      return { used, live: await liveBytes(cdp) };
    };
    const show = (h: { used: number; live: number }): string => `used ${mib(h.used)}, live ${mib(h.live)}`;
    const rand = seededRandom(11);
    let done = 0;
    let restarts = 0;
    const walk = async (): Promise<void> => {
      const screen = await page.evaluate(() => window.__mazeCat!.screen);
      if (screen === 'won' || screen === 'lost') {
        await page.waitForTimeout(100);
        // The result panel's own button: the HUD's Restart behind the panel's backdrop also matches.
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /restart|try again|replay/i })
          .first()
          .click();
        restarts++;
        await page.waitForFunction(() => window.__mazeCat!.screen === 'play');
        return;
      }
      const state = await page.evaluate(() => window.__mazeCat!.state());
      if (!state) return;
      const x = state.cat.x + Math.floor(rand() * 9) - 4;
      const y = state.cat.y + Math.floor(rand() * 7) - 3;
      const point = await page.evaluate(([tx, ty]) => window.__mazeCat!.tileToClient(tx, ty), [x, y]);
      if (point) await page.mouse.click(point.x, point.y);
      await page.waitForFunction(
        () => !window.__mazeCat!.state()?.walking || window.__mazeCat!.screen !== 'play',
        null,
        { timeout: 30_000, polling: 50 },
      );
      done++;
      // Restarts as a player makes them (the R key), so a session's level reloads are soaked too.
      if (restartEvery > 0 && done % restartEvery === 0) {
        await page.keyboard.press('r');
        restarts++;
      }
    };
    const warmup = 100;
    for (let i = 0; i < warmup; i++) await walk();
    const start = await heap();
    const t0 = performance.now();
    console.log(`Chromium ${bench.browser.version()}, built game, ?level=${levelId}&speed=20`);
    console.log(`  JS heap at start (after ${warmup} warm-up walks, forced GC): ${show(start)}`);
    const target = done + walks;
    while (done < target) {
      await walk();
      const walked = done - warmup;
      if (walked % 500 === 0 && walked > 0 && done < target)
        console.log(`  after ${walked} walks: ${show(await heap())}`);
    }
    const end = await heap();
    const grew = (a: number, b: number): string => `${b >= a ? '+' : ''}${mib(b - a)}`;
    console.log(
      `  JS heap at end: ${show(end)} (used ${grew(start.used, end.used)}, live ${grew(start.live, end.live)}); ${walks} walks, ${restarts} restarts in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    await bench.close();
  }
}

/**
 * Bytes of everything alive in the page's JS heap but compiled code: the sum of a heap snapshot's
 * self sizes (objects, arrays, strings, array buffers). V8's used-heap figure also counts compiled
 * code and partly filled pages, which creep up for a long while as the JIT optimises more of a
 * running page; the snapshot counts only what is still reachable, and code is left out.
 */
async function liveBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = (event: { chunk: string }): void => {
    chunks.push(event.chunk);
  };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snapshot.snapshot.meta.node_fields;
  const selfSize = fields.indexOf('self_size');
  const type = fields.indexOf('type');
  const code = snapshot.snapshot.meta.node_types[0].indexOf('code');
  let total = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.nodes[i + type] !== code) total += snapshot.nodes[i + selfSize];
  }
  return total;
}

/** The parts of a V8 heap snapshot read here. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

async function main(): Promise<void> {
  const levelId = option('level', '15-the-great-maze');
  await nodeSoak(levelId, Number(option('walks', '5000')));
  const browserWalks = Number(option('browser-walks', '2000'));
  if (browserWalks > 0) await browserSoak(levelId, browserWalks, Number(option('restart-every', '100')));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
