/** WAV (RIFF PCM) writing and reading, mono, 8 or 16 bit: the one audio format every browser plays. */

/** Mono PCM samples in -1..1 at a sample rate. */
export interface Pcm {
  readonly sampleRate: number;
  readonly samples: Float32Array;
}

/** Encodes mono PCM as a WAV file; samples are clamped to -1..1. 8-bit WAV is unsigned by the format. */
export function encodeWav(pcm: Pcm, bits: 8 | 16 = 16): Uint8Array {
  const bytesPerSample = bits / 8;
  const dataSize = pcm.samples.length * bytesPerSample;
  const out = new Uint8Array(44 + dataSize);
  const v = new DataView(out.buffer);
  const ascii = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) out[at + i] = s.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  v.setUint32(4, 36 + dataSize, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, pcm.sampleRate, true);
  v.setUint32(28, pcm.sampleRate * bytesPerSample, true);
  v.setUint16(32, bytesPerSample, true);
  v.setUint16(34, bits, true);
  ascii(36, 'data');
  v.setUint32(40, dataSize, true);
  for (let i = 0; i < pcm.samples.length; i++) {
    const s = Math.max(-1, Math.min(1, pcm.samples[i]));
    if (bits === 16) v.setInt16(44 + i * 2, Math.round(s * 32767), true);
    else out[44 + i] = Math.round(s * 127) + 128;
  }
  return out;
}

/** Reads a mono 8/16-bit PCM WAV written by `encodeWav` (canonical 44-byte header). */
export function decodeWav(bytes: Uint8Array): Pcm {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || tag(12) !== 'fmt ' || tag(36) !== 'data') {
    throw new Error('decodeWav: not a canonical WAV');
  }
  if (v.getUint16(20, true) !== 1 || v.getUint16(22, true) !== 1) throw new Error('decodeWav: only mono PCM');
  const sampleRate = v.getUint32(24, true);
  const bits = v.getUint16(34, true);
  const n = v.getUint32(40, true) / (bits / 8);
  const samples = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    samples[i] = bits === 16 ? v.getInt16(44 + i * 2, true) / 32767 : (bytes[44 + i] - 128) / 127;
  }
  return { sampleRate, samples };
}
