import { expect } from 'vitest';
import type { Level } from '../level/types';
import { replayTaps } from './replay';
import { type LevelSolution, solveLevel } from './solveLevel';

/** For tests: solves the level and checks that its taps win at par in the Sim, with no replay warning. */
export function solvedAtPar(level: Level): LevelSolution {
  const solution = solveLevel(level);
  expect(solution.verdict, solution.reason ?? '').toBe('solvable');
  const replay = replayTaps(level, solution.taps);
  expect(replay.status).toBe('won');
  expect(replay.moves).toBeCloseTo(solution.par ?? Number.NaN, 9);
  expect(solution.warnings.some((w) => w.includes('did not replay'))).toBe(false);
  return solution;
}
