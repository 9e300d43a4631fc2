import { FLIP_D, FLIP_H, FLIP_V } from '../tiled/types';

/**
 * Tiled's three flip bits (FLIP_H | FLIP_V | FLIP_D, as in `TileLayer.flips`) as the pixi `groupD8`
 * value that @pixi/tilemap's `rotate` option expects. Tiled applies the diagonal flip (x/y swap)
 * first, then horizontal, then vertical; the table was derived from that rule and is checked against
 * pixi's groupD8 and the tilemap's corner formula in tileFlips.test.ts.
 */
const D8_BY_FLIPS: readonly number[] = [
  0, // none
  12, // H: groupD8.MIRROR_HORIZONTAL
  8, // V: groupD8.MIRROR_VERTICAL
  4, // H+V: groupD8.W, a half turn
  10, // D: groupD8.MAIN_DIAGONAL
  6, // D+H: groupD8.N, a quarter turn clockwise on screen
  2, // D+V: groupD8.S, a quarter turn anticlockwise on screen
  14, // D+H+V: groupD8.REVERSE_DIAGONAL
];

/** The groupD8 rotate value for a cell's flip bits; 0 when none is set. */
export function tiledFlipsToD8(flips: number): number {
  return D8_BY_FLIPS[flips & (FLIP_H | FLIP_V | FLIP_D)];
}
