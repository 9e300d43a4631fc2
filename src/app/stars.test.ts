import { describe, expect, it } from 'vitest';
import { formatMoves, starsFor } from './stars';

describe('starsFor', () => {
  it('gives 3 stars at or under par', () => {
    expect(starsFor(10, 10)).toBe(3);
    expect(starsFor(8, 10)).toBe(3);
    expect(starsFor(2 * Math.SQRT2, Math.SQRT2 + Math.SQRT2)).toBe(3);
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
});

describe('formatMoves', () => {
  it('prints whole numbers plain and fractions to one decimal', () => {
    expect(formatMoves(7)).toBe('7');
    expect(formatMoves(1 + Math.SQRT2)).toBe('2.4');
    expect(formatMoves(3.0000000001)).toBe('3');
  });
});
