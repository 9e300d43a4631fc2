import { describe, expect, it } from 'vitest';
import { ANIMATION_BEAT_MS, msToBeat } from './animationClock';
import { msToNextFrame } from './tileAnimation';

describe('msToBeat', () => {
  it('keeps "at once" and "never" as they are', () => {
    expect(msToBeat(37, 0)).toBe(0);
    expect(msToBeat(37, Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rounds a change up to the first beat at or after it, never earlier', () => {
    expect(msToBeat(0, 1)).toBe(ANIMATION_BEAT_MS);
    expect(msToBeat(10, 115)).toBe(115);
    expect(msToBeat(10, 116)).toBe(2 * ANIMATION_BEAT_MS - 10);
    expect(msToBeat(130, 20)).toBe(120);
  });

  it('takes a frame just before a beat for that beat', () => {
    expect(msToBeat(120, 3)).toBe(ANIMATION_BEAT_MS + 5);
    expect(msToBeat(100, 3)).toBe(25);
  });

  it('wakes a still board with animations of many rates and phases at most once a beat', () => {
    // Level 08's kind of board: water (280 ms frames), a cat's and a dog's idle cycles started at
    // different times, the bone's breathing; each alone would wake the board on its own clock.
    const animations = [
      { frames: [{ durationMs: 280 }, { durationMs: 280 }, { durationMs: 280 }], since: 0 },
      { frames: [{ durationMs: 150 }, { durationMs: 150 }], since: 37 },
      { frames: [{ durationMs: 200 }, { durationMs: 200 }, { durationMs: 200 }], since: 91 },
      { frames: [{ durationMs: 100 }, { durationMs: 100 }], since: 13 },
    ];
    let time = 0;
    let wakes = 0;
    const dueAt = animations.map((a) => msToNextFrame(a.frames, -a.since));
    while (time < 10_000) {
      const due = Math.min(...animations.map((a) => msToNextFrame(a.frames, time - a.since)));
      time += msToBeat(time, due);
      wakes++;
      animations.forEach((a, i) => {
        // Every change that fell due since the last frame is drawn within one beat of it.
        if (time >= dueAt[i]) expect(time - dueAt[i]).toBeLessThan(ANIMATION_BEAT_MS);
        dueAt[i] = time + msToNextFrame(a.frames, time - a.since);
      });
    }
    expect(wakes).toBeLessThanOrEqual(10_000 / ANIMATION_BEAT_MS + 1);
  });
});
