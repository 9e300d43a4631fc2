import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../level/levelFromRows';
import type { LevelSolution } from '../solver/solveLevel';
import { designerSummary, solveForDesigner } from './designerInfo';

function solution(over: Partial<LevelSolution>): LevelSolution {
  return {
    verdict: 'solvable',
    par: 6,
    taps: [{ x: 1, y: 1 }],
    path: [],
    reason: null,
    warnings: [],
    states: 1,
    ...over,
  };
}

describe('designerSummary', () => {
  it('states par, verdict and taps', () => {
    const s = designerSummary(
      solution({
        taps: [
          { x: 1, y: 1 },
          { x: 2, y: 2 },
        ],
      }),
      6,
    );
    expect(s.headline).toBe('Par 6 · solvable · 2 taps');
    expect(s.parNote).toBeNull();
  });
  it('notes a missing or stale par in the map', () => {
    expect(designerSummary(solution({}), null).parNote).toBe('The map sets no par; add par = 6.');
    expect(designerSummary(solution({ par: 7.4142 }), 7).parNote).toBe(
      'The map says par 7; the solver finds 7.41.',
    );
  });
  it('takes a par the map writes rounded (14.2 for 14.2426) as agreeing, as maze-cat check does', () => {
    expect(designerSummary(solution({ par: 10 + 3 * Math.SQRT2 }), 14.2).parNote).toBeNull();
    expect(designerSummary(solution({ par: 10 + 3 * Math.SQRT2 }), 14.24).parNote).toBeNull();
    expect(designerSummary(solution({ par: 10 + 3 * Math.SQRT2 }), 14.3).parNote).toBe(
      'The map says par 14.3; the solver finds 14.24.',
    );
  });
  it('gives the reason for an unsolvable or undecided level, with the warnings', () => {
    const s = designerSummary(
      solution({
        verdict: 'unsolvable',
        par: null,
        taps: [],
        reason: 'the exit is walled off',
        warnings: ['w'],
      }),
      5,
    );
    expect(s.headline).toBe('Unsolvable: the exit is walled off');
    expect(s.warnings).toEqual(['w']);
    expect(designerSummary(solution({ verdict: 'unknown', par: null, reason: null }), null).headline).toBe(
      'Not decided',
    );
  });
});

describe('solveForDesigner', () => {
  it('solves a level once, through the lazily loaded solver', async () => {
    const level = levelFromRows(['C..E']);
    const first = solveForDesigner(level);
    expect(solveForDesigner(level)).toBe(first);
    const result = await first;
    expect(result.verdict).toBe('solvable');
    expect(result.par).toBe(3);
  });
});
