import { describe, expect, it } from 'vitest';
import { MARKER_MIN_PX, markerScale } from './markerScale';

describe('markerScale', () => {
  it('draws pieces at their tile size when tiles are big enough to read', () => {
    expect(markerScale(32)).toBe(1);
    expect(markerScale(MARKER_MIN_PX)).toBe(1);
  });

  it('keeps pieces readable on a zoomed-out board, within a bound', () => {
    expect(markerScale(7) * 7).toBeCloseTo(MARKER_MIN_PX);
    expect(markerScale(0.5)).toBe(4);
    expect(markerScale(0)).toBe(1);
    expect(markerScale(Number.NaN)).toBe(1);
  });
});
