import {
  canStep,
  costSlack,
  forEachStepInto,
  type Grid,
  hasDiagonalSteps,
  isDiagonalStep,
  type MoveRule,
  stepCost,
  stepsFrom,
} from '../grid';

/**
 * Which steps the cat can ever take. The cat only walks cheapest paths, so a step that is not
 * itself a cheapest way between its two tiles never happens, whatever the player taps. Under the
 * orthogonal, knight, custom, hex and staggered rules every step is the unique cheapest way (any
 * other route also enters the landing tile, plus more). Only a diagonal (or staggered corner) step
 * can lose: stepping around the corner, `c(corner) + c(v)`, may be cheaper than `sqrt(2) * c(v)`
 * into a costly tile. If that corner holds a dog, the solver must not plan the diagonal step to
 * dodge it, since the cat would walk through the dog. Answers are cached per cell and direction.
 */
export class UsableSteps {
  private readonly grid: Grid;
  private readonly rule: MoveRule;
  private readonly minCost: number;
  /** Per cell and offset index: 0 unknown, 1 usable, 2 never taken. */
  private readonly cache: Uint8Array | null;
  private readonly offsetCount: number;

  constructor(grid: Grid, rule: MoveRule) {
    this.grid = grid;
    this.rule = rule;
    this.minCost = grid.minCost();
    this.offsetCount = rule.offsets.length;
    this.cache = hasDiagonalSteps(rule) ? new Uint8Array(grid.size * rule.offsets.length) : null;
  }

  /**
   * Whether the step from cell `from` by step number `k` of the rule (of the cell's own list,
   * `stepsFrom`) can be part of a walk (it must be legal).
   */
  usable(from: number, k: number): boolean {
    if (this.cache === null) return true;
    const slot = from * this.offsetCount + k;
    const known = this.cache[slot];
    if (known !== 0) return known === 1;
    const w = this.grid.width;
    const x = from % w;
    const [dx, dy] = stepsFrom(this.rule, x, (from - x) / w)[k];
    const ok = !isDiagonalStep(this.rule, dx, dy) || this.diagonalIsCheapest(from, dx, dy);
    this.cache[slot] = ok ? 1 : 2;
    return ok;
  }

  /**
   * Any other route into `v` ends with a step into it; a diagonal last step already costs as much
   * as the direct step, so the rival ends with a plain step from a cell `w` that steps plainly into
   * `v` (an orthogonal neighbour, or a diamond sharing an edge), costing d(u, w) + c(v). The direct step loses when some d(u, w) < (sqrt(2) - 1) c(v),
   * which a small Dijkstra bounded by that amount decides.
   */
  private diagonalIsCheapest(from: number, dx: number, dy: number): boolean {
    const { grid, rule } = this;
    const w = grid.width;
    const to = from + dy * w + dx;
    const bound = (Math.SQRT2 - 1) * grid.costs[to] - costSlack(grid.costs[to]);
    if (bound <= this.minCost) return true;
    const vx = to % w;
    const plainlyInto = new Set<number>();
    // Only a legal plain step rivals it: a one-way tile may refuse the plain way in.
    forEachStepInto(grid, rule, vx, (to - vx) / w, (px, py, sx, sy) => {
      if (!isDiagonalStep(rule, sx, sy) && canStep(grid, rule, px, py, sx, sy)) plainlyInto.add(py * w + px);
    });
    const dist = new Map<number, number>([[from, 0]]);
    const done = new Set<number>();
    // The frontier is tiny (the bound is a few tiles' cost), so a plain array scan is enough.
    const open: number[] = [from];
    while (open.length > 0) {
      let best = 0;
      for (let i = 1; i < open.length; i++) if (dist.get(open[i])! < dist.get(open[best])!) best = i;
      const c = open.splice(best, 1)[0];
      if (done.has(c)) continue;
      done.add(c);
      const d = dist.get(c)!;
      if (c !== from && plainlyInto.has(c)) return false;
      const cx = c % w;
      const cy = (c - cx) / w;
      for (const [ox, oy] of stepsFrom(rule, cx, cy)) {
        if (!canStep(grid, rule, cx, cy, ox, oy)) continue;
        const n = c + oy * w + ox;
        if (n === to) continue;
        const nd = d + stepCost(grid, rule, n, ox, oy);
        if (nd < bound && nd < (dist.get(n) ?? Number.POSITIVE_INFINITY)) {
          dist.set(n, nd);
          open.push(n);
        }
      }
    }
    return true;
  }
}
