import type { MapDoc } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import type { JobWorker } from '../workers/JobWorker';
import type { JobLane, JobScope } from '../workers/jobScope';
import type { PartnerReport } from '../workers/partnerJob';

/** How long the map must stay as it is before the partner starts on it (a stroke is many edits). */
export const PARTNER_DELAY_MS = 500;

/**
 * Asks the design partner's job worker about the map once edits pause. A lane of the editor's job
 * scope (jobScope.ts): a newer map cancels the job under way (its worker is stopped at once) and
 * leaving the editor cancels it, so an answer about an older map, or one that comes after the maker
 * left, is never shown. The partner has a worker of its own: the live solve never waits for it.
 * `answer(null)` says the figures showing are stale: the partner is checking the map.
 */
export class PartnerClient {
  private readonly lane: JobLane;

  constructor(
    private readonly jobs: Pick<JobWorker, 'run'>,
    scope: JobScope,
    private readonly readFile: ReadFile,
    private readonly answer: (report: PartnerReport | null) => void,
  ) {
    this.lane = scope.lane();
  }

  /** Asks about `doc` once edits pause (as the map is then: it is copied as it crosses to the worker). */
  ask(doc: MapDoc, file: string): void {
    const ticket = this.lane.next();
    this.answer(null);
    const timer = setTimeout(() => {
      this.jobs.run('partner', { doc, file }, { readFile: this.readFile, signal: ticket.signal }).then(
        (report) => {
          if (ticket.live) this.answer(report);
        },
        (error: unknown) => {
          if (!ticket.live) return;
          const message = error instanceof Error ? error.message : String(error);
          this.answer({ why: null, suggestions: null, note: `The partner stopped: ${message}` });
        },
      );
    }, PARTNER_DELAY_MS);
    ticket.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  }
}
