/**
 * When a layer's tile animations show another frame. Chunks holding animated tiles rebuild them
 * only when a frame changes (the clock's epoch moves on), not every drawn frame.
 */
import { frameIndexAt, msToNextFrame } from './tileAnimation';
import type { AnimationFrameGid } from './tileTextures';

/** The frame each animation shows, summed up as an epoch that grows when any of them changes. */
export class AnimationClock {
  private signature = '';
  /** Grows by one whenever an animation shows another frame. */
  epoch = 0;

  constructor(readonly animations: ReadonlyMap<number, readonly AnimationFrameGid[]>) {}

  /** Moves the clock to `timeMs`; returns the epoch. */
  advance(timeMs: number): number {
    if (this.animations.size === 0) return this.epoch;
    let signature = '';
    for (const frames of this.animations.values()) signature += `${frameIndexAt(frames, timeMs)},`;
    if (signature !== this.signature) {
      this.signature = signature;
      this.epoch++;
    }
    return this.epoch;
  }

  /** The gid `gid` shows at `timeMs` (itself when it is not animated). */
  frameGid(gid: number, timeMs: number): number {
    const frames = this.animations.get(gid);
    return frames ? frames[frameIndexAt(frames, timeMs)].gid : gid;
  }

  /** Ms after `timeMs` until any animation shows another frame (Infinity: none). */
  nextChangeIn(timeMs: number): number {
    let next = Number.POSITIVE_INFINITY;
    for (const frames of this.animations.values()) next = Math.min(next, msToNextFrame(frames, timeMs));
    return next;
  }
}
