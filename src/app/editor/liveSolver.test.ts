import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapDoc } from '../../level/edit';
import { type EditorFindings, notALevel } from '../workers/editorJob';
import type { JobOptions } from '../workers/JobWorker';
import { JobScope } from '../workers/jobScope';
import { BAND_PATIENCE_MS, type LiveAnswer, LiveSolver, type SolverJobs, STALE_JOB_MS } from './liveSolver';

interface Call {
  readonly kind: string;
  readonly doc: MapDoc;
  readonly signal: AbortSignal | undefined;
  resolve(response: unknown): void;
}

/** A job worker whose jobs the test answers by hand, in any order. */
function fakeJobs(): SolverJobs & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    run: ((kind: string, request: { doc: MapDoc }, options: JobOptions = {}) =>
      new Promise((resolve, reject) => {
        calls.push({ kind, doc: request.doc, signal: options.signal, resolve });
        options.signal?.addEventListener('abort', () =>
          reject(new DOMException('The job was cancelled.', 'AbortError')),
        );
      })) as SolverJobs['run'],
  };
}

const map = (name: string) => ({ name }) as unknown as MapDoc;
const solvable = (par: number): EditorFindings => ({ ...notALevel([]), verdict: 'solvable', par });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function solver() {
  const findings = fakeJobs();
  const band = fakeJobs();
  const answers: LiveAnswer[] = [];
  const clock = { now: 0 };
  const scope = new JobScope();
  const live = new LiveSolver(
    { findings, band },
    scope,
    async () => '',
    (a) => answers.push(a),
    () => clock.now,
  );
  return { findings, band, answers, live, clock, scope };
}

describe('LiveSolver', () => {
  it('says it is checking at once, then gives the par, then the band', async () => {
    const { findings, band, answers, live } = solver();
    live.ask(map('a'), 'a.tmj');
    expect(answers).toEqual([{ checking: true, findings: null, difficulty: undefined }]);
    findings.calls[0].resolve(solvable(7));
    await settle();
    expect(answers.at(-1)).toEqual({ checking: false, findings: solvable(7), difficulty: undefined });
    band.calls[0].resolve({ band: 'easy', score: 10, naiveWins: [] });
    await settle();
    expect(answers.at(-1)?.difficulty).toEqual({ band: 'easy', score: 10, naiveWins: [] });
  });

  it("never shows an older map's answer as current, and asks only about the latest", async () => {
    const { findings, answers, live } = solver();
    live.ask(map('a'), 'm.tmj');
    live.ask(map('b'), 'm.tmj');
    live.ask(map('c'), 'm.tmj');
    // One solve at a time: b is skipped, c waits for a's solve to end.
    expect(findings.calls.map((c) => c.doc)).toEqual([map('a')]);
    findings.calls[0].resolve(solvable(3));
    await settle();
    expect(answers.every((a) => a.checking)).toBe(true);
    expect(findings.calls.map((c) => c.doc)).toEqual([map('a'), map('c')]);
    findings.calls[1].resolve(solvable(5));
    await settle();
    expect(answers.at(-1)).toMatchObject({ checking: false, findings: { par: 5 } });
  });

  it('keeps the last answer, marked as checking, while a newer map is checked', async () => {
    const { findings, answers, live } = solver();
    live.ask(map('a'), 'm.tmj');
    findings.calls[0].resolve(solvable(3));
    await settle();
    live.ask(map('b'), 'm.tmj');
    expect(answers.at(-1)).toEqual({ checking: true, findings: solvable(3), difficulty: undefined });
    // Another level opened: nothing of the last one shows, faded or not.
    live.forget();
    live.ask(map('other'), 'other.tmj');
    expect(answers.at(-1)).toEqual({ checking: true, findings: null, difficulty: undefined });
  });

  it("cancels an older map's band that has run long when the map changes", async () => {
    const { findings, band, answers, live, clock } = solver();
    live.ask(map('a'), 'm.tmj');
    findings.calls[0].resolve(solvable(3));
    await settle();
    expect(band.calls).toHaveLength(1);
    clock.now = BAND_PATIENCE_MS;
    live.ask(map('b'), 'm.tmj');
    expect(band.calls[0].signal?.aborted).toBe(true);
    band.calls[0].resolve({ band: 'easy', score: 1, naiveWins: [] });
    await settle();
    expect(answers.at(-1)?.checking).toBe(true);
    expect(answers.some((a) => a.difficulty)).toBe(false);
  });

  it("lets a young band finish unseen, then measures only the latest map's", async () => {
    const { findings, band, answers, live, clock } = solver();
    live.ask(map('a'), 'm.tmj');
    findings.calls[0].resolve(solvable(3));
    await settle();
    clock.now = BAND_PATIENCE_MS - 1;
    for (const [i, name] of ['b', 'c'].entries()) {
      live.ask(map(name), 'm.tmj');
      findings.calls[i + 1].resolve(solvable(4 + i));
      await settle();
    }
    expect(band.calls[0].signal?.aborted).toBe(false);
    expect(band.calls).toHaveLength(1);
    band.calls[0].resolve({ band: 'easy', score: 1, naiveWins: [] });
    await settle();
    expect(answers.some((a) => a.difficulty)).toBe(false);
    // b's band was never asked: c is the latest.
    expect(band.calls.map((c) => c.doc)).toEqual([map('a'), map('c')]);
    band.calls[1].resolve({ band: 'hard', score: 70, naiveWins: [] });
    await settle();
    expect(answers.at(-1)).toEqual({
      checking: false,
      findings: solvable(5),
      difficulty: { band: 'hard', score: 70, naiveWins: [] },
    });
  });

  it('answers a failed solve as not a level, and a failed band as none', async () => {
    const { findings, band, answers, live } = solver();
    live.ask(map('a'), 'm.tmj');
    findings.calls[0].resolve(Promise.reject(new Error('bad map')));
    await settle();
    expect(answers.at(-1)).toMatchObject({
      checking: false,
      findings: { problems: [{ message: 'bad map' }] },
    });
    live.ask(map('b'), 'm.tmj');
    findings.calls[1].resolve(solvable(4));
    await settle();
    band.calls[0].resolve(Promise.reject(new Error('out of memory')));
    await settle();
    expect(answers.at(-1)).toEqual({ checking: false, findings: solvable(4), difficulty: null });
  });
});

