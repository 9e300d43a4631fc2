/**
 * Stars for a win, from the moves spent against the level's par.
 *
 * 3 stars at par (or under it: a designer's par may be stale, and beating it should not cost a star),
 * 2 stars up to 25% over par, 1 star for any other win. Without a par every win gets 3 stars, since
 * there is nothing to measure against. Move totals may carry float noise from sqrt(2) steps, so the
 * comparison allows a tiny epsilon.
 */
export const TWO_STAR_SLACK = 0.25;
const EPSILON = 1e-6;

/** Stars (1-3) for winning with `moves` on a level with `par` (null: no par known). */
export function starsFor(moves: number, par: number | null): 1 | 2 | 3 {
  if (par === null || !(par > 0)) return 3;
  if (moves <= par + EPSILON) return 3;
  if (moves <= par * (1 + TWO_STAR_SLACK) + EPSILON) return 2;
  return 1;
}

/** Moves as the HUD shows them: whole numbers plain, fractions (diagonal steps) to one decimal. */
export function formatMoves(moves: number): string {
  const rounded = Math.round(moves * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
