import { describe, expect, it } from 'vitest';
import { flourishAt, flourishDuration } from './flourish';

describe('flourishAt', () => {
  it('starts at the cat as it is', () => {
    expect(flourishAt('win', 0, false)).toMatchObject({ scale: 1, rotation: 0, alpha: 1, done: false });
    expect(flourishAt('lose', 0, false)).toMatchObject({ scale: 1, rotation: 0, alpha: 1, done: false });
  });

  it('grows and spins on a win, ending upright after whole turns', () => {
    const end = flourishAt('win', flourishDuration('win', false), false);
    expect(end.scale).toBeGreaterThan(1.5);
    expect(end.done).toBe(true);
    expect(Math.abs(Math.sin(end.rotation))).toBeLessThan(1e-9);
    const mid = flourishAt('win', flourishDuration('win', false) / 3, false);
    expect(mid.rotation).toBeGreaterThan(0);
  });

  it('shrinks on a loss', () => {
    const end = flourishAt('lose', 10_000, false);
    expect(end.scale).toBeLessThan(0.5);
    expect(end.done).toBe(true);
  });

  it('is short and does not spin with reduced motion', () => {
    expect(flourishDuration('win', true)).toBeLessThan(flourishDuration('win', false));
    for (const ms of [0, 100, 200, 300]) expect(flourishAt('win', ms, true).rotation).toBe(0);
    expect(flourishAt('win', 300, true).done).toBe(true);
    expect(flourishAt('lose', 300, true).scale).toBeGreaterThan(0.5);
  });
});
