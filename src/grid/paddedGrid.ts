import type { Grid } from './grid';

/**
 * A grid's walls and costs copied into arrays with a border of walls `pad` cells wide all round, so
 * search loops step by a precomputed index offset and never check bounds: every step of at most
 * `pad` cells along each axis from an inside cell lands on the border (a wall) or inside.
 *
 * The copy follows the grid: `refresh()` rebuilds it when `grid.version` moved. The game does not
 * change tiles during play, so this happens once per level in practice.
 */
export class PaddedGrid {
  readonly grid: Grid;
  readonly pad: number;
  /** Padded width and height. */
  readonly pw: number;
  readonly ph: number;
  /** 1 for a wall or the border. */
  readonly blocked: Uint8Array;
  /** The cost of entering each cell (1 on the border, never read there); empty without costs. */
  readonly cost: Float64Array;
  /** The cheapest and dearest open cell (1 and 1 on a grid without open cells, or without costs). */
  minCost = 1;
  maxCost = 1;
  /** True when every open cell's cost is a whole number. */
  integral = true;
  private builtVersion = -1;

  /**
   * `withCosts` false copies the walls only: searches over unit costs never read `cost`, and on a
   * 512 x 512 map its copy is 2 MB written and scanned on every build.
   */
  constructor(
    grid: Grid,
    pad: number,
    private readonly withCosts = true,
  ) {
    this.grid = grid;
    this.pad = Math.max(1, pad);
    this.pw = grid.width + 2 * this.pad;
    this.ph = grid.height + 2 * this.pad;
    this.blocked = new Uint8Array(this.pw * this.ph);
    this.cost = new Float64Array(withCosts ? this.pw * this.ph : 0);
  }

  /** Copies walls and costs again if the grid changed since the last copy; true when it did. */
  refresh(): boolean {
    const { grid } = this;
    if (this.builtVersion === grid.version) return false;
    if (this.withCosts) {
      // The grid's own facts, first: they check costs written into it directly, and throw for a bad one.
      this.minCost = grid.minCost();
      this.maxCost = grid.maxCost();
      this.integral = grid.wholeCosts();
    }
    const { blocked, cost, pw, pad } = this;
    const { width: w, height: h, walls, costs } = grid;
    blocked.fill(1);
    this.builtVersion = grid.version;
    for (let y = 0; y < h; y++) blocked.set(walls.subarray(y * w, y * w + w), (y + pad) * pw + pad);
    if (!this.withCosts) return true;
    cost.fill(1);
    for (let y = 0; y < h; y++) cost.set(costs.subarray(y * w, y * w + w), (y + pad) * pw + pad);
    return true;
  }

  /** The padded index of grid cell `i`. */
  toPadded(i: number): number {
    const w = this.grid.width;
    const x = i % w;
    return ((i - x) / w + this.pad) * this.pw + x + this.pad;
  }

  /** The grid index of padded cell `p` (which must lie inside the grid). */
  toGrid(p: number): number {
    const { pw, pad } = this;
    const y = ((p / pw) | 0) - pad;
    return y * this.grid.width + (p - (y + pad) * pw - pad);
  }
}

/** The border a rule needs: its longest step along one axis. */
export function padFor(offsets: readonly (readonly [number, number])[]): number {
  let pad = 1;
  for (const [dx, dy] of offsets) pad = Math.max(pad, Math.abs(dx), Math.abs(dy));
  return pad;
}
