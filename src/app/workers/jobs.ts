/**
 * What each kind of job does. Runs in the job worker, and on the page itself when no worker can
 * start (the same code either way).
 */
import { buildLevel } from '../../level/buildLevel';
import { describeDifficulty, levelDepth } from '../../solver/difficulty';
import { solveFrom, solveLevel } from '../../solver/solveLevel';
import { LEVEL_LIMITS } from '../../tiled/limits';
import { loadTiledMap } from '../../tiled/loadTiledMap';
import { editorDifficulty, editorFindings } from './editorJob';
import { generateMap } from './generateJob';
import type { JobFiles, JobKind, JobRequest, JobResponse } from './protocol';

/** A handler per kind of job. */
export type JobHandlers = {
  readonly [K in JobKind]: (request: JobRequest<K>, files: JobFiles) => Promise<JobResponse<K>>;
};

const loadMap = (file: string, { readFile, readBytes }: JobFiles) =>
  loadTiledMap(file, readFile, { limits: LEVEL_LIMITS, readBytes });

export const JOBS: JobHandlers = {
  loadMap: ({ file }, files) => loadMap(file, files),
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
};
