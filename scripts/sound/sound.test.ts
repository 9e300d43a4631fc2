import { describe, expect, it } from 'vitest';
import { KIND_LIST } from '../../src/level/kinds/table';
import { activeRmsDb, normalise } from './loudness';
import { noteFrequency, parseNotes, renderMusic } from './music';
import { BPM, VOICES } from './musicNotes';
import { SFX } from './sfxParams';
import { packSprite } from './spritePack';
import { renderSound } from './synth';
import { decodeWav, encodeWav } from './wav';

describe('wav', () => {
  it('round-trips 16-bit samples within one quantisation step and writes a canonical header', () => {
    const samples = Float32Array.from({ length: 100 }, (_, i) => Math.sin(i / 5) * 0.9);
    const bytes = encodeWav({ sampleRate: 22050, samples }, 16);
    expect(bytes.length).toBe(44 + 200);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF');
    const back = decodeWav(bytes);
    expect(back.sampleRate).toBe(22050);
    expect(back.samples.length).toBe(100);
    for (let i = 0; i < 100; i++)
      expect(Math.abs(back.samples[i] - samples[i])).toBeLessThan(1 / 32767 + 1e-6);
  });

  it('writes 8-bit as unsigned and clamps out-of-range samples', () => {
    const bytes = encodeWav({ sampleRate: 8000, samples: Float32Array.of(0, 2, -2) }, 8);
    expect([...bytes.subarray(44)]).toEqual([128, 255, 1]);
  });
});

describe('synth and loudness', () => {
  it('renders every effect deterministically and non-silently', () => {
    for (const [name, spec] of Object.entries(SFX)) {
      const a = renderSound(spec, 22050, 7);
      const b = renderSound(spec, 22050, 7);
      expect([...a], name).toEqual([...b]);
      expect(activeRmsDb(a, 22050), name).toBeGreaterThan(-60);
    }
  });

  it('has every sound the kinds table names', () => {
    for (const kind of KIND_LIST)
      for (const name of Object.values(kind.sounds)) expect(SFX[name], `${kind.name}: ${name}`).toBeDefined();
  });

  it('normalises different effects to the same active RMS without clipping', () => {
    const levels = ['pickup', 'eaten', 'win', 'bump', 'key', 'unlock', 'pipe'].map((name) => {
      const s = renderSound(SFX[name], 22050);
      normalise(s, 22050, -16);
      for (const x of s) expect(Math.abs(x)).toBeLessThanOrEqual(0.95 + 1e-6);
      return activeRmsDb(s, 22050);
    });
    for (const l of levels) expect(l).toBeCloseTo(-16, 1);
  });
});

describe('sprite packing', () => {
  it('places effects end to end with gaps and reports ms spans that cover them', () => {
    const a = new Float32Array(1000).fill(0.5);
    const b = new Float32Array(500).fill(-0.5);
    const { samples, sprite } = packSprite(
      [
        { name: 'a', samples: a },
        { name: 'b', samples: b },
      ],
      10000,
      0.01,
    );
    expect(samples.length).toBe(1000 + 100 + 500 + 100);
    expect(sprite.a).toEqual([0, 100]);
    expect(sprite.b).toEqual([110, 50]);
    expect(samples[1050]).toBe(0);
    expect(samples[1100]).toBe(-0.5);
    expect(() =>
      packSprite(
        [
          { name: 'a', samples: a },
          { name: 'a', samples: b },
        ],
        10000,
        0,
      ),
    ).toThrow(/duplicate/);
  });
});

describe('music', () => {
  it('knows note frequencies', () => {
    expect(noteFrequency('A4')).toBeCloseTo(440, 6);
    expect(noteFrequency('C5')).toBeCloseTo(523.2511, 3);
    expect(parseNotes('-:1 A4:0.5')).toEqual([
      { freq: null, beats: 1 },
      { freq: 440, beats: 0.5 },
    ]);
  });

  it('renders a 16-beat loop of the length the tempo gives', () => {
    const rate = 8000;
    const loop = renderMusic(VOICES, BPM, 16, rate);
    expect(loop.length).toBe(Math.round((16 * 60 * rate) / BPM));
    expect(() => renderMusic(VOICES, BPM, 15, rate)).toThrow(/beats/);
  });
});
