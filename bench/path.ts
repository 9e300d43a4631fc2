/**
 * `npm run bench:path`: our A* against the JavaScript peers on the Moving AI maps, 4-connected, in
 * one process. Every library answers the same start/goal pairs (spread over the scenario buckets);
 * all lengths must agree with ours. Prints per map and library: setup time, median and p95 query
 * time, and the ratios of its median and p95 to ours; then a summary against l1-path-finder.
 *
 * Before timing, every library answers the queries untimed (`--warmup N` queries, default five
 * passes over all of them and at least 5,000 queries, stopping after 3 s for the slow ones), so what is timed is the steady state a game reaches after a few
 * hundred taps: with only 20 warm-up queries the short queries (the first buckets) ran in
 * unoptimised code, up to 12 times slower, which moved the median to a longer query for whichever
 * library was least warm; one pass was still not enough for short queries on arena2 (ours 0.008 ms
 * after one pass, 0.0026 after five; l1-path-finder 0.0098 and 0.0095).
 * Each query is then timed `--repeat` times (default 5; fewer once its timings add up to 25 ms, so
 * only the slow peers' long queries are repeated less) and its fastest time kept, the same rule for
 * every library: on a shared machine this filters out the time slices other processes take. The median
 * of each query's first timing (a single run, collection pauses included) is shown too. Our setup is
 * timed on the first build for the map in a fresh process (`bench/pathSetup.ts`, `--fresh N`
 * processes per map, default 5, median wall clock and median process CPU time: what a game pays
 * on its first level, compilation included), on the first build in this process,
 * and as the best of three; every setup here starts after a full garbage collection, so none pays
 * for another library's garbage.
 *
 * Our row is `PathFinder.findInto`, the buffer query of `maze-cat/grid` (docs/grid.md): the path
 * written into one buffer reused for every query, no allocation per query; `PathFinder.find` (a new
 * path array each time) is timed beside it. With rsmod-pathfinder among the peers, each map also
 * gets a table of its own rule (8-connected, no corner cutting; `bench/rsmodPeer.ts`): ours
 * (`findInto` under that rule) against it, on pairs its search window holds.
 *
 * Usage: npm run bench:path [-- --pairs N] [-- --repeat N] [-- --warmup N] [-- --maps a,b]
 *        [-- --peers name,name] [-- --fresh N]
 * `--peers` (or `--only`) keeps the peers whose names contain one of the words: `--peers l1,rsmod`
 * runs the two fast ones in a few minutes, where every peer takes about 24.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMovingAiMap, parseScenarios } from '../src/cli/movingAiMap';
import { DIAGONAL, distanceMap, Grid, ORTHOGONAL, PathFinder } from '../src/grid';
import { PEERS, type Peer, type Query } from './peers';
import { inWindow, rsmodPeer, windowBounds } from './rsmodPeer';

const DATA = fileURLToPath(new URL('../test-data/movingai/', import.meta.url));
const SETUP_SCRIPT = fileURLToPath(new URL('./pathSetup.ts', import.meta.url));
const MAPS = [
  'arena2',
  'den312d',
  'brc202d',
  '8room_000',
  '32room_000',
  'maze512-1-0',
  'maze512-4-0',
  'random512-10-0',
];
const WARMUP_PASSES = 5;
/**
 * And at least this many warm-up queries: on a small map (den312d, 65 x 81) five passes are 1,000
 * queries of a few microseconds, too few for the compiled code to settle, and the p95 of three runs
 * in a row read 1.32x, 0.38x and 0.99x of l1's; after 5,000, 1.17x, 1.64x and 1.63x (the run alone
 * in docs/performance.md). The 3 s limit still holds the slow peers back.
 */
const WARMUP_MIN = 5000;
/** Untimed warm-up queries for `pairs` pairs, unless `--warmup` says. */
const warmupFor = (pairs: number): number => Math.max(WARMUP_PASSES * pairs, WARMUP_MIN);
/** Warm-up stops after this long: a library that slow has run its loops long enough to be compiled. */
const WARMUP_MAX_MS = 3000;
/**
 * A query stops being repeated once its timings add up to this: the best-of-N filter matters for
 * queries of microseconds, where another process's time slice can be most of a timing, not for a
 * slow peer's 50 ms queries, whose five repeats over eight maps took most of a full run's 30 minutes.
 */
const REPEAT_BUDGET_MS = 25;

