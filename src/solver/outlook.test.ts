import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../level';
import { Sim } from '../sim';
import { outlookFrom, solveLevel } from './solveLevel';

/** The Red Door, as shipped: one red key, two red doors; the short way from the key spends it on the first. */
const RED_DOOR = await loadLevel('levels/17-the-red-door.tmj', async (path) => readFileSync(path, 'utf8'));

function walk(sim: Sim, x: number, y: number): void {
  sim.command({ kind: 'walkTo', x, y });
  sim.runUntilIdle();
}

describe('outlookFrom', () => {
  it('from the start: a win at par', () => {
    const sim = new Sim(RED_DOOR);
    const par = solveLevel(RED_DOOR).par;
    expect(outlookFrom(RED_DOOR, sim.state)).toEqual(
      expect.objectContaining({ verdict: 'solvable', best: par }),
    );
  });

  it('after the key went to the first door: no win is left, though the cat still plays', () => {
    const sim = new Sim(RED_DOOR);
    walk(sim, 8, 1);
    walk(sim, 6, 4);
    expect(sim.status).toBe('playing');
    expect(outlookFrom(RED_DOOR, sim.state)).toMatchObject({ verdict: 'unsolvable', best: null });
  });

  it('after a detour: a win is left, at more than par, counting the moves made', () => {
    const sim = new Sim(RED_DOOR);
    const par = solveLevel(RED_DOOR).par as number;
    walk(sim, 6, 2);
    const outlook = outlookFrom(RED_DOOR, sim.state);
    expect(outlook.verdict).toBe('solvable');
    expect(outlook.best).toBeGreaterThan(par);
  });

  it('gives up, unknown, past its state budget', () => {
    const sim = new Sim(RED_DOOR);
    walk(sim, 8, 1);
    walk(sim, 6, 4);
    expect(outlookFrom(RED_DOOR, sim.state, { maxStates: 1 }).verdict).toBe('unknown');
  });
});
