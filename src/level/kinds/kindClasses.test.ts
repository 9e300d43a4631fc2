import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MapError } from '../../tiled/mapError';
import { readProjectTypes } from '../../tiled/projectTypes';
import { KIND_ENUMS, kindNameOf, kindsFromClasses, RULE_CLASS, vocabularyPropertyTypes } from './kindClasses';
import { readKinds } from './readKinds';

const OWN_KINDS = 'test-data/own-kinds';
/** The designer's example classes (fish, crocodile, gem, gem gate, rock, flaps, cushion), as Tiled writes them. */
const EXAMPLES: object[] = JSON.parse(readFileSync(`${OWN_KINDS}/classes.json`, 'utf8'));
const PROJECT = 'levels/kinds.tiled-project';

/** A project holding the vocabulary, the examples and `more` classes. */
function project(...more: object[]) {
  const text = JSON.stringify({ propertyTypes: [...vocabularyPropertyTypes(1), ...EXAMPLES, ...more] });
  return readProjectTypes(PROJECT, text);
}

/** The kinds a fixture map declares in its `kinds` property. */
function fixtureKinds(name: string) {
  const map = JSON.parse(readFileSync(`${OWN_KINDS}/${name}.tmj`, 'utf8'));
  return readKinds(map.properties.find((p: { name: string }) => p.name === 'kinds').value);
}

/** A class `name` with one rule, set as `rule`, and `members` more. */
const ruleClass = (name: string, rule: object, ...members: object[]) => ({
  id: 200,
  name,
  type: 'class',
  members: [{ name: 'rule1', type: 'class', propertyType: RULE_CLASS, value: rule }, ...members],
});

