/**
 * Precomputed jumps for 4-connected jump point search (JPS+ for four neighbours), on a grid padded
 * with walls (`PaddedGrid`, `blocked` = 1 for walls and border, padded width `pw`).
 *
 * For each cell and direction the table holds where a jump leaving the cell in that direction
 * stops when the goal is not on its way: `k > 0` means at a jump point k cells on; `k <= 0` means
 * a dead end after `-k` open cells (the next cell after them is a wall). The goal is checked at
 * query time, which is what keeps the tables valid for every query.
 *
 * Jump points, as in PathFinding.js's 4-connected JPS:
 * - moving horizontally by dx, cell n is a jump point when a vertical neighbour opens up that was
 *   closed one step back: (n ± pw) open and (n ± pw - dx) a wall;
 * - moving vertically by dy, likewise with the horizontal neighbours, and also when a horizontal
 *   jump from n (either way) reaches a jump point: a vertical jump must stop where a turn may be
 *   needed.
 */
/** Directions, in the order of a cell's four entries: right, down, left, up. */
export const JUMP_RIGHT = 0;
export const JUMP_DOWN = 1;
export const JUMP_LEFT = 2;
export const JUMP_UP = 3;
/** The longest jump a 16-bit entry holds, hence the widest and highest padded grid. */
export const JUMP_CAP = 32767;

/** The jumps of every cell, and what `UnitOrthogonalSearch` needs to choose between searches. */
export interface JumpTables {
  /** The jump leaving cell c in direction d, at `c * 4 + d` (one cache line holds a cell's four). */
  readonly jumps: Int16Array;
  readonly openCells: number;
  /** Open cells whose downward jump stops on the very next cell (many on scattered obstacles). */
  readonly shortDownJumps: number;
}

/**
 * Builds the tables in two sweeps in memory order: bottom up for right, left and down (a cell's
 * downward jump continues the one of the cell below, and stops where the horizontal jumps just
 * built from that cell find a jump point), then top down for up. Entries are 16-bit, so the padded
 * grid must be at most `JUMP_CAP` cells wide and high.
 */
export function buildJumpTables(blocked: Uint8Array, pw: number): JumpTables {
  const size = blocked.length;
  const ph = size / pw;
  if (pw > JUMP_CAP || ph > JUMP_CAP) throw new Error(`jump tables hold at most ${JUMP_CAP} cells a side`);
  const jumps = new Int16Array(size * 4);
  // 1 where a horizontal jump (either way) from the cell stops at a jump point.
  const turns = new Uint8Array(size);
  // The vertical jump of the previous row's cell in each column.
  const carried = new Int32Array(pw);
  let openCells = 0;
  let shortDownJumps = 0;
  for (let y = ph - 2; y >= 0; y--) {
    const row = y * pw;
    if (y > 0) {
      // Leaving c to the right looks at n = c + 1 first: sweep right to left so n's entry is ready.
      let j = 0;
      for (let c = row + pw - 2; c >= row; c--) {
        const n = c + 1;
        if (blocked[n] === 1) j = 0;
        else if (
          (blocked[n - pw] === 0 && blocked[n - pw - 1] === 1) ||
          (blocked[n + pw] === 0 && blocked[n + pw - 1] === 1)
        )
          j = 1;
        else j = j > 0 ? j + 1 : j - 1;
        jumps[c * 4 + JUMP_RIGHT] = j;
        if (j > 0) turns[c] = 1;
      }
      j = 0;
      for (let c = row + 1; c < row + pw; c++) {
        const n = c - 1;
        if (blocked[n] === 1) j = 0;
        else if (
          (blocked[n - pw] === 0 && blocked[n - pw + 1] === 1) ||
          (blocked[n + pw] === 0 && blocked[n + pw + 1] === 1)
        )
          j = 1;
        else j = j > 0 ? j + 1 : j - 1;
        jumps[c * 4 + JUMP_LEFT] = j;
        if (j > 0) turns[c] = 1;
      }
    }
    for (let x = 1, c = row + 1; x < pw - 1; x++, c++) {
      const n = c + pw;
      let j: number;
      if (blocked[n] === 1) j = 0;
      else if (
        turns[n] === 1 ||
        (blocked[n - 1] === 0 && blocked[n - 1 - pw] === 1) ||
        (blocked[n + 1] === 0 && blocked[n + 1 - pw] === 1)
      )
        j = 1;
      else {
        const below = carried[x];
        j = below > 0 ? below + 1 : below - 1;
      }
      jumps[c * 4 + JUMP_DOWN] = j;
      carried[x] = j;
      if (blocked[c] === 0) {
        openCells++;
        if (j === 1) shortDownJumps++;
      }
    }
  }
  carried.fill(0);
  for (let y = 1; y < ph; y++) {
    for (let x = 1, c = y * pw + 1; x < pw - 1; x++, c++) {
      const n = c - pw;
      let j: number;
      if (blocked[n] === 1) j = 0;
      else if (
        turns[n] === 1 ||
        (blocked[n - 1] === 0 && blocked[n - 1 + pw] === 1) ||
        (blocked[n + 1] === 0 && blocked[n + 1 + pw] === 1)
      )
        j = 1;
      else {
        const above = carried[x];
        j = above > 0 ? above + 1 : above - 1;
      }
      jumps[c * 4 + JUMP_UP] = j;
      carried[x] = j;
    }
  }
  return { jumps, openCells, shortDownJumps };
}
