import { describe, expect, it } from 'vitest';
import { starsFor } from './stars';

describe('starsFor', () => {
  it('gives 3 stars at or under par', () => {
    expect(starsFor(10, 10)).toBe(3);
    expect(starsFor(8, 10)).toBe(3);
    expect(starsFor(2 * Math.SQRT2, Math.SQRT2 + Math.SQRT2)).toBe(3);
  });
  it('gives 3 stars for the exact optimum against a par the map writes rounded', () => {
    expect(starsFor(10 + 3 * Math.SQRT2, 14.2)).toBe(3);
    expect(starsFor(10 + 3 * Math.SQRT2, 14.24)).toBe(3);
    expect(starsFor(10 + 4 * Math.SQRT2, 14.2)).toBe(2);
  });
  it('gives 2 stars up to 25% over par and 1 beyond', () => {
    expect(starsFor(12.5, 10)).toBe(2);
    expect(starsFor(11, 10)).toBe(2);
    expect(starsFor(12.6, 10)).toBe(1);
    expect(starsFor(100, 10)).toBe(1);
  });
  it('gives 3 stars when there is no par', () => {
    expect(starsFor(50, null)).toBe(3);
  });
  it('gives at most 2 stars to a win with hints', () => {
    expect(starsFor(10, 10, 1)).toBe(2);
    expect(starsFor(50, null, 2)).toBe(2);
    expect(starsFor(12, 10, 1)).toBe(2);
    expect(starsFor(100, 10, 1)).toBe(1);
  });
});
