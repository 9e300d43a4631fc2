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
 * Entering n from the open cell n - dx, the first rule says n is a corner (`markCorners`) whose
 * wall lies diagonally behind it (up-left or down-left of n when dx = 1), and likewise vertically:
 * so the sweeps read the corner marks, one byte per cell, instead of four neighbours. (From a wall
 * the rules can differ, but a wall's entries are never read: no search stands on a wall, and a
 * jump never continues through one.)
 */
import { CORNER_DOWN_LEFT, CORNER_DOWN_RIGHT, CORNER_UP_LEFT, CORNER_UP_RIGHT } from './cornerGraph';

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
 * Builds the tables from the walls `blocked` (padded width `pw`) and their corner marks `corner`
 * (`CornerMarks.corner`) in two sweeps in memory order: bottom up for right, left and down (a cell's
 * downward jump continues the one of the cell below, and stops where the horizontal jumps just
 * built from that cell find a jump point), then top down for up. Entries are 16-bit, so the padded
 * grid must be at most `JUMP_CAP` cells wide and high.
 *
 * Each row is swept by a small function called once per row and direction, so V8 compiles it
 * after a few rows like any hot function; one loop nest over the whole grid would run on
 * mid-loop (OSR) code that V8 caches and which bailed out again at every build.
 */
export function buildJumpTables(blocked: Uint8Array, pw: number, corner: Uint8Array): JumpTables {
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
  for (let row = size - 2 * pw; row >= 0; row -= pw) {
    if (row > 0) {
      openCells += sweepRow(blocked, corner, pw, row, 1, jumps, turns);
      sweepRow(blocked, corner, pw, row, -1, jumps, turns);
    }
    shortDownJumps += stepRow(blocked, corner, pw, row, pw, jumps, turns, carried);
  }
  carried.fill(0);
  for (let row = pw; row < size; row += pw) stepRow(blocked, corner, pw, row, -pw, jumps, turns, carried);
  return { jumps, openCells, shortDownJumps };
}

/**
 * The horizontal jumps of one row leaving each cell by `dx` (1 right, -1 left), swept against the
 * direction so the neighbour's entry is ready; marks `turns`. Returns the row's open cells.
 */
function sweepRow(
  blocked: Uint8Array,
  corner: Uint8Array,
  pw: number,
  row: number,
  dx: number,
  jumps: Int16Array,
  turns: Uint8Array,
): number {
  const d = dx > 0 ? JUMP_RIGHT : JUMP_LEFT;
  // The corners whose wall lies behind a jump by dx.
  const behind = dx > 0 ? CORNER_UP_LEFT | CORNER_DOWN_LEFT : CORNER_UP_RIGHT | CORNER_DOWN_RIGHT;
  let open = 0;
  let j = 0;
  for (let k = 1, c = dx > 0 ? row + pw - 2 : row + 1; k < pw; k++, c -= dx) {
    const n = c + dx;
    if (blocked[n] === 1) j = 0;
    else if ((corner[n] & behind) !== 0) j = 1;
    else j = j > 0 ? j + 1 : j - 1;
    jumps[c * 4 + d] = j;
    if (j > 0) turns[c] = 1;
    open += 1 - blocked[c];
  }
  return open;
}

/**
 * The vertical jumps of one row leaving each cell by `step` (pw down, -pw up), continuing the
 * entries of the row they step onto (`carried`, updated). Returns how many open cells' jumps stop
 * on the very next cell.
 */
function stepRow(
  blocked: Uint8Array,
  corner: Uint8Array,
  pw: number,
  row: number,
  step: number,
  jumps: Int16Array,
  turns: Uint8Array,
  carried: Int32Array,
): number {
  const d = step > 0 ? JUMP_DOWN : JUMP_UP;
  // The corners whose wall lies behind a jump by step.
  const behind = step > 0 ? CORNER_UP_LEFT | CORNER_UP_RIGHT : CORNER_DOWN_LEFT | CORNER_DOWN_RIGHT;
  let short = 0;
  for (let x = 1, c = row + 1; x < pw - 1; x++, c++) {
    const n = c + step;
    let j: number;
    if (blocked[n] === 1) j = 0;
    else if (turns[n] === 1 || (corner[n] & behind) !== 0) j = 1;
    else {
      const onward = carried[x];
      j = onward > 0 ? onward + 1 : onward - 1;
    }
    jumps[c * 4 + d] = j;
    carried[x] = j;
    if (j === 1 && blocked[c] === 0) short++;
  }
  return short;
}
