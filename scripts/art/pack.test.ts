import { describe, expect, it } from 'vitest';
import { packShelves } from './pack';

describe('packShelves', () => {
  it('places every rectangle inside the atlas without overlap, padding included', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      name: `f${i}`,
      width: 32 + (i % 3) * 8,
      height: 32 - (i % 4) * 4,
    }));
    const pad = 2;
    const { width, height, placements } = packShelves(items, 256, pad);
    expect(placements.map((p) => p.name)).toEqual(items.map((i) => i.name));
    for (const p of placements) {
      expect(p.x - pad).toBeGreaterThanOrEqual(0);
      expect(p.y - pad).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width + pad).toBeLessThanOrEqual(width);
      expect(p.y + p.height + pad).toBeLessThanOrEqual(height);
    }
    for (let i = 0; i < placements.length; i++) {
      for (let j = i + 1; j < placements.length; j++) {
        const a = placements[i];
        const b = placements[j];
        const apart =
          a.x + a.width + pad <= b.x - pad ||
          b.x + b.width + pad <= a.x - pad ||
          a.y + a.height + pad <= b.y - pad ||
          b.y + b.height + pad <= a.y - pad;
        expect(apart).toBe(true);
      }
    }
    expect(Math.log2(width) % 1).toBe(0);
    expect(Math.log2(height) % 1).toBe(0);
  });

  it('refuses a rectangle wider than the atlas', () => {
    expect(() => packShelves([{ name: 'big', width: 300, height: 4 }], 256, 0)).toThrow(/wider/);
  });
});
