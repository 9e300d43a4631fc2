import { Graphics } from 'pixi.js';
import type { Piece } from '../level/kinds/types';
import type { Cell } from '../level/types';
import type { BoardGeometry } from './boardGeometry';

/** The route's colour: the designer overlay's violet, light enough to read over floor and walls. */
const ROUTE_COLOUR = 0xf0c8ff;

/** `a` to `b` is a pipe's jump (its two ends): the route breaks there instead of crossing the map. */
function pipeJumps(pieces: readonly Piece[]): (a: Cell, b: Cell) => boolean {
  const jumps = new Set<string>();
  for (const p of pieces) {
    const other = p.partner === null ? undefined : pieces[p.partner];
    if (other) jumps.add(`${p.x},${p.y}>${other.x},${other.y}`);
  }
  return (a, b) => jumps.has(`${a.x},${a.y}>${b.x},${b.y}`);
}

/**
 * The solver's route for the designer overlay: a line through the centre of every tile the cat
 * walks (its start first), broken where a pipe carries it, with a ring at each pipe's far end and
 * at the start. Drawn under the tap numbers.
 */
export function solutionRoute(
  path: readonly Cell[],
  pieces: readonly Piece[],
  board: BoardGeometry,
): Graphics {
  const g = new Graphics();
  const isJump = pipeJumps(pieces);
  const centre = (c: Cell) => {
    const at = board.centre(c.x, c.y);
    return [at.x, at.y] as const;
  };
  const width = Math.max(2, Math.min(board.tileWidth, board.tileHeight) / 8);
  const ring = (c: Cell) => {
    const [x, y] = centre(c);
    g.circle(x, y, width * 1.6).stroke({ color: ROUTE_COLOUR, width: width / 2, alpha: 0.9 });
  };
  if (path.length === 0) return g;
  ring(path[0]);
  g.moveTo(...centre(path[0]));
  for (let i = 1; i < path.length; i++) {
    if (isJump(path[i - 1], path[i])) {
      ring(path[i]);
      g.moveTo(...centre(path[i]));
    } else g.lineTo(...centre(path[i]));
  }
  g.stroke({ color: ROUTE_COLOUR, width, alpha: 0.75, cap: 'round', join: 'round' });
  return g;
}
