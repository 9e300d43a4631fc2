import { afterEach, describe, expect, it } from 'vitest';
import type { JobWorker } from '../workers/JobWorker';
import { type BuildOptions, type BuiltLevel, buildAhead, buildLevel, cancelBuildAhead } from './levelBuild';

/** A job worker that records each job asked of it and answers with the file's name as the level. */
function fakeJobs() {
  const asked: { file: string; signal?: AbortSignal }[] = [];
  const jobs = {
    run: (_kind: string, request: { file: string }, options: { signal?: AbortSignal }) => {
      asked.push({ file: request.file, signal: options.signal });
      return Promise.resolve({ title: request.file } as unknown as BuiltLevel);
    },
  } as unknown as JobWorker;
  const options: BuildOptions = { jobs, readFile: () => Promise.resolve(''), resolveUrl: (url) => url };
  return { asked, options };
}

afterEach(() => cancelBuildAhead());

describe('levelBuild', () => {
  it('gives the session the build started ahead for its file, once', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/a.tmj', options);
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
    await buildLevel('levels/b.tmj', options);
    expect(asked.map((a) => a.file)).toEqual(['levels/a.tmj', 'levels/b.tmj']);
    expect(asked[0].signal?.aborted).toBe(false);
  });

  it('stops the build ahead when the session that took it is cancelled', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/a.tmj', options);
    const cancel = new AbortController();
    await buildLevel('levels/a.tmj', options, cancel.signal);
    expect(asked[0].signal?.aborted).toBe(false);
    cancel.abort();
    expect(asked[0].signal?.aborted).toBe(true);
  });

  it('stops the build ahead when the player leaves first, and then builds anew', async () => {
    const { asked, options } = fakeJobs();
    buildAhead('levels/a.tmj', options);
    cancelBuildAhead();
    expect(asked[0].signal?.aborted).toBe(true);
    await buildLevel('levels/a.tmj', options);
    expect(asked).toHaveLength(2);
  });
});
