/**
 * Row runs and the monotone flood that the corner graph (`cornerGraph.ts`) is built and queried
 * with, on a grid padded with walls (`blocked` = 1 on walls and the border, padded width `pw`).
 *
 * A monotone path only ever steps one way along x and one way along y (a quadrant), so its length
 * is the Manhattan distance. From a cell, the flood finds the corners that monotone paths reach
 * such that no monotone path to them passes another corner: its "nearest" corners in that quadrant.
 * A corner further on is reached through one of those, at the same Manhattan length, so the graph
 * needs no edge to it.
 */

/**
 * Per padded cell and direction along the row: `open*` is n > 0 on an open cell, the open cells
 * from there to the next wall (the cell itself included), and -n on a wall, the walls from there
 * to the next open cell; `corner*` is how many cells on from an open cell the first corner of its
 * run lies (0: the cell is one), -1 when none.
 */
export interface RowRuns {
  readonly openRight: Int16Array;
  readonly openLeft: Int16Array;
  readonly cornerRight: Int16Array;
  readonly cornerLeft: Int16Array;
}

/** The longest run an entry holds: the corner graph is only built on grids this narrow. */
export const RUN_CAP = 32767;

/** Builds the row runs of `blocked` where `corner[c]` is non-zero on corners (`CornerMarks.corner`). */
export function buildRowRuns(blocked: Uint8Array, corner: Uint8Array, pw: number): RowRuns {
  const size = blocked.length;
  const runs: RowRuns = {
    openRight: new Int16Array(size),
    openLeft: new Int16Array(size),
    cornerRight: new Int16Array(size),
    cornerLeft: new Int16Array(size),
  };
  for (let row = 0; row < size; row += pw) {
    runRow(blocked, corner, runs.openRight, runs.cornerRight, row + pw - 1, row - 1, -1);
    runRow(blocked, corner, runs.openLeft, runs.cornerLeft, row, row + pw, 1);
  }
  return runs;
}

/**
 * Fills one row's runs in one direction, sweeping against it (from `from` until `end`, by `step`) so
 * each entry extends the one just written.
 */
function runRow(
  blocked: Uint8Array,
  corner: Uint8Array,
  open: Int16Array,
  corners: Int16Array,
  from: number,
  end: number,
  step: number,
): void {
  let length = 0;
  let toCorner = -1;
  for (let c = from; c !== end; c += step) {
    if (blocked[c] === 1) {
      length = length < 0 ? length - 1 : -1;
      toCorner = -1;
      corners[c] = -1;
    } else {
      length = length > 0 ? length + 1 : 1;
      // One addition on every open cell that is not a corner, rather than a step taken only after
      // one: a map's first rows may hold no corner, and a step first taken inside the compiled
      // sweep would bail out of it.
      toCorner = corner[c] !== 0 ? 0 : toCorner + (toCorner >= 0 ? 1 : 0);
      corners[c] = toCorner;
    }
    open[c] = length;
  }
}

/**
 * Floods one quadrant at a time from a cell, row by row. A row holds a few intervals of reached
 * cells; each interval's cells from some point on are "shadowed" (a monotone path through a corner
 * reaches them), and shadow only spreads along the row and down, so that point is one number per
 * interval. The next row's intervals start below the last row's and run on to the next wall (one
 * table lookup), so a flood costs its rows times its intervals, not its area, and it stops at the
 * first row with no unshadowed cell left. Corners reached unshadowed are recorded (`found`, with
 * their Manhattan distance); they shadow what lies beyond them.
 */
export class MonotoneFlood {
  private readonly pw: number;
  private readonly runs: RowRuns;
  /** Corner id per padded cell (-1 elsewhere): what `found` records. */
  private readonly node: Int32Array;
  /** Stamps per corner, so one set of floods records each corner once. */
  private readonly seen: Uint32Array;
  private stamp = 0;
  /** Intervals of the row just flooded and of the row being flooded: (first, shadowed from, last). */
  private rows: Int32Array = new Int32Array(96);
  private nextRows: Int32Array = new Int32Array(96);
  /** Corner ids found since `begin()`, with their distances from the flood's start. */
  found: Int32Array = new Int32Array(64);
  foundDistance: Int32Array = new Int32Array(64);
  foundCount = 0;
  /** Whether a flood since `begin()` reached the target cell. */
  reachedTarget = false;

