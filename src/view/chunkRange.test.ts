import { describe, expect, it } from 'vitest';
import { CHUNK_TILES, isEmptyRect, rectContains, visibleChunks } from './chunkRange';

describe('visibleChunks', () => {
  const px = CHUNK_TILES * 32;

  it('keeps a chunk within the 16-bit index limit of @pixi/tilemap', () => {
    expect(CHUNK_TILES * CHUNK_TILES).toBeLessThanOrEqual(16384);
  });

  it('returns only the chunks a screen-sized view touches on a 1024 x 1024 map', () => {
    const view = { left: 3000, top: 5000, right: 3000 + 1280, bottom: 5000 + 800 };
    const r = visibleChunks(view, px, px, 16, 16);
    expect(r).toEqual({ x0: 1, y0: 2, x1: 2, y1: 2 });
  });

  it('clamps to the layer at its edges', () => {
    expect(visibleChunks({ left: -500, top: -500, right: 100, bottom: 100 }, px, px, 16, 16)).toEqual({
      x0: 0,
      y0: 0,
      x1: 0,
      y1: 0,
    });
    const far = visibleChunks({ left: 16 * px - 10, top: 0, right: 20 * px, bottom: 10 }, px, px, 16, 16);
    expect(far).toEqual({ x0: 15, y0: 0, x1: 15, y1: 0 });
  });

  it('is empty when the view lies wholly outside the layer', () => {
    expect(isEmptyRect(visibleChunks({ left: -900, top: 0, right: -100, bottom: 50 }, px, px, 4, 4))).toBe(
      true,
    );
    expect(
      isEmptyRect(visibleChunks({ left: 0, top: 9 * px, right: 50, bottom: 10 * px }, px, px, 4, 4)),
    ).toBe(true);
  });
});

describe('rectContains', () => {
  it('tells whether a drawn area still covers the view', () => {
    const drawn = { x0: 0, y0: 0, x1: 10, y1: 10 };
    expect(rectContains(drawn, { x0: 2, y0: 2, x1: 10, y1: 9 })).toBe(true);
    expect(rectContains(drawn, { x0: 2, y0: 2, x1: 11, y1: 9 })).toBe(false);
    expect(rectContains(drawn, { x0: 5, y0: 5, x1: 4, y1: 4 })).toBe(true);
  });
});
