/** Pieces stay at least this big on screen (CSS pixels), however far out the board is zoomed. */
export const MARKER_MIN_PX = 18;
/** A marker grows at most this much over its tile (a 4 px tile's cat is 16 px, over its neighbours). */
const MARKER_MAX_SCALE = 4;

/**
 * How much bigger than its tile a piece is drawn when tiles are `tilePx` CSS pixels on screen: 1 at
 * a playing zoom; zoomed out to an overview, pieces become markers that still show where the cat,
 * the bones, dogs, doors, keys, pipes and the exit are.
 */
export function markerScale(tilePx: number): number {
  if (!(tilePx > 0)) return 1;
  return Math.min(MARKER_MAX_SCALE, Math.max(1, MARKER_MIN_PX / tilePx));
}
