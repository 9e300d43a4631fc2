import { describe, expect, it } from 'vitest';
import type { SimEvent } from '../sim/types';
import { readSfxManifest, soundForEvent, soundsForEvents } from './eventSounds';

const at = { x: 1, y: 2 };
const stepped: SimEvent = { kind: 'stepped', from: { x: 0, y: 2 }, to: at, cost: 1, facing: 'right' };

describe('soundForEvent', () => {
  it('maps each sim event to its effect', () => {
    expect(soundForEvent(stepped)).toBe('step');
    expect(soundForEvent({ kind: 'pickedUp', at, bones: 1 })).toBe('pickup');
    expect(soundForEvent({ kind: 'bribed', at, bones: 0 })).toBe('bribe');
    expect(soundForEvent({ kind: 'eaten', at })).toBe('eaten');
    expect(soundForEvent({ kind: 'won', at, moves: 4 })).toBe('win');
    expect(soundForEvent({ kind: 'bumped', at, reason: 'wall' })).toBe('bump');
    expect(soundForEvent({ kind: 'tired', at })).toBe('tired');
    expect(soundForEvent({ kind: 'undone' })).toBe('undo');
  });

  it('keeps quiet for bookkeeping events', () => {
    expect(soundForEvent({ kind: 'walkStarted', target: at, path: [at] })).toBeNull();
    expect(soundForEvent({ kind: 'walkEnded', at })).toBeNull();
    expect(soundForEvent({ kind: 'restarted' })).toBeNull();
  });
});

describe('soundsForEvents', () => {
  it('lets an outcome replace the step sound on the same frame and plays each effect once', () => {
    expect(soundsForEvents([stepped, { kind: 'pickedUp', at, bones: 1 }])).toEqual(['pickup']);
    expect(soundsForEvents([stepped, stepped])).toEqual(['step']);
    expect(soundsForEvents([])).toEqual([]);
  });
});

describe('readSfxManifest', () => {
  it('resolves files against the base URL', () => {
    const m = readSfxManifest(
      {
        src: ['sfx.ogg', 'sfx.wav'],
        sprite: { step: [0, 80], win: [100, 900] },
        music: { src: ['music.ogg'], loop: true },
      },
      'assets/',
    );
    expect(m?.src).toEqual(['assets/sfx.ogg', 'assets/sfx.wav']);
    expect(m?.sprite.win).toEqual([100, 900]);
    expect(m?.music?.src).toEqual(['assets/music.ogg']);
  });

  it('refuses a manifest it cannot use, so the game plays on silently', () => {
    expect(readSfxManifest(null, '')).toBeNull();
    expect(readSfxManifest({ src: [], sprite: {} }, '')).toBeNull();
    expect(readSfxManifest({ src: ['a.wav'] }, '')).toBeNull();
    expect(readSfxManifest({ src: ['a.wav'], sprite: {}, music: { src: 'x' } }, '')?.music).toBeUndefined();
  });
});
