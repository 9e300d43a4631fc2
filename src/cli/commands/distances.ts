import { distanceMap, Grid, type MoveRule, OFFSET_RULES, parseMoveRule } from '../../grid';
import { LEVEL_CELL_LIMIT, LEVEL_SIDE } from '../../tiled/limits';
import { boardText } from '../boardText';
import { type CliIo, EXIT_OK, UsageError } from '../cliIo';
import { parseArgs } from '../gridArgs';

/** The largest board, in cells: a level's (1024 x 1024), whose output is about 4 MB of text. */
export const MAX_BOARD_CELLS = LEVEL_CELL_LIMIT;
/** The most standard input read: four numbers need a few bytes; this leaves room for any spacing. */
export const MAX_DISTANCES_INPUT = 64 * 1024;

/** A number as typed, its digits cut after 12 (a 400-digit row count is not repeated whole). */
function shortDigits(text: string): string {
  return text.length > 12 ? `${text.slice(0, 12)}…` : text;
}

/**
 * `maze-cat distances [--rule R]` (docs/cli.md): the classic breadth-first exercise. Reads `rows cols` and the
 * 1-based `row col` of the start from standard input and prints every cell's fewest moves, or `N`
 * where it cannot be reached and at the start itself, each value followed by one space.
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, ['--rule'], []);
  if (parsed.positional.length > 0)
    throw new UsageError(`distances takes no file, got "${parsed.positional[0]}"`);
  const rule = distancesRule(parsed.options.get('--rule') ?? 'knight');
  const numbers = (await io.readStdin(MAX_DISTANCES_INPUT, 'distances ("rows cols" and "row col")'))
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  if (numbers.length !== 4 || numbers.some((t) => !/^\d+$/.test(t))) {
    throw new UsageError(
      'standard input must hold "rows cols" and then the start\'s "row col", four whole numbers',
    );
  }
  const [rows, cols, row, col] = numbers.map(Number);
  const [rowsText, colsText, rowText, colText] = numbers.map(shortDigits);
  if (rows < 1 || cols < 1)
    throw new UsageError(`the board needs at least one row and one column, got ${rowsText} x ${colsText}`);
  // Checked before anything is allocated: "1000000000 1" would take gigabytes.
  if (rows * cols > MAX_BOARD_CELLS) {
    throw new UsageError(
      `standard input: the board ${rowsText} x ${colsText} is over the limit of ${MAX_BOARD_CELLS.toLocaleString('en')} cells (${LEVEL_SIDE} x ${LEVEL_SIDE}, or any shape of as many)`,
    );
  }
  if (row < 1 || col < 1 || row > rows || col > cols) {
    throw new UsageError(
      `the start ${rowText} ${colText} is not on the ${rowsText} x ${colsText} board (rows and columns count from 1)`,
    );
  }
  io.out(formatDistances(new Grid(cols, rows), rule, (row - 1) * cols + (col - 1)));
  return EXIT_OK;
}

/**
 * The classic output: rows top to bottom, each value followed by a space, `N` for unreachable cells
 * and for the start (the classic program marks "not reached" with distance 0, which the start also has).
 * Under a hex or staggered rule the same values in the grid's own layout (`boardText`).
 */
export function formatDistances(grid: Grid, rule: MoveRule, start: number): string {
  const dist = distanceMap(grid, rule, start);
  if (rule.stagger) {
    const rows = Array.from({ length: grid.height }, (_, y) =>
      Array.from({ length: grid.width }, (_, x) => {
        const d = dist[y * grid.width + x];
        return d > 0 ? String(d) : 'N';
      }),
    );
    return boardText(rows, rule.stagger);
  }
  let out = '';
  for (let y = 0; y < grid.height; y++) {
    let line = '';
    for (let x = 0; x < grid.width; x++) {
      const d = dist[y * grid.width + x];
      line += d > 0 ? `${d} ` : 'N ';
    }
    out += `${line}\n`;
  }
  return out;
}

/**
 * The named rules as usual; offsets are (row, column) steps here, as the classic program counts, so they are
 * swapped into the grid's (x, y).
 */
export function distancesRule(text: string): MoveRule {
  const trimmed = text.trim();
  if (['knight', 'orthogonal', 'diagonal'].includes(trimmed) || OFFSET_RULES.has(trimmed))
    return parseMoveRule(trimmed);
  const swapped = trimmed
    .split(/\s+/)
    .map((pair) => {
      const [dr, dc, ...rest] = pair.split(',');
      return rest.length > 0 || dc === undefined ? pair : `${dc},${dr}`;
    })
    .join(' ');
  try {
    const rule = parseMoveRule(swapped);
    return { ...rule, name: trimmed };
  } catch {
    throw new UsageError(
      `--rule "${text}" is not knight, orthogonal, diagonal, a hex or staggered rule like hex-y-odd, or a list of "row,col" steps like "1,1 2,-1"`,
    );
  }
}
