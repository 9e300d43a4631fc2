/** Renders the note lists of musicNotes.ts into one seamless loop. */

import type { Voice } from './musicNotes';
import { renderSound } from './synth';

const NOTE_INDEX: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Frequency of a note name like `A4` (440 Hz), `C#5` or `Bb3`. */
export function noteFrequency(name: string): number {
  const m = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  if (!m) throw new Error(`bad note '${name}'`);
  const semitone = NOTE_INDEX[m[1]] + (m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0);
  const midi = 12 * (Number(m[3]) + 1) + semitone;
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Parses `E5:1 -:0.5 ...` into notes (null pitch = rest) with lengths in beats. */
export function parseNotes(text: string): { freq: number | null; beats: number }[] {
  return text
    .trim()
    .split(/\s+/)
    .map((token) => {
      const [name, beats] = token.split(':');
      const b = Number(beats);
      if (!(b > 0)) throw new Error(`bad note length in '${token}'`);
      return { freq: name === '-' ? null : noteFrequency(name), beats: b };
    });
}

/**
 * Renders all voices over `beats` beats. Tails that ring past the end are folded back onto the
 * start, so the file loops without a click or a gap.
 */
export function renderMusic(
  voices: readonly Voice[],
  bpm: number,
  beats: number,
  sampleRate: number,
): Float32Array {
  const beatSec = 60 / bpm;
  const length = Math.round(beats * beatSec * sampleRate);
  const out = new Float32Array(length);
  for (const voice of voices) {
    const notes = parseNotes(voice.notes);
    const total = notes.reduce((n, x) => n + x.beats, 0);
    if (Math.abs(total - beats) > 1e-9) throw new Error(`voice has ${total} beats, expected ${beats}`);
    let at = 0;
    for (const note of notes) {
      if (note.freq !== null) {
        const dur = note.beats * beatSec;
        const sound = renderSound(
          {
            layers: [
              {
                wave: voice.wave,
                freq: [note.freq, note.freq],
                duration: dur * 0.85,
                attack: 0.01,
                decay: dur * 0.4,
                sustain: 0.6,
                release: dur * 0.3,
                duty: voice.duty,
                volume: voice.volume,
                lowpass: 4000,
              },
            ],
          },
          sampleRate,
        );
        const start = Math.round(at * beatSec * sampleRate);
        for (let i = 0; i < sound.length; i++) out[(start + i) % length] += sound[i];
      }
      at += note.beats;
    }
  }
  return out;
}
