import { Grid, movementRange, ORTHOGONAL, sameCost } from '../../src/grid';
import { seededRandom } from '../../src/solver/generate/seededRandom';

/**
 * A maze of 1-wide corridors on odd cells (recursive backtracker), with `loops` extra openings so
 * there is more than one route, and patches of terrain.
 */
function maze(size: number, seed: number, loops: number, terrain: string): string[][] {
  const rand = seededRandom(seed);
  const cells = Array.from({ length: size }, () => Array.from({ length: size }, () => '#'));
  const stack: [number, number][] = [[1, 1]];
  cells[1][1] = '.';
  while (stack.length > 0) {
    const [x, y] = stack[stack.length - 1];
    const options = (
      [
        [2, 0],
        [-2, 0],
        [0, 2],
        [0, -2],
      ] as const
    ).filter(([dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx > 0 && ny > 0 && nx < size - 1 && ny < size - 1 && cells[ny][nx] === '#';
    });
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const [dx, dy] = options[Math.floor(rand() * options.length)];
    cells[y + dy / 2][x + dx / 2] = '.';
    cells[y + dy][x + dx] = '.';
    stack.push([x + dx, y + dy]);
  }
  for (let i = 0; i < loops; i++) {
    const x = 1 + Math.floor(rand() * (size - 2));
    const y = 1 + Math.floor(rand() * (size - 2));
    if (cells[y][x] === '#' && (x % 2 === 1) !== (y % 2 === 1)) cells[y][x] = '.';
  }
  for (let i = 0; i < 14; i++) {
    const cx = 3 + Math.floor(rand() * (size - 6));
    const cy = 3 + Math.floor(rand() * (size - 6));
    const kind = terrain[i % terrain.length];
    for (let y = cy - 2; y <= cy + 2; y++)
      for (let x = cx - 2; x <= cx + 2; x++) if (cells[y][x] === '.') cells[y][x] = kind;
  }
  return cells;
}

/** Open floor cells of a maze, in a shuffled but repeatable order. */
function openCells(cells: string[][], seed: number): [number, number][] {
  const rand = seededRandom(seed);
  const open: [number, number][] = [];
  cells.forEach((row, y) => {
    row.forEach((ch, x) => {
      if (ch === '.') open.push([x, y]);
    });
  });
  for (let i = open.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [open[i], open[j]] = [open[j], open[i]];
  }
  return open;
}

/** Fewest-steps distances over non-wall cells from `from`, with `blocked` treated as a wall. */
function distances(cells: string[][], from: [number, number], blocked?: [number, number]): Int32Array {
  const size = cells.length;
  const dist = new Int32Array(size * size).fill(-1);
  const queue: [number, number][] = [from];
  dist[from[1] * size + from[0]] = 0;
  for (let head = 0; head < queue.length; head++) {
    const [x, y] = queue[head];
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const nx = x + dx;
      const ny = y + dy;
      if (cells[ny]?.[nx] === undefined || cells[ny][nx] === '#') continue;
      if (blocked && nx === blocked[0] && ny === blocked[1]) continue;
      if (dist[ny * size + nx] !== -1) continue;
      dist[ny * size + nx] = dist[y * size + x] + 1;
      queue.push([nx, ny]);
    }
  }
  return dist;
}

/**
 * The cells every route from the cat to the exit must cross (in route order): a dog on one of them
 * cannot be walked around, so the bones before it matter.
 */
function chokepoints(cells: string[][], cat: [number, number], exit: [number, number]): [number, number][] {
  const size = cells.length;
  const fromCat = distances(cells, cat);
  const fromExit = distances(cells, exit);
  const length = fromCat[exit[1] * size + exit[0]];
  const route: [number, number][] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      if (fromCat[i] > 2 && fromExit[i] > 2 && fromCat[i] + fromExit[i] === length) route.push([x, y]);
    }
  }
  route.sort((a, b) => fromCat[a[1] * size + a[0]] - fromCat[b[1] * size + b[0]]);
  return route.filter((cell) => distances(cells, cat, cell)[exit[1] * size + exit[0]] === -1);
}

const TERRAIN_COST: Readonly<Record<string, number>> = { g: 2, m: 3, w: 5 };

