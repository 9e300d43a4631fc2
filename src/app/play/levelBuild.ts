/**
 * A level's load and build, in the job worker: its files read, decoded and built into a level.
 * The first level a page opens starts it ahead (`buildAhead`), beside the renderer's start rather
 * than after it (docs/performance.md, "Phone waits"): the two then overlap, the build in the
 * worker, the renderer on the page's thread. The session that shows the level takes it
 * (`buildLevel`); one that asks for another file starts its own.
 */
import { fetchBytes } from '../levels/fetchBytes';
import type { JobResponse } from '../workers/protocol';
import type { SessionOptions } from './PlaySession';

/** A level as the worker built it (its grid still as data). */
export type BuiltLevel = JobResponse<'loadLevel'>;

/** What a build reads the level with. */
export type BuildOptions = Pick<SessionOptions, 'jobs' | 'readFile' | 'resolveUrl'>;

/** The build started ahead, until a session takes it or it is cancelled. */
let ahead: { file: string; built: Promise<BuiltLevel>; stop: AbortController } | null = null;

function runBuild(file: string, options: BuildOptions, signal?: AbortSignal): Promise<BuiltLevel> {
  return options.jobs.run(
    'loadLevel',
    { file },
    { readFile: options.readFile, readBytes: fetchBytes(options.resolveUrl), signal },
  );
}

/** Starts building `file` now, for the session that will show it (`buildLevel`). */
export function buildAhead(file: string, options: BuildOptions): void {
  cancelBuildAhead();
  const stop = new AbortController();
  const built = runBuild(file, options, stop.signal);
  // Its failure is the taker's to report; one never taken is dropped.
  built.catch(() => {});
  ahead = { file, built, stop };
}

/** Stops the build started ahead, if any (the player left before the level showed). */
export function cancelBuildAhead(): void {
  ahead?.stop.abort();
  ahead = null;
}

/**
 * Builds `file`: the build started ahead for it if there is one (stopped when `signal` is), else
 * a new one. Rejects with the build's error, or an AbortError when `signal` cancels it.
 */
export function buildLevel(file: string, options: BuildOptions, signal?: AbortSignal): Promise<BuiltLevel> {
  const taken = ahead?.file === file ? ahead : null;
  if (!taken) return runBuild(file, options, signal);
  ahead = null;
  if (signal?.aborted) taken.stop.abort();
  else signal?.addEventListener('abort', () => taken.stop.abort(), { once: true });
  return taken.built;
}
