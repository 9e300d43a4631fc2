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
export interface JumpTables {
  /** Horizontal jumps leaving each cell to the right and to the left. */
  readonly right: Int32Array;
  readonly left: Int32Array;
  /** Vertical jumps leaving each cell downwards (+pw) and upwards (-pw). */
  readonly down: Int32Array;
  readonly up: Int32Array;
}

/** Builds the four tables in four sweeps over the grid. */
export function buildJumpTables(blocked: Uint8Array, pw: number): JumpTables {
  const size = blocked.length;
  const ph = size / pw;
  const right = new Int32Array(size);
  const left = new Int32Array(size);
  const down = new Int32Array(size);
  const up = new Int32Array(size);
  for (let y = 1; y < ph - 1; y++) {
    const row = y * pw;
    // Leaving c to the right looks at n = c + 1 first: sweep right to left so n's entry is ready.
    for (let c = row + pw - 2; c >= row; c--) {
      const n = c + 1;
      if (blocked[n] === 1) right[c] = 0;
      else if (
        (blocked[n - pw] === 0 && blocked[n - pw - 1] === 1) ||
        (blocked[n + pw] === 0 && blocked[n + pw - 1] === 1)
      )
        right[c] = 1;
      else right[c] = right[n] > 0 ? right[n] + 1 : right[n] - 1;
    }
    for (let c = row + 1; c < row + pw; c++) {
      const n = c - 1;
      if (blocked[n] === 1) left[c] = 0;
      else if (
        (blocked[n - pw] === 0 && blocked[n - pw + 1] === 1) ||
        (blocked[n + pw] === 0 && blocked[n + pw + 1] === 1)
      )
        left[c] = 1;
      else left[c] = left[n] > 0 ? left[n] + 1 : left[n] - 1;
    }
  }
  // A vertical jump stops at n when n is forced or a horizontal jump from n finds a jump point.
  const turn = (n: number): boolean => blocked[n] === 0 && (right[n] > 0 || left[n] > 0);
  for (let x = 1; x < pw - 1; x++) {
    for (let c = (ph - 2) * pw + x; c >= 0; c -= pw) {
      const n = c + pw;
      if (blocked[n] === 1) down[c] = 0;
      else if (
        turn(n) ||
        (blocked[n - 1] === 0 && blocked[n - 1 - pw] === 1) ||
        (blocked[n + 1] === 0 && blocked[n + 1 - pw] === 1)
      )
        down[c] = 1;
      else down[c] = down[n] > 0 ? down[n] + 1 : down[n] - 1;
    }
    for (let c = pw + x; c < size; c += pw) {
      const n = c - pw;
      if (blocked[n] === 1) up[c] = 0;
      else if (
        turn(n) ||
        (blocked[n - 1] === 0 && blocked[n - 1 + pw] === 1) ||
        (blocked[n + 1] === 0 && blocked[n + 1 + pw] === 1)
      )
        up[c] = 1;
      else up[c] = up[n] > 0 ? up[n] + 1 : up[n] - 1;
    }
  }
  return { right, left, down, up };
}