/** Whether a cell lies on a cheapest way (over terrain costs, as the cat walks) from the cat to the exit. */
function cheapestRoute(cells: string[][], cat: [number, number], exit: [number, number]) {
  const size = cells.length;
  const grid = new Grid(size, size);
  cells.forEach((row, y) => {
    row.forEach((ch, x) => {
      if (ch === '#') grid.walls[y * size + x] = 1;
      else grid.costs[y * size + x] = TERRAIN_COST[ch] ?? 1;
    });
  });
  const fromCat = movementRange(grid, ORTHOGONAL, grid.index(cat[0], cat[1]));
  const end = grid.index(exit[0], exit[1]);
  const fromExit = movementRange(grid, ORTHOGONAL, end);
  // fromExit counts the cell itself and not the exit; a walk from the cell counts the exit and not the cell.
  return (x: number, y: number): boolean => {
    const i = y * size + x;
    return sameCost(fromCat[i] + fromExit[i] - grid.costs[i] + grid.costs[end], fromCat[end]);
  };
}

/** Plain floor a stretch between guards needs, off the straight way, to hide its bone. */
const ROOM_PER_GUARD = 40;

/**
 * Places the cat top-left, the exit bottom-right, `guards` dogs on chokepoints spread along the way
 * (the careless walk straight to the exit meets the first without a bone), more dogs as decoys, and
 * bones in the side passages.
 */
function place(cells: string[][], seed: number, bones: number, guards: number, decoys: number): string[] {
  const size = cells.length;
  const cat: [number, number] = [1, 1];
  const exit: [number, number] = [size - 2, size - 2];
  const chokes = chokepoints(cells, cat, exit);
  cells[cat[1]][cat[0]] = 'C';
  cells[exit[1]][exit[0]] = 'E';
  const onRoute = cheapestRoute(cells, cat, exit);
  // Guards go on chokepoints in route order, each only where the stretch before it has room for a
  // bone off the straight way (so each guard can be paid, and not in passing).
  const guardCells: [number, number][] = [];
  let before = 0;
  for (const choke of chokes) {
    if (guardCells.length === guards) break;
    const dist = distances(cells, cat, choke);
    let room = 0;
    dist.forEach((d, i) => {
      if (d > 0 && cells[Math.floor(i / size)][i % size] === '.' && !onRoute(i % size, Math.floor(i / size)))
        room++;
    });
    if (room - before >= ROOM_PER_GUARD) {
      guardCells.push(choke);
      before = room;
    }
  }
  for (const [x, y] of guardCells) cells[y][x] = 'D';
  const shuffled = openCells(cells, seed);
  const take = (ok: (cell: [number, number]) => boolean): [number, number] => {
    const at = shuffled.findIndex(ok);
    if (at < 0) throw new Error(`no room for a piece (seed ${seed})`);
    return shuffled.splice(at, 1)[0];
  };
  // One bone in each stretch between guards, so the walk can always pay its way; the rest anywhere.
  const reached = new Set<number>();
  for (let k = 0; k < guardCells.length; k++) {
    const wall = cells.map((row) => [...row]);
    for (const [x, y] of guardCells.slice(k)) wall[y][x] = '#';
    const dist = distances(wall, cat);
    // Off the straight way to the exit, so the careless walk does not pick it up in passing.
    const [x, y] = take(
      ([bx, by]) => dist[by * size + bx] > 0 && !reached.has(by * size + bx) && !onRoute(bx, by),
    );
    cells[y][x] = 'B';
    dist.forEach((d, i) => {
      if (d >= 0) reached.add(i);
    });
  }
  for (let i = guardCells.length; i < bones; i++) {
    const [x, y] = take(([bx, by]) => !onRoute(bx, by));
    cells[y][x] = 'B';
  }
  for (let i = 0; i < decoys; i++) {
    const [x, y] = take(() => true);
    cells[y][x] = 'D';
  }
  return cells.map((row) => row.join(''));
}

/** How a large maze is made: its size, seeds, extra openings, terrain and pieces. */
export interface MazePlan {
  /** Width and height in tiles (odd). */
  readonly size: number;
  readonly seed: number;
  /** Extra openings knocked through, so there is more than one route. */
  readonly loops: number;
  /** Terrain letters its patches take in turn (g, m, w). */
  readonly terrain: string;
  /** The seed that shuffles where bones and decoy dogs go. */
  readonly placeSeed: number;
  readonly bones: number;
  /** Dogs on chokepoints of the way out, each with a bone before it. */
  readonly guards: number;
  /** Dogs anywhere else. */
  readonly decoys: number;
}

/**
 * A large maze level's rows: corridors, loops and terrain patches, the cat top-left, the exit
 * bottom-right, guards on the way out with a bone before each, decoy dogs and spare bones.
 */
export function largeMaze(plan: MazePlan): string[] {
  return place(
    maze(plan.size, plan.seed, plan.loops, plan.terrain),
    plan.placeSeed,
    plan.bones,
    plan.guards,
    plan.decoys,
  );
}
