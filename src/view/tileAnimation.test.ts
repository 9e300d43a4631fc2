import { describe, expect, it } from 'vitest';
import { frameIndexAt, msToNextFrame } from './tileAnimation';

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

describe('msToNextFrame', () => {
  const frames = [{ durationMs: 100 }, { durationMs: 300 }, { durationMs: 100 }];

  it('is the time the showing frame has left, looping', () => {
    expect(msToNextFrame(frames, 0)).toBe(100);
    expect(msToNextFrame(frames, 99)).toBe(1);
    expect(msToNextFrame(frames, 100)).toBe(300);
    expect(msToNextFrame(frames, 450)).toBe(50);
    expect(msToNextFrame(frames, 5 * 500 + 150)).toBe(250);
  });

  it('is Infinity for a still tile', () => {
    expect(msToNextFrame([{ durationMs: 50 }], 1234)).toBe(Number.POSITIVE_INFINITY);
    expect(msToNextFrame([], 0)).toBe(Number.POSITIVE_INFINITY);
  });
});
