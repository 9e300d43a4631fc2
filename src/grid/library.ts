/**
 * `maze-cat/grid`: Maze Cat's grid searches as a library for any game (docs/grid.md). A thin
 * facade over this folder's own searches: grids from a walls array or a Tiled layer, move rules
 * by name, `find` for a path of points, `findInto` for a path written into a buffer the caller
 * owns (no allocation per query on 4-connected grids of one tile cost), movement ranges and
 * distance fields. Cells are addressed as (x, y), or as the index `y * width + x`.
 *
 * Every entry point checks its arguments before it reads them and throws a TypeError (a value of
 * the wrong kind) or a RangeError (out of range) whose message starts with the argument's name.
 * A query's checks cost a few comparisons, never a pass over the grid.
 */
import { checkNumber, checkObject, describeValue, wallValue } from './arguments';
import { PathFinder } from './astar';
import { distanceMap } from './distanceMap';
import { Grid } from './grid';
import { checkCost, checkGridSize, MAX_CELLS, MAX_COST, MIN_COST } from './gridLimits';
import { movementRange as costRange } from './movementRange';
import {
  DIAGONAL,
  DIAGONAL_CUTTING,
  KNIGHT,
  MAX_RULE_OFFSETS,
  MAX_RULE_REACH,
  type MoveRule,
  ORTHOGONAL,
  parseMoveRule,
} from './moveRules';
import { hexRule, type StaggerAxis, type StaggerIndex, staggeredRule } from './staggered';

export { Grid, MAX_CELLS, MAX_COST, MIN_COST };

/** A cell of a grid: column `x` (0 at the left) and row `y` (0 at the top). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * How a unit moves from a cell:
 * - `'4'`: up, down, left, right;
 * - `'8'`: the eight neighbours; a diagonal step costs sqrt(2) times the entered tile's cost and
 *   may cut corners, even between two walls that touch at a corner;
 * - `'8-no-corner-cut'`: the same, but a diagonal step needs both cells beside it open;
 * - `'knight'`: a chess knight's jumps, costing the landing tile's cost;
 * - a list of `[dx, dy]` steps (whole numbers; at most 64, each at most 8 cells in x and in y):
 *   jumps like the knight's, each costing the landing tile's cost. The search built for it is kept
 *   per array, so pass the same array each time; it is frozen (its steps too) at first use, so
 *   that it cannot change under the search kept for it;
 * - `'hex-AXIS-INDEX'`: the six neighbours on a hexagonal map whose `staggeraxis` is AXIS (x or y)
 *   and `staggerindex` INDEX (odd or even), cells addressed as Tiled addresses them;
 * - `'staggered-AXIS-INDEX'`: the four diamonds sharing an edge on a staggered isometric map;
 * - `'staggered-8-AXIS-INDEX'`: those and the four sharing a corner, a corner step costing sqrt 2
 *   times and cutting corners like `'8'`; `'staggered-8-no-corner-cut-AXIS-INDEX'` needs both
 *   diamonds beside it open.
 * (A plain isometric map's cells are an orthogonal grid's: `'4'` and `'8'` serve it.)
 */
export type Rule =
  | '4'
  | '8'
  | '8-no-corner-cut'
  | 'knight'
  | `hex-${Stagger}`
  | `staggered-${Stagger}`
  | `staggered-8-${Stagger}`
  | `staggered-8-no-corner-cut-${Stagger}`
  | readonly (readonly [number, number])[];

/** A Tiled map's `staggeraxis` and `staggerindex`, as the offset rules' names end: `y-odd`. */
export type Stagger = `${StaggerAxis}-${StaggerIndex}`;

/** A path found by `find`: its cost (the sum of the entered tiles' costs) and its cells, start and goal included. */
export interface FoundPath {
  readonly cost: number;
  readonly points: Point[];
}

/** Cell values as one flat array of `width * height` cells (row after row) or as rows. */
export type CellValues<T> = ArrayLike<T> | readonly ArrayLike<T>[];

/** What `createGrid` builds a grid from. */
export interface GridOptions {
  readonly width: number;
  readonly height: number;
  /** Which cells are walls: 1 (or true) is a wall, 0 (or false) open, nothing else; all open when left out. */
  readonly walls?: CellValues<number | boolean>;
  /** What entering each cell costs, from MIN_COST to MAX_COST (1 everywhere when left out). */
  readonly costs?: CellValues<number>;
}

/** The part of a Tiled tile layer (JSON, CSV layer format) a grid is made from. */
export interface TiledLayer {
  readonly width: number;
  readonly height: number;
  /** Global tile ids, row after row; 0 where the layer has no tile. */
  readonly data: readonly number[] | string;
  readonly name?: string;
}

