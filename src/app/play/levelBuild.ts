/**
 * A level's load and build, in the job worker: its files read, decoded and built into a level.
 * The first level a page opens starts it ahead (`buildAhead`), beside the renderer's start rather
 * than after it (docs/performance.md, "Phone waits"): the two then overlap, the build in the
 * worker, the renderer on the page's thread. The session that shows the level takes it
 * (`buildLevel`); one that asks for another file starts its own.
 */
import { resolvePath } from '../../tiled/paths';
import type { ReadFile } from '../../tiled/types';
import { fetchBytes } from '../levels/fetchBytes';
import type { JobResponse } from '../workers/protocol';
import type { SessionOptions } from './PlaySession';

/** A level as the worker built it (its grid still as data). */
export type BuiltLevel = JobResponse<'loadLevel'>;

/** What a build reads the level with. */
export type BuildOptions = Pick<SessionOptions, 'jobs' | 'readFile' | 'resolveUrl'>;

/** The build started ahead, until a session takes it or it is cancelled. */
let ahead: { file: string; built: Promise<BuiltLevel>; stop: AbortController } | null = null;

function runBuild(
  file: string,
  options: BuildOptions,
  signal?: AbortSignal,
  sent?: Readonly<Record<string, string>>,
): Promise<BuiltLevel> {
  return options.jobs.run(
    'loadLevel',
    { file },
    { readFile: options.readFile, readBytes: fetchBytes(options.resolveUrl), signal, sent },
  );
}

/** The external tilesets a map's text names (`"source": "..."`), as the loader resolves them. */
function tilesetsNamed(file: string, text: string): string[] {
  return [...text.matchAll(/"source"\s*:\s*"([^"\\]+\.(?:tsj|tsx|json))"/g)].map((m) =>
    resolvePath(file, m[1]),
  );
}

/**
 * The map's text and those of the tilesets it names, read on the page before the build is sent,
 * to go with it: the worker then asks the page for nothing while the page's thread starts the
 * renderer, in tasks of up to a few hundred milliseconds on a slow phone (each question waited for
 * one: docs/performance.md, "Phone waits"). A file that cannot be read here is left to the worker
 * to ask for, and to report.
 */
async function readAhead(file: string, readFile: ReadFile): Promise<Record<string, string>> {
  const sent: Record<string, string> = {};
  try {
    sent[file] = await readFile(file);
  } catch {
    return sent;
  }
  for (const path of tilesetsNamed(file, sent[file]))
    await readFile(path).then(
      (text) => {
        sent[path] = text;
      },
      () => {},
    );
  return sent;
}

/** Starts building `file` now, for the session that will show it (`buildLevel`). */
export function buildAhead(file: string, options: BuildOptions): void {
  cancelBuildAhead();
  const stop = new AbortController();
  const built = readAhead(file, options.readFile).then((sent) => runBuild(file, options, stop.signal, sent));
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
