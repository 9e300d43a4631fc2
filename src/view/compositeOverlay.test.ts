import { describe, expect, it } from 'vitest';
import { isBaked, overlayCells } from './compositeOverlay';

const WATER = 9;
const animated = (gid: number) => gid === WATER;

describe('overlayCells', () => {
  // Two layers, 3 x 2 cells: ground with a water cell; decoration above the water and elsewhere.
  const ground = [1, WATER, 1, 1, 1, 1];
  const deco = [0, 5, 5, 0, 0, 0];

  it('sends an animated cell and every tile above it to the overlay', () => {
    const overlay = overlayCells([ground, deco], 3, { x0: 0, y0: 0, x1: 2, y1: 1 }, animated);
    expect([...overlay]).toEqual([[1, 0]]);
    expect(isBaked(overlay, 1, 0)).toBe(false);
    expect(isBaked(overlay, 1, 1)).toBe(false);
    expect(isBaked(overlay, 2, 1)).toBe(true);
  });

  it('keeps the layers below the lowest animated tile baked', () => {
    const top = [0, 0, WATER, 0, 0, 0];
    const overlay = overlayCells([ground, deco, top], 3, { x0: 0, y0: 0, x1: 2, y1: 1 }, animated);
    expect(overlay.get(2)).toBe(2);
    expect(isBaked(overlay, 2, 0)).toBe(true);
    expect(isBaked(overlay, 2, 1)).toBe(true);
    expect(isBaked(overlay, 2, 2)).toBe(false);
  });

  it('looks only inside the chunk', () => {
    expect(overlayCells([ground, deco], 3, { x0: 2, y0: 0, x1: 2, y1: 1 }, animated).size).toBe(0);
  });
});
