import type { LevelProblem } from '../level/problems';
import type { Level } from '../level/types';
import { type SolveOptions, solveLevel } from './solveLevel';

/**
 * What the solver finds in a level built despite its errors (`loadLevelDespiteErrors`), as
 * warnings, so `maze-cat check` and the Tiled extension name them before the errors are fixed: a
 * piece the cat cannot reach, a key no door needs, and that the level cannot be won even so.
 */
export function findingsDespiteErrors(level: Level, options: SolveOptions = {}): LevelProblem[] {
  const solution = solveLevel(level, options);
  const found = [...(solution.problems ?? [])];
  if (solution.verdict === 'unsolvable')
    found.push({
      severity: 'warning',
      place: { path: '' },
      message: `even without the pieces in error, the level cannot be won: ${solution.reason}`,
    });
  return found;
}
