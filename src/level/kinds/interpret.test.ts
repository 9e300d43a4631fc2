import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../levelFromRows';
import { isGone } from '../rules/playState';
import { counter, type RuleCall } from '../rules/ruleCall';
import { type RuleLevel, ruleLevel, startState } from '../rules/ruleLevel';
import { interpretKind } from './interpret';
import { KINDS } from './table';
import type { Effect, Piece } from './types';
import type { KindData, Rule } from './vocabulary';

/** A kind of the examples: only its name and rules matter here. */
function kind(name: string, rules: readonly Rule[]): KindData {
  return {
    name,
    className: name,
    about: name,
    letters: {},
    drawOrder: 0,
    tiledColour: '#ff000000',
    marker: 0,
    members: [],
    rules,
    look: { sprite: name },
    sounds: {},
    markers: {},
  };
}

const fish = kind('fish', [{ on: 'enter', give: { counter: 'fish', n: 1 }, go: true, report: 'take' }]);
const crocodile = kind('crocodile', [
  {
    on: 'meet',
    need: { counter: 'fish', n: 1, spend: true, short: { lose: 'eaten', report: 'eat' } },
    go: true,
    report: 'bribe',
  },
]);
const gate = kind('gate', [
  { on: 'enter', need: { counter: 'gem', n: 2, spend: false, short: 'block' }, end: 'win', report: 'win' },
]);

/**
 * A row of pieces to act on by hand (`B` and `D` stand in for the examples' pieces), with the
 * examples' counters: the table knows only the built-in kinds' counters.
 */
function board(row: string): { level: RuleLevel; pieces: readonly Piece[] } {
  const made = ruleLevel(levelFromRows([row]));
  const counters = ['fish', 'gem'];
  const level = { ...made, counters, counterIndex: new Map(counters.map((c, i) => [c, i])) };
  return { level, pieces: made.pieces };
}

function callAt(level: RuleLevel, from: number, to: number, effects: Effect[]): RuleCall {
  const state = startState(level);
  state.cell = to;
  state.clock = 1;
  return { level, state, from, to, report: (effect) => effects.push(effect) };
}

