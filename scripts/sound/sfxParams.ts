/**
 * Every sound effect as synthesiser parameters (see synth.ts). Edit numbers here and run
 * `npm run assets`. All effects are loudness-matched to one target by the build; `trimDb` nudges
 * an effect from that level on purpose (the step plays on every tile, so it sits a little lower).
 */
import type { SoundSpec } from './synth';

/** A sound effect: what to synthesise and how far from the common loudness to place it. */
export interface EffectSpec extends SoundSpec {
  readonly trimDb?: number;
}

/** Effect name (the howler sprite key) -> parameters. */
export const SFX: Readonly<Record<string, EffectSpec>> = {
  step: {
    trimDb: -6,
    layers: [
      { wave: 'triangle', freq: [260, 150], duration: 0.045, release: 0.03, volume: 0.8 },
      { wave: 'noise', freq: [3000, 1500], duration: 0.02, release: 0.02, volume: 0.25, lowpass: 1800 },
    ],
  },
  pickup: {
    layers: [
      { wave: 'square', freq: [880, 880], duration: 0.06, duty: 0.25, release: 0.01, volume: 0.5 },
      {
        wave: 'square',
        freq: [1319, 1319],
        delay: 0.06,
        duration: 0.12,
        duty: 0.25,
        decay: 0.1,
        sustain: 0.3,
        volume: 0.5,
      },
      { wave: 'triangle', freq: [1760, 1760], delay: 0.06, duration: 0.1, release: 0.08, volume: 0.4 },
    ],
  },
  bribe: {
    layers: [
      { wave: 'noise', freq: [2500, 2500], duration: 0.05, volume: 0.5, lowpass: 2500 },
      { wave: 'noise', freq: [2000, 2000], delay: 0.11, duration: 0.05, volume: 0.5, lowpass: 2500 },
      { wave: 'triangle', freq: [440, 440], delay: 0.22, duration: 0.08, volume: 0.8 },
      { wave: 'triangle', freq: [659, 659], delay: 0.3, duration: 0.16, release: 0.1, volume: 0.8 },
    ],
  },
  eaten: {
    layers: [
      {
        wave: 'saw',
        freq: [320, 70],
        duration: 0.55,
        decay: 0.4,
        sustain: 0.4,
        release: 0.1,
        lowpass: 1200,
        vibrato: { rate: 18, depth: 0.06 },
      },
      { wave: 'noise', freq: [400, 120], duration: 0.35, volume: 0.5, lowpass: 900, decay: 0.3, sustain: 0 },
    ],
  },
  win: {
    layers: [
      { wave: 'square', freq: [523, 523], duration: 0.09, duty: 0.25, volume: 0.5 },
      { wave: 'square', freq: [659, 659], delay: 0.1, duration: 0.09, duty: 0.25, volume: 0.5 },
      { wave: 'square', freq: [784, 784], delay: 0.2, duration: 0.09, duty: 0.25, volume: 0.5 },
      {
        wave: 'square',
        freq: [1047, 1047],
        delay: 0.3,
        duration: 0.35,
        duty: 0.25,
        decay: 0.3,
        sustain: 0.4,
        release: 0.2,
        volume: 0.5,
        vibrato: { rate: 6, depth: 0.01 },
      },
      { wave: 'triangle', freq: [262, 262], delay: 0.3, duration: 0.35, release: 0.2, volume: 0.7 },
    ],
  },
  bump: {
    layers: [
      { wave: 'sine', freq: [150, 55], duration: 0.12, release: 0.04 },
      { wave: 'noise', freq: [800, 300], duration: 0.04, volume: 0.4, lowpass: 500 },
    ],
  },
  click: {
    trimDb: -4,
    layers: [
      { wave: 'square', freq: [1400, 1100], duration: 0.018, duty: 0.5, release: 0.01, lowpass: 5000 },
    ],
  },
  open: {
    layers: [
      { wave: 'triangle', freq: [330, 760], duration: 0.12, release: 0.04 },
      { wave: 'square', freq: [660, 1520], duration: 0.1, duty: 0.125, volume: 0.15 },
    ],
  },
  close: {
    layers: [
      { wave: 'triangle', freq: [760, 330], duration: 0.12, release: 0.04 },
      { wave: 'square', freq: [1520, 660], duration: 0.1, duty: 0.125, volume: 0.15 },
    ],
  },
  tired: {
    layers: [
      { wave: 'triangle', freq: [392, 370], duration: 0.18, release: 0.04 },
      {
        wave: 'triangle',
        freq: [330, 247],
        delay: 0.22,
        duration: 0.4,
        release: 0.15,
        vibrato: { rate: 5, depth: 0.02 },
      },
    ],
  },
  undo: {
    layers: [
      { wave: 'sine', freq: [900, 420], duration: 0.09, release: 0.03 },
      { wave: 'square', freq: [1200, 1200], duration: 0.012, volume: 0.2 },
    ],
  },
  // A key picked up: two bright metal clinks and a little jingle.
  key: {
    layers: [
      { wave: 'noise', freq: [6000, 6000], duration: 0.015, volume: 0.35, lowpass: 7000 },
      { wave: 'triangle', freq: [1568, 1568], duration: 0.05, release: 0.05, volume: 0.7 },
      { wave: 'noise', freq: [6000, 6000], delay: 0.08, duration: 0.015, volume: 0.35, lowpass: 7000 },
      { wave: 'triangle', freq: [2093, 2093], delay: 0.08, duration: 0.07, release: 0.12, volume: 0.7 },
      {
        wave: 'square',
        freq: [2637, 2637],
        delay: 0.08,
        duration: 0.04,
        duty: 0.125,
        release: 0.1,
        volume: 0.15,
      },
    ],
  },
  // A door unlocked: the key turns (a low click-clack), then the door swings open (a rising creak).
  unlock: {
    layers: [
      { wave: 'noise', freq: [1200, 1200], duration: 0.03, volume: 0.6, lowpass: 1500 },
      {
        wave: 'square',
        freq: [220, 180],
        duration: 0.04,
        duty: 0.5,
        release: 0.02,
        volume: 0.4,
        lowpass: 1200,
      },
      { wave: 'noise', freq: [900, 900], delay: 0.09, duration: 0.03, volume: 0.6, lowpass: 1200 },
      {
        wave: 'square',
        freq: [165, 140],
        delay: 0.09,
        duration: 0.05,
        duty: 0.5,
        release: 0.02,
        volume: 0.4,
        lowpass: 1000,
      },
      {
        wave: 'saw',
        freq: [280, 420],
        delay: 0.18,
        duration: 0.22,
        attack: 0.05,
        release: 0.08,
        volume: 0.35,
        lowpass: 1400,
        vibrato: { rate: 22, depth: 0.03 },
      },
    ],
  },
  // Through a pipe: a slide down into it and a pop out of the other end.
  pipe: {
    layers: [
      { wave: 'sine', freq: [900, 160], duration: 0.16, release: 0.02, volume: 0.9 },
      {
        wave: 'square',
        freq: [450, 80],
        duration: 0.16,
        duty: 0.25,
        release: 0.02,
        volume: 0.15,
        lowpass: 1500,
      },
      { wave: 'sine', freq: [220, 880], delay: 0.2, duration: 0.12, release: 0.06, volume: 0.9 },
      { wave: 'noise', freq: [3000, 3000], delay: 0.2, duration: 0.02, volume: 0.3, lowpass: 3000 },
    ],
  },
};
