import type { MapDoc } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import { type EditorDifficulty, type EditorFindings, notALevel } from '../workers/editorJob';
import type { JobWorker } from '../workers/JobWorker';

/** What the solver panel shows now: the findings, and the difficulty (undefined while measured). */
export interface LiveAnswer {
  readonly findings: EditorFindings;
  readonly difficulty: EditorDifficulty | null | undefined;
}

/**
 * How long a job about an older map may go on once a newer map waits: a solve of a drawn level
 * takes about 25 ms, so a brush stroke lets each finish; a long one (a big map, a slow difficulty
 * measure) is cancelled, as restarting the worker costs less than waiting for a stale answer.
 */
export const STALE_JOB_MS = 250;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Asks the job worker about the map after every edit. One job at a time: edits made while it
 * runs are asked about when it is done (only the latest), and an answer about an older map than
 * the one showing is dropped, so a burst of edits never queues solves. A job about an older map
 * that runs past STALE_JOB_MS is cancelled (the worker stops it), and `cancel` stops the job when
 * the maker leaves the editor.
 */
export class LiveSolver {
  private asked = 0;
  private running = false;
  private waiting: { doc: MapDoc; file: string } | null = null;
  /** The job in the worker now, and when it started. */
  private job: { readonly controller: AbortController; readonly started: number } | null = null;
  private staleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly jobs: Pick<JobWorker, 'run'>,
    private readonly readFile: ReadFile,
    private readonly answer: (answer: LiveAnswer) => void,
  ) {}

  /** Asks about `doc` (as it is now: it is copied as it crosses to the worker). */
  ask(doc: MapDoc, file: string): void {
    this.asked++;
    this.waiting = { doc, file };
    if (!this.running) void this.run();
    else this.dropWhenStale();
  }

  /** Stops the job under way and forgets the map waiting: no answer comes for either. */
  cancel(): void {
    this.asked++;
    this.waiting = null;
    clearTimeout(this.staleTimer);
    this.job?.controller.abort();
  }

  /** Cancels the running job once it has run STALE_JOB_MS, if a newer map still waits then. */
  private dropWhenStale(): void {
    const job = this.job;
    if (!job) return;
    clearTimeout(this.staleTimer);
    const left = Math.max(0, STALE_JOB_MS - (performance.now() - job.started));
    this.staleTimer = setTimeout(() => {
      if (this.job === job && this.waiting) job.controller.abort();
    }, left);
  }

  /** Runs one job, cancellable (a cancelled job rejects with an AbortError). */
  private async runJob<T>(start: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const job = { controller: new AbortController(), started: performance.now() };
    this.job = job;
    if (this.waiting) this.dropWhenStale();
    try {
      return await start(job.controller.signal);
    } finally {
      if (this.job === job) this.job = null;
    }
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.waiting) {
      const { doc, file } = this.waiting;
      this.waiting = null;
      const mine = this.asked;
      const current = () => mine === this.asked;
      const options = { readFile: this.readFile };
      try {
        const findings = await this.runJob((signal) =>
          this.jobs.run('editorFindings', { doc, file }, { ...options, signal }),
        );
        if (!current()) continue;
        const par = findings.par;
        this.answer({ findings, difficulty: par === null ? null : undefined });
        if (par === null || this.waiting) continue;
        const difficulty = await this.runJob((signal) =>
          this.jobs.run('editorDifficulty', { doc, file, par }, { ...options, signal }),
        );
        if (current()) this.answer({ findings, difficulty });
      } catch (error) {
        if (isAbort(error)) continue;
        const message = error instanceof Error ? error.message : String(error);
        if (current()) this.answer({ findings: notALevel([{ message, tile: null }]), difficulty: null });
      }
    }
    this.running = false;
  }
}
