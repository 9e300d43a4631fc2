import { checkCoordinate, wallValue } from './arguments';
import { checkCost, checkGridSize, costLimit, MIN_COST } from './gridLimits';

/**
 * A rectangular grid of tiles held in typed arrays: which cells are walls and what entering each
 * cell costs. Cells are addressed by index `y * width + x`, computed once by the caller.
 *
 * Searches read `walls` and `costs` directly. Code that writes those arrays itself (a loader
 * filling a fresh grid) must call `touch()` afterwards if a search may already have run, so cached
 * facts such as the cheapest cost are recomputed. The setters do this for you. The methods refuse
 * a cell outside the grid and a cost outside the range (gridLimits.ts); costs written directly are
 * checked when the facts are next computed, by the next search.
 */
/** What a grid's structured clone keeps: its size and arrays. */
export interface GridData {
  readonly width: number;
  readonly height: number;
  readonly walls: Uint8Array;
  readonly costs: Float64Array;
  readonly linkTo: Int32Array | null;
  readonly linkCost: Float64Array | null;
  readonly entryBans: Uint32Array | null;
}

export class Grid {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  /** 1 where the cell is a wall (or is blocked for now by `setBlocked`). */
  readonly walls: Uint8Array;
  /** The cost of entering each cell (1 on plain floor), overrides included. */
  readonly costs: Float64Array;
  /** The dearest cost a tile may have here: MAX_COST, less on grids so large that path sums could round. */
  readonly costLimit: number;
  /** Bumped on every change, so searches can tell when cached facts (like the cheapest cost) are stale. */
  version = 0;
  /**
   * Links (pipes): `linkTo[a]` is the cell a step into cell `a` lands on, for `linkCost[a]` more than
   * entering `a`; -1 where `a` is a plain cell. Null until the first `setLink`, so plain grids pay
   * nothing for them.
   */
  linkTo: Int32Array | null = null;
  linkCost: Float64Array | null = null;
  /**
   * One-way cells: bit `entryBit(dx, dy)` of `entryBans[c]` is set when a step by (dx, dy) may not
   * enter cell `c` (a one-way flap; `canStep` refuses it). Null until the first `banEntries`, so
   * plain grids pay nothing for them.
   */
  entryBans: Uint32Array | null = null;
  /**
   * Shared by this grid and every clone of it (and of its clones): searches keep tables there that
   * any grid of the family may reuse while its walls and costs are the same (`sharedTable`).
   */
  family = new Map<string, unknown>();
  /**
   * The tile's own wall and cost, saved the first time an override touches it, so the override can
   * be undone without rebuilding the grid. Sparse: only tiles the game overrides (dogs, bones).
   */
  private readonly originals = new Map<number, { readonly wall: number; readonly cost: number }>();
  private statsVersion = -1;
  private cachedMinCost = 1;
  private cachedMaxCost = 1;
  private cachedUniform = true;
  private cachedWhole = true;

  /** `walls` and `costs`, when given, are taken as they are (not copied): a grid's own arrays. */
  constructor(width: number, height: number, walls?: Uint8Array, costs?: Float64Array) {
    checkGridSize(width, height);
    this.width = width;
    this.height = height;
    this.size = width * height;
    this.costLimit = costLimit(this.size);
    if ((walls && walls.length !== this.size) || (costs && costs.length !== this.size)) {
      throw new RangeError(`grid arrays must hold ${this.size} cells for ${width} x ${height}`);
    }
    this.walls = walls ?? new Uint8Array(this.size);
    this.costs = costs ?? new Float64Array(this.size).fill(1);
  }

  /**
   * A grid again from the data of one that crossed to another thread (structured clone keeps the
   * fields and drops the class): its arrays are taken, not copied. A Grid is returned as it is.
   */
  static revive(data: GridData): Grid {
    if (data instanceof Grid) return data;
    const grid = new Grid(data.width, data.height, data.walls, data.costs);
    grid.linkTo = data.linkTo;
    grid.linkCost = data.linkCost;
    grid.entryBans = data.entryBans;
    return grid;
  }

  /** The index of cell (x, y); throws a RangeError naming `x` or `y` when it is outside the grid. */
  index(x: number, y: number): number {
    checkCoordinate(x, 'x', this.width, this.width, this.height);
    checkCoordinate(y, 'y', this.height, this.width, this.height);
    return y * this.width + x;
  }

