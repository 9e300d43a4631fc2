/** Packs effects end to end, with silence between them, into one howler audio sprite. */

/** The packed audio and each effect's `[startMs, durationMs]` as howler's `sprite` option wants. */
export interface PackedSprite {
  readonly samples: Float32Array;
  readonly sprite: Record<string, [number, number]>;
}

/**
 * Concatenates `effects` with `gapSec` of silence after each (so a sprite never bleeds into the
 * next when a browser overshoots its end). Starts are rounded down and lengths up to whole ms.
 */
export function packSprite(
  effects: readonly { name: string; samples: Float32Array }[],
  sampleRate: number,
  gapSec: number,
): PackedSprite {
  const gap = Math.round(gapSec * sampleRate);
  const total = effects.reduce((n, e) => n + e.samples.length + gap, 0);
  const samples = new Float32Array(total);
  const sprite: Record<string, [number, number]> = {};
  let at = 0;
  for (const e of effects) {
    if (e.name in sprite) throw new Error(`duplicate sound '${e.name}'`);
    samples.set(e.samples, at);
    const startMs = Math.floor((at / sampleRate) * 1000);
    const endMs = Math.ceil(((at + e.samples.length) / sampleRate) * 1000);
    sprite[e.name] = [startMs, endMs - startMs];
    at += e.samples.length + gap;
  }
  return { samples, sprite };
}
