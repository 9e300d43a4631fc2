import { Grid, type MoveRule, ORTHOGONAL } from '../grid';
import type { TiledMap } from '../tiled/types';
import type { Cell, Level } from './types';

/** Settings for `levelFromRows`. */
export interface RowsOptions {
  readonly rule?: MoveRule;
  readonly energy?: number | null;
  readonly par?: number | null;
  readonly title?: string;
  readonly file?: string;
}

/**
 * Builds a Level from rows of characters, for tests and tools: `#` wall, `.` floor, `1`-`9` floor
 * of that cost, `C` cat, `B` bone, `D` dog, `E` exit (all on cost-1 floor). No validation beyond
 * what the characters allow; the map is an empty stand-in.
 */
export function levelFromRows(rows: readonly string[], options: RowsOptions = {}): Level {
  const height = rows.length;
  const width = Math.max(...rows.map((row) => row.length));
  const grid = new Grid(width, height);
  let cat: Cell | null = null;
  const bones: Cell[] = [];
  const dogs: Cell[] = [];
  const exits: Cell[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const ch = row[x] ?? '#';
      const i = grid.index(x, y);
      if (ch === '#') grid.walls[i] = 1;
      else if (ch >= '1' && ch <= '9') grid.costs[i] = Number(ch);
      else if (ch === 'C') cat = { x, y };
      else if (ch === 'B') bones.push({ x, y });
      else if (ch === 'D') dogs.push({ x, y });
      else if (ch === 'E') exits.push({ x, y });
      else if (ch !== '.') throw new RangeError(`unknown level character "${ch}" at ${x},${y}`);
    }
  });
  if (!cat) throw new RangeError('the rows have no cat (C)');
  return levelFromGrid(grid, { cat, bones, dogs, exits }, options);
}

/** The pieces of a level, as cells. */
export interface LevelPieces {
  readonly cat: Cell;
  readonly bones: readonly Cell[];
  readonly dogs: readonly Cell[];
  readonly exits: readonly Cell[];
}

/**
 * Builds a Level around a grid and its pieces, for tests and tools that make levels in code
 * (generated benchmark levels, text drawings). No validation; the map is an empty stand-in.
 */
export function levelFromGrid(grid: Grid, pieces: LevelPieces, options: RowsOptions = {}): Level {
  const file = options.file ?? 'rows';
  const { width, height } = grid;
  const map: TiledMap = {
    file,
    orientation: 'orthogonal',
    renderOrder: 'right-down',
    width,
    height,
    tileWidth: 32,
    tileHeight: 32,
    infinite: false,
    className: '',
    properties: {},
    tilesets: [],
    layers: [],
  };
  return {
    file,
    title: options.title ?? '',
    intro: '',
    width,
    height,
    grid,
    rule: options.rule ?? ORTHOGONAL,
    energy: options.energy ?? null,
    par: options.par ?? null,
    ...pieces,
    originX: 0,
    originY: 0,
    map,
    warnings: [],
  };
}
