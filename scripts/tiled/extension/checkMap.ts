import { formatCost } from '../../../src/grid';
import {
  LevelError,
  type LevelPlace,
  type LevelProblem,
  loadLevel,
  loadLevelDespiteErrors,
  problemsOf,
} from '../../../src/level';
import { findingsDespiteErrors, parProblem, solveLevel } from '../../../src/solver';
import { levelDepth } from '../../../src/solver/difficulty';
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

/** The place of a finding about the level as a whole (its verdict): no words before the message. */
export const WHOLE_LEVEL: LevelPlace = { path: '' };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function counts(findings: readonly Finding[]): string {
  const errors = findings.filter((f) => f.severity === 'error').length;
  return `${plural(errors, 'error')}, ${plural(findings.length - errors, 'warning')}`;
}

/**
 * Checks a map as `maze-cat check` does, with the project's own loader and solver: every problem
 * of the level, each at its place, the par against the solver's, and the verdict (a level that
 * cannot be won is an error; one the solver could not decide within `maxStates`, a warning).
 */
export async function checkMap(
  file: string,
  readFile: ReadFile,
  readBytes?: ReadBytes,
  maxStates = TILED_MAX_STATES,
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
  const naivePlay = levelDepth(level, solution).problem;
  const problems: LevelProblem[] = [
    ...level.warnings,
    ...(solution.problems ?? []),
    ...(naivePlay ? [naivePlay] : []),
  ];
  const mismatch = parProblem(level, solution);
  if (mismatch) problems.unshift(mismatch);
  if (solution.verdict === 'unsolvable')
    problems.unshift({
      severity: 'error',
      place: WHOLE_LEVEL,
      message: `the level cannot be won: ${solution.reason}`,
    });
  if (solution.verdict === 'unknown') {
    problems.unshift({
      severity: 'warning',
      place: WHOLE_LEVEL,
      message: `not solved inside Tiled (${solution.reason}); run the project command "Check level" for the full search`,
    });
  }
  const findings = problems.map((p) => ({ file, ...p }));
  const par =
    solution.par === null
      ? ''
      : `, par ${formatCost(solution.par)}${level.par === null ? '' : ` (the map says ${formatCost(level.par)})`}`;
  return { summary: `${solution.verdict}${par}; ${counts(findings)}`, findings };
}
