import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vocabularyPropertyTypes } from '../level/kinds/kindClasses';
import { loadLevel } from '../level/loadLevel';
import { projectKinds } from '../level/projectKinds';
import { Sim } from '../sim';
import { readProjectTypes } from '../tiled/projectTypes';
import { solveLevel } from './solveLevel';
import { walkEffects } from './testWalk';

const OWN_KINDS = 'test-data/own-kinds';
/**
 * The Tiled project: the vocabulary and the designer's classes Fish, Crocodile, Gem, GemGate, Rock,
 * FlapEast, FlapWest and Cushion.
 */
const TYPES = readProjectTypes(
  'kinds.tiled-project',
  JSON.stringify({
    propertyTypes: [
      ...vocabularyPropertyTypes(1),
      ...JSON.parse(readFileSync(`${OWN_KINDS}/classes.json`, 'utf8')),
    ],
  }),
);

interface MapJson {
  properties: { name: string; type: string; value: unknown }[];
  layers: { objects?: { type: string }[] }[];
}

/**
 * A level of test-data/own-kinds without its `kinds` property, given the one the Tiled extension
 * writes on save from the project's classes its objects use: its kinds come from the classes alone.
 */
async function fromClasses(name: string) {
  const file = `${OWN_KINDS}/${name}.tmj`;
  const map: MapJson = JSON.parse(readFileSync(file, 'utf8'));
  map.properties = map.properties.filter((p) => p.name !== 'kinds');
  const used = map.layers.flatMap((l) => (l.objects ?? []).map((o) => o.type));
  const { text } = projectKinds(undefined, TYPES, used, file);
  map.properties.push({ name: 'kinds', type: 'string', value: text });
  return loadLevel(file, async (path) => (path === file ? JSON.stringify(map) : readFileSync(path, 'utf8')));
}

describe('kinds from Tiled classes alone, played and solved', () => {
  it('Fish and Crocodile: the cat takes the fish, calms the crocodile and wins at par 4', async () => {
    const level = await fromClasses('fish-and-crocodile');
    expect(level.kinds.map((k) => k.name)).toEqual(['fish', 'crocodile']);
    const sim = new Sim(level);
    expect(walkEffects(sim, 5, 1)).toEqual(['fish:take', 'crocodile:bribe', 'exit:win']);
    expect(sim.status).toBe('won');
    const solution = solveLevel(level);
    expect(solution.verdict).toBe('solvable');
    expect(solution.par).toBe(4);
  });

  it('a Crocodile before the Fish eats the cat, and the solver proves the level unsolvable', async () => {
    const level = await fromClasses('crocodile-first');
    const sim = new Sim(level);
    expect(walkEffects(sim, 5, 1)).toEqual(['crocodile:eat']);
    expect(sim.status).toBe('lost');
    expect(solveLevel(level).verdict).toBe('unsolvable');
  });

  it('Gem and GemGate: the gate stays shut until the cat carries both gems; par 9', async () => {
    const level = await fromClasses('gem-gate');
    const sim = new Sim(level);
    walkEffects(sim, 5, 1);
    expect(walkEffects(sim, 8, 1)).toEqual([]);
    expect(sim.cat).toEqual({ x: 5, y: 1 });
    expect(walkEffects(sim, 1, 1)).toEqual(['gem:take']);
    expect(walkEffects(sim, 8, 1)).toEqual(['exit:win']);
    expect(solveLevel(level).par).toBe(9);
  });
});

describe('a Rock, one-way flaps and a Cushion from Tiled classes alone, played and solved', () => {
  it('Rock: the walk and the solver go round it, par 8', async () => {
    const level = await fromClasses('rock');
    const sim = new Sim(level);
    expect(walkEffects(sim, 5, 1)).toEqual(['exit:win']);
    expect(sim.moves).toBe(8);
    expect(solveLevel(level).par).toBe(8);
  });

  it('FlapEast and FlapWest: the only way goes east through the east flap; par 11, one tap', async () => {
    const level = await fromClasses('one-way-flap');
    expect(level.kinds.map((k) => [k.name, k.oneWay])).toEqual([
      ['flap-east', ['east']],
      ['flap-west', ['west']],
    ]);
    const sim = new Sim(level);
    expect(walkEffects(sim, 8, 1)).toEqual(['exit:win']);
    expect(sim.moves).toBe(11);
    const solution = solveLevel(level);
    expect(solution.par).toBe(11);
    expect(solution.taps).toEqual([{ x: 8, y: 1 }]);
  });

  it("Cushion: the cat's walk ends on it and the next tap walks on; the solver taps it (par 6)", async () => {
    const level = await fromClasses('cushion');
    const sim = new Sim(level);
    expect(walkEffects(sim, 7, 1)).toEqual([]);
    expect(sim.cat).toEqual({ x: 4, y: 1 });
    expect(walkEffects(sim, 7, 1)).toEqual(['exit:win']);
    expect(sim.status).toBe('won');
    const solution = solveLevel(level);
    expect(solution.par).toBe(6);
    expect(solution.taps).toEqual([
      { x: 4, y: 1 },
      { x: 7, y: 1 },
    ]);
  });
});

describe('the kinds property the extension writes on save', () => {
  const fish = { name: 'fish', className: 'Fish', rules: [] };
  const mine = {
    name: 'snail',
    className: 'Snail',
    rules: [{ on: 'enter', give: { counter: 'shell', n: 1 }, go: true }],
  };

  it("keeps the map's own entries, refreshes the project's classes it uses and drops those it no longer uses", () => {
    const stale = JSON.stringify([mine, fish]);
    const { text } = projectKinds(stale, TYPES, ['Crocodile', 'Snail', 'Fish'], 'a.tmj');
    expect(JSON.parse(text ?? '').map((k: { className: string }) => k.className)).toEqual([
      'Snail',
      'Fish',
      'Crocodile',
    ]);
    expect(JSON.parse(projectKinds(stale, TYPES, ['Snail'], 'a.tmj').text ?? '')).toEqual([mine]);
    // Written once, it is left alone; a map with no kinds of either sort gets no property.
    expect(projectKinds(text, TYPES, ['Crocodile', 'Snail', 'Fish'], 'a.tmj').text).toBeNull();
    expect(projectKinds(undefined, TYPES, ['Cat', 'Exit'], 'a.tmj').text).toBeNull();
  });

  it("names the map's property when its own JSON is the mistake", () => {
    expect(() => projectKinds('[1', TYPES, ['Fish'], 'a.tmj')).toThrow(
      /^a\.tmj: map property "kinds": is not JSON/,
    );
    const needsShell = {
      name: 'crab',
      className: 'Crab',
      rules: [{ on: 'enter', need: { counter: 'gem', n: 1, short: 'block' } }],
    };
    // The map's own kind may need what a class gives.
    expect(
      projectKinds(JSON.stringify([needsShell]), TYPES, ['Gem'], 'a.tmj').kinds.map((k) => k.name),
    ).toEqual(['gem']);
    expect(() => projectKinds(JSON.stringify([needsShell]), TYPES, ['Fish'], 'a.tmj')).toThrow(
      'a.tmj: map property "kinds": at [0].rules[0].need: `needs` names a counter no piece gives: "gem"',
    );
  });
});
