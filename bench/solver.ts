/**
 * `npm run bench:solver`: solves generated levels of growing size and prints the time each takes.
 * Kinds of level: open caves (random walls), braided mazes with half the dogs standing on the cat's
 * shortest way out, vaults (every dog in the exit's corridor, so bones must be fetched in the best
 * order), and one per mechanic of the kinds table: `doors` (a maze whose way out passes locked
 * doors, keys of two colours about), `pipes` (a cave with pipe pairs), `patrol` (a maze with two or
 * three dogs pacing its corridors). Each row is the median of a few runs of the whole solver (graph,
 * search, taps, replay in the Sim, warnings).
 *
 * Options: `-- --sizes 16,64` and `-- --kinds cave,doors` pick rows (default: all).
 */

import { distanceMap, formatCost, Grid, ORTHOGONAL } from '../src/grid';
import { levelFromGrid, type PieceSpec } from '../src/level/levelFromRows';
import type { Cell, Level } from '../src/level/types';
import { solveLevel } from '../src/solver';
import { seededRandom } from '../src/solver/generate/seededRandom';

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

const KINDS = ['cave', 'maze', 'vault', 'doors', 'pipes', 'patrol'] as const;
type Kind = (typeof KINDS)[number];

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
  const grid = built ? built.grid : kind === 'cave' || kind === 'pipes' ? cave(size, rand) : maze(size, rand);
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
  const mechanic = mechanicPieces(kind, grid, route, open, taken, pick, rand);
  const dogCells = built
    ? built.corridor
    : Array.from({ length: dogs }, (_, k) => pick(k % 2 === 0 && route.length > dogs ? route : open));
  const boneCells = Array.from({ length: bones }, () =>
    pick(open.filter((i) => grid.index(0, size - 1) !== i && i < w * (size - 1))),
  );
  const specs: PieceSpec[] = [
    { kind: 'cat', ...cellOf(start) },
    ...boneCells.map((c) => ({ kind: 'bone' as const, ...cellOf(c) })),
    ...dogCells.map((c) => ({ kind: 'dog' as const, ...cellOf(c) })),
    ...mechanic,
    { kind: 'exit', ...cellOf(exit) },
  ];
  // Pipe ends pair up in the order they were placed.
  const pipes = specs.filter((p) => p.kind === 'pipe');
  for (let i = 0; i + 1 < pipes.length; i += 2) pipes[i].to = specs.indexOf(pipes[i + 1]);
  return levelFromGrid(grid, specs, { file: `${kind}-${size}.tmj`, title: `${kind} ${size}` });
}

/** Doors of two colours on the way out with a key each (and a spare) about; pipe pairs; or pacing dogs. */
function mechanicPieces(
  kind: Kind,
  grid: Grid,
  route: readonly number[],
  open: readonly number[],
  taken: Set<number>,
  pick: (from: number[]) => number,
  rand: () => number,
): PieceSpec[] {
  const w = grid.width;
  const cellOf = (i: number): Cell => ({ x: i % w, y: Math.floor(i / w) });
  const openAt = (i: number) => i >= 0 && i < grid.size && grid.walls[i] === 0;
  if (kind === 'doors') {
    // A door where the way out runs through a corridor (open on two opposite sides only).
    const corridor = route.filter(
      (i) =>
        (openAt(i - 1) && openAt(i + 1) && !openAt(i - w) && !openAt(i + w)) ||
        (!openAt(i - 1) && !openAt(i + 1) && openAt(i - w) && openAt(i + w)),
    );
    const colours = ['red', 'blue', 'red', 'blue'];
    const doors = colours.map((colour) => ({ kind: 'door' as const, colour, ...cellOf(pick(corridor)) }));
    const keys = [...colours, 'red'].map((colour) => ({
      kind: 'key' as const,
      colour,
      ...cellOf(pick([...open])),
    }));
    return [...doors, ...keys];
  }
  if (kind === 'pipes') {
    const specs: PieceSpec[] = [];
    for (let p = 0; p < 4; p++) {
      specs.push({ kind: 'pipe', ...cellOf(pick([...open])) });
      specs.push({ kind: 'pipe', ...cellOf(pick([...open])) });
    }
    return specs;
  }
  if (kind === 'patrol') {
    // Dogs pacing straight runs of corridor, 4 to 6 tiles long (laps of 6 to 10 steps), starting on
    // the way out where they can.
    const specs: PieceSpec[] = [];
    for (let tries = 0; specs.length < 3 && tries < 10_000; tries++) {
      const from = tries < 5000 && route.length > 0 ? route : open;
      const start = from[Math.floor(rand() * from.length)];
      const length = 4 + Math.floor(rand() * 3);
      const [dx, dy] = rand() < 0.5 ? [1, 0] : [0, 1];
      const cells = Array.from({ length }, (_, k) => start + k * (dx + dy * w));
      const { x, y } = cellOf(start);
      if (x + dx * length >= w || y + dy * length >= grid.height) continue;
      if (!cells.every((c) => openAt(c) && !taken.has(c))) continue;
      for (const c of cells) taken.add(c);
      const end = cellOf(cells[length - 1]);
      specs.push({
        kind: 'dog',
        x,
        y,
        route: [
          [x, y],
          [end.x, end.y],
        ],
      });
    }
    return specs;
  }
  return [];
}

