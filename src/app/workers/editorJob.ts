/**
 * The editor's job: what the solver says of a level being made, after every edit (docs/editor.md).
 * Runs in the job worker; the page sends the map as text and the worker reads the game's tileset
 * through the page, as for any dropped map.
 */
import { levelOfDoc, type MapDoc } from '../../level/edit';
import { LevelError, type LevelProblem, type ProblemCode } from '../../level/problems';
import type { Cell, Level } from '../../level/types';
import { solveLevel } from '../../solver';
import { measureDifficulty, winsAtPar } from '../../solver/difficulty';
import { type NaiveAsk, naiveAsk } from '../../solver/shelfRules';
import { MapError } from '../../tiled/mapError';
import type { ReadFile } from '../../tiled/types';
import { sizeOf, tooBigForEditor } from './solveBudget';

/**
 * One thing found about the map, as data the page words its own way: the loader's or solver's
 * message (Tiled's words), what it is when the page has words of its own for it, and its tiles.
 */
export interface EditorFinding {
  readonly message: string;
  readonly code: ProblemCode | null;
  /** The tiles it is about, its piece's first; empty for the map as a whole. */
  readonly tiles: readonly Cell[];
}

/** What the editor shows beside the drawing. */
export interface EditorFindings {
  /** Why the map is not a level yet (no cat, a piece on a wall...). */
  readonly problems: readonly EditorFinding[];
  /** `solvable`, `unsolvable` or `unknown` (too big to decide); null while the map is not a level. */
  readonly verdict: 'solvable' | 'unsolvable' | 'unknown' | null;
  readonly par: number | null;
  /** Why there is no win, in a designer's words. */
  readonly reason: string | null;
  /** The solution's walk, the cat's start first, and its taps. */
  readonly path: readonly Cell[];
  readonly taps: readonly Cell[];
  /** Pieces the solution does not need, pieces out of reach. */
  readonly warnings: readonly EditorFinding[];
}

/** How hard a solvable level is (a second job: it takes longer than the solve). */
export interface EditorDifficulty {
  readonly band: string;
  readonly score: number;
  /** The naive strategies that win at par (none: the level beats naive play). */
  readonly naiveWins: readonly string[];
  /** What the shelf would still ask of the level's naive play (`naiveAsk`); null: nothing. */
  readonly shelfAsk: NaiveAsk;
}

/** The most search states the live solver spends (far more than a 32 x 32 level with a few pieces needs). */
const LIVE_STATES = 1_000_000;
/** The most the live difficulty measure spends; past it the band is left out. */
const LIVE_MEASURE_STATES = 200_000;

/** The findings of a map that is not a level yet, for `problems`. */
export function notALevel(problems: EditorFindings['problems']): EditorFindings {
  return { problems, verdict: null, par: null, reason: null, path: [], taps: [], warnings: [] };
}

/** Builds the level of `doc` and solves it; a map that is not a level yet says why. */
export async function editorFindings(doc: MapDoc, file: string, readFile: ReadFile): Promise<EditorFindings> {
  let level: Level;
  try {
    level = await levelOfDoc(doc, file, readFile);
  } catch (error) {
    if (error instanceof LevelError) {
      return notALevel(error.problems.filter((p) => p.severity === 'error').map(findingOf));
    }
    if (error instanceof MapError) return notALevel([{ message: error.detail, code: null, tiles: [] }]);
    throw error;
  }
  const tooBig = tooBigForEditor(sizeOf(level));
  if (tooBig) return { ...notALevel([]), verdict: 'unknown', reason: tooBig };
  const solution = solveLevel(level, { maxStates: LIVE_STATES });
  return {
    problems: [],
    verdict: solution.verdict,
    par: solution.par,
    reason: solution.reason,
    path: solution.path,
    taps: solution.taps,
    warnings: (solution.problems ?? []).map(findingOf),
  };
}

/** A level problem as the editor's finding: its message, its code, and its tiles (its place's first). */
function findingOf(problem: LevelProblem): EditorFinding {
  const { place, message, code, tiles } = problem;
  return { message, code: code ?? null, tiles: [...(place.tile ? [place.tile] : []), ...(tiles ?? [])] };
}

/**
 * Measures the difficulty of the level of `doc`, solved at `par`; null when it is too large to
 * measure live (past the editor's size gate, or its walks within par past LIVE_MEASURE_STATES).
 */
export async function editorDifficulty(
  doc: MapDoc,
  file: string,
  par: number,
  readFile: ReadFile,
): Promise<EditorDifficulty | null> {
  const level = await levelOfDoc(doc, file, readFile);
  if (tooBigForEditor(sizeOf(level))) return null;
  const measured = measureDifficulty(level, par, { maxStates: LIVE_MEASURE_STATES });
  if (!measured) return null;
  return {
    band: measured.band,
    score: measured.score,
    naiveWins: measured.naive.filter((n) => winsAtPar(n, par)).map((n) => n.strategy),
    shelfAsk: naiveAsk(measured),
  };
}