  constructor(pw: number, runs: RowRuns, node: Int32Array, corners: number) {
    this.pw = pw;
    this.runs = runs;
    this.node = node;
    this.seen = new Uint32Array(Math.max(1, corners));
  }

  /** Starts a new set of floods: nothing found yet. */
  begin(): void {
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
    this.foundCount = 0;
    this.reachedTarget = false;
  }

  /**
   * Floods the quadrant stepping `dx` (1 or -1) along x and `dy` (1 or -1) along y from open padded
   * cell `start` (which may itself be a corner); `target` is a cell to watch for (-1 for none).
   * Positions along a row are counted from the start's column in the direction `dx` (u >= 0).
   */
  flood(start: number, dx: number, dy: number, target: number): void {
    const { pw } = this;
    const open = dx > 0 ? this.runs.openRight : this.runs.openLeft;
    const corners = dx > 0 ? this.runs.cornerRight : this.runs.cornerLeft;
    const y0 = (start / pw) | 0;
    const x0 = start - y0 * pw;
    const ty = target < 0 ? -1 : (target / pw) | 0;
    const tu = target < 0 ? -1 : (target - ty * pw - x0) * dx;
    // The start's own row: its run, unshadowed up to the first corner after the start.
    const last = open[start] - 1;
    let shadow = last + 1;
    if (last > 0) {
      const toCorner = corners[start + dx];
      if (toCorner >= 0 && toCorner + 1 <= last) {
        shadow = toCorner + 1;
        this.record(start + dx * shadow, shadow);
      }
    }
    if (ty === y0 && tu >= 0 && tu <= last) this.reachedTarget = true;
    let rows = this.rows;
    rows[0] = 0;
    rows[1] = shadow;
    rows[2] = last;
    let count = 3;
    for (let k = 1, base = start + dy * pw; ; k++, base += dy * pw) {
      let next = this.nextRows;
      let out = 0;
      let unshadowed = false;
      const targetRow = base - x0 === ty * pw;
      // Cells of this row up to `reach` are already covered.
      let reach = -1;
      for (let j = 0; j < count; j += 3) {
        const b = rows[j + 2];
        // Intervals the runs built so far already cover are skipped. Tested here on every interval,
        // not in a loop of its own after each one: that loop rarely runs, so in a first build it
        // would meet the compiled flood untried and bail out of it.
        if (b <= reach) continue;
        let u = rows[j] > reach ? rows[j] : reach + 1;
        while (u <= b) {
          const cell = base + dx * u;
          const r = open[cell];
          if (r < 0) {
            u -= r;
            continue;
          }
          // An open run from u to e, reached from above at u.
          const e = u + r - 1;
          // Shadowed from the first cell below a shadowed cell, or from the first corner.
          let s = e + 1;
          for (let m = j; m < count && rows[m] <= e; m += 3) {
            const from = Math.max(rows[m + 1], u);
            if (from <= rows[m + 2] && from <= e) {
              s = from;
              break;
            }
          }
          const toCorner = corners[cell];
          if (toCorner >= 0 && u + toCorner < s) {
            s = u + toCorner;
            this.record(cell + dx * toCorner, k + s);
          }
          if (s > u) unshadowed = true;
          if (out + 3 > next.length) next = this.growNext(out);
          next[out++] = u;
          next[out++] = s;
          next[out++] = e;
          if (targetRow && tu >= u && tu <= e) this.reachedTarget = true;
          reach = e;
          u = e + 1;
        }
      }
      if (!unshadowed) break;
      // The row just built becomes the one to read; the old one is reused for the next.
      this.rows = next;
      this.nextRows = rows;
      rows = next;
      count = out;
    }
  }

  private record(cell: number, distance: number): void {
    const id = this.node[cell];
    if (this.seen[id] === this.stamp) return;
    this.seen[id] = this.stamp;
    if (this.foundCount === this.found.length) {
      const found = new Int32Array(this.found.length * 2);
      found.set(this.found);
      this.found = found;
      const foundDistance = new Int32Array(found.length);
      foundDistance.set(this.foundDistance);
      this.foundDistance = foundDistance;
    }
    this.found[this.foundCount] = id;
    this.foundDistance[this.foundCount++] = distance;
  }

  private growNext(used: number): Int32Array {
    const bigger = new Int32Array(this.nextRows.length * 2);
    bigger.set(this.nextRows.subarray(0, used));
    this.nextRows = bigger;
    return bigger;
  }
}