/** Command-line options: `--sizes 16,64`, `--kinds cave,doors`. */
function option(name: string): string[] | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1].split(',') : null;
}
const SIZES = option('sizes')?.map(Number) ?? null;
const ONLY = option('kinds');

const CASES: readonly { size: number; bones: number; dogs: number }[] = [
  { size: 16, bones: 3, dogs: 3 },
  { size: 32, bones: 6, dogs: 6 },
  { size: 64, bones: 10, dogs: 10 },
  { size: 128, bones: 12, dogs: 12 },
  { size: 256, bones: 14, dogs: 14 },
];
const RUNS = 3;
const SEEDS = [1, 2, 3];

/** The mechanics' rows keep the searches comparable: fewer standing dogs where keys, pipes or patrols add state. */
function piecesFor(kind: Kind, bones: number, dogs: number): { bones: number; dogs: number } {
  if (kind === 'doors' || kind === 'pipes') return { bones: Math.min(bones, 6), dogs: Math.min(dogs, 6) };
  if (kind === 'patrol') return { bones: Math.min(bones, 3), dogs: 0 };
  return { bones, dogs };
}

console.log('kind   size     bones dogs seed  verdict     par     states   median ms');
for (const kind of KINDS) {
  if (ONLY && !ONLY.includes(kind)) continue;
  for (const row of CASES) {
    const { size } = row;
    if (SIZES && !SIZES.includes(size)) continue;
    // The vault's search grows with the subsets of bones: 14 bones at 256 x 256 take seconds; the
    // mechanics' rows stop at 128.
    if ((kind === 'vault' || KINDS.indexOf(kind) > 2) && size > 128) continue;
    const { bones, dogs } = piecesFor(kind, row.bones, row.dogs);
    for (const seed of SEEDS) {
      let level: Level;
      try {
        level = makeLevel(kind, size, bones, dogs, seed * 7919 + size);
      } catch (error) {
        console.log(`${kind.padEnd(6)} ${`${size}x${size}`.padEnd(8)} skipped: ${(error as Error).message}`);
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
      const count = (k: string) => level.pieces.filter((p) => p.kind === k).length;
      console.log(
        `${kind.padEnd(6)} ${`${size}x${size}`.padEnd(8)} ${String(count('bone')).padStart(5)} ${String(count('dog')).padStart(4)} ${String(seed).padStart(4)}  ` +
          `${solution.verdict.padEnd(11)} ${par.padStart(5)} ${String(solution.states).padStart(10)} ${times[times.length >> 1].toFixed(1).padStart(11)}`,
      );
    }
  }
}