/** How `gridFromTiledLayer` reads the tiles. */
export interface TiledLayerOptions {
  /** The tile ids (gids) that are walls, or a test for one. */
  readonly wallGids: Iterable<number> | ((gid: number) => boolean);
  /** What entering a tile costs, by its gid (1 when left out). */
  readonly costOf?: (gid: number) => number;
}

/** Tiled keeps flips and rotations in a gid's top four bits; the tile is the rest. */
const GID_MASK = 0x0fffffff;

/**
 * A grid of `width` x `height` cells, at most MAX_CELLS of them. Throws a TypeError or RangeError
 * that names the argument and the cell when the size, the walls or the costs are not what they
 * should be.
 */
export function createGrid(options: GridOptions): Grid {
  checkObject(options, 'options', 'an object { width, height, walls?, costs? }');
  const { width, height } = options;
  const grid = new Grid(width, height);
  if (options.walls !== undefined) {
    readCells(options.walls, width, height, 'walls', (i, value) => {
      grid.walls[i] = wallValue(value, cellName('walls', i, width));
    });
  }
  if (options.costs !== undefined) {
    readCells(options.costs, width, height, 'costs', (i, value) => {
      checkCost(value, grid.costLimit, cellName('costs', i, width));
      grid.costs[i] = value;
    });
  }
  grid.touch();
  return grid;
}

/**
 * A grid from a Tiled tile layer's `data` (the gids of a map saved as JSON with the CSV layer
 * format): walls where `wallGids` says, costs from `costOf`. Flip and rotation bits are ignored.
 */
export function gridFromTiledLayer(layer: TiledLayer, options: TiledLayerOptions): Grid {
  checkObject(layer, 'layer', 'a Tiled tile layer { width, height, data }');
  checkObject(options, 'options', 'an object { wallGids, costOf? }');
  const where = `layer ${layer.name === undefined ? '' : `"${layer.name}" `}`;
  if (typeof layer.data === 'string') {
    throw new RangeError(
      `${where}data is encoded (${layer.data.length} characters); save the map with the CSV tile layer format`,
    );
  }
  const { data, width, height } = layer;
  checkGridSize(width, height);
  if (!Array.isArray(data) || data.length !== width * height) {
    throw new RangeError(`${where}data must hold ${width} x ${height} = ${width * height} gids`);
  }
  const { wallGids, costOf } = options;
  const iterable = typeof wallGids === 'object' && wallGids !== null && Symbol.iterator in wallGids;
  if (typeof wallGids !== 'function' && !iterable) {
    throw new TypeError(
      `wallGids must be a list or Set of gids, or a function gid => boolean, got ${describeValue(wallGids)}`,
    );
  }
  if (costOf !== undefined && typeof costOf !== 'function') {
    throw new TypeError(`costOf must be a function gid => cost, got ${describeValue(costOf)}`);
  }
  const walls = typeof wallGids === 'function' ? wallGids : setTest(new Set(wallGids));
  const grid = new Grid(width, height);
  for (let i = 0; i < data.length; i++) {
    const raw: unknown = data[i];
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > 0xffffffff) {
      const message = `${where}data[${i}] must be a gid (a whole number from 0 to 4294967295), got ${describeValue(raw)}`;
      throw typeof raw === 'number' ? new RangeError(message) : new TypeError(message);
    }
    const gid = raw & GID_MASK;
    grid.walls[i] = walls(gid) ? 1 : 0;
    if (costOf) {
      const cost = costOf(gid);
      checkCost(
        cost,
        grid.costLimit,
        `${where}cost of gid ${gid} at (${i % width}, ${Math.floor(i / width)})`,
      );
      grid.costs[i] = cost;
    }
  }
  grid.touch();
  return grid;
}

/** The cheapest path from `from` to `to` under `rule` (default `'4'`), or null when there is none. */
export function find(grid: Grid, from: Point, to: Point, rule: Rule = '4'): FoundPath | null {
  checkGrid(grid);
  const start = pointCell(grid, from, 'from');
  const goal = pointCell(grid, to, 'to');
  const path = finderFor(grid, rule).find(start, goal);
  if (path === null) return null;
  const w = grid.width;
  const points = Array.from(path.cells, (i) => ({ x: i % w, y: (i - (i % w)) / w }));
  return { cost: path.cost, points };
}

