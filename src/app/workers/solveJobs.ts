/**
 * The job kinds that solve: the designer's solution and depth, the hint from a state, and the
 * outlook after a walk. A chunk of its own, fetched by the first such job (jobs.ts), so the
 * worker builds the first level without downloading the solver.
 */
import { buildLevel } from '../../level/buildLevel';
import type { Level } from '../../level/types';
import { describeDifficulty, levelDepth } from '../../solver/difficulty';
import { outlookFrom, solveFrom, solveLevel } from '../../solver/solveLevel';
import type { TiledMap } from '../../tiled/types';
import type { JobKind, JobRequest, JobResponse } from './protocol';
import { GAME_PIECE_TILES, notSolved, sizeOf, tooBigToSolve } from './solveBudget';

type Handler<K extends JobKind> = (request: JobRequest<K>) => Promise<JobResponse<K>>;

/**
 * States an outlook may search before it says `unknown`: about a tenth of a second, so the answer
 * comes within half a second of the walk on any level (a level too big to decide says nothing).
 */
export const OUTLOOK_MAX_STATES = 200_000;

/** The level the last outlook was for, built once: the player asks after every walk. */
let outlookLevel: { readonly name: string; readonly level: Level } | null = null;

/** The level named `name`, built from `map` when it is new; null when neither is here. */
function levelNamed(name: string, map: TiledMap | null): Level | null {
  if (outlookLevel?.name !== name) {
    if (!map) return null;
    outlookLevel = { name, level: buildLevel(map) };
  }
  return outlookLevel.level;
}

/** Why the game's solver does not take `level` on, or null. */
const tooBig = (level: Level) => tooBigToSolve(sizeOf(level), GAME_PIECE_TILES, 'the solver in the game');

export const solveMap: Handler<'solveMap'> = async ({ map }) => {
  const level = buildLevel(map);
  const why = tooBig(level);
  return why ? notSolved(why) : solveLevel(level);
};

export const measureMap: Handler<'measureMap'> = async ({ map, par, states }) => {
  const level = buildLevel(map);
  if (tooBig(level)) return { depth: null, warning: null };
  const { difficulty, problem } = levelDepth(level, { par, states });
  return { depth: difficulty && describeDifficulty(difficulty, par), warning: problem?.message ?? null };
};

export const solveFromState: Handler<'solveFrom'> = async ({ map, state }) => {
  const level = buildLevel(map);
  const why = tooBig(level);
  return why ? notSolved(why) : solveFrom(level, state);
};

/** Says nothing (`unknown`) on a level too big to search after every walk. */
export const outlook: Handler<'outlook'> = async ({ map, level, state }) => {
  const built = levelNamed(level, map);
  if (built && tooBig(built)) return { verdict: 'unknown', best: null, states: 0 };
  return built && outlookFrom(built, state, { maxStates: OUTLOOK_MAX_STATES });
};