/** The place and words a class is refused with, as the extension lists them. */
function refusal(classNames: string[], ...more: object[]): string {
  try {
    kindsFromClasses(project(...more), classNames);
  } catch (error) {
    if (error instanceof MapError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('kinds from Tiled classes', () => {
  it('makes each example kind from its class alone, the same kind its `kinds` JSON makes', () => {
    const types = project();
    expect(kindsFromClasses(types, ['Fish', 'Crocodile']).kinds).toEqual(fixtureKinds('fish-and-crocodile'));
    expect(kindsFromClasses(types, ['gem', 'GEMGATE']).kinds).toEqual(fixtureKinds('gem-gate'));
    // Only the classes asked for, in the project's order.
    expect(kindsFromClasses(types, ['Crocodile', 'Fish', 'Cat', 'Gem']).kinds.map((k) => k.name)).toEqual([
      'fish',
      'crocodile',
      'gem',
    ]);
  });

  it('makes a Rock, the flaps and a Cushion from their classes alone: `block`, `oneWay` and `end` `stop`', () => {
    const types = project();
    expect(kindsFromClasses(types, ['Rock']).kinds).toEqual(fixtureKinds('rock'));
    expect(kindsFromClasses(types, ['FlapEast']).kinds).toEqual(fixtureKinds('one-way-flap').slice(0, 1));
    expect(kindsFromClasses(types, ['FlapWest', 'FlapEast']).kinds).toEqual(fixtureKinds('one-way-flap'));
    expect(kindsFromClasses(types, ['Cushion']).kinds).toEqual(fixtureKinds('cushion'));
    const rock = kindsFromClasses(types, ['Rock']).kinds[0];
    expect([rock.block, rock.rules]).toEqual(['always', []]);
    // Several ways ticked in Tiled are written `north,east`; typed by hand they may be spaced.
    const flap = (ways: string, block = false) => ({
      id: 201,
      name: 'Flap',
      type: 'class',
      members: [
        { name: 'oneWay', type: 'string', propertyType: 'KindWays', value: ways },
        { name: 'block', type: 'bool', value: block },
      ],
    });
    for (const ways of ['north,east', ' north, east '])
      expect(kindsFromClasses(project(flap(ways)), ['Flap']).kinds[0]).toMatchObject({
        oneWay: ['north', 'east'],
        rules: [],
      });
    // `block` unticked says nothing.
    expect(kindsFromClasses(project(flap('south')), ['Flap']).kinds[0].block).toBeUndefined();
  });

  it('names the class and member of a mistake in `block`, `oneWay` or a stop', () => {
    const flap = (ways: string, ...more: object[]) => ({
      id: 201,
      name: 'Flap',
      type: 'class',
      members: [{ name: 'oneWay', type: 'string', propertyType: 'KindWays', value: ways }, ...more],
    });
    const where = (cls: string, member: string) => `${PROJECT}: class "${cls}", member "${member}"`;
    expect(refusal(['Flap'], flap('north,est'))).toBe(
      `${where('Flap', 'oneWay')}: "est" is not a way; did you mean "east"?`,
    );
    expect(refusal(['Flap'], flap('east,east'))).toBe(`${where('Flap', 'oneWay')}: "east" is named twice`);
    expect(refusal(['Flap'], flap(''))).toBe(
      `${where('Flap', 'oneWay')}: names no way in: a one-way kind needs at least one, e.g. ["east"]`,
    );
    expect(refusal(['Flap'], flap('east', { name: 'oneway', type: 'string', value: 'west' }))).toBe(
      `${where('Flap', 'oneway')}: is not a member a kind has; did you mean "oneWay"?`,
    );
    expect(refusal(['Flap'], flap('east', { name: 'block', type: 'string', value: 'always' }))).toBe(
      `${where('Flap', 'block')}: must be a bool (ticked: its tile is closed for good), not "always"`,
    );
    expect(refusal(['Flap'], flap('east', { name: 'block', type: 'bool', value: true }))).toBe(
      `${PROJECT}: class "Flap": kind flap: a kind cannot both block always and be one way`,
    );
    expect(refusal(['Pillow'], ruleClass('Pillow', { on: 'meet', end: 'stop' }))).toBe(
      `${PROJECT}: class "Pillow": kind pillow: only an \`enter\` rule can stop the walk (\`end: stop\`)`,
    );
  });

  it('names each kind after its class, and declares every enum the rule class uses', () => {
    expect(['GemGate', 'Fish', 'Big Cat', 'snake_2'].map(kindNameOf)).toEqual([
      'gem-gate',
      'fish',
      'big-cat',
      'snake-2',
    ]);
    const types = project();
    for (const member of types.classes.get(RULE_CLASS)?.members ?? [])
      if (member.propertyType) expect(KIND_ENUMS.map((e) => e.name)).toContain(member.propertyType);
  });

  it('names the project file, the class and the member of each mistake', () => {
    const where = (member: string) => `${PROJECT}: class "Shark", member "${member}"`;
    expect(
      refusal(
        ['Shark'],
        ruleClass('Shark', { on: 'meet', needs: 'fsh', short: 'lose', go: true, spend: true }),
      ),
    ).toBe(`${where('rule1.needs')}: \`needs\` names a counter no piece gives: "fsh"`);
    expect(refusal(['Shark'], ruleClass('Shark', { on: 'meet', needs: 'fish' }))).toBe(
      `${where('rule1.short')}: only an \`enter\` rule can close its tile (\`"block"\`)`,
    );
    expect(refusal(['Shark', 'Fish'], ruleClass('Shark', { needs: 'fish', end: 'win' }))).toBe(
      `${where('rule1.end')}: a kind of your own cannot win: the level is won on an Exit (put the Exit behind your kind)`,
    );
    expect(refusal(['Shark'], ruleClass('Shark', { gives: 'tooth', giveCount: 100, go: true }))).toBe(
      `${where('rule1.giveCount')}: must be a whole number from 1 to 99, not 100`,
    );
    expect(
      refusal(
        ['Shark'],
        ruleClass(
          'Shark',
          { gives: 'tooth', go: true },
          { name: 'sprite', type: 'string', value: 'dog_idel' },
        ),
      ),
    ).toBe(`${where('sprite')}: "dog_idel" is not one of the game's names; did you mean "dog_idle"?`);
    expect(
      refusal(
        ['Shark'],
        ruleClass('Shark', { gives: 'tooth', go: true }, { name: 'sprit', type: 'string', value: 'bone' }),
      ),
    ).toBe(`${where('sprit')}: is not a member a kind has; did you mean "sprite"?`);
    expect(
      refusal(
        ['Shark'],
        ruleClass(
          'Shark',
          { gives: 'tooth', go: true, report: 'take', sound: 'pickup' },
          {
            name: 'rule2',
            type: 'class',
            propertyType: RULE_CLASS,
            value: { on: 'meet', report: 'take', sound: 'key' },
          },
        ),
      ),
    ).toBe(
      `${where('rule2')}: its "sound" gives the effect "take" the sound "key", and member "rule1.sound" gives it "pickup": choose one`,
    );
    // What the interpreter refuses names the class.
    expect(refusal(['Shark'], ruleClass('Shark', { gives: 'tooth' }))).toBe(
      `${PROJECT}: class "Shark": kind shark: a rule that changes a counter must make its piece go`,
    );
  });

  it('refuses a class that holds itself, naming it', () => {
    const loop = {
      id: 300,
      name: 'Loop',
      type: 'class',
      members: [{ name: 'again', type: 'class', propertyType: 'Loop', value: {} }],
    };
    expect(
      refusal(
        ['Shark'],
        ruleClass(
          'Shark',
          { gives: 'tooth', go: true },
          { name: 'x', type: 'class', propertyType: 'Loop', value: {} },
        ),
        loop,
      ),
    ).toMatch(/class "Loop", member "again": classes nest deeper than 4/);
  });
});
