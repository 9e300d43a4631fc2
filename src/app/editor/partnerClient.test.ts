import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapDoc } from '../../level/edit';
import type { JobWorker } from '../workers/JobWorker';
import { JobScope } from '../workers/jobScope';
import type { PartnerReport } from '../workers/partnerJob';
import { PARTNER_DELAY_MS, PartnerClient } from './partnerClient';

/** A job worker that holds each partner job until the test answers it, and records its cancels. */
function heldJobs() {
  const jobs: { doc: MapDoc; signal: AbortSignal; answer(report: PartnerReport): void }[] = [];
  const run = ((_kind: string, request: { doc: MapDoc }, options: { signal: AbortSignal }) =>
    new Promise((resolve, reject) => {
      options.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      jobs.push({ doc: request.doc, signal: options.signal, answer: resolve });
    })) as unknown as JobWorker['run'];
  return { jobs, worker: { run } };
}

const report = (note: string): PartnerReport => ({ why: null, suggestions: null, note });
const readFile = async () => '';

describe('PartnerClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once the edits pause, about the latest map only', async () => {
    const { jobs, worker } = heldJobs();
    const answers: (PartnerReport | null)[] = [];
    const client = new PartnerClient(worker, new JobScope(), readFile, (r) => answers.push(r));
    for (const n of [1, 2, 3]) {
      client.ask({ n }, 'a.tmj');
      vi.advanceTimersByTime(PARTNER_DELAY_MS / 2);
    }
    expect(jobs).toHaveLength(0);
    vi.advanceTimersByTime(PARTNER_DELAY_MS);
    expect(jobs.map((j) => j.doc)).toEqual([{ n: 3 }]);
    jobs[0].answer(report('three'));
    await vi.runAllTimersAsync();
    expect(answers).toEqual([null, null, null, report('three')]);
  });

  it('cancels the job under way when a newer map is asked, and drops its answer', async () => {
    const { jobs, worker } = heldJobs();
    const answers: (PartnerReport | null)[] = [];
    const client = new PartnerClient(worker, new JobScope(), readFile, (r) => answers.push(r));
    client.ask({ n: 1 }, 'a.tmj');
    vi.advanceTimersByTime(PARTNER_DELAY_MS);
    client.ask({ n: 2 }, 'a.tmj');
    expect(jobs[0].signal.aborted).toBe(true);
    jobs[0].answer(report('one'));
    vi.advanceTimersByTime(PARTNER_DELAY_MS);
    jobs[1].answer(report('two'));
    await vi.runAllTimersAsync();
    expect(answers).toEqual([null, null, report('two')]);
  });

  it('leaving the editor cancels the job under way in its worker, and its answer never shows', async () => {
    const { jobs, worker } = heldJobs();
    const answers: (PartnerReport | null)[] = [];
    const scope = new JobScope();
    const client = new PartnerClient(worker, scope, readFile, (r) => answers.push(r));
    client.ask({ n: 1 }, 'a.tmj');
    vi.advanceTimersByTime(PARTNER_DELAY_MS);
    scope.leave();
    expect(jobs[0].signal.aborted).toBe(true);
    jobs[0].answer(report('one'));
    await vi.runAllTimersAsync();
    expect(answers).toEqual([null]);
  });

  it('leaving before the edits pause asks nothing at all', async () => {
    const { jobs, worker } = heldJobs();
    const scope = new JobScope();
    const client = new PartnerClient(worker, scope, readFile, () => {});
    client.ask({ n: 1 }, 'a.tmj');
    scope.leave();
    await vi.runAllTimersAsync();
    expect(jobs).toHaveLength(0);
  });
});
