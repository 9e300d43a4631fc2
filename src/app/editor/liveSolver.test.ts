import { afterEach, describe, expect, it, vi } from 'vitest';
import { notALevel } from '../workers/editorJob';
import type { JobOptions, JobWorker } from '../workers/JobWorker';
import { type LiveAnswer, LiveSolver, STALE_JOB_MS } from './liveSolver';

/** A job worker whose jobs finish when the test says, and that records what was cancelled. */
function fakeJobs() {
  const jobs: { kind: string; title: unknown; signal: AbortSignal | undefined; finish(): void }[] = [];
  return {
    jobs,
    run(kind: string, request: { doc: { title?: unknown } }, options: JobOptions = {}) {
      return new Promise((resolve, reject) => {
        const { signal } = options;
        signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        const findings = { ...notALevel([]), verdict: 'solvable', par: 5 };
        jobs.push({
          kind,
          title: request.doc.title,
          signal,
          finish: () => resolve(kind === 'editorFindings' ? findings : null),
        });
      });
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A live solver on the fake worker, and the answers it gives. */
function solverOnFake() {
  const fake = fakeJobs();
  const answers: LiveAnswer[] = [];
  // The fake answers the two editor jobs only: the worker's generic `run` narrowed to them.
  const jobs = fake as unknown as Pick<JobWorker, 'run'>;
  const solver = new LiveSolver(
    jobs,
    async () => '',
    (a) => answers.push(a),
  );
  return { fake, answers, solver };
}

describe('the editor’s live solver cancels jobs about maps no longer shown (issue 36)', () => {
  afterEach(() => vi.useRealTimers());

  it('a job about an older map that runs past STALE_JOB_MS is cancelled, and its answer never shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { fake, answers, solver } = solverOnFake();
    solver.ask({ title: 'old' }, 'a.tmj');
    solver.ask({ title: 'new' }, 'a.tmj');
    expect(fake.jobs.map((j) => j.title)).toEqual(['old']);
    vi.advanceTimersByTime(STALE_JOB_MS - 1);
    expect(fake.jobs[0].signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fake.jobs[0].signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(fake.jobs.map((j) => j.title)).toEqual(['old', 'new']));
    fake.jobs[0].finish();
    fake.jobs[1].finish();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(fake.jobs[2]).toMatchObject({ kind: 'editorDifficulty', title: 'new' });
  });

  it('a quick job is let finish while the maker draws: only the latest map is asked about next', async () => {
    const { fake, solver } = solverOnFake();
    solver.ask({ title: 'one' }, 'a.tmj');
    solver.ask({ title: 'two' }, 'a.tmj');
    solver.ask({ title: 'three' }, 'a.tmj');
    fake.jobs[0].finish();
    await vi.waitFor(() => expect(fake.jobs.map((j) => j.title)).toEqual(['one', 'three']));
    expect(fake.jobs[0].signal?.aborted).toBe(false);
  });

  it('cancel (the maker leaves the editor) stops the running job at once and asks nothing more', async () => {
    const { fake, answers, solver } = solverOnFake();
    solver.ask({ title: 'one' }, 'a.tmj');
    solver.ask({ title: 'two' }, 'a.tmj');
    solver.cancel();
    expect(fake.jobs[0].signal?.aborted).toBe(true);
    await flush();
    await flush();
    expect(fake.jobs).toHaveLength(1);
    expect(answers).toEqual([]);
  });
});
