/**
 * Arrow keys on every grid: a key names a direction on screen, and the cursor or the cat takes the
 * step of the grid's own (`stepsFrom` of the level's rule) that points most nearly that way. On an
 * orthogonal map that is the arrow's own step. Where two steps point equally near (Up on
 * pointy-top hexagons, any arrow on diamonds), they take turns by the cell's row (or column, or
 * diagonal), so holding Up zigzags straight up the screen instead of drifting sideways.
 * docs/rules.md, Walking, lists the keys.
 */
import { type MoveRule, stepsFrom } from '../grid';
import type { Cell } from '../level/types';
import type { Orientation, StaggerAxis } from '../tiled/types';

/** What a key's step needs to know of the level's grid. */
export interface StepGrid {
  readonly orientation: Orientation;
  readonly staggerAxis: StaggerAxis;
  readonly rule: MoveRule;
}

/** Two steps this close in angle (radians) point equally near the key's way. */
const TIE = 1e-6;

/**
 * The cell one step from `from` toward screen direction (`dx`, `dy`) (y down), or null when no
 * step of the grid goes within a right angle of it. `centre` is where a cell is drawn.
 */
export function stepToward(
  grid: StepGrid,
  from: Cell,
  dx: number,
  dy: number,
  centre: (x: number, y: number) => { x: number; y: number },
): Cell | null {
  if (grid.orientation === 'orthogonal') return { x: from.x + dx, y: from.y + dy };
  const here = centre(from.x, from.y);
  const want = Math.atan2(dy, dx);
  const candidates: { cell: Cell; off: number; screenX: number }[] = [];
  for (const [sx, sy] of stepsFrom(grid.rule, from.x, from.y)) {
    const there = centre(from.x + sx, from.y + sy);
    const angle = Math.atan2(there.y - here.y, there.x - here.x);
    const off = Math.abs(Math.atan2(Math.sin(angle - want), Math.cos(angle - want)));
    if (off < Math.PI / 2)
      candidates.push({ cell: { x: from.x + sx, y: from.y + sy }, off, screenX: there.x });
  }
  if (candidates.length === 0) return null;
  const best = Math.min(...candidates.map((c) => c.off));
  const tied = candidates.filter((c) => c.off - best < TIE).sort((a, b) => a.screenX - b.screenX);
  return tied[turnOf(grid, from) % tied.length].cell;
}

/** Whose turn it is among tied steps: the parity of the row or column that changes with each step. */
function turnOf(grid: StepGrid, from: Cell): number {
  if (grid.orientation === 'isometric') return (from.x + from.y) & 1;
  return (grid.staggerAxis === 'x' ? from.x : from.y) & 1;
}
