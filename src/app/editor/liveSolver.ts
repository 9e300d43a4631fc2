import type { MapDoc } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import { type EditorDifficulty, type EditorFindings, notALevel } from '../workers/editorJob';
import type { JobWorker } from '../workers/JobWorker';
import type { JobLane, JobScope, JobTicket } from '../workers/jobScope';

/** What the live solver needs of a job worker (a JobWorker; a fake one in tests). */
export type SolverJobs = Pick<JobWorker, 'run'>;

/** What the solver panel shows now. */
export interface LiveAnswer {
  /**
   * True while the map showing is being checked: `findings` are then the last answer, about an
   * older map (or null before any), to show faded and never as the map's own.
   */
  readonly checking: boolean;
  readonly findings: EditorFindings | null;
  /** The difficulty of `findings`: undefined while measured, null when there is none to show. */
  readonly difficulty: EditorDifficulty | null | undefined;
}

/**
 * How long (ms) a band measured for an older map may have run before a new edit stops it: one
 * that ends soon is cheaper to let finish (and drop) than its worker to stop and start again.
 */
export const BAND_PATIENCE_MS = 150;

/**
 * How long a solve about an older map may go on once a newer map waits: a solve of a drawn level
 * takes about 25 ms, so a brush stroke lets each finish; a long one (a big map) is cancelled, as
 * restarting the worker costs less than waiting for a stale answer.
 */
export const STALE_JOB_MS = 250;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

interface BandAsk {
  readonly doc: MapDoc;
  readonly file: string;
  readonly findings: EditorFindings & { readonly par: number };
  readonly mine: number;
}

/**
 * Asks the job workers about the map after every edit, and says at once that it is checking.
 * Par and route come from one worker, one solve at a time: edits made while it runs are asked
 * about when it is done (only the latest), and an answer about an older map is dropped. The
 * difficulty band, which takes longer, runs on a second worker in the same way, so it never
 * delays the next par; a band for an older map that has run BAND_PATIENCE_MS is cancelled (its
 * worker is stopped), a younger one finishes unseen. A solve about an older map that runs past
 * STALE_JOB_MS is cancelled too. Solves and bands are two lanes of the editor's job scope
 * (jobScope.ts): leaving the editor cancels both and forgets the maps waiting.
 */
export class LiveSolver {
  private asked = 0;
  private running = false;
  private waiting: { doc: MapDoc; file: string } | null = null;
  private last: EditorFindings | null = null;
  private band: { readonly ticket: JobTicket; readonly started: number } | null = null;
  private bandWaiting: BandAsk | null = null;
  /** The solve in the worker now, and when it started. */
  private solve: { readonly ticket: JobTicket; readonly started: number } | null = null;
  private staleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly solves: JobLane;
  private readonly bands: JobLane;

  constructor(
    private readonly jobs: { readonly findings: SolverJobs; readonly band: SolverJobs },
    scope: JobScope,
    private readonly readFile: ReadFile,
    private readonly answer: (answer: LiveAnswer) => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    // Leaving: no answer comes for the map asked about, nor for any waiting.
    this.solves = scope.lane(() => {
      this.asked++;
      this.waiting = null;
      clearTimeout(this.staleTimer);
    });
    this.bands = scope.lane(() => {
      this.bandWaiting = null;
    });
  }

  /** Asks about `doc` (as it is now: it is copied as it crosses to the worker). */
  ask(doc: MapDoc, file: string): void {
    this.asked++;
    this.bandWaiting = null;
    if (this.band && this.now() - this.band.started >= BAND_PATIENCE_MS) this.band.ticket.cancel();
    this.waiting = { doc, file };
    this.answer({ checking: true, findings: this.last, difficulty: undefined });
    if (!this.running) void this.run();
    else this.stopWhenStale();
  }

  /** Cancels the running solve once it has run STALE_JOB_MS, if a newer map still waits then. */
  private stopWhenStale(): void {
    const solve = this.solve;
    if (!solve) return;
    clearTimeout(this.staleTimer);
    const left = Math.max(0, STALE_JOB_MS - (this.now() - solve.started));
    this.staleTimer = setTimeout(() => {
      if (this.solve === solve && this.waiting) solve.ticket.cancel();
    }, left);
  }

  /** Forgets the last answer: another level was opened, and its map is not the older one's. */
  forget(): void {
    this.last = null;
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.waiting) {
      const { doc, file } = this.waiting;
      this.waiting = null;
      const mine = this.asked;
      let findings: EditorFindings;
      const solve = { ticket: this.solves.next(), started: this.now() };
      this.solve = solve;
      try {
        findings = await this.jobs.findings.run(
          'editorFindings',
          { doc, file },
          { readFile: this.readFile, signal: solve.ticket.signal },
        );
      } catch (error) {
        if (isAbort(error)) continue;
        const message = error instanceof Error ? error.message : String(error);
        findings = notALevel([{ message, code: null, tiles: [] }]);
      } finally {
        this.solve = null;
      }
      if (mine !== this.asked) continue;
      this.last = findings;
      const par = findings.par;
      this.answer({ checking: false, findings, difficulty: par === null ? null : undefined });
      if (par === null) continue;
      this.bandWaiting = { doc, file, findings: { ...findings, par }, mine };
      if (!this.band) void this.measure();
    }
    this.running = false;
  }

  private async measure(): Promise<void> {
    while (this.bandWaiting) {
      const { doc, file, findings, mine } = this.bandWaiting;
      this.bandWaiting = null;
      const ticket = this.bands.next();
      this.band = { ticket, started: this.now() };
      const difficulty = await this.jobs.band
        .run(
          'editorDifficulty',
          { doc, file, par: findings.par },
          { readFile: this.readFile, signal: ticket.signal },
        )
        // Cancelled (a newer map) or failed: a failure shows as no band, the par still stands.
        .catch(() => null);
      if (mine === this.asked && ticket.live) this.answer({ checking: false, findings, difficulty });
    }
    this.band = null;
  }
}
