/**
 * A rectangular grid of tiles held in typed arrays: which cells are walls and what entering each
 * cell costs. Cells are addressed by index `y * width + x`, computed once by the caller.
 */
export class Grid {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  /** 1 where the cell is a wall. */
  readonly walls: Uint8Array;
  /** The cost of entering each cell (1 on plain floor). */
  readonly costs: Float64Array;
  /** Bumped on every change, so searches can tell when cached facts (like the cheapest cost) are stale. */
  version = 0;

  constructor(width: number, height: number) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(`grid size must be whole numbers of at least 1, got ${width} x ${height}`);
    }
    this.width = width;
    this.height = height;
    this.size = width * height;
    this.walls = new Uint8Array(this.size);
    this.costs = new Float64Array(this.size).fill(1);
  }

  index(x: number, y: number): number {
    return y * this.width + x;
  }

  inBounds(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  isWall(x: number, y: number): boolean {
    return this.walls[y * this.width + x] === 1;
  }

  setWall(x: number, y: number, wall: boolean): void {
    this.walls[y * this.width + x] = wall ? 1 : 0;
    this.version++;
  }

  cost(x: number, y: number): number {
    return this.costs[y * this.width + x];
  }

  setCost(x: number, y: number, cost: number): void {
    if (!(cost > 0) || !Number.isFinite(cost)) throw new RangeError(`a tile's cost must be a positive number, got ${cost}`);
    this.costs[y * this.width + x] = cost;
    this.version++;
  }

  /** The cheapest cost of any open cell (1 on a grid without terrain), for admissible heuristics. */
  minCost(): number {
    let min = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.size; i++) if (this.walls[i] === 0 && this.costs[i] < min) min = this.costs[i];
    return min === Number.POSITIVE_INFINITY ? 1 : min;
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
}