interface Row {
  readonly name: string;
  readonly setupMs: number;
  /** Median of each query's first timing (what a single run measures, pauses included). */
  readonly firstMs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly mismatches: number;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** Ours: the buffer query (the path written into one buffer, reused), under `rule`. */
function oursInto(name: string, rule: typeof ORTHOGONAL): Peer {
  return {
    name,
    setup(grid) {
      const finder = new PathFinder(grid, rule);
      finder.prepare();
      const w = grid.width;
      const buffer = new Int32Array(grid.size);
      return (sx, sy, gx, gy) => finder.findInto(sy * w + sx, gy * w + gx, buffer) - 1;
    },
  };
}

const ours = oursInto('maze-cat findInto (buffer)', ORTHOGONAL);

/** Ours with a new path array per query (`PathFinder.find`), as the game asks. */
const oursNewPath: Peer = {
  name: 'maze-cat find (new path)',
  setup(grid) {
    const finder = new PathFinder(grid, ORTHOGONAL);
    finder.prepare();
    const w = grid.width;
    return (sx, sy, gx, gy) => {
      const path = finder.find(sy * w + sx, gy * w + gx);
      return path ? path.cells.length - 1 : -1;
    };
  },
};

/** `count` pairs spread evenly over the scenario file (which lists its buckets short to long). */
function pairs(name: string, count: number): [number, number, number, number][] {
  const all = parseScenarios(readFileSync(`${DATA}${name}.map.scen`, 'utf8'), name).filter(
    (s) => s.startX !== s.goalX || s.startY !== s.goalY,
  );
  const picked =
    all.length <= count
      ? all
      : Array.from({ length: count }, (_, i) => all[Math.floor((i * all.length) / count)]);
  return picked.map((s) => [s.startX, s.startY, s.goalX, s.goalY]);
}

/**
 * A full collection before each timed setup (with `node --expose-gc`, as `npm run bench:path`
 * runs), so no library's setup pays for collecting the garbage the previous ones left.
 */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function measure(
  peer: Peer,
  grid: Grid,
  queries: readonly [number, number, number, number][],
  expected: readonly number[] | null,
  repeat: number,
  warmup: number,
): Row & { lengths: number[] } {
  collectGarbage();
  const t0 = performance.now();
  const query: Query = peer.setup(grid);
  const setupMs = performance.now() - t0;
  // The setup's garbage goes before the warm-up: collecting it later, mid-timing, made V8 drop
  // optimized code that referred to it, and the timed queries ran unoptimized.
  collectGarbage();
  const deadline = performance.now() + WARMUP_MAX_MS;
  for (let i = 0; i < warmup && performance.now() < deadline; i++) {
    peer.untimedBeforeEach?.();
    query(...queries[i % queries.length]);
  }
  const times: number[] = [];
  const firsts: number[] = [];
  const lengths: number[] = [];
  for (const q of queries) {
    let best = Number.POSITIVE_INFINITY;
    let length = 0;
    let spent = 0;
    for (let r = 0; r < repeat && spent < REPEAT_BUDGET_MS; r++) {
      peer.untimedBeforeEach?.();
      const start = performance.now();
      length = query(...q);
      const ms = performance.now() - start;
      if (r === 0) firsts.push(ms);
      best = Math.min(best, ms);
      spent += ms;
    }
    times.push(best);
    lengths.push(length);
  }
  times.sort((a, b) => a - b);
  firsts.sort((a, b) => a - b);
  const mismatches = expected ? lengths.filter((l, i) => l !== expected[i]).length : 0;
  return {
    name: peer.name,
    setupMs,
    firstMs: quantile(firsts, 0.5),
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    mismatches,
    lengths,
  };
}

/** Our first build of the map in a fresh Node process (see `bench/pathSetup.ts`), wall and CPU ms. */
interface FreshSetup {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/** The medians over `runs` fresh processes, one after another. */
function freshSetup(name: string, runs: number): FreshSetup {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', SETUP_SCRIPT, `${DATA}${name}.map`], {
      encoding: 'utf8',
    });
    const [wall, cpu] = out.trim().split(' ').map(Number);
    walls.push(wall);
    cpus.push(cpu);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  return { wallMs: median(walls), cpuMs: median(cpus) };
}

/** Stops with a clear message when a map or its scenario file is not in test-data/movingai/. */
function checkData(maps: readonly string[]): void {
  for (const name of maps) {
    for (const file of [`${name}.map`, `${name}.map.scen`]) {
      if (!existsSync(`${DATA}${file}`)) {
        console.error(
          `error: test-data/movingai/${file}: missing (the maps and where they come from: test-data/movingai/SOURCE.md)`,
        );
        process.exit(2);
      }
    }
  }
}

