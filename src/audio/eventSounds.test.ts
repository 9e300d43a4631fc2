import { describe, expect, it } from 'vitest';
import type { Effect } from '../level/kinds/types';
import { levelFromRows } from '../level/levelFromRows';
import type { Entity } from '../sim/entity';
import { Sim } from '../sim/Sim';
import type { SimEvent } from '../sim/types';
import { soundForEvent, soundsForEvents } from './eventSounds';
import { readSfxManifest } from './sfxManifest';

const at = { x: 1, y: 2 };
const stepped: SimEvent = {
  kind: 'stepped',
  from: { x: 0, y: 2 },
  to: at,
  cost: 1,
  facing: 'right',
  jump: false,
};
const sim = new Sim(levelFromRows(['CBDrRO.OE']));
/** The entity of the first piece of a kind, as events carry it. */
const entity = (kind: string) => [...sim.world].find((e) => e.kind === kind) as Entity;
const piece = (effect: Effect, kind: string): SimEvent => ({
  kind: 'piece',
  effect,
  entity: entity(kind),
  at,
});

describe('soundForEvent', () => {
  it('maps each sim event to its effect', () => {
    expect(soundForEvent(stepped)).toBe('step');
    expect(soundForEvent(piece('take', 'bone'))).toBe('pickup');
    expect(soundForEvent(piece('bribe', 'dog'))).toBe('bribe');
    expect(soundForEvent(piece('eat', 'dog'))).toBe('eaten');
    expect(soundForEvent(piece('win', 'exit'))).toBe('win');
    expect(soundForEvent(piece('take', 'key'))).toBe('key');
    expect(soundForEvent(piece('open', 'door'))).toBe('unlock');
    expect(soundForEvent(piece('jump', 'pipe'))).toBe('pipe');
    expect(soundForEvent({ kind: 'bumped', at, reason: 'wall' })).toBe('bump');
    expect(soundForEvent({ kind: 'tired', at })).toBe('tired');
    expect(soundForEvent({ kind: 'undone' })).toBe('undo');
  });

  it('keeps quiet for bookkeeping events', () => {
    expect(soundForEvent({ kind: 'walkStarted', target: at, path: [at] })).toBeNull();
    expect(soundForEvent({ kind: 'walkEnded', at })).toBeNull();
    expect(soundForEvent({ kind: 'restarted' })).toBeNull();
    // The piece that ended the level already played its sound.
    expect(soundForEvent({ kind: 'won', at, moves: 4 })).toBeNull();
    expect(soundForEvent({ kind: 'eaten', at, entity: entity('dog') })).toBeNull();
    // A jump plays the pipe's sound, not a step.
    expect(soundForEvent({ ...stepped, jump: true } as SimEvent)).toBeNull();
  });
});

describe('soundsForEvents', () => {
  it('lets an outcome replace the step sound on the same frame and plays each effect once', () => {
    expect(soundsForEvents([stepped, piece('take', 'bone')])).toEqual(['pickup']);
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
