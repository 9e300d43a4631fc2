import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../../level/levelFromRows';
import { Sim } from '../../../sim';
import { hintMoment } from './hintMoment';

describe('hintMoment', () => {
  const level = levelFromRows(['C..E', '####']);

  it('at the start: at once', () => {
    expect(hintMoment(new Sim(level))).toBe('now');
  });

  it('asked during the winning walk: it waits, and once the walk ends won there is none to give', () => {
    const sim = new Sim(level);
    sim.command({ kind: 'walkTo', x: 3, y: 0 });
    sim.step();
    expect(hintMoment(sim)).toBe('whenStopped');
    sim.runUntilIdle();
    expect(sim.status).toBe('won');
    expect(hintMoment(sim)).toBe('never');
  });

  it('after a walk that loses: none', () => {
    const trapped = levelFromRows(['C.D.E', '#B###']);
    const sim = new Sim(trapped);
    sim.command({ kind: 'walkTo', x: 3, y: 0 });
    sim.runUntilIdle();
    expect(sim.status).toBe('lost');
    expect(hintMoment(sim)).toBe('never');
  });
});
