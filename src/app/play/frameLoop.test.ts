import { describe, expect, it } from 'vitest';
import { type FrameClock, FrameLoop, type FrameResult } from './frameLoop';

/** A clock driven by hand: display frames every 16 ms, timers at their time. */
class FakeClock implements FrameClock {
  now = 0;
  private next = 1;
  private frames = new Map<number, (t: number) => void>();
  private timers = new Map<number, { at: number; callback: () => void }>();

  requestAnimationFrame(callback: (t: number) => void): number {
    this.frames.set(this.next, callback);
    return this.next++;
  }
  cancelAnimationFrame(handle: number): void {
    this.frames.delete(handle);
  }
  setTimeout(callback: () => void, ms: number): number {
    this.timers.set(this.next, { at: this.now + ms, callback });
    return this.next++;
  }
  clearTimeout(handle: number): void {
    this.timers.delete(handle);
  }

  /** Advances time by `ms` in display frames of 16 ms, firing timers and frame callbacks. */
  advance(ms: number): void {
    const end = this.now + ms;
    while (this.now < end) {
      this.now += 16;
      for (const [id, t] of [...this.timers]) {
        if (t.at <= this.now) {
          this.timers.delete(id);
          t.callback();
        }
      }
      const due = [...this.frames.values()];
      this.frames.clear();
      for (const callback of due) callback(this.now);
    }
  }
}

function loopWith(results: (frame: number) => FrameResult) {
  const clock = new FakeClock();
  const deltas: number[] = [];
  const loop = new FrameLoop((delta) => {
    deltas.push(delta);
    return results(deltas.length);
  }, clock);
  return { clock, deltas, loop };
}

describe('FrameLoop', () => {
  it('runs nothing until asked, then one frame for a still board', () => {
    const { clock, deltas, loop } = loopWith(() => Number.POSITIVE_INFINITY);
    clock.advance(1000);
    expect(deltas).toEqual([]);
    loop.request();
    loop.request();
    clock.advance(1000);
    expect(deltas).toEqual([0]);
  });

  it('runs every display frame while something moves, with the time between frames', () => {
    const { clock, deltas, loop } = loopWith((n) => (n < 5 ? 0 : Number.POSITIVE_INFINITY));
    loop.request();
    clock.advance(1000);
    expect(deltas).toEqual([0, 16, 16, 16, 16]);
  });

  it('is moving while frames run at display rate, and still once they stop or only animate on a timer', () => {
    const { clock, loop } = loopWith((n) => (n < 3 ? 0 : 250));
    expect(loop.moving).toBe(false);
    loop.request();
    expect(loop.moving).toBe(true);
    clock.advance(32);
    expect(loop.moving).toBe(true);
    clock.advance(32);
    expect(loop.moving).toBe(false);
    // Woken by the animation's timer alone, however slow its frames: still.
    for (let t = 0; t < 40; t++) {
      clock.advance(16);
      expect(loop.moving).toBe(false);
    }
    // A change while an animation frame is due: moving until it is drawn.
    loop.request();
    expect(loop.moving).toBe(true);
  });

  it('wakes for the next animation frame after the time a frame asks for, not at display rate', () => {
    const { clock, deltas, loop } = loopWith(() => 250);
    loop.request();
    clock.advance(1000);
    // One frame a quarter second (to the display frame after each timer): four or five, not sixty.
    expect(deltas.length).toBeGreaterThanOrEqual(4);
    expect(deltas.length).toBeLessThanOrEqual(5);
    expect(deltas.slice(1).every((d) => d >= 250 && d < 250 + 32)).toBe(true);
  });

  it('a request while asleep runs a frame at once; the time still is not counted after a full sleep', () => {
    const { clock, deltas, loop } = loopWith(() => Number.POSITIVE_INFINITY);
    loop.request();
    clock.advance(100);
    clock.advance(5000);
    loop.request();
    clock.advance(16);
    expect(deltas).toEqual([0, 0]);
  });

  it('stopped, runs nothing, not even when asked or when a wake was due; started, runs again', () => {
    const { clock, deltas, loop } = loopWith(() => 100);
    loop.request();
    clock.advance(16);
    loop.stop();
    loop.request();
    clock.advance(1000);
    expect(deltas).toEqual([0]);
    loop.start();
    clock.advance(16);
    expect(deltas).toEqual([0, 0]);
  });

  it('a change made during a frame is drawn by that frame: it asks for no extra one', () => {
    const clock = new FakeClock();
    let frames = 0;
    const loop: FrameLoop = new FrameLoop(() => {
      frames++;
      loop.request();
      return Number.POSITIVE_INFINITY;
    }, clock);
    loop.request();
    clock.advance(1000);
    expect(frames).toBe(1);
  });
});
