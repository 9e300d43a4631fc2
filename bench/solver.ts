/**
 * `npm run bench:solver`: solves generated levels of growing size and prints the time each takes.
 * Two kinds of level: open caves (random walls) and braided mazes with half the dogs standing on
 * the cat's shortest way out, so bones must be fetched in the right order. Each row is the median
 * of a few runs of the whole solver (graph, search, taps, replay in the Sim, warnings).
 */

import { seededRandom } from '../scripts/seededRandom';
import { distanceMap, formatCost, Grid, ORTHOGONAL } from '../src/grid';
import { levelFromGrid } from '../src/level/levelFromRows';
import type { Cell, Level } from '../src/level/types';
import { solveLevel } from '../src/solver';

function cave(size: number, rand: () => number): Grid {
  const grid = new Grid(size, size);
  for (let i = 0; i < grid.size; i++) if (rand() < 0.28) grid.walls[i] = 1;
  return grid;
}

/** A depth-first maze on odd cells, then a tenth of the inner walls knocked out to make loops. */
function maze(size: number, rand: () => number): Grid {
  const grid = new Grid(size, size);
  grid.walls.fill(1);
  const cells = Math.floor((size - 1) / 2);
  const stack: [number, number][] = [[0, 0]];
  const seen = new Uint8Array(cells * cells);
  seen[0] = 1;
  grid.walls[grid.index(1, 1)] = 0;
  while (stack.length > 0) {
    const [cx, cy] = stack[stack.length - 1];
    const options = (
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const
    ).filter(([dx, dy]) => {
      const nx = cx + dx;
      const ny = cy + dy;
      return nx >= 0 && ny >= 0 && nx < cells && ny < cells && seen[ny * cells + nx] === 0;
    });
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const [dx, dy] = options[Math.floor(rand() * options.length)];
    const nx = cx + dx;
    const ny = cy + dy;
    seen[ny * cells + nx] = 1;
    grid.walls[grid.index(2 * cx + 1 + dx, 2 * cy + 1 + dy)] = 0;
    grid.walls[grid.index(2 * nx + 1, 2 * ny + 1)] = 0;
    stack.push([nx, ny]);
  }
  for (let y = 1; y < size - 1; y++) {
    for (let x = 1; x < size - 1; x++)
      if (grid.isWall(x, y) && (x + y) % 2 === 1 && rand() < 0.1) grid.setWall(x, y, false);
  }
  return grid;
}

type Kind = 'cave' | 'maze' | 'vault';

/**
 * A cave whose exit sits at the end of a walled corridor along the bottom edge, with every dog
 * standing in that corridor: the cat must gather as many bones as there are dogs, in the best
 * order, before going in. The search has to weigh every subset and order of bones.
 */
function vault(
  size: number,
  rand: () => number,
  dogs: number,
): { grid: Grid; exit: number; corridor: number[] } {
  const grid = cave(size, rand);
  const y = size - 1;
  for (let x = 0; x < size; x++) grid.walls[grid.index(x, y - 1)] = 1;
  const corridor: number[] = [];
  for (let x = 0; x < size; x++) {
    grid.walls[grid.index(x, y)] = 0;
    corridor.push(grid.index(x, y));
  }
  // The corridor opens to the cave at its left end only.
  grid.walls[grid.index(0, y - 1)] = 0;
  grid.walls[grid.index(0, y - 2)] = 0;
  grid.walls[grid.index(1, y - 2)] = 0;
  return { grid, exit: corridor[Math.min(size - 1, dogs + 2)], corridor: corridor.slice(1, dogs + 1) };
}

