/**
 * `npm run bench:soak`: a long session must not grow memory. Runs with `node --expose-gc`.
 *
 * Node: thousands of walks on the Sim of a bundled level, fast-forwarded (each walk runs to its end
 * with `runUntilIdle`), to random open tiles; a lost or won level is restarted, and every tenth walk
 * is undone, as a player would. Heap used (after a full GC) is printed at the start, every 1,000
 * walks and at the end.
 *
 * Browser: the built game (production build of index.html) in headless Chromium at `?speed=20`,
 * a few hundred walks by clicking tiles near the cat through the test hook, restarting from the
 * result panels; JS heap after a forced GC (CDP) at the start and at the end.
 *
 * Options: `-- --walks N` (Node, default 5000), `-- --browser-walks N` (default 300, 0 skips),
 * `-- --level ID` (default 15-the-great-maze).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../scripts/seededRandom';
import { loadLevel } from '../src/level/loadLevel';
import { Sim } from '../src/sim';
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
    if (sim.status !== 'playing') {
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

async function browserSoak(levelId: string, walks: number): Promise<void> {
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
    const heap = async (): Promise<number> => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const rand = seededRandom(11);
    let done = 0;
    let restarts = 0;
    const walk = async (): Promise<void> => {
      const screen = await page.evaluate(() => window.__mazeCat!.screen);
      if (screen === 'won' || screen === 'lost') {
        await page.waitForTimeout(100);
        await page
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
    };
    for (let i = 0; i < 20; i++) await walk();
    const start = await heap();
    const t0 = performance.now();
    console.log(`Chromium ${bench.browser.version()}, built game, ?level=${levelId}&speed=20`);
    console.log(`  JS heap at start (after 20 warm-up walks, forced GC): ${mib(start)}`);
    const target = done + walks;
    while (done < target) {
      await walk();
      if (done % 100 === 0 && done > 0) console.log(`  after ${done - 20} walks: ${mib(await heap())}`);
    }
    const end = await heap();
    console.log(
      `  JS heap at end: ${mib(end)} (${end >= start ? '+' : ''}${mib(end - start)}); ${walks} walks, ${restarts} restarts in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    await bench.close();
  }
}

async function main(): Promise<void> {
  const levelId = option('level', '15-the-great-maze');
  await nodeSoak(levelId, Number(option('walks', '5000')));
  const browserWalks = Number(option('browser-walks', '300'));
  if (browserWalks > 0) await browserSoak(levelId, browserWalks);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
