import type { Band } from '../../solver/difficulty/score';
import { fileSlug } from '../page/download';
import type { JobWorker } from '../workers/JobWorker';
import type { JobLane, JobScope, JobTicket } from '../workers/jobScope';

/** How long the generator may search for a level of the band before it gives up. */
const GENERATE_MS = 10_000;

/**
 * "Start from" a generated level (docs/editor.md, "Design partner"): the level generator run in a
 * job worker of its own, its map opened in the editor as a new draft. A lane of the editor's job
 * scope (jobScope.ts): Generate pressed again replaces the level under way, and leaving the editor
 * cancels it (its worker is stopped); a cancelled level is never opened.
 */
export class GenerateClient {
  private readonly lane: JobLane;

  /** `open` opens a map's text in the editor, unless `ticket` is cancelled by the time it is read. */
  constructor(
    private readonly jobs: Pick<JobWorker, 'run'>,
    scope: JobScope,
    private readonly open: (text: string, file: string, ticket: JobTicket) => Promise<void>,
  ) {
    this.lane = scope.lane();
  }

  /** Generates a level of this size and band and opens it; a cancelled one ends quietly. */
  async generate(width: number, height: number, difficulty: Band): Promise<void> {
    const ticket = this.lane.next();
    const title = `Generated ${width} x ${height} ${difficulty}`;
    const seed = `editor-${Date.now().toString(36)}`;
    let text: string;
    try {
      ({ text } = await this.jobs.run(
        'generateLevel',
        { options: { width, height, difficulty, seed, timeLimitMs: GENERATE_MS }, title, intro: '' },
        { signal: ticket.signal },
      ));
    } catch (error) {
      if (ticket.live) throw error;
      return;
    }
    if (ticket.live) await this.open(text, `${fileSlug(title)}.tmj`, ticket);
  }
}
