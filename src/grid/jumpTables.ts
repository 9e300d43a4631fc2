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

/**
 * Builds the jumps of every cell, interleaved: the jump leaving cell c in direction d is at
 * `c * 4 + d`, so a search reads one cache line for all four. Four sweeps, all in memory order.
 */
export function buildJumpTables(blocked: Uint8Array, pw: number): Int32Array {
  const size = blocked.length;
  const ph = size / pw;
  const jumps = new Int32Array(size * 4);
  for (let y = 1; y < ph - 1; y++) {
    const row = y * pw;
    // Leaving c to the right looks at n = c + 1 first: sweep right to left so n's entry is ready.
    for (let c = row + pw - 2; c >= row; c--) {
      const n = c + 1;
      let j: number;
      if (blocked[n] === 1) j = 0;
      else if (
        (blocked[n - pw] === 0 && blocked[n - pw - 1] === 1) ||
        (blocked[n + pw] === 0 && blocked[n + pw - 1] === 1)
      )
        j = 1;
      else {
        const next = jumps[n * 4 + JUMP_RIGHT];
        j = next > 0 ? next + 1 : next - 1;
      }
      jumps[c * 4 + JUMP_RIGHT] = j;
    }
    for (let c = row + 1; c < row + pw; c++) {
      const n = c - 1;
      let j: number;
      if (blocked[n] === 1) j = 0;
      else if (
        (blocked[n - pw] === 0 && blocked[n - pw + 1] === 1) ||
        (blocked[n + pw] === 0 && blocked[n + pw + 1] === 1)
      )
        j = 1;
      else {
        const next = jumps[n * 4 + JUMP_LEFT];
        j = next > 0 ? next + 1 : next - 1;
      }
      jumps[c * 4 + JUMP_LEFT] = j;
    }
  }
  // A vertical jump stops at n when n is forced or a horizontal jump from n finds a jump point.
  // Swept row by row (bottom up for down, top down for up), so memory is read in order.
  for (let y = ph - 2; y >= 0; y--) {
    for (let c = y * pw + 1, end = y * pw + pw - 1; c < end; c++) {
      const n = c + pw;
      let j: number;
      if (blocked[n] === 1) j = 0;
      else if (
        jumps[n * 4 + JUMP_RIGHT] > 0 ||
        jumps[n * 4 + JUMP_LEFT] > 0 ||
        (blocked[n - 1] === 0 && blocked[n - 1 - pw] === 1) ||
        (blocked[n + 1] === 0 && blocked[n + 1 - pw] === 1)
      )
        j = 1;
      else {
        const next = jumps[n * 4 + JUMP_DOWN];
        j = next > 0 ? next + 1 : next - 1;
      }
      jumps[c * 4 + JUMP_DOWN] = j;
    }
  }
  for (let y = 1; y < ph; y++) {
    for (let c = y * pw + 1, end = y * pw + pw - 1; c < end; c++) {
      const n = c - pw;
      let j: number;
      if (blocked[n] === 1) j = 0;
      else if (
        jumps[n * 4 + JUMP_RIGHT] > 0 ||
        jumps[n * 4 + JUMP_LEFT] > 0 ||
        (blocked[n - 1] === 0 && blocked[n - 1 + pw] === 1) ||
        (blocked[n + 1] === 0 && blocked[n + 1 + pw] === 1)
      )
        j = 1;
      else {
        const next = jumps[n * 4 + JUMP_UP];
        j = next > 0 ? next + 1 : next - 1;
      }
      jumps[c * 4 + JUMP_UP] = j;
    }
  }
  return jumps;
}
