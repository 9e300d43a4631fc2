/**
 * The checks every community shelf level passes (docs/levels.md, "The community shelf"): it loads,
 * its shelf properties are whole and text only (src/level/shelfInfo.ts), the solver solves it at
 * the par it states, its difficulty is measured, and naive play does not make par (an easy level:
 * no single tap wins it); and across the shelf, every `remixOf` that names a shelf level names one
 * that is there, with no loop. The levels test runs them on levels/community/, and
 * `npm run levels:community` before it writes a level.
 */
import { readdir, readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { formatCost } from '../../src/grid';
import { type Level, loadLevel } from '../../src/level';
import { formatShelfProblems, isShelfId, readShelfInfo, type ShelfInfo } from '../../src/level/shelfInfo';
import { solveLevel } from '../../src/solver';
import { type Difficulty, measureDifficulty } from '../../src/solver/difficulty';
import type { ReadFile } from '../../src/tiled/types';

/** A shelf level that passed: what it is, its par and how hard it measured. */
export interface CheckedShelfLevel {
  readonly info: ShelfInfo;
  readonly level: Level;
  readonly par: number;
  readonly difficulty: Difficulty;
}

/** One level's check: the level when it passed, else the problems (`error: <file>: <place>: <message>`). */
export type ShelfCheck =
  | { readonly ok: true; readonly checked: CheckedShelfLevel }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Checks one shelf map (`file`, its files read through `read`). */
export async function checkShelfLevel(file: string, read: ReadFile): Promise<ShelfCheck> {
  let level: Level;
  try {
    level = await loadLevel(file, read);
  } catch (error) {
    return { ok: false, problems: [`error: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const { info, problems: found } = readShelfInfo(level);
  const problems = formatShelfProblems(file, found);
  const solution = solveLevel(level);
  const par = solution.par;
  if (solution.verdict !== 'solvable' || par === null) {
    problems.push(
      `error: ${file}: the solver finds it ${solution.verdict}${solution.reason ? `: ${solution.reason}` : ''}`,
    );
    return { ok: false, problems };
  }
  if (level.par === null)
    problems.push(`error: ${file}: map property "par": is missing; the solver's par is ${formatCost(par)}`);
  else if (formatCost(level.par) !== formatCost(par))
    problems.push(
      `error: ${file}: map property "par": states ${formatCost(level.par)}, the solver finds ${formatCost(par)}`,
    );
  const difficulty = measureDifficulty(level, par);
  if (difficulty === null)
    problems.push(`error: ${file}: its difficulty could not be measured (too many optimal walks)`);
  else {
    const problem = naiveProblem(difficulty, par);
    if (problem !== null) problems.push(`error: ${file}: ${problem}`);
  }
  if (problems.length > 0 || info === null || difficulty === null) return { ok: false, problems };
  return { ok: true, checked: { info, level, par, difficulty } };
}

/**
 * What is wrong with how naive play fares on a shelf level, or null: a medium or hard level beats
 * naive play; an easy one may not (a level that beats it scores 40 and more, medium by the score's
 * own measure), but no single tap wins it, so even the shelf's first level asks for a plan.
 */
function naiveProblem(difficulty: Difficulty, par: number): string | null {
  if (difficulty.beatsNaive) return null;
  const winners = `naive play wins it at par (${naiveWinners(difficulty, par)})`;
  if (difficulty.band !== 'easy') return `${winners}: a ${difficulty.band} level beats naive play`;
  return difficulty.oneTapWin ? `a single tap wins it, and ${winners}` : null;
}

function naiveWinners(difficulty: Difficulty, par: number): string {
  return difficulty.naive
    .filter((n) => n.outcome === 'won' && formatCost(n.cost) === formatCost(par))
    .map((n) => n.strategy)
    .join(', ');
}

/**
 * Problems of the shelf as a whole: a `remixOf` naming a shelf level that is not there, and a
 * chain of remixes that comes back to where it started.
 */
export function shelfChainProblems(levels: readonly ShelfInfo[]): string[] {
  const byId = new Map(levels.map((l) => [l.id, l]));
  const problems: string[] = [];
  for (const level of levels) {
    const seen = new Set([level.id]);
    for (let at = level.remixOf; at !== null && isShelfId(at); at = byId.get(at)?.remixOf ?? null) {
      if (!byId.has(at)) {
        problems.push(`error: ${level.id}: map property "remixOf": ${at} is not on the shelf`);
        break;
      }
      if (seen.has(at)) {
        problems.push(`error: ${level.id}: map property "remixOf": the chain of remixes loops back to ${at}`);
        break;
      }
      seen.add(at);
    }
  }
  return problems;
}

/**
 * Checks every map of the shelf in `dir` and the shelf as a whole: the levels that passed, in
 * file-name order, and every problem found (`error: <file or id>: <place>: <message>`).
 */
export async function checkShelf(dir: string): Promise<{ checked: CheckedShelfLevel[]; problems: string[] }> {
  const checked: CheckedShelfLevel[] = [];
  const problems: string[] = [];
  for (const path of await shelfFiles(dir)) {
    // Named from the working folder in messages (levels/community/x.tmj), as `check` names it.
    const file = relative(process.cwd(), path) || path;
    const result = await checkShelfLevel(file, readFromDisk);
    if (result.ok) checked.push(result.checked);
    else problems.push(...result.problems);
  }
  problems.push(...shelfChainProblems(checked.map((c) => c.info)));
  return { checked, problems };
}

/** The shelf's map files in `dir` (levels/community/), by file name. */
export async function shelfFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .filter((n) => /\.tmj$/i.test(n))
    .sort()
    .map((n) => resolve(dir, n));
}

/** Reads files from disk (the shelf's maps and the tileset they name). */
export const readFromDisk: ReadFile = (path) => readFile(path, 'utf8');