  inBounds(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  isWall(x: number, y: number): boolean {
    return this.walls[this.index(x, y)] === 1;
  }

  /** Makes (x, y) a wall (true or 1) or open (false or 0). */
  setWall(x: number, y: number, wall: boolean): void {
    const i = this.index(x, y);
    this.walls[i] = wallValue(wall, 'wall');
    this.version++;
  }

  cost(x: number, y: number): number {
    return this.costs[this.index(x, y)];
  }

  /** Sets what entering (x, y) costs: from MIN_COST to `costLimit`. */
  setCost(x: number, y: number, cost: number): void {
    const i = this.index(x, y);
    checkCost(cost, this.costLimit);
    this.costs[i] = cost;
    this.version++;
  }

  /**
   * The blocked-or-costly query: what entering the tile costs now, or Infinity when it is a wall or
   * blocked. Outside the grid counts as blocked.
   */
  enterCost(x: number, y: number): number {
    if (!this.inBounds(x, y)) return Number.POSITIVE_INFINITY;
    const i = y * this.width + x;
    return this.walls[i] === 1 ? Number.POSITIVE_INFINITY : this.costs[i];
  }

  /**
   * Blocks a tile for now (true) or gives it back its own wall and cost (false), without rebuilding
   * the grid: e.g. a solver that treats a dog's tile as closed until the dog leaves.
   */
  setBlocked(x: number, y: number, blocked: boolean): void {
    const i = this.index(x, y);
    if (blocked) {
      this.remember(i);
      this.walls[i] = 1;
    } else {
      this.restore(i);
    }
    this.version++;
  }

  /** Overrides a tile's cost for now (a number), or gives it back its own cost and wall (null). */
  setCostOverride(x: number, y: number, cost: number | null): void {
    const i = this.index(x, y);
    if (cost === null) {
      this.restore(i);
    } else {
      checkCost(cost, this.costLimit);
      this.remember(i);
      this.costs[i] = cost;
    }
    this.version++;
  }

  /** Whether the tile currently carries a `setBlocked` or `setCostOverride` override. */
  isOverridden(x: number, y: number): boolean {
    return this.originals.has(this.index(x, y));
  }

  /** Undoes every override at once (e.g. on restart). */
  clearOverrides(): void {
    for (const i of [...this.originals.keys()]) this.restore(i);
    this.version++;
  }

  /**
   * Makes every step into cell `from` carry on to cell `to` for `cost` more (one end of a pipe; call
   * it again with the ends swapped for the way back). Searches over a linked grid treat the link as
   * one more edge; the cat never rests on `from`.
   */
  setLink(from: number, to: number, cost = 1): void {
    checkCoordinate(from, 'from', this.size, this.width, this.height);
    checkCoordinate(to, 'to', this.size, this.width, this.height);
    checkCost(cost, this.costLimit);
    if (!this.linkTo || !this.linkCost) {
      this.linkTo = new Int32Array(this.size).fill(-1);
      this.linkCost = new Float64Array(this.size);
    }
    this.linkTo[from] = to;
    this.linkCost[from] = cost;
    this.version++;
  }

  /** True when some cell carries a link (then searches take the linked path finder). */
  hasLinks(): boolean {
    return this.linkTo !== null;
  }

  /**
   * Makes cell `cell` one way: the steps whose `entryBit`s are set in `bans` may not enter it
   * (`canStep` refuses them); 0 lets every step in again. Searches over a grid with such cells take
   * the plain search, which asks `canStep` (the jump tables assume a step can be walked both ways).
   */
  banEntries(cell: number, bans: number): void {
    checkCoordinate(cell, 'cell', this.size, this.width, this.height);
    this.entryBans ??= new Uint32Array(this.size);
    this.entryBans[cell] = bans >>> 0;
    this.version++;
  }

  /** True when links or one-way cells make steps that the jump tables do not model: the plain search then. */
  needsPlainSearch(): boolean {
    return this.linkTo !== null || this.entryBans !== null;
  }

  /** Marks the grid as changed after writing `walls` or `costs` directly. */
  touch(): void {
    this.version++;
  }

  /** The cheapest cost of any open cell (1 on a grid without terrain), for admissible heuristics. */
  minCost(): number {
    this.refreshStats();
    return this.cachedMinCost;
  }

  /** The dearest cost of any open cell (1 on a grid without open cells). */
  maxCost(): number {
    this.refreshStats();
    return this.cachedMaxCost;
  }

  /**
   * True when every open cell's cost (and every link's) is a whole number: path sums without
   * sqrt 2 steps are then exact (the cost range keeps them under 2^53).
   */
  wholeCosts(): boolean {
    this.refreshStats();
    return this.cachedWhole;
  }

  /** True when every open cell costs the same, so unit-cost searches (BFS, buckets) are exact. */
  uniformCost(): boolean {
    this.refreshStats();
    return this.cachedUniform;
  }

  /** An independent copy: walls, costs and links as they are now (overrides included, as plain tiles). */
  clone(): Grid {
    const copy = new Grid(this.width, this.height, this.walls.slice(), this.costs.slice());
    copy.family = this.family;
    if (this.linkTo && this.linkCost) {
      copy.linkTo = this.linkTo.slice();
      copy.linkCost = this.linkCost.slice();
    }
    if (this.entryBans) copy.entryBans = this.entryBans.slice();
    return copy;
  }

  /** Builds a grid from rows of characters, `#` for a wall, digits for terrain cost; handy in tests. */
  static fromRows(rows: readonly string[]): Grid {
    const grid = new Grid(rows[0].length, rows.length);
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        const ch = row[x];
        if (ch === '#') grid.walls[grid.index(x, y)] = 1;
        else if (ch >= '1' && ch <= '9') grid.costs[grid.index(x, y)] = Number(ch);
      }
    });
    return grid;
  }

  private remember(i: number): void {
    if (!this.originals.has(i)) this.originals.set(i, { wall: this.walls[i], cost: this.costs[i] });
  }

  private restore(i: number): void {
    const original = this.originals.get(i);
    if (!original) return;
    this.walls[i] = original.wall;
    this.costs[i] = original.cost;
    this.originals.delete(i);
  }

  /**
   * Computes the cheapest and dearest open cell, and whether all costs are whole, after a change;
   * throws a RangeError naming the cell when a cost written directly into `costs` is out of range.
   */
  private refreshStats(): void {
    if (this.statsVersion === this.version) return;
    const { walls, costs, size, costLimit: limit } = this;
    const linksWhole = this.linkCost === null || allWhole(this.linkCost);
    // Most grids cost the same everywhere, walls included: one scan without the walls settles it
    // (on a maze, testing each wall first mispredicts a branch on every other cell).
    const everywhere = costs[0];
    if (walls.indexOf(0) !== -1 && allEqual(costs, everywhere)) {
      checkCost(everywhere, limit, this.costsAt(0));
      this.setStats(everywhere, everywhere, linksWhole && Number.isInteger(everywhere));
      return;
    }
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    let whole = linksWhole;
    for (let i = 0; i < size; i++) {
      if (walls[i] === 0) {
        const c = costs[i];
        // Written so that NaN fails too.
        if (!(c >= MIN_COST && c <= limit)) checkCost(c, limit, this.costsAt(i));
        if (c < min) min = c;
        if (c > max) max = c;
        if (whole && c !== Math.floor(c)) whole = false;
      }
    }
    if (min === Number.POSITIVE_INFINITY) this.setStats(1, 1, true);
    else this.setStats(min, max, whole);
  }

  private setStats(min: number, max: number, whole: boolean): void {
    this.cachedMinCost = min;
    this.cachedMaxCost = max;
    this.cachedUniform = min === max;
    this.cachedWhole = whole;
    this.statsVersion = this.version;
  }

  /** Where cell `i`'s cost is, for an error message. */
  private costsAt(i: number): string {
    return `costs at (${i % this.width}, ${Math.floor(i / this.width)})`;
  }
}

