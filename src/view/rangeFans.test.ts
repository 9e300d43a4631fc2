import { describe, expect, it } from 'vitest';
import { cellFans, dotShape } from './rangeFans';

const SQUARE = [
  { x: -15, y: -15 },
  { x: 15, y: -15 },
  { x: 15, y: 15 },
  { x: -15, y: 15 },
];
const centre = (x: number, y: number) => ({ x: x * 32 + 16, y: y * 32 + 16 });
const INF = Number.POSITIVE_INFINITY;

describe('cellFans', () => {
  // 3 x 2: the cat's tile (0) and walls (Infinity) are not in the range.
  const range = new Float64Array([0, 1, INF, 2, INF, 3]);

  it('puts one fan of the shape at the centre of each reachable cell of the rectangle', () => {
    const fans = cellFans(range, 3, { x0: 0, y0: 0, x1: 2, y1: 1 }, SQUARE, centre);
    // Cells (1, 0), (0, 1), (2, 1): 4 corners and 2 triangles each.
    expect(Array.from(fans.positions)).toEqual([
      ...[33, 1, 63, 1, 63, 31, 33, 31],
      ...[1, 33, 31, 33, 31, 63, 1, 63],
      ...[65, 33, 95, 33, 95, 63, 65, 63],
    ]);
    expect(Array.from(fans.indices)).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7, 8, 9, 10, 8, 10, 11]);
  });

  it('draws only the cells inside the rectangle', () => {
    const fans = cellFans(range, 3, { x0: 1, y0: 0, x1: 2, y1: 0 }, SQUARE, centre);
    expect(fans.positions.length).toBe(8);
    expect(fans.indices.length).toBe(6);
  });

  it('has no triangle where nothing is reachable', () => {
    const fans = cellFans(new Float64Array([0, INF]), 2, { x0: 0, y0: 0, x1: 1, y1: 0 }, SQUARE, centre);
    expect(fans.positions.length).toBe(0);
    expect(fans.indices.length).toBe(0);
  });
});

describe('dotShape', () => {
  it('is a polygon of the radius around the origin', () => {
    const shape = dotShape(3);
    expect(shape.length).toBeGreaterThanOrEqual(8);
    for (const p of shape) expect(Math.hypot(p.x, p.y)).toBeCloseTo(3);
  });
});
