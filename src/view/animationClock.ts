/**
 * When a layer's tile animations show another frame. Chunks holding animated tiles rebuild them
 * only when a frame changes (the clock's epoch moves on), not every drawn frame. And the board's
 * one beat: on a still board every animation (tiles, sprites' cycles, the bone's breathing, the
 * hint's pulse) waits for the same beat, so the board wakes once for all that are due.
 */
import { frameIndexAt, msToNextFrame } from './tileAnimation';
import type { AnimationFrameGid } from './tileTextures';

/**
 * The beat a still board's animations are drawn on: 8 frames a second at most, whatever their own
 * rates (Tiled frame durations, sprite cycles) and phases. Each shows the frame of its own timing
 * at the beat, so a 280 ms water frame comes up to one beat (and a display frame) late, never early.
 */
export const ANIMATION_BEAT_MS = 125;

/**
 * Ms from view time `timeMs` to the first beat at or after a change due in `dueInMs` (0 stays 0:
 * something moves and needs the next display frame; Infinity stays Infinity: nothing is due), or to
 * the beat after it when this frame is already within a display frame of that one.
 */
export function msToBeat(timeMs: number, dueInMs: number): number {
  if (dueInMs <= 0 || !Number.isFinite(dueInMs)) return dueInMs;
  let beat = Math.ceil((timeMs + dueInMs) / ANIMATION_BEAT_MS) * ANIMATION_BEAT_MS;
  // A frame within a display frame of a beat is that beat's frame: a display frame's timestamp can
  // fall a little before the timer that asked for it, and a second frame just after would be waste.
  if (beat - timeMs < BEAT_SLACK_MS) beat += ANIMATION_BEAT_MS;
  return Math.max(beat - timeMs, dueInMs);
}

/** About one display frame (60 Hz). */
const BEAT_SLACK_MS = 17;

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
