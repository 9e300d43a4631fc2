import { describe, expect, it } from 'vitest';
import { frameIndexAt } from './tileAnimation';

describe('frameIndexAt', () => {
  const frames = [{ durationMs: 100 }, { durationMs: 300 }, { durationMs: 100 }];

  it('walks through frames by their own durations and loops', () => {
    expect(frameIndexAt(frames, 0)).toBe(0);
    expect(frameIndexAt(frames, 99)).toBe(0);
    expect(frameIndexAt(frames, 100)).toBe(1);
    expect(frameIndexAt(frames, 399)).toBe(1);
    expect(frameIndexAt(frames, 400)).toBe(2);
    expect(frameIndexAt(frames, 500)).toBe(0);
    expect(frameIndexAt(frames, 5 * 500 + 150)).toBe(1);
  });

  it('shows the only frame of a one-frame animation and survives zero durations', () => {
    expect(frameIndexAt([{ durationMs: 50 }], 1234)).toBe(0);
    expect(frameIndexAt([{ durationMs: 0 }, { durationMs: 0 }], 1)).toBe(1);
    expect(frameIndexAt([], 10)).toBe(0);
  });
});
