import type { MapDoc } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import type { JobWorker } from '../workers/JobWorker';
import type { PartnerReport } from '../workers/partnerJob';

/** How long the map must stay as it is before the partner starts on it (a stroke is many edits). */
export const PARTNER_DELAY_MS = 500;

/**
 * Asks the job worker's design partner about the map once edits pause. A newer map cancels the job
 * under way (the worker is stopped at once and its other jobs go to a fresh one: the partner takes
 * seconds, the live solve must not wait for it), and an answer about an older map is dropped.
 * `answer(null)` says the figures showing are stale: the partner is checking the map.
 */
export class PartnerClient {
  private asked = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: AbortController | null = null;

  constructor(
    private readonly jobs: Pick<JobWorker, 'run'>,
    private readonly readFile: ReadFile,
    private readonly answer: (report: PartnerReport | null) => void,
  ) {}

  /** Asks about `doc` once edits pause (as the map is then: it is copied as it crosses to the worker). */
  ask(doc: MapDoc, file: string): void {
    const mine = ++this.asked;
    this.cancel();
    this.answer(null);
    this.timer = setTimeout(() => {
      this.timer = null;
      const controller = new AbortController();
      this.running = controller;
      this.jobs.run('partner', { doc, file }, { readFile: this.readFile, signal: controller.signal }).then(
        (report) => {
          if (mine !== this.asked) return;
          this.running = null;
          this.answer(report);
        },
        (error: unknown) => {
          if (mine !== this.asked || (error instanceof DOMException && error.name === 'AbortError')) return;
          this.running = null;
          const message = error instanceof Error ? error.message : String(error);
          this.answer({ why: null, suggestions: null, note: `The partner stopped: ${message}` });
        },
      );
    }, PARTNER_DELAY_MS);
  }

  /**
   * Stops the job under way, if any (leaving the editor: play-test's own jobs must not wait behind
   * it); true when an answer was still to come, so the map is to be asked about again.
   */
  cancel(): boolean {
    const pending = this.timer !== null || this.running !== null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.running?.abort();
    this.running = null;
    return pending;
  }
}
