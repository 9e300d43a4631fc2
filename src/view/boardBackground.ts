/**
 * The colour the board is cleared to. It used to be a screen-sized rectangle drawn under the map:
 * one more fill of every pixel each frame, which on a fill-bound (software) GPU cost as much as a
 * tile layer. Clearing to the same colour costs next to nothing.
 */
import { parseColor } from '../tiled/flattenLayers';

/** The board's colour where a map names none. */
export const DEFAULT_BACKGROUND = 0x1b1512;

/**
 * The opaque colour (0xrrggbb) of a map's Tiled `backgroundcolor` over `under`, the page colour the
 * canvas is cleared to otherwise: a translucent map colour blends with it as the old rectangle did.
 */
export function boardBackground(mapColor: string | undefined, under: number): number {
  const argb = mapColor ? parseColor(mapColor) : undefined;
  if (!argb) return DEFAULT_BACKGROUND;
  const a = argb[0] / 255;
  let out = 0;
  for (let shift = 16, i = 1; shift >= 0; shift -= 8, i++) {
    const below = (under >> shift) & 0xff;
    out |= Math.round(argb[i] * a + below * (1 - a)) << shift;
  }
  return out;
}
