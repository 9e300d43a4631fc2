import { describe, expect, it } from 'vitest';
import { FixedStep, MAX_FRAME_MS } from './fixedStep';

describe('FixedStep', () => {
  it('runs whole steps and keeps the remainder as alpha', () => {
    const clock = new FixedStep(10);
    expect(clock.advance(25)).toBe(2);
    expect(clock.alpha).toBeCloseTo(0.5);
    expect(clock.advance(5)).toBe(1);
    expect(clock.alpha).toBeCloseTo(0);
  });
  it('runs N times as many steps at speed N', () => {
    const clock = new FixedStep(10, 4);
    expect(clock.advance(10)).toBe(4);
  });
  it('clamps long frames and negative time, and resets', () => {
    const clock = new FixedStep(10);
    expect(clock.advance(10_000)).toBe(MAX_FRAME_MS / 10);
    expect(clock.advance(-50)).toBe(0);
    clock.advance(7);
    clock.reset();
    expect(clock.alpha).toBe(0);
  });
});