/**
 * The cheapest path from (fromX, fromY) to (toX, toY) written into `buffer` as cell indices
 * (`y * width + x`), start first. Returns the path's cell count, or -1 when there is none. When the
 * path has more cells than `buffer` holds, nothing is written and the count is returned: a buffer of
 * `width * height` cells always holds a path under `'4'`, `'8'` and the hex and staggered rules. On a 4-connected grid of one
 * tile cost a query allocates nothing. `buffer` must be an Int32Array or a Uint32Array: narrower
 * cells would cut the indices (a TypeError says so).
 */
export function findInto(
  grid: Grid,
  fromX: number,
  fromY: number,
  toX: number,
  toY: number,
  buffer: Int32Array | Uint32Array,
  rule: Rule = '4',
): number {
  checkGrid(grid);
  checkNumber(fromX, 'fromX');
  checkNumber(fromY, 'fromY');
  checkNumber(toX, 'toX');
  checkNumber(toY, 'toY');
  const start = cellOf(grid, fromX, fromY, 'from');
  const goal = cellOf(grid, toX, toY, 'to');
  if (!(buffer instanceof Int32Array) && !(buffer instanceof Uint32Array)) {
    throw new TypeError(
      `buffer must be an Int32Array or a Uint32Array (a cell index needs 32 bits), got ${describeValue(buffer)}`,
    );
  }
  return finderFor(grid, rule).findInto(start, goal, buffer);
}

/**
 * What reaching each cell from `from` costs at least, for cells within `budget` (a number of at
 * least 0; default: no limit, a full cost field); Infinity elsewhere. Indexed `y * width + x`.
 */
export function movementRange(
  grid: Grid,
  from: Point,
  budget = Number.POSITIVE_INFINITY,
  rule: Rule = '4',
): Float64Array {
  checkGrid(grid);
  const start = pointCell(grid, from, 'from');
  checkNumber(budget, 'budget');
  if (!(budget >= 0))
    throw new RangeError(`budget ${budget} is not a number of at least 0 (Infinity: no limit)`);
  return costRange(grid, moveRule(rule), start, budget);
}

/** The fewest moves from `from` to each cell, ignoring tile costs; -1 where it cannot be reached. Indexed `y * width + x`. */
export function distanceField(grid: Grid, from: Point, rule: Rule = '4'): Int32Array {
  checkGrid(grid);
  return distanceMap(grid, moveRule(rule), pointCell(grid, from, 'from'));
}

/** Custom rules already read (and frozen), by their array, so a query with the same array finds its search again. */
const customRules = new WeakMap<object, MoveRule>();
/** One path finder per grid and rule: its buffers and tables are built once and reused. */
const finders = new WeakMap<Grid, Map<MoveRule, PathFinder>>();

/** The move rule a `Rule` names. Throws a TypeError or RangeError for an unknown name or a bad step. */
function moveRule(rule: Rule): MoveRule {
  switch (rule) {
    case '4':
      return ORTHOGONAL;
    case '8':
      return DIAGONAL_CUTTING;
    case '8-no-corner-cut':
      return DIAGONAL;
    case 'knight':
      return KNIGHT;
  }
  const offsetRule = typeof rule === 'string' ? offsetRuleNamed(rule) : null;
  if (offsetRule !== null) return offsetRule;
  if (!Array.isArray(rule)) {
    const message = `rule ${typeof rule === 'string' ? JSON.stringify(rule) : describeValue(rule)} is not '4', '8', '8-no-corner-cut', 'knight', 'hex-AXIS-INDEX', 'staggered-AXIS-INDEX', 'staggered-8-AXIS-INDEX', 'staggered-8-no-corner-cut-AXIS-INDEX' (AXIS x or y, INDEX odd or even) or a list of [dx, dy] steps`;
    throw typeof rule === 'string' ? new RangeError(message) : new TypeError(message);
  }
  return customRules.get(rule) ?? readCustomRule(rule);
}

/** The hex or staggered rule a name such as `hex-y-odd` or `staggered-8-x-even` gives, or null. */
function offsetRuleNamed(name: string): MoveRule | null {
  const match = /^(hex|staggered|staggered-8|staggered-8-no-corner-cut)-([xy])-(odd|even)$/.exec(name);
  if (match === null) return null;
  const shape = match[1];
  const axis = match[2] as StaggerAxis;
  const index = match[3] as StaggerIndex;
  if (shape === 'hex') return hexRule(axis, index);
  return staggeredRule(axis, index, shape !== 'staggered', shape === 'staggered-8');
}

/**
 * Checks a custom rule's steps, freezes the array and its steps (the search kept for it must not
 * go stale: a change now throws where it is made, in strict code) and keeps the rule it makes.
 */
