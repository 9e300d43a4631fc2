import { beforeAll, describe, expect, it } from 'vitest';
import { FLIP_D, FLIP_H, FLIP_V } from '../tiled/types';
import { tiledFlipsToD8 } from './tileFlips';

interface GroupD8 {
  NW: number;
  add(a: number, b: number): number;
  uX(r: number): number;
  uY(r: number): number;
}
let groupD8: GroupD8;

beforeAll(async () => {
  // pixi.js reads `navigator` when imported; Node 20 has none.
  const g = globalThis as { navigator?: unknown };
  g.navigator ??= { userAgent: 'node' };
  groupD8 = (await import('pixi.js')).groupD8;
});

type Corner = [number, number];
const SQUARE: Corner[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

/** The texture corner @pixi/tilemap samples at each screen corner (TL, TR, BR, BL), copied from Tilemap.updateBuffer. */
function tilemapCorners(rotate: number): Corner[] {
  if (rotate === 0) return SQUARE;
  const out: Corner[] = [];
  let r = groupD8.add(rotate, groupD8.NW);
  for (let i = 0; i < 4; i++) {
    out.push([0.5 + 0.5 * groupD8.uX(r), 0.5 + 0.5 * groupD8.uY(r)]);
    r = groupD8.add(r, 2);
  }
  return out;
}

/** The texture corner Tiled shows at each screen corner: the diagonal flip first, then H, then V. */
function tiledCorners(flips: number): Corner[] {
  return SQUARE.map(([sx, sy]) => {
    let x = sx;
    let y = sy;
    // Undo in reverse order: vertical, horizontal, then the x/y swap.
    if (flips & FLIP_V) y = 1 - y;
    if (flips & FLIP_H) x = 1 - x;
    if (flips & FLIP_D) [x, y] = [y, x];
    return [x, y] as Corner;
  });
}

describe('tiledFlipsToD8', () => {
  for (let flips = 0; flips < 8; flips++) {
    it(`draws flip bits ${flips.toString(2).padStart(3, '0')} (DVH) as Tiled does`, () => {
      expect(tilemapCorners(tiledFlipsToD8(flips))).toEqual(tiledCorners(flips));
    });
  }

  it('maps distinct flips to distinct rotations', () => {
    const values = new Set(Array.from({ length: 8 }, (_, f) => tiledFlipsToD8(f)));
    expect(values.size).toBe(8);
  });

  it('rotates a tile a quarter turn clockwise for D+H, as Tiled does for "rotate right"', () => {
    // Screen top-left shows the source's bottom-left corner.
    expect(tiledCorners(FLIP_D | FLIP_H)[0]).toEqual([0, 1]);
    expect(tilemapCorners(tiledFlipsToD8(FLIP_D | FLIP_H))[0]).toEqual([0, 1]);
  });
});
