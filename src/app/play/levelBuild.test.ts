import { afterEach, describe, expect, it } from 'vitest';
import type { JobWorker } from '../workers/JobWorker';
import { type BuildOptions, type BuiltLevel, buildAhead, buildLevel, cancelBuildAhead } from './levelBuild';

/** The page's files: a map naming a tileset beside it, and one naming a tileset that is missing. */
const FILES: Record<string, string> = {
  'levels/a.tmj': '{"type": "map", "tilesets": [{"firstgid": 1, "source": "maze-cat.tsj"}]}',
  'levels/maze-cat.tsj': '{"type": "tileset"}',
  'levels/c.tmj': '{"tilesets": [{"firstgid": 1, "source": "../gone/t.tsj"}]}',
};

/** A job worker that records each job asked of it and answers with the file's name as the level. */
function fakeJobs() {
  const asked: { file: string; signal?: AbortSignal; sent?: Readonly<Record<string, string>> }[] = [];
  const jobs = {
    run: (
      _kind: string,
      request: { file: string },
      options: { signal?: AbortSignal; sent?: Readonly<Record<string, string>> },
    ) => {
      asked.push({ file: request.file, signal: options.signal, sent: options.sent });
      return Promise.resolve({ title: request.file } as unknown as BuiltLevel);
    },
  } as unknown as JobWorker;
  const readFile = async (path: string) => {
    const text = FILES[path];
    if (text === undefined) throw new Error(`no file ${path}`);
    return text;
  };
  const options: BuildOptions = { jobs, readFile, resolveUrl: (url) => url };
  return { asked, options };
}

/** Lets the build ahead read its files and send its job. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => cancelBuildAhead());

describe('levelBuild', () => {
  it('gives the session the build started ahead for its file, once', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/a.tmj', options);
    await settle();
    expect(asked.map((a) => a.file)).toEqual(['levels/a.tmj']);
    await expect(buildLevel('levels/a.tmj', options)).resolves.toMatchObject({ title: 'levels/a.tmj' });
    expect(asked).toHaveLength(1);
    // Taken: the next session of the same file builds it again (live reload reads it anew).
    await buildLevel('levels/a.tmj', options);
    expect(asked).toHaveLength(2);
  });

  it('builds another file anew, and leaves the build ahead running for its own file', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/a.tmj', options);
    await settle();
    await buildLevel('levels/b.tmj', options);
    expect(asked.map((a) => a.file)).toEqual(['levels/a.tmj', 'levels/b.tmj']);
    expect(asked[0].signal?.aborted).toBe(false);
  });

  it('stops the build ahead when the session that took it is cancelled', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/a.tmj', options);
    await settle();
    const cancel = new AbortController();
    await buildLevel('levels/a.tmj', options, cancel.signal);
    expect(asked[0].signal?.aborted).toBe(false);
    cancel.abort();
    expect(asked[0].signal?.aborted).toBe(true);
  });

  it('stops the build ahead when the player leaves first, and then builds anew', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/a.tmj', options);
    await settle();
    cancelBuildAhead();
    expect(asked[0].signal?.aborted).toBe(true);
    await buildLevel('levels/a.tmj', options);
    expect(asked).toHaveLength(2);
  });

  it('sends the map and the tilesets it names with the build ahead, so the worker need not ask the page', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/a.tmj', options);
    await settle();
    expect(asked[0].sent).toEqual({
      'levels/a.tmj': FILES['levels/a.tmj'],
      'levels/maze-cat.tsj': FILES['levels/maze-cat.tsj'],
    });
  });

  it('leaves a file it cannot read to the worker to ask for and report', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/c.tmj', options);
    await settle();
    expect(asked[0].sent).toEqual({ 'levels/c.tmj': FILES['levels/c.tmj'] });
    buildAhead('levels/missing.tmj', options);
    await settle();
    expect(asked[1]).toMatchObject({ file: 'levels/missing.tmj', sent: {} });
  });
});
