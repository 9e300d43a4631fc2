import type { PaddedGrid } from './paddedGrid';

/**
 * Looks for a monotone path: one that only ever steps toward the goal (along x toward its column,
 * along y toward its row). Such a path has Manhattan length, which no 4-connected path beats, so
 * when one exists it is a shortest path, found without a priority queue.
 *
 * Why: on scattered-obstacle maps most queries have one (167 of the 200 benchmark pairs on
 * random512-10-0), and a depth-first walk finds it in about path-length steps, where A* expands
 * several cells per path cell among its many equal-f ties. The walk keeps its current direction
 * while it can, so paths are straight runs with few turns, the same for the same query.
 *
 * A cell the walk has left as a dead end stays marked: which goal-ward cells it reaches does not
 * depend on how it was entered, so it can never lead anywhere on a later try either. Each cell is
 * thus entered at most once; `budget` caps the cells entered, so a query with no monotone path (the
 * caller then runs its full search) wastes a bounded amount of work.
 *
 * The cells entered are kept (`entered`, `enteredCount`). When a walk ends with no path and within
 * its budget (`exhausted`), they are every cell a monotone path from the start reaches: the cells
 * of the goal's Manhattan f-layer that A* would expand first, each at g = its Manhattan distance
 * from the start. A full search can then start beyond that layer (`UnitCellSearch.findBeyond`).
 */
export class MonotonePath {
  private readonly padded: PaddedGrid;
  private readonly mark: Uint32Array;
  /**
   * The walk's current path (padded cells, start first): after a `find` that found one, its first
   * cells are that path. Reused by every walk, so a query allocates nothing.
   */
  readonly path: Int32Array;
  /** Per step of `path`, how many of its two moves were tried. */
  private readonly tried: Uint8Array;
  private generation = 0;
  /** The cells the last walk entered (padded), the start first. */
  readonly entered: Int32Array;
  enteredCount = 0;
  /** Whether the last walk that found no path had tried every monotone move (not stopped by its budget). */
  exhausted = false;

  constructor(padded: PaddedGrid) {
    this.padded = padded;
    const size = padded.blocked.length;
    this.mark = new Uint32Array(size);
    this.entered = new Int32Array(size);
    this.path = new Int32Array(padded.pw + padded.ph);
    this.tried = new Uint8Array(padded.pw + padded.ph);
  }

  /**
   * Walks from padded `s` to padded `t`: the monotone path's cell count, its cells at the start of
   * `path`, or -1 when there is none or more than `budget` cells would have to be entered to find it.
   */
  find(s: number, t: number, budget: number): number {
    const { blocked, pw } = this.padded;
    const { mark, path, tried, entered } = this;
    if (this.generation === 0xffffffff) {
      mark.fill(0);
      this.generation = 0;
    }
    const gen = ++this.generation;
    const sy = (s / pw) | 0;
    const ty = (t / pw) | 0;
    const sx = s - sy * pw;
    const tx = t - ty * pw;
    // The two goal-ward moves and how many of each are still to make.
    const xStep = tx >= sx ? 1 : -1;
    const yStep = ty >= sy ? pw : -pw;
    let restX = tx >= sx ? tx - sx : sx - tx;
    let restY = ty >= sy ? ty - sy : sy - ty;
    let left = budget;
    let top = 0;
    let count = 1;
    path[0] = s;
    tried[0] = 0;
    mark[s] = gen;
    entered[0] = s;
    this.exhausted = false;
    // Start along the longer way; after that, keep the direction of the step that entered a cell.
    const firstAtStart = restX >= restY ? xStep : yStep;
    while (top >= 0) {
      const c = path[top];
      if (c === t) {
        this.enteredCount = count;
        return top + 1;
      }
      const state = tried[top];
      if (state === 2) {
        // Both moves lead nowhere: back up, giving the step's move back.
        top--;
        if (top >= 0) {
          if (c - path[top] === xStep) restX++;
          else restY++;
        }
        continue;
      }
      tried[top] = state + 1;
      const first = top === 0 ? firstAtStart : c - path[top - 1];
      const move = state === 0 ? first : first === xStep ? yStep : xStep;
      if (move === xStep ? restX === 0 : restY === 0) continue;
      const n = c + move;
      if (blocked[n] === 1 || mark[n] === gen) continue;
      if (--left < 0) {
        this.enteredCount = count;
        return -1;
      }
      mark[n] = gen;
      entered[count++] = n;
      if (move === xStep) restX--;
      else restY--;
      top++;
      path[top] = n;
      tried[top] = 0;
    }
    this.enteredCount = count;
    this.exhausted = true;
    return -1;
  }
}
