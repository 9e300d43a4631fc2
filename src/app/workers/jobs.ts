/**
 * What each kind of job does. Runs in the job worker, and on the page itself when no worker can
 * start (the same code either way). Loading a level needs only the loader and the level builder;
 * the solver, the generator and the editor's checks are chunks fetched by the first job that
 * needs them, so the worker that builds the first level downloads and starts sooner.
 */
import { buildLevel } from '../../level/buildLevel';
import { LEVEL_LIMITS } from '../../tiled/limits';
import { loadTiledMap } from '../../tiled/loadTiledMap';
import type { JobFiles, JobKind, JobRequest, JobResponse } from './protocol';

/** A handler per kind of job. */
export type JobHandlers = {
  readonly [K in JobKind]: (request: JobRequest<K>, files: JobFiles) => Promise<JobResponse<K>>;
};

const loadMap = (file: string, { readFile, readBytes }: JobFiles) =>
  loadTiledMap(file, readFile, { limits: LEVEL_LIMITS, readBytes });

const solving = () => import('./solveJobs');
const editing = () => import('./editorJob');

export const JOBS: JobHandlers = {
  loadLevel: async ({ file }, files) => buildLevel(await loadMap(file, files)),
  checkLevel: async ({ file }, files) => {
    buildLevel(await loadMap(file, files));
    return null;
  },
  solveMap: async (request) => (await solving()).solveMap(request),
  measureMap: async (request) => (await solving()).measureMap(request),
  generateLevel: async (request) => (await import('./generateJob')).generateMap(request),
  solveFrom: async (request) => (await solving()).solveFromState(request),
  editorFindings: async ({ doc, file }, { readFile }) =>
    (await editing()).editorFindings(doc, file, readFile),
  editorDifficulty: async ({ doc, file, par }, { readFile }) =>
    (await editing()).editorDifficulty(doc, file, par, readFile),
  outlook: async (request) => (await solving()).outlook(request),
  partner: async ({ doc, file }, { readFile }) =>
    (await import('./partnerJob')).partnerReport(doc, file, readFile),
};