describe('interpretKind: the rule vocabulary', () => {
  it('a fish the cat collects calms a crocodile (spent, the crocodile goes)', () => {
    const { level, pieces } = board('CBD.E');
    const effects: Effect[] = [];
    const call = callAt(level, 0, 1, effects);
    interpretKind(fish).enter?.(call, pieces[1]);
    expect(counter(level, call.state, 'fish')).toBe(1);
    expect(isGone(call.state, pieces[1].slot)).toBe(true);
    const meet = { ...call, from: 1, to: 2 };
    call.state.cell = 2;
    interpretKind(crocodile).afterStep?.(meet, pieces[2]);
    expect(effects).toEqual(['take', 'bribe']);
    expect(counter(level, call.state, 'fish')).toBe(0);
    expect(isGone(call.state, pieces[2].slot)).toBe(true);
    expect(call.state.status).toBe('playing');
  });

  it('a crocodile eats a cat with no fish, and ignores a cat on another tile', () => {
    const { level, pieces } = board('C.D.E');
    const effects: Effect[] = [];
    const elsewhere = callAt(level, 0, 1, effects);
    interpretKind(crocodile).afterStep?.(elsewhere, pieces[1]);
    expect(elsewhere.state.status).toBe('playing');
    const call = callAt(level, 1, 2, effects);
    interpretKind(crocodile).afterStep?.(call, pieces[1]);
    expect(call.state).toMatchObject({ status: 'lost', lostBy: 'eaten' });
    expect(effects).toEqual(['eat']);
  });

  it('a gem gate is a wall until the cat has every gem, then wins and keeps them', () => {
    const { level, pieces } = board('C.B.E');
    const def = interpretKind(gate);
    const effects: Effect[] = [];
    const call = callAt(level, 1, 2, effects);
    expect(def.blocks?.(call, pieces[1])).toBe(true);
    call.state.counters[level.counterIndex.get('gem') ?? -1] = 2;
    expect(def.blocks?.(call, pieces[1])).toBe(false);
    def.enter?.(call, pieces[1]);
    expect(call.state.status).toBe('won');
    expect(counter(level, call.state, 'gem')).toBe(2);
    expect(def.goes).toBe(false);
    expect(def.counter).toBeUndefined();
  });

  it('derives what the solver keeps: the counter a going piece changes', () => {
    const { pieces } = board('CBDuUE');
    expect(interpretKind(fish).counter?.(pieces[1])).toEqual({ name: 'fish', delta: 1 });
    expect(interpretKind(crocodile).counter?.(pieces[2])).toEqual({ name: 'fish', delta: -1 });
    expect(KINDS.door.counter?.(pieces[4])).toEqual({ name: 'key:blue', delta: -1 });
  });

  it('fills in a colour kind’s counter, sprites, HUD label and marker tile by colour', () => {
    const blue = board('CuUE').pieces[1];
    expect(KINDS.key.hud?.(blue)).toEqual({ counter: 'key:blue', sprite: 'key_blue', label: 'Blue keys' });
    expect(KINDS.key.marker(blue)).toBe(25);
    expect(KINDS.door.look(blue, true).sprite).toBe('door_blue_open');
    expect(KINDS.door.look(blue, false).sprite).toBe('door_blue');
  });

  it('refuses rules whose counters would not follow from the pieces gone', () => {
    const keeps = kind('well', [{ on: 'enter', give: { counter: 'water', n: 1 } }]);
    expect(() => interpretKind(keeps)).toThrow(
      'kind well: a rule that changes a counter must make its piece go',
    );
    const two = kind('swap', [
      {
        on: 'enter',
        need: { counter: 'fish', n: 1, spend: true, short: 'block' },
        give: { counter: 'gem', n: 1 },
        go: true,
      },
    ]);
    expect(() => interpretKind(two)).toThrow(
      'kind swap: its going rules must change one counter by one amount',
    );
  });

  it('refuses rules it cannot give a meaning', () => {
    const meetBlock = kind('wall', [
      { on: 'meet', need: { counter: 'fish', n: 1, spend: false, short: 'block' }, report: 'open' },
    ]);
    expect(() => interpretKind(meetBlock)).toThrow('kind wall: only an `enter` rule can close its tile');
    const none = kind('nothing', [{ on: 'enter', give: { counter: 'fish', n: 0 }, go: true }]);
    expect(() => interpretKind(none)).toThrow('kind nothing: a count must be a whole number from 1, not 0');
    const colourless = kind('tint', [{ on: 'enter', give: { counter: 'gem:{colour}', n: 1 }, go: true }]);
    expect(() => interpretKind(colourless)).toThrow('kind tint: `{colour}` stands for the colour');
  });

  it('a rock blocks always; a flap keeps its ways in; a cushion stops walks and changes nothing else', () => {
    const rock = interpretKind({ ...kind('rock', []), block: 'always' });
    const level = ruleLevel(levelFromRows(['C.E']));
    expect(rock.blocks?.({ level, state: startState(level) }, level.pieces[1])).toBe(true);
    expect(rock.goes).toBe(false);
    expect(interpretKind({ ...kind('flap', []), oneWay: ['east', 'north'] }).oneWay).toEqual([
      'east',
      'north',
    ]);
    const cushion = interpretKind(kind('cushion', [{ on: 'enter', end: 'stop' }]));
    expect(cushion.stops).toBe(true);
    const effects: Effect[] = [];
    const entered = callAt(level, 0, 1, effects);
    cushion.enter?.(entered, level.pieces[1]);
    expect(entered.state.status).toBe('playing');
    expect(effects).toEqual([]);
  });

  it('refuses a rock with rules or ways, a flap with no way, and a stop that could not stop every walk', () => {
    const rock = (rules: readonly Rule[]) => ({ ...kind('rock', rules), block: 'always' as const });
    expect(() => interpretKind(rock([{ on: 'enter', give: { counter: 'gem', n: 1 }, go: true }]))).toThrow(
      'kind rock: a kind cannot both block always and give: the cat never enters its tile',
    );
    expect(() => interpretKind({ ...rock([]), oneWay: ['east'] })).toThrow(
      'kind rock: a kind cannot both block always and be one way',
    );
    expect(() => interpretKind({ ...kind('flap', []), oneWay: [] })).toThrow(
      'kind flap: a one-way kind needs the ways a step may enter it, e.g. `oneWay: ["east"]`',
    );
    expect(() => interpretKind({ ...kind('flap', []), oneWay: ['east', 'east'] })).toThrow(
      'kind flap: `oneWay` names east twice',
    );
    expect(() => interpretKind(kind('pad', [{ on: 'meet', end: 'stop' }]))).toThrow(
      'kind pad: only an `enter` rule can stop the walk',
    );
    const needy = kind('pad', [
      { on: 'enter', need: { counter: 'bone', n: 1, spend: false, short: 'block' }, end: 'stop' },
    ]);
    expect(() => interpretKind(needy)).toThrow('kind pad: a rule that stops the walk takes no `need`');
    const going = kind('pad', [
      { on: 'enter', end: 'stop' },
      { on: 'enter', give: { counter: 'gem', n: 1 }, go: true },
    ]);
    expect(() => interpretKind(going)).toThrow('kind pad: a kind that stops the walk cannot go');
  });
});
