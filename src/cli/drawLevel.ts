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
 * The level as text for the terminal, one character a tile: `#` wall, `.` floor, `2`-`9` terrain
 * cost (`~` for other costs), each piece by its letter in the kinds table (`C` cat, `B` bone, `D`
 * dog, `E` exit, keys and doors by colour, `O` pipe ends; the same letters text levels are drawn
 * with; a level's own kinds by `ownKindLetters`, named on a line under the drawing); with a
 * solution, `*` marks the tiles the cat walks and `+` the tiles to tap that hold nothing else. A
 * hex or staggered map is drawn in its own layout (`boardText`).
 */
export function drawLevel(level: Level, path: readonly Cell[] = [], taps: readonly Cell[] = []): string {
  const { grid } = level;
  if (level.width > MAX_DRAW_WIDTH || level.height > MAX_DRAW_HEIGHT) {
    return `(${level.width} x ${level.height} tiles: not drawn, drawings are at most ${MAX_DRAW_WIDTH} x ${MAX_DRAW_HEIGHT})\n`;
  }
  const chars: string[] = [];
  for (let i = 0; i < grid.size; i++) {
    const cost = grid.costs[i];
    if (grid.walls[i] === 1) chars.push('#');
    else if (cost === 1) chars.push('.');
    else if (Number.isInteger(cost) && cost >= 2 && cost <= 9) chars.push(String(cost));
    else chars.push('~');
  }
  const put = (cells: readonly Cell[], ch: string): void => {
    for (const c of cells) chars[c.y * level.width + c.x] = ch;
  };
  put(path, '*');
  put(taps, '+');
  const byDrawOrder = [...level.pieces].sort((a, b) => a.def.drawOrder - b.def.drawOrder);
  const own = ownKindLetters(level);
  for (const piece of byDrawOrder) chars[piece.cell] = letterOf(piece, own);
  const rows = Array.from({ length: level.height }, (_, y) =>
    chars.slice(y * level.width, (y + 1) * level.width),
  );
  // Square tiles: a character each, side by side; hex and staggered maps in their own layout.
  const { stagger } = level.rule;
  const board = stagger ? boardText(rows, stagger) : rows.map((row) => `${row.join('')}\n`).join('');
  const legend = [...own].map(([name, letter]) => `${letter} ${name}`).join(', ');
  return own.size === 0 ? board : `${board}${legend}\n`;
}
