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
 * Asks the job worker about the map after every edit. One job at a time: edits made while it
 * runs are asked about when it is done (only the latest), and an answer about an older map than
 * the one showing is dropped, so a burst of edits never queues solves.
 */
export class LiveSolver {
  private asked = 0;
  private running = false;
  private waiting: { doc: MapDoc; file: string } | null = null;

  constructor(
    private readonly jobs: JobWorker,
    private readonly readFile: ReadFile,
    private readonly answer: (answer: LiveAnswer) => void,
  ) {}

  /** Asks about `doc` (as it is now: it is copied as it crosses to the worker). */
  ask(doc: MapDoc, file: string): void {
    this.asked++;
    this.waiting = { doc, file };
    if (!this.running) void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.waiting) {
      const { doc, file } = this.waiting;
      this.waiting = null;
      const mine = this.asked;
      const current = () => mine === this.asked;
      try {
        const findings = await this.jobs.run('editorFindings', { doc, file }, { readFile: this.readFile });
        if (!current()) continue;
        const par = findings.par;
        this.answer({ findings, difficulty: par === null ? null : undefined });
        if (par === null || this.waiting) continue;
        const difficulty = await this.jobs.run(
          'editorDifficulty',
          { doc, file, par },
          { readFile: this.readFile },
        );
        if (current()) this.answer({ findings, difficulty });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (current()) this.answer({ findings: notALevel([{ message, tile: null }]), difficulty: null });
      }
    }
    this.running = false;
  }
}
