/**
 * Whether a map may join the community shelf (docs/sharing.md, "Put a level on the shelf"): the one
 * judgement that `maze-cat check` (on a map in levels/community/, or with `--shelf`), the Tiled
 * extension's on-save check, `npm run levels:community` and the shelf's test all ask, so each
 * prints the same findings (`shelfProblemText`). The shelf as a whole (every `remixOf` naming a
 * level that is there, no loop of remixes) is scripts/levels/shelfCheck.ts's, as it needs every map.
 */
import { formatCost } from '../grid';
import type { LevelPlace, LevelProblem } from '../level/problems';
import { readShelfInfo, type ShelfInfo } from '../level/shelfInfo';
import type { Level } from '../level/types';
import { type Difficulty, levelDepth, naiveWinners } from './difficulty';
import { parProblem } from './parProblem';
import type { LevelSolution } from './solveLevel';

/** The place of a finding about the level as a whole: no words before its message. */
export const WHOLE_LEVEL: LevelPlace = { path: '' };

/** What the shelf's judgement found. */
export interface ShelfJudgement {
  /** The shelf's facts of the level; null when any property is in error. */
  readonly info: ShelfInfo | null;
  /** How hard it measured; null when not solvable or not measured. */
  readonly difficulty: Difficulty | null;
  /** Every reason it may not join the shelf, each an error at its place; empty when it may. */
  readonly problems: readonly LevelProblem[];
}

/**
 * The error of a level the solver cannot win or could not decide, about the level as a whole;
 * null for a solvable one. Also the Tiled extension's words for any level it cannot win.
 */
export function verdictProblem(solution: Pick<LevelSolution, 'verdict' | 'reason'>): LevelProblem | null {
  if (solution.verdict === 'solvable') return null;
  const message =
    solution.verdict === 'unsolvable'
      ? `the level cannot be won: ${solution.reason}`
      : `the solver could not decide whether the level can be won (${solution.reason})`;
  return { severity: 'error', place: WHOLE_LEVEL, message };
}

/**
 * Judges a loaded, solved level against every rule of the shelf, in this order: its shelf
 * properties, size and texts (`readShelfInfo`); solvable; a `par` property that states the
 * solver's par; its difficulty measured (as `levelDepth` measures it for `check`); and naive play:
 * a medium or hard level beats it, an easy one at least is not won by a single tap.
 */
export function judgeShelfLevel(level: Level, solution: LevelSolution): ShelfJudgement {
  const { info, problems: found } = readShelfInfo(level);
  const problems = [...found];
  const verdict = verdictProblem(solution);
  if (verdict !== null || solution.par === null) {
    if (verdict !== null) problems.push(verdict);
    return { info: null, difficulty: null, problems };
  }
  const par = solution.par;
  const mismatch = parProblem(level, solution);
  if (mismatch !== null) problems.push(mismatch);
  if (level.par === null) {
    const type = Number.isInteger(par) ? 'int' : 'float';
    problems.push(
      shelfError(`is missing: add the ${type} property "par": the solver's par, ${formatCost(par)}`, 'par'),
    );
  }
  const { difficulty } = levelDepth(level, solution);
  if (difficulty === null)
    problems.push(
      shelfError(
        "its difficulty could not be measured (the walks within par are too many to search): a shelf level's card shows it",
      ),
    );
  else {
    const naive = naiveProblem(difficulty, par);
    if (naive !== null) problems.push(shelfError(naive));
  }
  return { info: problems.length === 0 ? info : null, difficulty, problems };
}

/** An error about the level as a whole, or at the map property `property`. */
function shelfError(message: string, property?: string): LevelProblem {
  const place = property === undefined ? WHOLE_LEVEL : { path: `properties.${property}`, property };
  return { severity: 'error', place, message };
}

/**
 * What the shelf asks of how naive play fares, or null when the level meets it: a medium or hard
 * level beats naive play (`beat-naive`); an easy one may not (a level that beats it scores 40 and
 * more, medium by the score's own measure), but no single tap wins it (`not-one-tap`), so even the
 * shelf's first level asks for a plan. The editor's Submit to the shelf asks the same.
 */
export function naiveAsk(difficulty: Pick<Difficulty, 'beatsNaive' | 'band' | 'oneTapWin'>): NaiveAsk {
  if (difficulty.beatsNaive) return null;
  if (difficulty.band !== 'easy') return 'beat-naive';
  return difficulty.oneTapWin ? 'not-one-tap' : null;
}

/** What the shelf asks of naive play that a level does not meet (see `naiveAsk`). */
export type NaiveAsk = 'beat-naive' | 'not-one-tap' | null;

/** What is wrong with how naive play fares on a shelf level (see `naiveAsk`), or null. */
function naiveProblem(difficulty: Difficulty, par: number): string | null {
  const ask = naiveAsk(difficulty);
  if (ask === null) return null;
  const winners = `naive play wins it at par (${naiveWinners(difficulty, par).join(', ')})`;
  if (ask === 'beat-naive')
    return `${winners}: a ${difficulty.band} shelf level must beat naive play; change the board so that no naive strategy makes par`;
  return `a single tap wins it, and ${winners}: a shelf level asks for a plan`;
}
