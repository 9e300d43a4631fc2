import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../level/loadLevel';
import { Sim } from '../sim';
import { solveLevel } from './solveLevel';
import { walkEffects } from './testWalk';

/**
 * A level of test-data/own-kinds, whose kinds come from its `kinds` map property alone; `edit`
 * changes the file's text first (a kind's word turned round).
 */
const load = (name: string, edit: (text: string) => string = (text) => text) =>
  loadLevel(`test-data/own-kinds/${name}.tmj`, async (path) => edit(readFileSync(path, 'utf8')));

describe("a map's own kinds, played and solved", () => {
  it('fish and crocodile: the cat takes the fish, calms the crocodile with it and wins at par 4', async () => {
    const level = await load('fish-and-crocodile');
    expect(level.kinds.map((k) => k.name)).toEqual(['fish', 'crocodile']);
    const sim = new Sim(level);
    expect(walkEffects(sim, 5, 1)).toEqual(['fish:take', 'crocodile:bribe', 'exit:win']);
    expect(sim.status).toBe('won');
    const solution = solveLevel(level);
    expect(solution.verdict).toBe('solvable');
    expect(solution.par).toBe(4);
  });

  it('a crocodile before the fish eats the cat, and the solver proves the level unsolvable', async () => {
    const level = await load('crocodile-first');
    const sim = new Sim(level);
    expect(walkEffects(sim, 5, 1)).toEqual(['crocodile:eat']);
    expect(sim.status).toBe('lost');
    expect(solveLevel(level).verdict).toBe('unsolvable');
  });

  it('gem gate: closed until the cat carries both gems (need n = the number of gems), par 9', async () => {
    const level = await load('gem-gate');
    const sim = new Sim(level);
    walkEffects(sim, 5, 1);
    expect(walkEffects(sim, 8, 1)).toEqual([]);
    // No way through the closed gate: the walk does not start.
    expect(sim.cat).toEqual({ x: 5, y: 1 });
    expect(sim.status).toBe('playing');
    expect(walkEffects(sim, 1, 1)).toEqual(['gem:take']);
    expect(walkEffects(sim, 8, 1)).toEqual(['exit:win']);
    const solution = solveLevel(level);
    expect(solution.par).toBe(9);
    expect(solution.taps.at(-1)).toEqual({ x: 8, y: 1 });
  });

  it('one-way flaps: the only way round goes east through the east flap, never west through the west one; par 11', async () => {
    const level = await load('one-way-flap');
    const sim = new Sim(level);
    // The cat's path finder plans round the flap that lets only westward steps in.
    expect(walkEffects(sim, 8, 1)).toEqual(['exit:win']);
    expect(sim.moves).toBe(11);
    const solution = solveLevel(level);
    expect(solution.verdict).toBe('solvable');
    expect(solution.par).toBe(11);
    expect(solution.taps).toEqual([{ x: 8, y: 1 }]);
  });

  it('with the lower flap turned round (west), no way leads east: the solver proves it unsolvable', async () => {
    const level = await load('one-way-flap', (text) => text.split('\\"east\\"').join('\\"west\\"'));
    expect(level.pieces.filter((p) => p.def.oneWay?.[0] === 'west')).toHaveLength(2);
    expect(solveLevel(level).verdict).toBe('unsolvable');
    const sim = new Sim(level);
    expect(walkEffects(sim, 8, 1)).toEqual([]);
    expect(sim.cat).toEqual({ x: 1, y: 1 });
  });

  it('a rock is a wall for good: the walk and the solver go round it, par 8', async () => {
    const level = await load('rock');
    const sim = new Sim(level);
    expect(walkEffects(sim, 5, 1)).toEqual(['exit:win']);
    expect(sim.moves).toBe(8);
    expect(solveLevel(level).par).toBe(8);
  });

  it("a cushion ends the cat's walk on it: the next tap walks on; the solver taps it (par 6, two taps)", async () => {
    const level = await load('cushion');
    const sim = new Sim(level);
    // The preview shows the walk the tap makes: as far as the cushion, for what that costs.
    const preview = sim.preview(7, 1);
    expect(preview.path.at(-1)).toEqual({ x: 4, y: 1 });
    expect(preview.cost).toBe(3);
    expect(walkEffects(sim, 7, 1)).toEqual([]);
    expect(sim.cat).toEqual({ x: 4, y: 1 });
    expect(sim.status).toBe('playing');
    expect(walkEffects(sim, 7, 1)).toEqual(['exit:win']);
    expect(sim.moves).toBe(6);
    const solution = solveLevel(level);
    expect(solution.par).toBe(6);
    expect(solution.taps).toEqual([
      { x: 4, y: 1 },
      { x: 7, y: 1 },
    ]);
  });

  it('a one-way kind where steps have no compass way (the knight rule, hex and staggered maps) is an error at the piece', async () => {
    const knight = (text: string) =>
      text.replace(
        '"properties": [',
        '"properties": [{"name": "rule", "type": "string", "value": "knight"},',
      );
    await expect(load('one-way-flap', knight)).rejects.toThrow(
      /FlapWest is one way \(`oneWay`\), which needs square tiles under the orthogonal or diagonal rule; this map's rule is knight/,
    );
  });
});
