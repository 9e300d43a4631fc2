/**
 * The checks every community shelf level passes (docs/sharing.md, "Put a level on the shelf"): it
 * loads and passes the shelf's judgement (src/solver/shelfRules.ts: its shelf properties, the par
 * it states, its difficulty, naive play); and across the shelf, every `remixOf` that names a shelf
 * level names one that is there, with no loop. The levels test runs them on levels/community/, and
 * `npm run levels:community` before it writes a level.
 */
import { readdir, readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { type Level, loadLevel } from '../../src/level';
import { formatShelfProblems, isShelfId, type ShelfInfo } from '../../src/level/shelfInfo';
import { solveLevel } from '../../src/solver';
import type { Difficulty } from '../../src/solver/difficulty';
import { judgeShelfLevel } from '../../src/solver/shelfRules';
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

/**
 * Checks one shelf map (`file`, its files read through `read`) by the shelf's one judgement
 * (src/solver/shelfRules.ts), its findings in the words `maze-cat check` and Tiled print.
 */
export async function checkShelfLevel(file: string, read: ReadFile): Promise<ShelfCheck> {
  let level: Level;
  try {
    level = await loadLevel(file, read);
  } catch (error) {
    return { ok: false, problems: [`error: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const solution = solveLevel(level);
  const { info, difficulty, problems } = judgeShelfLevel(level, solution);
  if (problems.length > 0 || info === null || difficulty === null || solution.par === null)
    return { ok: false, problems: formatShelfProblems(file, problems) };
  return { ok: true, checked: { info, level, par: solution.par, difficulty } };
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
