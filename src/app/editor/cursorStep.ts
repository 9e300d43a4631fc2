/**
 * Where the editor's keyboard cursor goes for an arrow key: the neighbouring tile drawn most nearly
 * the way the arrow points on screen (src/input/gridSteps.ts, as the arrows walk in play), its
 * sides' and corners' neighbours alike, so the arrows move straight across the screen on diamonds
 * as on squares.
 */
import { type MoveRule, parseMoveRule } from '../../grid';
import { stepToward } from '../../input/gridSteps';
import { staggeredRuleName } from '../../level/gridRule';
import type { Cell } from '../../level/types';
import type { GridShape } from '../../tiled/types';
import type { EditorLayout } from '../../view/editorLayout';

/**
 * The tile one arrow (`dx`, `dy`, y down) from `from` on the board as `layout` draws it; `from`
 * itself at the map's edge, and before the board is drawn (no layout) one step in tile coordinates.
 */
export function cursorStep(layout: EditorLayout | null, from: Cell, dx: number, dy: number): Cell {
  if (!layout) return { x: from.x + dx, y: from.y + dy };
  const grid = { ...layout.shape, rule: neighbourRule(layout.shape) };
  const next = stepToward(grid, from, dx, dy, (x, y) => layout.centre(x, y));
  return next && layout.holds(next.x, next.y) ? next : from;
}

/** Every neighbour a tile of the grid has: its sides' and, but on hexagons, its corners'. */
function neighbourRule(shape: GridShape): MoveRule {
  if (shape.orientation === 'orthogonal' || shape.orientation === 'isometric')
    return parseMoveRule('diagonal');
  return parseMoveRule(staggeredRuleName(shape, 0, 0, true));
}