function readCustomRule(rule: readonly (readonly [number, number])[]): MoveRule {
  if (rule.length === 0) throw new RangeError('rule lists no steps; give at least one [dx, dy]');
  if (rule.length > MAX_RULE_OFFSETS) {
    throw new RangeError(`rule lists ${rule.length} steps; at most ${MAX_RULE_OFFSETS} are supported`);
  }
  rule.forEach((step: unknown, i) => {
    if (!Array.isArray(step) || step.length !== 2) {
      throw new TypeError(`rule[${i}] must be a [dx, dy] pair, got ${describeValue(step)}`);
    }
    const [dx, dy]: unknown[] = step;
    const where = `rule[${i}] ${describeValue(step)}`;
    if (typeof dx !== 'number' || typeof dy !== 'number') {
      throw new TypeError(`${where}: dx and dy must be whole numbers`);
    }
    if (!Number.isInteger(dx) || !Number.isInteger(dy))
      throw new RangeError(`${where}: dx and dy must be whole numbers`);
    if (dx === 0 && dy === 0) throw new RangeError(`${where} goes nowhere`);
    if (Math.abs(dx) > MAX_RULE_REACH || Math.abs(dy) > MAX_RULE_REACH) {
      throw new RangeError(
        `${where} reaches too far: a step moves at most ${MAX_RULE_REACH} cells in x and in y`,
      );
    }
  });
  const moves = parseMoveRule(rule.map(([dx, dy]) => `${dx},${dy}`).join(' '));
  for (const step of rule) Object.freeze(step);
  customRules.set(Object.freeze(rule), moves);
  return moves;
}

function finderFor(grid: Grid, rule: Rule): PathFinder {
  const moves = moveRule(rule);
  let byRule = finders.get(grid);
  if (!byRule) {
    byRule = new Map();
    finders.set(grid, byRule);
  }
  let finder = byRule.get(moves);
  if (!finder) {
    finder = new PathFinder(grid, moves);
    byRule.set(moves, finder);
  }
  return finder;
}

/** Throws a TypeError unless `grid` is a Grid. */
function checkGrid(grid: unknown): asserts grid is Grid {
  if (!(grid instanceof Grid)) {
    throw new TypeError(
      `grid must be a Grid (made by createGrid or gridFromTiledLayer), got ${describeValue(grid)}`,
    );
  }
}

/** The index of cell (x, y), numbers; throws a RangeError naming `what` when it is not a cell of the grid. */
function cellOf(grid: Grid, x: number, y: number, what: string): number {
  if (!Number.isInteger(x) || !Number.isInteger(y) || !grid.inBounds(x, y)) {
    throw new RangeError(`${what} (${x}, ${y}) is not a cell of the ${grid.width} x ${grid.height} grid`);
  }
  return y * grid.width + x;
}

/** The index of the cell `point` names; throws a TypeError or RangeError naming `what`. */
function pointCell(grid: Grid, point: unknown, what: string): number {
  checkObject(point, what, 'a point { x, y }');
  const { x, y } = point as Partial<Point>;
  checkNumber(x, `${what}.x`);
  checkNumber(y, `${what}.y`);
  return cellOf(grid, x, y, what);
}

/** How an error names cell `i` of an array of cell values (`walls at (3, 1)`). */
function cellName(what: string, i: number, width: number): string {
  return `${what} at (${i % width}, ${Math.floor(i / width)})`;
}

/** Calls `write` with each cell's index and value, from a flat array or rows; checks the shape. */
function readCells<T>(
  values: CellValues<T>,
  width: number,
  height: number,
  what: string,
  write: (i: number, value: T) => void,
): void {
  if (typeof values !== 'object' || values === null || typeof values.length !== 'number') {
    throw new TypeError(
      `${what} must be an array of ${width} x ${height} cells (or ${height} rows of ${width}), got ${describeValue(values)}`,
    );
  }
  const first = values[0];
  if (values.length === height && typeof first === 'object' && first !== null) {
    const rows = values as readonly ArrayLike<T>[];
    for (let y = 0; y < height; y++) {
      const row = rows[y];
      if (row?.length !== width) {
        throw new RangeError(`${what} row ${y} must hold ${width} cells, got ${row?.length ?? 'none'}`);
      }
      for (let x = 0; x < width; x++) write(y * width + x, row[x]);
    }
    return;
  }
  const flat = values as ArrayLike<T>;
  if (flat.length !== width * height) {
    throw new RangeError(
      `${what} must hold ${width} x ${height} = ${width * height} cells (or ${height} rows of ${width}), got ${flat.length}`,
    );
  }
  for (let i = 0; i < flat.length; i++) write(i, flat[i]);
}

function setTest(gids: ReadonlySet<number>): (gid: number) => boolean {
  return (gid) => gids.has(gid);
}
