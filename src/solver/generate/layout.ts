import { cornerCells, type MoveRule, stepsFrom } from '../../grid';
import type { Dice } from './seededRandom';

/**
 * The walls of a generated level: a maze of one-tile corridors with a few rooms and loops, the
 * way the shipped levels are drawn (not noise). Tiles are characters of a level drawing (`#` wall,
 * `.` floor; terrain letters may be painted on later), indexed `y * width + x`.
 */
export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly tiles: string[];
}

/** The four orthogonal neighbours' offsets. */
const SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/**
 * Splits `size` tiles into a wall, then cells of width 1 (one of width 2 when the size is even)
 * each followed by a wall: the start of each cell along one axis.
 */
function lattice(size: number, dice: Dice): { starts: number[]; widths: number[] } {
  const cells = Math.floor((size - 1) / 2);
  const widths = Array.from({ length: cells }, () => 1);
  if ((size - 1) % 2 === 1) widths[dice.below(cells)] = 2;
  const starts: number[] = [];
  let at = 1;
  for (const w of widths) {
    starts.push(at);
    at += w + 1;
  }
  return { starts, widths };
}

/**
 * A maze on a lattice of cells (a growing tree: half the time from the newest cell, half from a
 * random one, which mixes long corridors and branches), walls one tile thick, then about one room
 * (a block of 2 x 2 cells opened up) per 120 tiles and `loops` of the remaining inner walls
 * knocked through so that routes have alternatives. Every floor tile is connected.
 */
export function mazeLayout(width: number, height: number, dice: Dice, loops = 0.12): Layout {
  const tiles = Array.from({ length: width * height }, () => '#');
  const cols = lattice(width, dice);
  const rows = lattice(height, dice);
  const nx = cols.starts.length;
  const ny = rows.starts.length;
  const fill = (x0: number, y0: number, x1: number, y1: number): void => {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles[y * width + x] = '.';
  };
  const cellBox = (i: number, j: number) => ({
    x0: cols.starts[i],
    y0: rows.starts[j],
    x1: cols.starts[i] + cols.widths[i] - 1,
    y1: rows.starts[j] + rows.widths[j] - 1,
  });
  /** Opens the wall between cell (i, j) and its neighbour (i + di, j + dj). */
  const join = (i: number, j: number, di: number, dj: number): void => {
    const a = cellBox(i, j);
    const b = cellBox(i + di, j + dj);
    fill(Math.min(a.x0, b.x0), Math.min(a.y0, b.y0), Math.max(a.x1, b.x1), Math.max(a.y1, b.y1));
    // Joining two cells fills the box around both: between two cells of one row or column that is
    // just the wall between them, since their other sides line up.
  };
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) fill(cellBox(i, j).x0, cellBox(i, j).y0, cellBox(i, j).x1, cellBox(i, j).y1);

  const seen = new Uint8Array(nx * ny);
  const active: number[] = [dice.below(nx * ny)];
  seen[active[0]] = 1;
  while (active.length > 0) {
    const k = dice.chance(0.5) ? active.length - 1 : dice.below(active.length);
    const c = active[k];
    const i = c % nx;
    const j = (c - i) / nx;
    const options = SIDES.filter(([di, dj]) => {
      const a = i + di;
      const b = j + dj;
      return a >= 0 && b >= 0 && a < nx && b < ny && seen[b * nx + a] === 0;
    });
    if (options.length === 0) {
      active.splice(k, 1);
      continue;
    }
    const [di, dj] = dice.pick(options);
    join(i, j, di, dj);
    seen[(j + dj) * nx + i + di] = 1;
    active.push((j + dj) * nx + i + di);
  }

  // Rooms: 2 x 2 blocks of cells opened into one floor.
  const rooms = nx >= 3 && ny >= 3 ? Math.max(1, Math.round((width * height) / 120)) : 0;
  for (let r = 0; r < rooms; r++) {
    const i = dice.below(nx - 1);
    const j = dice.below(ny - 1);
    const a = cellBox(i, j);
    const b = cellBox(i + 1, j + 1);
    fill(a.x0, a.y0, b.x1, b.y1);
  }
  // Loops: knock through some of the walls still standing between two cells.
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      if (i + 1 < nx && dice.chance(loops)) join(i, j, 1, 0);
      if (j + 1 < ny && dice.chance(loops)) join(i, j, 0, 1);
    }
  }
  return { width, height, tiles };
}

/**
 * The layout made walkable under `rule` as it is under the orthogonal rule: where two open tiles
 * side by side are no step of the rule (on a staggered map, two diamonds that share only a
 * corner), one of the two tiles beside that corner is opened too when neither is, so every
 * corridor of the maze stays a corridor. Under a rule with the four orthogonal steps (orthogonal,
 * diagonal, hex) nothing changes.
 */
export function walkableUnder(layout: Layout, rule: MoveRule, dice: Dice): Layout {
  const { width, height } = layout;
  const tiles = layout.tiles.slice();
  const open = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < width && y < height && tiles[y * width + x] !== '#';
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!open(x, y)) continue;
      const steps = stepsFrom(rule, x, y);
      for (const [dx, dy] of SIDES) {
        if (!open(x + dx, y + dy) || steps.some(([sx, sy]) => sx === dx && sy === dy)) continue;
        const [ax, ay, bx, by] = cornerCells(rule, x, y, dx, dy);
        if (open(ax, ay) || open(bx, by)) continue;
        const inside = [
          [ax, ay],
          [bx, by],
        ].filter(([cx, cy]) => cx >= 0 && cy >= 0 && cx < width && cy < height);
        const [cx, cy] = dice.pick(inside);
        tiles[cy * width + cx] = '.';
      }
    }
  }
  return { ...layout, tiles };
}

/** Whether a tile can be walked (anything but a wall). */
export function isOpen(layout: Layout, cell: number): boolean {
  return layout.tiles[cell] !== '#';
}

/** The open orthogonal neighbours of a cell. */
export function openNeighbours(layout: Layout, cell: number): number[] {
  const { width, height } = layout;
  const x = cell % width;
  const y = (cell - x) / width;
  const out: number[] = [];
  for (const [dx, dy] of SIDES) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < width && ny < height && isOpen(layout, ny * width + nx))
      out.push(ny * width + nx);
  }
  return out;
}

/** Fewest orthogonal moves from `from` to every cell over open tiles (`blocked` counts as wall); -1 where none. */
export function movesFrom(layout: Layout, from: number, blocked = -1): Int32Array {
  const dist = new Int32Array(layout.tiles.length).fill(-1);
  dist[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head];
    for (const n of openNeighbours(layout, c)) {
      if (dist[n] !== -1 || n === blocked) continue;
      dist[n] = dist[c] + 1;
      queue.push(n);
    }
  }
  return dist;
}
