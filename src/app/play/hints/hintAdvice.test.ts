import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../../level/levelFromRows';
import { Sim } from '../../../sim';
import { solveFrom } from '../../../solver';
import { hintAdvice } from './hintAdvice';

describe('hintAdvice', () => {
  const level = levelFromRows(['B..C.DE', '#######']);

  it('from the start: the next tap of a plan at par', () => {
    const sim = new Sim(level);
    const advice = hintAdvice(solveFrom(level, sim.state), 9);
    expect(advice).toMatchObject({ tap: { x: 0, y: 0 }, parLost: false });
    expect(advice.text).toBe(
      'Next, tap the marked tile: the best way on wins in 9 moves, at par. Press Hint (H) again to walk there.',
    );
  });

  it('after a wrong move: says par is out of reach and shows the best remaining plan', () => {
    const sim = new Sim(level);
    sim.command({ kind: 'walkTo', x: 4, y: 0 });
    sim.runUntilIdle();
    const advice = hintAdvice(solveFrom(level, sim.state), 9);
    expect(advice.parLost).toBe(true);
    expect(advice.tap).toEqual({ x: 0, y: 0 });
    expect(advice.text).toMatch(/^Par 9 is out of reach from here\. The best way on wins in 11 moves: tap/);
  });

  it('with no win left: no tile, and the way back', () => {
    const trapped = levelFromRows(['C.D.E', '#B###']);
    const sim = new Sim(trapped);
    sim.command({ kind: 'walkTo', x: 3, y: 0 });
    sim.runUntilIdle();
    expect(sim.status).toBe('lost');
    const advice = hintAdvice(solveFrom(trapped, sim.state), 6);
    expect(advice).toMatchObject({ tap: null, parLost: true });
    expect(advice.text).toMatch(/^No win is left from here/);
  });

  it('on a touch screen names no keys', () => {
    const advice = hintAdvice(solveFrom(level, new Sim(level).state), 9, true);
    expect(advice.text).toBe(
      'Next, tap the marked tile: the best way on wins in 9 moves, at par. Tap Hint again to walk there.',
    );
    expect(advice.text).not.toMatch(/\(H\)|\(\d+,\d+\)/);
  });
});
