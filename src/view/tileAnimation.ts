/** A tile animation frame: which tile to show and for how long. */
export interface TimedFrame {
  readonly durationMs: number;
}

/**
 * The index of the frame showing at `timeMs` in a looping animation with frames of their own
 * lengths (Tiled lets each frame have a different duration). Every tile of the same animation
 * shares one clock, as in Tiled.
 */
export function frameIndexAt(frames: readonly TimedFrame[], timeMs: number): number {
  if (frames.length <= 1) return 0;
  let total = 0;
  for (const f of frames) total += Math.max(1, f.durationMs);
  let t = ((timeMs % total) + total) % total;
  for (let i = 0; i < frames.length; i++) {
    t -= Math.max(1, frames[i].durationMs);
    if (t < 0) return i;
  }
  return frames.length - 1;
}