function makeLevel(kind: Kind, size: number, bones: number, dogs: number, seed: number): Level {
  const rand = seededRandom(seed);
  const built = kind === 'vault' ? vault(size, rand, dogs) : null;
  const grid = built ? built.grid : kind === 'cave' ? cave(size, rand) : maze(size, rand);
  const w = grid.width;
  const cellOf = (i: number): Cell => ({ x: i % w, y: Math.floor(i / w) });
  // The cat in a corner region, the exit as far from it as the walls allow.
  const start = grid.index((size >> 1) | 1, (size >> 1) | 1);
  grid.walls[start] = 0;
  const dist = distanceMap(grid, ORTHOGONAL, start);
  let exit = start;
  if (built) exit = built.exit;
  else for (let i = 0; i < grid.size; i++) if (dist[i] > dist[exit]) exit = i;
  const open: number[] = [];
  for (let i = 0; i < grid.size; i++) if (dist[i] > 0 && i !== exit) open.push(i);
  const taken = new Set<number>([start, exit, ...(built?.corridor ?? [])]);
  const pick = (from: number[]): number => {
    const free = from.filter((i) => !taken.has(i));
    if (free.length === 0) throw new Error(`${kind} ${size}: no room left for the pieces; try another seed`);
    const i = free[Math.floor(rand() * free.length)];
    taken.add(i);
    return i;
  };
  // Dogs on the way out: tiles of the shortest route from the exit back to the cat.
  const back = distanceMap(grid, ORTHOGONAL, exit);
  const route = open.filter((i) => dist[i] + back[i] === dist[exit]);
  const dogCells = built
    ? built.corridor
    : Array.from({ length: dogs }, (_, k) => pick(k % 2 === 0 && route.length > dogs ? route : open));
  const boneCells = Array.from({ length: bones }, () =>
    pick(open.filter((i) => grid.index(0, size - 1) !== i && i < w * (size - 1))),
  );
  return levelFromGrid(
    grid,
    [
      { kind: 'cat', ...cellOf(start) },
      ...boneCells.map((c) => ({ kind: 'bone' as const, ...cellOf(c) })),
      ...dogCells.map((c) => ({ kind: 'dog' as const, ...cellOf(c) })),
      { kind: 'exit', ...cellOf(exit) },
    ],
    { file: `${kind}-${size}.tmj`, title: `${kind} ${size}` },
  );
}

const CASES: readonly { size: number; bones: number; dogs: number }[] = [
  { size: 16, bones: 3, dogs: 3 },
  { size: 32, bones: 6, dogs: 6 },
  { size: 64, bones: 10, dogs: 10 },
  { size: 128, bones: 12, dogs: 12 },
  { size: 256, bones: 14, dogs: 14 },
];
const RUNS = 3;
const SEEDS = [1, 2, 3];

console.log('kind  size     bones dogs seed  verdict     par     states   median ms');
for (const kind of ['cave', 'maze', 'vault'] as const) {
  for (const { size, bones, dogs } of CASES) {
    // The vault's search grows with the subsets of bones: 14 bones at 256 x 256 take seconds.
    if (kind === 'vault' && size > 128) continue;
    for (const seed of SEEDS) {
      let level: Level;
      try {
        level = makeLevel(kind, size, bones, dogs, seed * 7919 + size);
      } catch (error) {
        console.log(`${kind.padEnd(5)} ${`${size}x${size}`.padEnd(8)} skipped: ${(error as Error).message}`);
        continue;
      }
      const times: number[] = [];
      // One untimed warm-up run for the JIT.
      let solution = solveLevel(level);
      const runs = size >= 128 ? 1 : RUNS;
      for (let r = 0; r < runs; r++) {
        const t0 = performance.now();
        solution = solveLevel(level);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const par = solution.par === null ? '-' : formatCost(solution.par);
      console.log(
        `${kind.padEnd(5)} ${`${size}x${size}`.padEnd(8)} ${String(bones).padStart(5)} ${String(dogs).padStart(4)} ${String(seed).padStart(4)}  ` +
          `${solution.verdict.padEnd(11)} ${par.padStart(5)} ${String(solution.states).padStart(10)} ${times[times.length >> 1].toFixed(1).padStart(11)}`,
      );
    }
  }
}
