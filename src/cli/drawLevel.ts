import type { Cell, Level } from '../level/types';

/** Beyond this size a drawing fits no terminal in any useful way: a one-line note instead. */
export const MAX_DRAW_WIDTH = 200;
export const MAX_DRAW_HEIGHT = 100;

/**
 * The level as text for the terminal, one character a tile: `#` wall, `.` floor, `2`-`9` terrain
 * cost (`~` for other costs), `C` cat, `B` bone, `D` dog, `E` exit; with a solution, `*` marks the
 * tiles the cat walks and `+` the tiles to tap that hold nothing else.
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
  put(level.exits, 'E');
  put(level.dogs, 'D');
  put(level.bones, 'B');
  put([level.cat], 'C');
  let out = '';
  for (let y = 0; y < level.height; y++)
    out += `${chars.slice(y * level.width, (y + 1) * level.width).join('')}\n`;
  return out;
}
