import type { Grid, Stagger } from '../grid';
import { LETTERS } from '../level/kinds/table';
import type { Piece } from '../level/kinds/types';
import type { Cell, Level } from '../level/types';
import { boardText } from './boardText';

/** Beyond this size a drawing fits no terminal in any useful way: a one-line note instead. */
export const MAX_DRAW_WIDTH = 200;
export const MAX_DRAW_HEIGHT = 100;

/** A piece's letter in the drawing: the kinds table's letter for its kind (and colour). */
function letterOf(piece: Piece, own: ReadonlyMap<string, string>): string {
  for (const [letter, meaning] of LETTERS) {
    if (meaning.kind === piece.kind && (meaning.colour ?? null) === piece.colour) return letter;
  }
  return own.get(piece.kind) ?? '?';
}

/**
 * The letters a level's own kinds are drawn with: a small letter no built-in kind has in either
 * case (so a crocodile is never read as the cat's `C`), the first free one of its name, else of the
 * alphabet; `?` once all 26 are taken (a level has at most 16 kinds of its own).
 */
function ownKindLetters(level: Pick<Level, 'kinds'>): Map<string, string> {
  const taken = new Set([...LETTERS.keys()].map((l) => l.toLowerCase()));
  const letters = new Map<string, string>();
  for (const { name } of level.kinds) {
    const letter = [...name, ...'abcdefghijklmnopqrstuvwxyz'].find((c) => /[a-z]/.test(c) && !taken.has(c));
    taken.add(letter ?? '?');
    letters.set(name, letter ?? '?');
  }
  return letters;
}

/**
 * Why a map of `width` x `height` tiles is not drawn: a one-line note, or null when it is drawn.
 */
export function drawingTooLarge(width: number, height: number): string | null {
  if (width <= MAX_DRAW_WIDTH && height <= MAX_DRAW_HEIGHT) return null;
  return `(${width} x ${height} tiles: not drawn, drawings are at most ${MAX_DRAW_WIDTH} x ${MAX_DRAW_HEIGHT})\n`;
}

/** The grid's tiles as characters, in index order: `#` wall, `.` floor, `2`-`9` terrain cost, `~` other costs. */
export function terrainChars(grid: Grid): string[] {
  const chars: string[] = [];
  for (let i = 0; i < grid.size; i++) {
    const cost = grid.costs[i];
    if (grid.walls[i] === 1) chars.push('#');
    else if (cost === 1) chars.push('.');
    else if (Number.isInteger(cost) && cost >= 2 && cost <= 9) chars.push(String(cost));
    else chars.push('~');
  }
  return chars;
}

/**
 * Characters one a tile (index order, `width` a row) as the drawing's lines: on square tiles side
 * by side, on a hex or staggered grid (a `stagger`) in its own layout (`boardText`).
 */
export function drawChars(chars: readonly string[], width: number, stagger: Stagger | undefined): string {
  const rows = Array.from({ length: chars.length / width }, (_, y) =>
    chars.slice(y * width, (y + 1) * width),
  );
  return stagger ? boardText(rows, stagger) : rows.map((row) => `${row.join('')}\n`).join('');
}

/**
 * The level as text for the terminal, one character a tile (`terrainChars`), each piece by its
 * letter in the kinds table (`C` cat, `B` bone, `D` dog, `E` exit, keys and doors by colour, `O`
 * pipe ends; the same letters text levels are drawn with; a level's own kinds by `ownKindLetters`,
 * named on a line under the drawing); with a solution, `*` marks the tiles the cat walks and `+` the
 * tiles to tap that hold nothing else. A hex or staggered map is drawn in its own layout
 * (`boardText`).
 */
export function drawLevel(level: Level, path: readonly Cell[] = [], taps: readonly Cell[] = []): string {
  const tooLarge = drawingTooLarge(level.width, level.height);
  if (tooLarge) return tooLarge;
  const chars = terrainChars(level.grid);
  const put = (cells: readonly Cell[], ch: string): void => {
    for (const c of cells) chars[c.y * level.width + c.x] = ch;
  };
  put(path, '*');
  put(taps, '+');
  const byDrawOrder = [...level.pieces].sort((a, b) => a.def.drawOrder - b.def.drawOrder);
  const own = ownKindLetters(level);
  for (const piece of byDrawOrder) chars[piece.cell] = letterOf(piece, own);
  const board = drawChars(chars, level.width, level.rule.stagger);
  const legend = [...own].map(([name, letter]) => `${letter} ${name}`).join(', ');
  return own.size === 0 ? board : `${board}${legend}\n`;
}
