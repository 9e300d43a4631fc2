/**
 * A tiny deterministic synthesiser: oscillators (square, triangle, sine, saw) and noise with pitch
 * slides, vibrato and ADSR envelopes, mixed from layers. Everything a sound is lives in its
 * parameters (sfxParams.ts), so changing a sound is editing numbers.
 */

/** Oscillator shapes; `noise` is white noise, optionally low-passed. */
export type Wave = 'square' | 'triangle' | 'sine' | 'saw' | 'noise';

/** One voice of a sound. Times in seconds, frequencies in Hz. */
export interface Layer {
  readonly wave: Wave;
  /** Start and end frequency; the pitch glides between them exponentially. */
  readonly freq: readonly [number, number];
  readonly duration: number;
  /** Seconds after the sound starts. */
  readonly delay?: number;
  readonly attack?: number;
  readonly decay?: number;
  /** Level held after the decay, 0..1 of the peak. */
  readonly sustain?: number;
  readonly release?: number;
  readonly volume?: number;
  /** Pulse width for square, 0..1. */
  readonly duty?: number;
  readonly vibrato?: { readonly rate: number; readonly depth: number };
  /** One-pole low-pass cutoff in Hz (softens noise and squares). */
  readonly lowpass?: number;
}

/** A sound: layers mixed together. */
export interface SoundSpec {
  readonly layers: readonly Layer[];
}

/** Total length of a sound in seconds. */
export function soundLength(spec: SoundSpec): number {
  return Math.max(...spec.layers.map((l) => (l.delay ?? 0) + l.duration + (l.release ?? 0.02)));
}

/** ADSR gain at time t (seconds) into a layer. */
export function envelope(layer: Layer, t: number): number {
  const a = layer.attack ?? 0.005;
  const d = layer.decay ?? 0;
  const s = layer.sustain ?? 1;
  const r = layer.release ?? 0.02;
  if (t < 0) return 0;
  if (t < a) return t / a;
  if (t < a + d) return 1 - (1 - s) * ((t - a) / d);
  if (t < layer.duration) return s;
  if (t < layer.duration + r) return s * (1 - (t - layer.duration) / r);
  return 0;
}

/** Renders `spec` at `sampleRate`; `seed` fixes the noise so builds are reproducible. */
export function renderSound(spec: SoundSpec, sampleRate: number, seed = 1): Float32Array {
  const out = new Float32Array(Math.ceil(soundLength(spec) * sampleRate));
  let rng = seed >>> 0 || 1;
  const noise = () => {
    // xorshift32: deterministic white noise
    rng ^= rng << 13;
    rng ^= rng >>> 17;
    rng ^= rng << 5;
    return ((rng >>> 0) / 0xffffffff) * 2 - 1;
  };
  for (const layer of spec.layers) {
    const start = Math.floor((layer.delay ?? 0) * sampleRate);
    const length = Math.ceil((layer.duration + (layer.release ?? 0.02)) * sampleRate);
    const [f0, f1] = layer.freq;
    const duty = layer.duty ?? 0.5;
    const volume = layer.volume ?? 1;
    const alpha = layer.lowpass ? 1 - Math.exp((-2 * Math.PI * layer.lowpass) / sampleRate) : 1;
    let phase = 0;
    let filtered = 0;
    let held = 0;
    for (let i = 0; i < length && start + i < out.length; i++) {
      const t = i / sampleRate;
      const progress = Math.min(1, t / layer.duration);
      let freq = f0 * (f1 / f0) ** progress;
      if (layer.vibrato) freq *= 1 + layer.vibrato.depth * Math.sin(2 * Math.PI * layer.vibrato.rate * t);
      const prevPhase = phase;
      phase = (phase + freq / sampleRate) % 1;
      let x: number;
      switch (layer.wave) {
        case 'square':
          x = phase < duty ? 1 : -1;
          break;
        case 'triangle':
          x = 4 * Math.abs(phase - 0.5) - 1;
          break;
        case 'sine':
          x = Math.sin(2 * Math.PI * phase);
          break;
        case 'saw':
          x = 2 * phase - 1;
          break;
        default:
          // Pitched noise: a new random value each oscillator cycle, like 8-bit sound chips.
          if (phase < prevPhase || i === 0) held = noise();
          x = held;
      }
      filtered += alpha * (x - filtered);
      out[start + i] += filtered * envelope(layer, t) * volume;
    }
  }
  return out;
}
