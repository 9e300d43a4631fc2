/**
 * `npm run bench:load`: time to decode and build a 1024 x 1024 level whose three tile layers are
 * base64 zstd (as Tiled writes them), in Node and in headless Chromium. Decode = loadTiledMap
 * (JSON parse, base64, zstd via fzstd, gids, tileset); build = buildLevel (walls, costs, pieces).
 *
 * The map is generated here (bench/browser/benchMap.ts) and compressed with the `zstd` command
 * (fzstd only decompresses); without `zstd` on the PATH the bench says so and stops.
 * Options: `-- --size N` (default 1024), `-- --runs N` (default 7), `-- --no-browser`.
 *
 * Then the throttled rows (bench/throttled.ts): the built game over a slow connection, navigation
 * to an interactive title screen and Play to the first level, against `-- --baseline <git rev>` in
 * the same run. `-- --throttled-runs N` (default 3; 0 skips them), `-- --throttled-only` skips the
 * rows above.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildLevel } from '../src/level/buildLevel';
import { loadTiledMap } from '../src/tiled';
import { benchMapJson } from './browser/benchMap';
import { argValue, withGameBuilds } from './browser/gameBench';
import { quantile, startBrowserBench } from './browser/harness';
import { printThrottledTable, throttledRows } from './throttled';

const LEVELS_DIR = fileURLToPath(new URL('../levels/', import.meta.url));
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4612);
const OUT_DIR = process.env.BENCH_LOAD_DIST ?? '/tmp/dist-perf-load';
/** The built game for the throttled rows (and the baseline's on the next port). */
const GAME_PORT = Number(process.env.BENCH_GAME_PORT ?? 4615);
const GAME_DIR = process.env.BENCH_GAME_DIST ?? '/tmp/dist-perf-game-load';

function option(name: string, fallback: number): number {
  return Number(argValue(name) ?? fallback);
}

function zstdCompress(bytes: Uint8Array): Uint8Array {
  try {
    return new Uint8Array(execFileSync('zstd', ['-q', '-c', '-3'], { input: bytes, maxBuffer: 1 << 30 }));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    process.stderr.write(
      missing
        ? 'bench:load needs the `zstd` command to write the zstd level (fzstd only decompresses).\n' +
            'Install it (Debian: apt-get install -y zstd) and run again.\n'
        : `zstd failed: ${(error as Error).message}\n`,
    );
    process.exit(2);
  }
}

interface Times {
  decodeMs: number;
  buildMs: number;
}

function summarise(label: string, runs: readonly Times[]): string {
  const decode = quantile(
    runs.map((r) => r.decodeMs),
    0.5,
  );
  const build = quantile(
    runs.map((r) => r.buildMs),
    0.5,
  );
  const total = quantile(
    runs.map((r) => r.decodeMs + r.buildMs),
    0.5,
  );
  const first = runs[0].decodeMs + runs[0].buildMs;
  return `| ${label.padEnd(18)} | ${decode.toFixed(1).padStart(9)} | ${build.toFixed(1).padStart(8)} | ${total.toFixed(1).padStart(8)} | ${first.toFixed(1).padStart(8)} |`;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--throttled-only')) await decodeRows();
  const runs = option('throttled-runs', 3);
  if (runs > 0)
    await withGameBuilds(
      { outDir: GAME_DIR, port: GAME_PORT },
      async (builds) => {
        const rows = await throttledRows(builds, runs);
        return () => printThrottledTable(rows);
      },
      `Throttled (1.6 Mbps down, 750 kbps up, 150 ms RTT), cold cache, median of ${runs}:`,
    );
}

/** Decode and build of the generated 1024 x 1024 level, in Node and in the bench page. */
async function decodeRows(): Promise<void> {
  const size = option('size', 1024);
  const runs = option('runs', 7);
  const text = benchMapJson(size, { kind: 'base64', compression: 'zstd', compress: zstdCompress });
  const tileset = await readFile(`${LEVELS_DIR}maze-cat.tsj`, 'utf8');
  const read = async (path: string): Promise<string> => (path.endsWith('maze-cat.tsj') ? tileset : text);
  console.log(
    `bench:load: ${size} x ${size}, 3 tile layers, base64 zstd; map file ${(text.length / 1024).toFixed(0)} KiB; ${runs} runs, median (first run includes JIT warm-up)`,
  );

  const node: Times[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const map = await loadTiledMap('levels/bench.tmj', read);
    const t1 = performance.now();
    buildLevel(map);
    node.push({ decodeMs: t1 - t0, buildMs: performance.now() - t1 });
  }
  const rows = [summarise(`Node ${process.versions.node}`, node)];

  if (!process.argv.includes('--no-browser')) {
    const bench = await startBrowserBench({ outDir: OUT_DIR, port: PORT });
    try {
      const page = await bench.newPage();
      await page.waitForFunction(() => window.__bench !== undefined);
      const version = bench.browser.version();
      const browser: Times[] = [];
      for (let r = 0; r < runs; r++) browser.push(await page.evaluate((t) => window.__bench!.load(t), text));
      rows.push(summarise(`Chromium ${version.split('.')[0]}`, browser));
    } finally {
      await bench.close();
    }
  }
  console.log('');
  console.log('| runtime            | decode ms | build ms | total ms | first ms |');
  console.log('| ---                | ---:      | ---:     | ---:     | ---:     |');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
