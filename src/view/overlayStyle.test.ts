import { describe, expect, it } from 'vitest';
import { MARKER_STYLE, markerCenter } from './overlayStyle';

describe('markerCenter', () => {
  it('puts path markers in the middle of their tile', () => {
    expect(markerCenter({ x: 80, y: 56 }, MARKER_STYLE.path, 32, 16)).toEqual({ x: 80, y: 56 });
  });

  it('puts outcome badges inside the top-left corner of the tile, leaving the rest uncovered', () => {
    for (const kind of ['pickup', 'bribe', 'danger', 'win'] as const) {
      const style = MARKER_STYLE[kind];
      expect(style.place).toBe('corner');
      expect(style.scale).toBeLessThanOrEqual(0.6);
      const c = markerCenter({ x: 80, y: 112 }, style, 32, 32);
      const half = (style.scale * 32) / 2;
      // The badge's box stays inside tile (2, 3) = [64, 96) x [96, 128) and hugs its top-left.
      expect(c.x - half).toBeGreaterThanOrEqual(64);
      expect(c.y - half).toBeGreaterThanOrEqual(96);
      expect(c.x - half).toBeLessThan(64 + 2);
      expect(c.y - half).toBeLessThan(96 + 2);
      expect(c.x + half).toBeLessThanOrEqual(96);
      expect(c.y + half).toBeLessThanOrEqual(128);
    }
  });
});