interface Summary {
  readonly name: string;
  readonly ours: Row;
  readonly l1: Row | undefined;
  /** Ours and rsmod-pathfinder on the pairs its window holds, when it ran. */
  readonly rsmod: { readonly pairs: number; readonly ours: Row; readonly peer: Row } | undefined;
  readonly fresh: FreshSetup;
  readonly coldMs: number;
  readonly bestMs: number;
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

function main(): void {
  const count = Number(option('--pairs') ?? 200);
  const repeat = Number(option('--repeat') ?? 5);
  const warmupOption = option('--warmup');
  const maps = option('--maps')?.split(',') ?? MAPS;
  const only = (option('--peers') ?? option('--only'))?.split(',');
  const freshRuns = Number(option('--fresh') ?? 5);
  const wanted = (p: Peer) => !only || only.some((o) => p.name.toLowerCase().includes(o.toLowerCase()));
  const peers = [oursNewPath, ...PEERS.filter(wanted)];
  const withRsmod = wanted(rsmodPeer);
  checkData(maps);
  console.log(
    `bench:path — 4-connected, ${count} start/goal pairs per map, ${warmupOption ?? `max(${WARMUP_PASSES} x ${count}, ${WARMUP_MIN})`} untimed warm-up queries, best of ${repeat} per query, node ${process.version}\n`,
  );
  const summaries: Summary[] = [];
  for (const name of maps) {
    const mapStart = performance.now();
    const fresh = freshSetup(name, freshRuns);
    const grid = parseMovingAiMap(readFileSync(`${DATA}${name}.map`, 'utf8'), `${name}.map`);
    const queries = pairs(name, count);
    const warmup = warmupOption === undefined ? warmupFor(queries.length) : Number(warmupOption);
    const base = measure(ours, grid, queries, null, repeat, warmup);
    // Setup again on fresh copies of the map: the cold figure above includes compiling our code.
    let bestSetup = base.setupMs;
    for (let i = 0; i < 2; i++) {
      const copy = parseMovingAiMap(readFileSync(`${DATA}${name}.map`, 'utf8'), `${name}.map`);
      collectGarbage();
      const t0 = performance.now();
      ours.setup(copy);
      bestSetup = Math.min(bestSetup, performance.now() - t0);
    }
    const rows: Row[] = [base];
    for (const peer of peers) rows.push(measure(peer, grid, queries, base.lengths, repeat, warmup));
    console.log(`## ${name} (${grid.width}x${grid.height}, ${queries.length} pairs)\n`);
    printTable(rows);
    let rsmod: Summary['rsmod'];
    if (withRsmod) {
      const held = windowPairs(grid, name, count);
      const expected = held.map(([sx, sy, gx, gy]) => windowDistance(grid, sx, sy, gx, gy));
      const diagonalWarmup = warmupOption === undefined ? warmupFor(held.length) : warmup;
      const mine = measure(DIAGONAL_OURS, grid, held, null, repeat, diagonalWarmup);
      const peer = measure(rsmodPeer, grid, held, expected, repeat, diagonalWarmup);
      rsmod = { pairs: held.length, ours: mine, peer };
      console.log(
        `\n8-connected, no corner cutting, the ${held.length} pairs rsmod-pathfinder's 128 x 128 window holds (a start's window reaches 64 tiles back and 63 on; pairs whose fewest-moves route leaves it are skipped). rsmod counts moves (breadth-first; its lengths are checked against our BFS over the same window); ours is cost-optimal with diagonals at sqrt 2, so lengths are not compared:\n`,
      );
      printTable([mine, peer]);
    }
    console.log(
      `\nour setup: ${fresh.wallMs.toFixed(1)} ms in a fresh process (${fresh.cpuMs.toFixed(1)} ms CPU; medians of ${freshRuns}), ${base.setupMs.toFixed(1)} ms first in this one, ${bestSetup.toFixed(1)} ms best of 3; this map's rows took ${((performance.now() - mapStart) / 1000).toFixed(0)} s\n`,
    );
    summaries.push({
      name,
      ours: base,
      l1: rows.find((r) => r.name === 'l1-path-finder'),
      rsmod,
      fresh,
      coldMs: base.setupMs,
      bestMs: bestSetup,
    });
  }
  printSummary(summaries);
}

/** One table in the per-map form: every row against the first. */
function printTable(rows: readonly Row[]): void {
  const [base] = rows;
  console.log(
    '| library | setup ms | median ms (best of N) | p95 ms | median / ours | p95 / ours | median ms (first run) | first / ours | lengths |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const ratio = row === base ? '1.00' : (row.medianMs / base.medianMs).toFixed(2);
    const p95Ratio = row === base ? '1.00' : (row.p95Ms / base.p95Ms).toFixed(2);
    const firstRatio = row === base ? '1.00' : (row.firstMs / base.firstMs).toFixed(2);
    const ok = row.mismatches === 0 ? 'agree' : `${row.mismatches} differ`;
    console.log(
      `| ${pad(row.name, 36)} | ${pad(row.setupMs.toFixed(1), 8, true)} | ${pad(row.medianMs.toFixed(4), 9, true)} | ${pad(row.p95Ms.toFixed(4), 9, true)} | ${pad(ratio, 6, true)} | ${pad(p95Ratio, 6, true)} | ${pad(row.firstMs.toFixed(4), 9, true)} | ${pad(firstRatio, 6, true)} | ${ok} |`,
    );
  }
}

const DIAGONAL_OURS = oursInto('maze-cat findInto, 8 no corner cut', DIAGONAL);

/**
 * Up to `count` scenario pairs, spread over the file, whose goal is in the start's rsmod window and
 * whose fewest moves over the whole map equal those inside the window (so both searches answer the
 * same question).
 */
function windowPairs(grid: Grid, name: string, count: number): [number, number, number, number][] {
  const candidates = pairs(name, Number.MAX_SAFE_INTEGER).filter((q) => inWindow(...q));
  const step = Math.max(1, Math.floor(candidates.length / (2 * count)));
  const held: [number, number, number, number][] = [];
  for (let i = 0; i < candidates.length && held.length < count; i += step) {
    const [sx, sy, gx, gy] = candidates[i];
    const whole = distanceMap(grid, DIAGONAL, sy * grid.width + sx)[gy * grid.width + gx];
    if (whole >= 0 && whole === windowDistance(grid, sx, sy, gx, gy)) held.push(candidates[i]);
  }
  return held;
}

/** Fewest 8-connected moves (no corner cutting) from start to goal inside the start's rsmod window; -1 for none. */
function windowDistance(grid: Grid, sx: number, sy: number, gx: number, gy: number): number {
  const { x0, y0, x1, y1 } = windowBounds(grid, sx, sy);
  const part = new Grid(x1 - x0, y1 - y0);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      part.walls[(y - y0) * part.width + (x - x0)] = grid.walls[y * grid.width + x];
  part.touch();
  return distanceMap(part, DIAGONAL, (sy - y0) * part.width + (sx - x0))[(gy - y0) * part.width + (gx - x0)];
}

/** One row per map: our median and p95 against l1-path-finder's (the fastest peer), and our setup. */
function printSummary(summaries: readonly Summary[]): void {
  console.log('## Summary: ours against l1-path-finder\n');
  console.log(
    '| map | ours median ms | l1 median ms | l1 / ours | ours p95 ms | l1 p95 ms | l1 p95 / ours p95 | our setup ms: fresh process (CPU) / first here / best of 3 |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { name, ours, l1, fresh, coldMs, bestMs } of summaries) {
    const l1Median = l1 ? l1.medianMs.toFixed(4) : '-';
    const l1P95 = l1 ? l1.p95Ms.toFixed(4) : '-';
    const medianRatio = l1 ? (l1.medianMs / ours.medianMs).toFixed(2) : '-';
    const p95Ratio = l1 ? (l1.p95Ms / ours.p95Ms).toFixed(2) : '-';
    console.log(
      `| ${name} | ${ours.medianMs.toFixed(4)} | ${l1Median} | ${medianRatio} | ${ours.p95Ms.toFixed(4)} | ${l1P95} | ${p95Ratio} | ${fresh.wallMs.toFixed(1)} (${fresh.cpuMs.toFixed(1)}) / ${coldMs.toFixed(1)} / ${bestMs.toFixed(1)} |`,
    );
  }
  if (!summaries.some((s) => s.rsmod)) return;
  console.log(
    '\n## Summary: ours against rsmod-pathfinder (8-connected, no corner cutting, pairs in its window)\n',
  );
  console.log(
    '| map | pairs | ours median ms | rsmod median ms | rsmod / ours | ours p95 ms | rsmod p95 ms | rsmod p95 / ours p95 | rsmod lengths |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { name, rsmod } of summaries) {
    if (!rsmod) continue;
    const { pairs: held, ours, peer } = rsmod;
    const ok = peer.mismatches === 0 ? 'agree' : `${peer.mismatches} differ`;
    console.log(
      `| ${name} | ${held} | ${ours.medianMs.toFixed(4)} | ${peer.medianMs.toFixed(4)} | ${(peer.medianMs / ours.medianMs).toFixed(2)} | ${ours.p95Ms.toFixed(4)} | ${peer.p95Ms.toFixed(4)} | ${(peer.p95Ms / ours.p95Ms).toFixed(2)} | ${ok} |`,
    );
  }
}

main();
