import type { Facing } from './types';

/**
 * The direction a step of (dx, dy) faces. Diagonal and knight steps face along their larger axis,
 * and along x on a tie, so a sprite sheet with four directions is enough.
 */
export function facingOf(dx: number, dy: number): Facing {
  if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'up' : 'down';
}
