/** A tile animation frame: which tile to show and for how long. */
export interface TimedFrame {
  readonly durationMs: number;
}

/** The frame showing at `timeMs` and the ms it still shows, in a looping animation. */
function frameAt(frames: readonly TimedFrame[], timeMs: number): { index: number; leftMs: number } {
  if (frames.length <= 1) return { index: 0, leftMs: Number.POSITIVE_INFINITY };
  let total = 0;
  for (const f of frames) total += Math.max(1, f.durationMs);
  let t = ((timeMs % total) + total) % total;
  for (let i = 0; i < frames.length; i++) {
    t -= Math.max(1, frames[i].durationMs);
    if (t < 0) return { index: i, leftMs: -t };
  }
  return { index: frames.length - 1, leftMs: Math.max(1, frames[frames.length - 1].durationMs) };
}

/**
 * The index of the frame showing at `timeMs` in a looping animation with frames of their own
 * lengths (Tiled lets each frame have a different duration). Every tile of the same animation
 * shares one clock, as in Tiled.
 */
export function frameIndexAt(frames: readonly TimedFrame[], timeMs: number): number {
  return frameAt(frames, timeMs).index;
}

/**
 * Ms from `timeMs` until the frame showing changes (Infinity for a single frame), so a still board
 * is drawn again only when an animation moves on.
 */
export function msToNextFrame(frames: readonly TimedFrame[], timeMs: number): number {
  return frameAt(frames, timeMs).leftMs;
}