/** The most a step (dx or dy) may reach for `entryBit`: two tiles (a knight's, a staggered corner's). */
const MAX_BANNED_REACH = 2;

/**
 * The bit that stands for step (dx, dy) in `Grid.entryBans`; a RangeError for a step reaching
 * further than two tiles (no one-way cell can ban it).
 */
export function entryBit(dx: number, dy: number): number {
  if (!isBannable(dx, dy))
    throw new RangeError(
      `a one-way cell bans steps of at most ${MAX_BANNED_REACH} tiles, not (${dx}, ${dy})`,
    );
  return 1 << ((dy + MAX_BANNED_REACH) * 5 + dx + MAX_BANNED_REACH);
}

/** Whether step (dx, dy) is banned by a cell's `bans` (a step too long for a bit never is). */
export function isBanned(bans: number, dx: number, dy: number): boolean {
  return bans !== 0 && isBannable(dx, dy) && (bans & entryBit(dx, dy)) !== 0;
}

function isBannable(dx: number, dy: number): boolean {
  return Math.abs(dx) <= MAX_BANNED_REACH && Math.abs(dy) <= MAX_BANNED_REACH && (dx !== 0 || dy !== 0);
}

/** True when every value of `values` is `value` (its own function, so V8 compiles the loop whole). */
function allEqual(values: Float64Array, value: number): boolean {
  for (let i = 0; i < values.length; i++) if (values[i] !== value) return false;
  return true;
}

/** True when every value is a whole number (a linked grid's link costs). */
function allWhole(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (values[i] !== Math.floor(values[i])) return false;
  return true;
}
