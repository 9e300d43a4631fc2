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
import { SAMPLE_FROM, SAMPLED, sampledRow } from './rowSample';

/** Directions, in the order of a cell's four entries: right, down, left, up. */
export const JUMP_RIGHT = 0;
export const JUMP_DOWN = 1;
export const JUMP_LEFT = 2;
export const JUMP_UP = 3;
/** The longest jump a 16-bit entry holds, hence the widest and highest padded grid. */
export const JUMP_CAP = 32767;
/**
 * The corner marks whose wall lies behind a jump in each direction (see above). Worked out once
 * here: the row sweeps run on code compiled from their first calls, and an operation a later call
 * does for the first time (the other branch of a choice made per direction) bails out of it.
 */
const BEHIND_RIGHT = CORNER_UP_LEFT | CORNER_DOWN_LEFT;
const BEHIND_LEFT = CORNER_UP_RIGHT | CORNER_DOWN_RIGHT;
const BEHIND_DOWN = CORNER_UP_LEFT | CORNER_UP_RIGHT;
const BEHIND_UP = CORNER_DOWN_LEFT | CORNER_DOWN_RIGHT;

/**
 * The share of open cells whose downward jump stops on the very next cell (the count
 * `buildJumpTables` would make), read from about one row in `sampled` (1: every row; by default
 * 1 below `SAMPLE_FROM` cells, else `SAMPLED`: see `rowSample.ts`) without
 * building the tables: what `UnitOrthogonalSearch` chooses its search by, so a grid searched cell
 * by cell never pays for tables it does not use. NaN when the rows read hold no open cell.
 */
export function shortJumpShare(
  blocked: Uint8Array,
  pw: number,
  corner: Uint8Array,
  sampled = blocked.length < SAMPLE_FROM ? 1 : SAMPLED,
): number {
  const size = blocked.length;
  const turns = new Uint8Array(pw);
  let open = 0;
  let short = 0;
  for (let row = pw, y = 1; row < size - pw; row += pw, y++) {
    if (sampled > 1 && !sampledRow(y, sampled)) continue;
    const below = row + pw;
    markTurns(blocked, corner, below, pw, 1, turns);
    markTurns(blocked, corner, below, pw, -1, turns);
    const counts = countShort(blocked, corner, row, pw, turns);
    open += counts & 0xffff;
    short += counts >>> 16;
  }
  return short / open;
}

/**
 * Sets `turns[x]` to 1 where a horizontal jump by `dx` from the row's cell x reaches a jump point
 * (and leaves it where it does not; the first call of a row, dx = 1, clears it first).
 */
function markTurns(
  blocked: Uint8Array,
  corner: Uint8Array,
  row: number,
  pw: number,
  dx: number,
  turns: Uint8Array,
): void {
  if (dx > 0) turns.fill(0);
  const behind = dx > 0 ? BEHIND_RIGHT : BEHIND_LEFT;
  let reaches = 0;
  for (let x = dx > 0 ? pw - 2 : 1; x > 0 && x < pw - 1; x -= dx) {
    const n = row + x + dx;
    if (blocked[n] === 1) reaches = 0;
    else if ((corner[n] & behind) !== 0) reaches = 1;
    turns[x] |= reaches;
  }
}

/**
 * The row's open cells plus, times 65,536, those whose downward jump stops on the next cell (a
 * jump point: a corner with its wall above, or a cell whose horizontal jumps `turns` marks).
 */
function countShort(
  blocked: Uint8Array,
  corner: Uint8Array,
  row: number,
  pw: number,
  turns: Uint8Array,
): number {
  const above = BEHIND_DOWN;
  let counts = 0;
  for (let x = 1, c = row + 1, n = c + pw; x < pw - 1; x++, c++, n++) {
    // Both cells open: the cell below is where the jump stops when it is a jump point.
    const both = blocked[c] + blocked[n] === 0;
    counts += 1 - blocked[c];
    if (both && (turns[x] === 1 || (corner[n] & above) !== 0)) counts += 0x10000;
  }
  return counts;
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
export function buildJumpTables(blocked: Uint8Array, pw: number, corner: Uint8Array): Int16Array {
  const size = blocked.length;
  const ph = size / pw;
  if (pw > JUMP_CAP || ph > JUMP_CAP) throw new Error(`jump tables hold at most ${JUMP_CAP} cells a side`);
  const jumps = new Int16Array(size * 4);
  // 1 where a horizontal jump (either way) from the cell stops at a jump point.
  const turns = new Uint8Array(size);
  // The vertical jump of the previous row's cell in each column.
  const carried = new Int32Array(pw);
  for (let row = size - 2 * pw; row >= 0; row -= pw) {
    if (row > 0) {
      sweepRow(blocked, corner, pw, row, 1, jumps, turns);
      sweepRow(blocked, corner, pw, row, -1, jumps, turns);
    }
    stepRow(blocked, corner, pw, row, pw, jumps, turns, carried);
  }
  carried.fill(0);
  for (let row = pw; row < size; row += pw) stepRow(blocked, corner, pw, row, -pw, jumps, turns, carried);
  return jumps;
}

/**
 * The horizontal jumps of one row leaving each cell by `dx` (1 right, -1 left), swept against the
 * direction so the neighbour's entry is ready; marks `turns`.
 */
function sweepRow(
  blocked: Uint8Array,
  corner: Uint8Array,
  pw: number,
  row: number,
  dx: number,
  jumps: Int16Array,
  turns: Uint8Array,
): void {
  const d = dx > 0 ? JUMP_RIGHT : JUMP_LEFT;
  const behind = dx > 0 ? BEHIND_RIGHT : BEHIND_LEFT;
  let j = 0;
  for (let k = 1, c = dx > 0 ? row + pw - 2 : row + 1; k < pw; k++, c -= dx) {
    const n = c + dx;
    if (blocked[n] === 1) j = 0;
    else if ((corner[n] & behind) !== 0) j = 1;
    else j = j > 0 ? j + 1 : j - 1;
    jumps[c * 4 + d] = j;
    if (j > 0) turns[c] = 1;
  }
}

/**
 * The vertical jumps of one row leaving each cell by `step` (pw down, -pw up), continuing the
 * entries of the row they step onto (`carried`, updated).
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
): void {
  const d = step > 0 ? JUMP_DOWN : JUMP_UP;
  const behind = step > 0 ? BEHIND_DOWN : BEHIND_UP;
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
  }
}