describe('the editor’s live solver cancels solves about maps no longer shown (issue 36)', () => {
  afterEach(() => vi.useRealTimers());

  it('a solve about an older map that runs past STALE_JOB_MS is cancelled, and its answer never shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { findings, answers, live, clock } = solver();
    live.ask(map('old'), 'a.tmj');
    live.ask(map('new'), 'a.tmj');
    expect(findings.calls.map((c) => c.doc)).toEqual([map('old')]);
    clock.now = STALE_JOB_MS - 1;
    vi.advanceTimersByTime(STALE_JOB_MS - 1);
    expect(findings.calls[0].signal?.aborted).toBe(false);
    clock.now = STALE_JOB_MS;
    vi.advanceTimersByTime(1);
    expect(findings.calls[0].signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(findings.calls.map((c) => c.doc)).toEqual([map('old'), map('new')]));
    findings.calls[1].resolve(solvable(5));
    await vi.waitFor(() => expect(answers.at(-1)).toMatchObject({ checking: false, findings: { par: 5 } }));
    expect(answers.filter((a) => !a.checking)).toHaveLength(1);
  });

  it('leaving the editor (its job scope left) stops the running solve at once and asks nothing more', async () => {
    const { findings, band, answers, live, scope } = solver();
    live.ask(map('one'), 'a.tmj');
    live.ask(map('two'), 'a.tmj');
    scope.leave();
    expect(findings.calls[0].signal?.aborted).toBe(true);
    await settle();
    await settle();
    expect(findings.calls).toHaveLength(1);
    expect(band.calls).toHaveLength(0);
    expect(answers.every((a) => a.checking)).toBe(true);
  });

  it('leaving stops a band under way too, and its answer never shows', async () => {
    const { findings, band, answers, live, scope } = solver();
    live.ask(map('a'), 'a.tmj');
    findings.calls[0].resolve(solvable(3));
    await settle();
    expect(band.calls).toHaveLength(1);
    scope.leave();
    expect(band.calls[0].signal?.aborted).toBe(true);
    band.calls[0].resolve({ band: 'hard', score: 70, naiveWins: [] });
    await settle();
    expect(answers.some((a) => a.difficulty)).toBe(false);
  });

  it('coming back after leaving asks again, and answers again', async () => {
    const { findings, answers, live, scope } = solver();
    live.ask(map('a'), 'a.tmj');
    scope.leave();
    live.ask(map('a'), 'a.tmj');
    await settle();
    expect(findings.calls.map((c) => c.signal?.aborted)).toEqual([true, false]);
    findings.calls[1].resolve(solvable(3));
    await settle();
    expect(answers.at(-1)).toMatchObject({ checking: false, findings: { par: 3 } });
  });
});
