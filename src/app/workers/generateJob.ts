/**
 * The job that makes a daily or endless level: the generator (src/solver/generate) run in the job
 * worker, its level written as the Tiled map a designer would get from `maze-cat generate`, so the
 * page opens it exactly as it opens a shipped level.
 */
import { drawingToTmj } from '../../level/tmjWriter';
import { GenerateError, generateLevel } from '../../solver/generate';
import { settingsOf } from '../../solver/generate/options';
import type { GeneratedMap, GenerateRequest } from './protocol';
import { tooBigForEditor } from './solveBudget';

/** Seeds tried in all: the one asked for, then `<seed>~2`, `<seed>~3`... */
const ATTEMPTS = 4;

/**
 * Generates the level asked for. A seed that yields no level of the band (rare) is followed by the
 * next fallback seed, the same for every player, so a given date still makes one puzzle for all.
 * Throws the generator's error when every attempt fails, and a RangeError at once for a level past
 * the editor's size gate (the live solver's: every candidate is solved and measured), with its words.
 */
export function generateMap({ options, title, intro }: GenerateRequest): GeneratedMap {
  const { width, height, dogs, bones } = settingsOf(options);
  const tooBig = tooBigForEditor({ width, height, pieces: dogs + bones + 2 });
  if (tooBig) throw new RangeError(tooBig);
  let failure: unknown = null;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const seed = attempt === 1 ? options.seed : `${options.seed}~${attempt}`;
    try {
      const made = generateLevel({ ...options, seed });
      const tmj = drawingToTmj({ ...made.drawing, title, intro }, made.par);
      return { text: JSON.stringify(tmj), par: made.par, seed };
    } catch (error) {
      if (!(error instanceof GenerateError)) throw error;
      failure = error;
    }
  }
  throw failure;
}
