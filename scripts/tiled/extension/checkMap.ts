import { formatCost } from '../../../src/grid';
import {
  type Level,
  LevelError,
  type LevelProblem,
  loadLevel,
  loadLevelDespiteErrors,
  problemsOf,
} from '../../../src/level';
import { isShelfFile } from '../../../src/level/shelfInfo';
import { findingsDespiteErrors, type LevelSolution, parProblem, solveLevel } from '../../../src/solver';
import { levelDepth } from '../../../src/solver/difficulty';
import { judgeShelfLevel, verdictProblem, WHOLE_LEVEL } from '../../../src/solver/shelfRules';

export { WHOLE_LEVEL };

import type { ReadBytes, ReadFile } from '../../../src/tiled';

/**
 * The solver's budget inside Tiled: a check runs on Tiled's own thread after each save, so a level
 * too large to decide quickly is left `unknown` (with a warning) rather than freezing the editor.
 */
export const TILED_MAX_STATES = 500_000;

/** One problem, in the file that holds it (the map, or a tileset or template it uses). */
export interface Finding extends LevelProblem {
  readonly file: string;
}

/** What a check found: one line for Tiled's console, and every problem for its Issues view. */
export interface MapCheck {
  readonly summary: string;
  readonly findings: readonly Finding[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function counts(findings: readonly Finding[]): string {
  const errors = findings.filter((f) => f.severity === 'error').length;
  return `${plural(errors, 'error')}, ${plural(findings.length - errors, 'warning')}`;
}

/**
 * Checks a map as `maze-cat check` does, with the project's own loader and solver: every problem
 * of the level, each at its place, the par against the solver's, and the verdict (a level that
 * cannot be won is an error; one the solver could not decide within `maxStates`, a warning). A map
 * in a `community/` folder, or any with `shelf`, is judged by the shelf's rules as `check` judges it.
 */
export async function checkMap(
  file: string,
  readFile: ReadFile,
  readBytes?: ReadBytes,
  { maxStates = TILED_MAX_STATES, shelf = false }: { maxStates?: number; shelf?: boolean } = {},
): Promise<MapCheck> {
  let level: Awaited<ReturnType<typeof loadLevel>>;
  try {
    level = await loadLevel(file, readFile, { readBytes });
  } catch (error) {
    const findings = problemsOf(error, file).map(({ file, problem }) => ({ file, ...problem }));
    // The solver's findings too, when the level builds without the pieces in error (as `check`).
    const partial =
      error instanceof LevelError ? await loadLevelDespiteErrors(file, readFile, { readBytes }) : null;
    if (partial) findings.push(...findingsDespiteErrors(partial, { maxStates }).map((p) => ({ file, ...p })));
    return { summary: `invalid (${counts(findings)})`, findings };
  }
  const solution = solveLevel(level, { maxStates });
  const problems: LevelProblem[] =
    solution.verdict === 'unknown'
      ? [
          {
            severity: 'warning',
            place: WHOLE_LEVEL,
            message: `not solved inside Tiled (${solution.reason}); run the project command "Check level" for the full search`,
          },
        ]
      : shelf || isShelfFile(file)
        ? [...judgeShelfLevel(level, solution).problems]
        : plainProblems(level, solution);
  problems.push(...level.warnings, ...(solution.problems ?? []));
  const findings = problems.map((p) => ({ file, ...p }));
  const par =
    solution.par === null
      ? ''
      : `, par ${formatCost(solution.par)}${level.par === null ? '' : ` (the map says ${formatCost(level.par)})`}`;
  return { summary: `${solution.verdict}${par}; ${counts(findings)}`, findings };
}

/** A solved level's errors outside the shelf: its verdict and a par that disagrees; naive play a warning. */
function plainProblems(level: Level, solution: LevelSolution): LevelProblem[] {
  const naivePlay = levelDepth(level, solution).problem;
  return [verdictProblem(solution), parProblem(level, solution), naivePlay].filter(
    (p): p is LevelProblem => p !== null,
  );
}
