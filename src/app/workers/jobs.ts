/**
 * What each kind of job does. Runs in the job worker, and on the page itself when no worker can
 * start (the same code either way).
 */
import { buildLevel } from '../../level/buildLevel';
import type { Level } from '../../level/types';
import { describeDifficulty, levelDepth } from '../../solver/difficulty';
import { outlookFrom, solveFrom, solveLevel } from '../../solver/solveLevel';
import { LEVEL_LIMITS } from '../../tiled/limits';
import { loadTiledMap } from '../../tiled/loadTiledMap';
import type { TiledMap } from '../../tiled/types';
import { editorDifficulty, editorFindings } from './editorJob';
import { generateMap } from './generateJob';
import type { JobFiles, JobKind, JobRequest, JobResponse } from './protocol';

/** A handler per kind of job. */
export type JobHandlers = {
  readonly [K in JobKind]: (request: JobRequest<K>, files: JobFiles) => Promise<JobResponse<K>>;
};

const loadMap = (file: string, { readFile, readBytes }: JobFiles) =>
  loadTiledMap(file, readFile, { limits: LEVEL_LIMITS, readBytes });

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

export const JOBS: JobHandlers = {
  loadLevel: async ({ file }, files) => buildLevel(await loadMap(file, files)),
  checkLevel: async ({ file }, files) => {
    buildLevel(await loadMap(file, files));
    return null;
  },
  solveMap: async ({ map }) => solveLevel(buildLevel(map)),
  measureMap: async ({ map, par, states }) => {
    const { difficulty, problem } = levelDepth(buildLevel(map), { par, states });
    return { depth: difficulty && describeDifficulty(difficulty, par), warning: problem?.message ?? null };
  },
  generateLevel: async (request) => generateMap(request),
  solveFrom: async ({ map, state }) => solveFrom(buildLevel(map), state),
  editorFindings: ({ doc, file }, { readFile }) => editorFindings(doc, file, readFile),
  editorDifficulty: ({ doc, file, par }, { readFile }) => editorDifficulty(doc, file, par, readFile),
  outlook: async ({ map, level, state }) => {
    const built = levelNamed(level, map);
    return built && outlookFrom(built, state, { maxStates: OUTLOOK_MAX_STATES });
  },
};
