import { describe, expect, it } from 'vitest';
import type { JobOptions, JobWorker } from '../workers/JobWorker';
import { JobScope, type JobTicket } from '../workers/jobScope';
import type { GeneratedMap } from '../workers/protocol';
import { GenerateClient } from './generateClient';

/** A job worker whose generate jobs the test answers by hand; a cancelled one rejects as JobWorker's do. */
function heldJobs() {
  const jobs: { signal: AbortSignal; answer(made: GeneratedMap): void; fail(error: Error): void }[] = [];
  const run = ((_kind: string, _request: unknown, options: JobOptions) =>
    new Promise((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      jobs.push({ signal: options.signal as AbortSignal, answer: resolve, fail: reject });
    })) as unknown as JobWorker['run'];
  return { jobs, worker: { run } };
}

const made = (text: string): GeneratedMap => ({ text, par: 10, seed: 's' });

function client() {
  const { jobs, worker } = heldJobs();
  const scope = new JobScope();
  const opened: string[] = [];
  const generator = new GenerateClient(worker, scope, async (text, _file, ticket: JobTicket) => {
    if (ticket.live) opened.push(text);
  });
  return { jobs, scope, opened, generator };
}

describe('GenerateClient (issue 43: Generate, then Back)', () => {
  it('opens the level it made, as a new draft named after it', async () => {
    const { jobs, opened, generator } = client();
    const done = generator.generate(32, 32, 'hard');
    jobs[0].answer(made('level'));
    await done;
    expect(opened).toEqual(['level']);
  });

  it('leaving the editor cancels the job in its worker, and its level never opens', async () => {
    const { jobs, scope, opened, generator } = client();
    const done = generator.generate(32, 32, 'hard');
    scope.leave();
    expect(jobs[0].signal.aborted).toBe(true);
    jobs[0].answer(made('late'));
    await expect(done).resolves.toBeUndefined();
    expect(opened).toEqual([]);
  });

  it('Generate pressed again replaces the level under way', async () => {
    const { jobs, opened, generator } = client();
    const first = generator.generate(16, 12, 'easy');
    const second = generator.generate(16, 12, 'hard');
    expect(jobs[0].signal.aborted).toBe(true);
    jobs[1].answer(made('second'));
    await Promise.all([first, second]);
    expect(opened).toEqual(['second']);
  });

  it('a job that fails says why', async () => {
    const { jobs, generator } = client();
    const done = generator.generate(32, 32, 'hard');
    jobs[0].fail(new Error('no level of the band'));
    await expect(done).rejects.toThrow('no level of the band');
  });
});
