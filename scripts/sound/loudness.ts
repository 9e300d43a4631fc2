/**
 * Loudness matching: every effect is scaled to the same RMS (over its loud part), then limited
 * so no peak clips. Short clicks and long jingles then sit at one perceived level.
 */

/** RMS in dBFS over the samples whose 10 ms window is within 30 dB of the loudest (skips tails). */
export function activeRmsDb(samples: Float32Array, sampleRate: number): number {
  const win = Math.max(1, Math.floor(sampleRate * 0.01));
  const energies: number[] = [];
  for (let i = 0; i < samples.length; i += win) {
    let sum = 0;
    const end = Math.min(samples.length, i + win);
    for (let j = i; j < end; j++) sum += samples[j] * samples[j];
    energies.push(sum / (end - i));
  }
  const max = Math.max(...energies);
  if (max === 0) return Number.NEGATIVE_INFINITY;
  const active = energies.filter((e) => e >= max * 1e-3);
  const mean = active.reduce((a, b) => a + b, 0) / active.length;
  return 10 * Math.log10(mean);
}

/** Scales `samples` (in place) to `targetDb` active RMS, then lowers it if a peak would exceed `ceiling`. */
export function normalise(
  samples: Float32Array,
  sampleRate: number,
  targetDb: number,
  ceiling = 0.95,
): number {
  const current = activeRmsDb(samples, sampleRate);
  if (!Number.isFinite(current)) return 1;
  let gain = 10 ** ((targetDb - current) / 20);
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  if (peak * gain > ceiling) gain = ceiling / peak;
  for (let i = 0; i < samples.length; i++) samples[i] *= gain;
  return gain;
}
