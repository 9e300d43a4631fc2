import type { LevelProblem } from '../../level/problems';
import type { Level } from '../../level/types';
import type { LevelSolution } from '../solveLevel';
import { type Difficulty, measureDifficulty } from './measure';
import { winsAtPar } from './score';

/** A level's measured difficulty and, when naive play wins it at par outside a tutorial, the warning. */
export interface LevelDepth {
  /** `null` when the level is not solvable or the walks within par are too many to search. */
  readonly difficulty: Difficulty | null;
  readonly problem: LevelProblem | null;
}

/** The naive strategies that win at par, by name. */
export function naiveWinners(difficulty: Difficulty, par: number): string[] {
  return difficulty.naive.filter((n) => winsAtPar(n, par)).map((n) => n.strategy);
}

/**
 * Measures a solved level as `maze-cat check` and the Tiled extension both report it
 * (docs/levels.md, "How hard is a level"): the walks within par are searched up to four times the
 * solver's own search (at least 100,000 states), and a level that naive play wins at par is a
 * warning about the map as a whole, unless its `tutorial` property says it teaches.
 */
export function levelDepth(level: Level, solution: Pick<LevelSolution, 'par' | 'states'>): LevelDepth {
  if (solution.par === null) return { difficulty: null, problem: null };
  const difficulty = measureDifficulty(level, solution.par, {
    maxStates: Math.max(100_000, 4 * solution.states),
  });
  if (!difficulty || difficulty.beatsNaive || level.tutorial) return { difficulty, problem: null };
  return {
    difficulty,
    problem: {
      severity: 'warning',
      place: { path: '' },
      message:
        `naive play wins at par (${naiveWinners(difficulty, solution.par).join(', ')}): the level is not a ` +
        'puzzle yet (a level that teaches can say so with the map property tutorial = true)',
    },
  };
}
