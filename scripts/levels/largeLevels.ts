import { seededRandom } from '../seededRandom';
import type { LevelDrawing } from './tmjWriter';

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

function place(cells: string[][], seed: number, bones: number, dogs: number): string[] {
  const size = cells.length;
  cells[1][1] = 'C';
  cells[size - 2][size - 2] = 'E';
  // A dog right by the exit: the careless walk straight there meets it without a bone.
  cells[size - 2][size - 4] = '.';
  cells[size - 2][size - 3] = 'D';
  const free = openCells(cells, seed).filter(([x, y]) => x + y > 6 && x + y < 2 * size - 10);
  for (let i = 0; i < bones; i++) {
    const [x, y] = free.pop()!;
    cells[y][x] = 'B';
  }
  for (let i = 0; i < dogs - 1; i++) {
    const [x, y] = free.pop()!;
    cells[y][x] = 'D';
  }
  return cells.map((row) => row.join(''));
}

/** The two large levels that need the camera. */
export function largeLevels(): (LevelDrawing & { id: string })[] {
  return [
    {
      id: '15-the-great-maze',
      title: 'The Great Maze',
      intro: 'A maze too big for the screen. Drag to look around, pinch or scroll to zoom.',
      rows: place(maze(65, 7, 500, 'gm'), 11, 6, 4),
    },
    {
      id: '16-the-old-sewers',
      title: 'The Old Sewers',
      intro: 'Water everywhere, dogs in the dark. Swim only where it pays.',
      rows: place(maze(65, 23, 900, 'wmw'), 29, 10, 8),
    },
  ];
}
