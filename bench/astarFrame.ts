/**
 * `npm run bench:frame`: does a level's A* and movement range answer inside one frame (docs/performance.md)
 * on a 1024 x 1024 map? Builds seeded levels with 20% random walls, mud patches (cost 3) and water
 * patches (cost 5), then times random queries against a 16.7 ms frame: A* between random open
 * cells (orthogonal and diagonal), and movementRange with game budgets and unbounded.
 * The last column says where the game runs each search on a level this size: on one of
 * OFFLOAD_TILES tiles or more, in the search worker (src/app/play/searchOffload.ts), so a row over the
 * frame there costs the page no frame; `npm run bench:tap` measures the page's frames and longest
 * busy stretch while the game's taps search there.
 *
 * Usage: npm run bench:frame [-- --queries N] [-- --size N] [-- --seed N]
 */

import { OFFLOAD_TILES } from '../src/app/play/searchOffload';
import { DIAGONAL, type Grid, type MoveRule, movementRange, ORTHOGONAL, PathFinder } from '../src/grid';
import { seededRandom } from '../src/solver/generate/seededRandom';
import { frameLevelGrid } from './frameLevel';

const FRAME_MS = 1000 / 60;
const WARMUP = 10;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

function openCells(grid: Grid, rand: () => number, count: number): number[] {
  const out: number[] = [];
  while (out.length < count) {
    const i = Math.floor(rand() * grid.size);
    if (grid.walls[i] === 0) out.push(i);
  }
  return out;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Where the game runs a level's path and range searches, by the level's size (`offloads`). */
function whereInGame(size: number): string {
  return size * size >= OFFLOAD_TILES ? 'search worker' : 'main thread';
}

function row(name: string, times: number[], where: string, extra = ''): string {
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);
  const max = times[times.length - 1];
  const within = times.filter((t) => t <= FRAME_MS).length;
  return `| ${name.padEnd(34)} | ${median.toFixed(2).padStart(9)} | ${p95.toFixed(2).padStart(8)} | ${max.toFixed(2).padStart(8)} | ${`${within}/${times.length}`.padStart(9)} | ${where} | ${extra} |`;
}

function timeQueries(
  finder: PathFinder,
  pairs: readonly [number, number][],
): { times: number[]; found: number } {
  for (let i = 0; i < Math.min(WARMUP, pairs.length); i++) finder.find(pairs[i][0], pairs[i][1]);
  const times: number[] = [];
  let found = 0;
  for (const [s, t] of pairs) {
    const t0 = performance.now();
    const path = finder.find(s, t);
    times.push(performance.now() - t0);
    if (path) found++;
  }
  return { times, found };
}

function timeRange(grid: Grid, rule: MoveRule, starts: readonly number[], budget: number): number[] {
  for (let i = 0; i < Math.min(3, starts.length); i++) movementRange(grid, rule, starts[i], budget);
  const times: number[] = [];
  for (const s of starts) {
    const t0 = performance.now();
    movementRange(grid, rule, s, budget);
    times.push(performance.now() - t0);
  }
  return times;
}

function main(): void {
  const count = Number(option('--queries') ?? 200);
  const size = Number(option('--size') ?? 1024);
  const seed = Number(option('--seed') ?? 1);
  const t0 = performance.now();
  const grid = frameLevelGrid(size, seed);
  const buildMs = performance.now() - t0;
  const rand = seededRandom(seed + 1);
  console.log(
    `bench:frame: ${size}x${size}, 20% walls, mud 3, water 5 (seed ${seed}; level built in ${buildMs.toFixed(0)} ms), node ${process.version}`,
  );
  console.log(`frame budget ${FRAME_MS.toFixed(1)} ms; ${count} queries per row\n`);
  const where = whereInGame(size);
  console.log('| query | median ms | p95 ms | max ms | in frame | in the game | notes |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- | --- |');
  for (const rule of [ORTHOGONAL, DIAGONAL]) {
    const finder = new PathFinder(grid, rule);
    const p0 = performance.now();
    finder.prepare();
    const prepareMs = performance.now() - p0;
    const cells = openCells(grid, rand, 2 * count);
    const pairs: [number, number][] = [];
    for (let i = 0; i < count; i++) pairs.push([cells[2 * i], cells[2 * i + 1]]);
    const { times, found } = timeQueries(finder, pairs);
    console.log(
      row(
        `A* ${rule.name}, random pairs`,
        times,
        where,
        `${found} found; prepare ${prepareMs.toFixed(1)} ms`,
      ),
    );
    const corner = timeQueries(finder, [[firstOpen(grid, 0, 1), firstOpen(grid, grid.size - 1, -1)]]);
    console.log(row(`A* ${rule.name}, corner to corner`, corner.times, where, `${corner.found} found`));
  }
  for (const rule of [ORTHOGONAL, DIAGONAL]) {
    for (const budget of [30, 100, Number.POSITIVE_INFINITY]) {
      const starts = openCells(grid, rand, budget === Number.POSITIVE_INFINITY ? Math.min(count, 50) : count);
      const times = timeRange(grid, rule, starts, budget);
      console.log(
        row(
          `movementRange ${rule.name}, budget ${budget === Number.POSITIVE_INFINITY ? '∞' : budget}`,
          times,
          where,
        ),
      );
    }
  }
  if (where === 'search worker')
    console.log(
      `\nOn a level of ${OFFLOAD_TILES.toLocaleString('en')} tiles or more the game runs these searches in its search worker (src/app/play/searchOffload.ts): a row over ${FRAME_MS.toFixed(1)} ms takes no frame of the page. \`npm run bench:tap\` measures the page's frames and longest busy stretch while the game's taps search there.`,
    );
}

function firstOpen(grid: Grid, from: number, step: number): number {
  let i = from;
  while (grid.walls[i] === 1) i += step;
  return i;
}

main();
