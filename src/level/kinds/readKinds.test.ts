import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KindsError, MAX_KINDS_CHARS, MAX_KINDS_DEPTH } from './kindJson';
import { MAX_COUNT, MAX_OWN_COUNTERS, MAX_OWN_KINDS, MAX_RULES, readKinds } from './readKinds';
import { KIND_DATA } from './table';
import { KEY_COLOURS } from './types';

const FISH = {
  name: 'fish',
  className: 'Fish',
  rules: [{ on: 'enter', give: { counter: 'fish', n: 1 }, go: true }],
};
const CROC = {
  name: 'crocodile',
  className: 'Crocodile',
  rules: [
    { on: 'meet', need: { counter: 'fish', n: 1, spend: true, short: 'lose' }, go: true, report: 'bribe' },
  ],
  look: { sprite: 'dog_idle', colour: '#3a7d44' },
  sounds: { bribe: 'bribe', eat: 'eaten' },
};

/** The message `readKinds` refuses `value` with. */
function refusal(value: unknown): string {
  try {
    readKinds(typeof value === 'string' ? value : JSON.stringify(value));
  } catch (error) {
    if (error instanceof KindsError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('readKinds', () => {
  it("gives each kind the marker tile of the built-in kind whose sprite it wears, in that sprite's colour", () => {
    const wearing = (sprite?: string) =>
      readKinds(JSON.stringify([{ ...FISH, ...(sprite ? { look: { sprite } } : {}) }]))[0].marker;
    const [fish, croc] = readKinds(JSON.stringify([FISH, CROC]));
    // The editor's board and the share picture draw these tiles: a kind of one's own is never blank.
    expect(croc.marker).toBe(KIND_DATA.dog.marker);
    expect(fish.marker).toBe(KIND_DATA.bone.marker);
    expect(wearing('dog_sleep')).toBe(KIND_DATA.dog.marker);
    expect(wearing('key_blue')).toBe(KIND_DATA.key.marker + KEY_COLOURS.indexOf('blue'));
    expect(wearing('door_green_open')).toBe(KIND_DATA.door.marker + KEY_COLOURS.indexOf('green'));
    expect(wearing('exit')).toBe(KIND_DATA.exit.marker);
  });

  it('reads the fish and the crocodile as KindData', () => {
    const [fish, croc] = readKinds(JSON.stringify([FISH, CROC]));
    expect(fish.rules).toEqual([{ on: 'enter', give: { counter: 'fish', n: 1 }, go: true }]);
    expect(croc.rules[0].need).toEqual({
      counter: 'fish',
      n: 1,
      spend: true,
      short: { lose: 'eaten', report: 'eat' },
    });
    expect(croc.look).toEqual({ sprite: 'dog_idle', tint: '#3a7d44' });
    expect(croc.sounds).toEqual({ bribe: 'bribe', eat: 'eaten' });
  });

  it('names each mistake at its place in the JSON', () => {
    expect(refusal([CROC])).toBe('[0].rules[0].need: `needs` names a counter no piece gives: "fish"');
    expect(refusal([{ ...FISH, look: { sprite: 'bnoe' } }])).toBe(
      '[0].look.sprite: "bnoe" is not one of the game\'s names; did you mean "bone"?',
    );
    expect(refusal([FISH, { ...CROC, sounds: { eat: 'eatne' } }])).toBe(
      '[1].sounds.eat: "eatne" is not one of the game\'s names; did you mean "eaten"?',
    );
    expect(refusal([{ ...FISH, rules: [{ on: 'enter', end: 'win' }] }])).toMatch(
      /^\[0\]\.rules\[0\]\.end: a kind of your own cannot win/,
    );
    expect(refusal([{ ...FISH, rulez: [] }])).toBe('[0]: has no field "rulez"; did you mean "rules"?');
    expect(refusal([{ ...FISH, name: 'bone' }])).toMatch(/is a built-in kind's name/);
    expect(refusal([FISH, FISH])).toBe('[1]: kind "fish" has the name or class of kind [0]');
    expect(
      refusal([{ ...FISH, rules: [{ on: 'meet', need: { counter: 'bone', n: 1, short: 'block' } }] }]),
    ).toMatch(/only an `enter` rule can close its tile/);
  });

  it('names every limit it refuses', () => {
    const many = Array.from({ length: MAX_OWN_KINDS + 1 }, (_, i) => ({
      ...FISH,
      name: `k${i}`,
      className: `K${i}`,
    }));
    expect(refusal(many)).toMatch(new RegExp(`at most ${MAX_OWN_KINDS} of its own`));
    const counters = Array.from({ length: MAX_OWN_COUNTERS + 1 }, (_, i) => ({
      name: `k${i}`,
      className: `K${i}`,
      rules: [{ on: 'enter', give: { counter: `c${i}`, n: 1 }, go: true }],
    }));
    expect(refusal(counters)).toMatch(new RegExp(`at most ${MAX_OWN_COUNTERS}`));
    expect(
      refusal([{ ...FISH, rules: [{ on: 'enter', give: { counter: 'fish', n: MAX_COUNT + 1 }, go: true }] }]),
    ).toMatch(new RegExp(`from 1 to ${MAX_COUNT}`));
    expect(refusal([{ ...FISH, rules: Array(MAX_RULES + 1).fill(FISH.rules[0]) }])).toMatch(
      new RegExp(`at most ${MAX_RULES}`),
    );
  });

  it('refuses hostile values (huge, deep, wrong types) with a message', () => {
    expect(refusal(`[${'"x",'.repeat(MAX_KINDS_CHARS)}"x"]`)).toMatch(/characters; at most 65,536/);
    expect(refusal(`${'['.repeat(30_000)}${']'.repeat(30_000)}`)).toMatch(
      new RegExp(`deeper than ${MAX_KINDS_DEPTH}`),
    );
    expect(refusal('{"a": 1')).toMatch(/^is not JSON/);
    expect(refusal({ name: 'fish' })).toBe('must be a JSON array of kinds');
    expect(refusal([{ ...FISH, rules: 'eat' }])).toBe('[0].rules: must be an array, not string "eat"');
    expect(refusal([{ ...FISH, rules: [{ on: 'enter', give: { counter: 'fish', n: '1' } }] }])).toMatch(
      /whole number/,
    );
  });

  it('reads a rock, a flap and a cushion (no rules needed), and names their mistakes', () => {
    const [rock, flap, cushion] = readKinds(
      JSON.stringify([
        { name: 'rock', className: 'Rock', block: 'always' },
        { name: 'flap', className: 'Flap', oneWay: ['east', 'northeast'] },
        { name: 'cushion', className: 'Cushion', rules: [{ on: 'enter', end: 'stop' }] },
      ]),
    );
    expect(rock).toMatchObject({ block: 'always', rules: [] });
    expect(flap.oneWay).toEqual(['east', 'northeast']);
    expect(cushion.rules).toEqual([{ on: 'enter', end: 'stop' }]);
    const flapWith = (oneWay: unknown) => refusal([{ name: 'flap', className: 'Flap', oneWay }]);
    expect(flapWith([])).toBe(
      '[0].oneWay: names no way in: a one-way kind needs at least one, e.g. ["east"]',
    );
    expect(flapWith(['est'])).toBe('[0].oneWay[0]: "est" is not a way; did you mean "east"?');
    expect(flapWith(['east', 'east'])).toBe('[0].oneWay[1]: "east" is named twice');
    expect(flapWith('east')).toBe('[0].oneWay: must be an array, not string "east"');
    expect(refusal([{ name: 'rock', className: 'Rock', block: 'sometimes' }])).toBe(
      '[0].block: must be "always", not "sometimes"',
    );
    expect(refusal([{ name: 'rock', className: 'Rock', blocks: 'always' }])).toBe(
      '[0]: has no field "blocks"; did you mean "block"?',
    );
  });

  it('any JSON value gets KindData or a KindsError, never another error', () => {
    const seed = 4848;
    console.log(`fast-check seed ${seed}`);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), (value) => {
        try {
          readKinds(JSON.stringify(value) ?? 'null');
        } catch (error) {
          if (!(error instanceof KindsError)) throw error;
        }
      }),
      { seed, numRuns: 500 },
    );
  });
});
