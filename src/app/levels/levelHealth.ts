/**
 * Which bundled levels cannot be played, so the level list shows them as broken (not as locked,
 * nor as a level that fails only once tapped). Each level is loaded and built once in the job
 * worker, in the background, when the list is shown; a file live reload changed is checked again.
 * Opening a level records what it found too.
 */

import type { JobOptions, JobWorker } from '../workers/JobWorker';
import type { LevelEntry } from './levelCatalog';

/** A map file: a change to any other file (a tileset, a template, an image) may touch every level. */
const MAP_FILE = /\.(tmj|tmx|json)$/i;

export class LevelHealth {
  /** file -> its error (null: it loads). Missing: not checked since it last changed. */
  private readonly verdicts = new Map<string, unknown>();
  /** Files being checked now. */
  private readonly checking = new Set<string>();
  private generation = 0;

  constructor(
    private readonly jobs: JobWorker,
    private readonly files: () => Omit<JobOptions, 'signal'>,
    /** Called when a level's verdict changed (to draw the list again). */
    private readonly onVerdict: () => void,
  ) {}

  /** The error a level failed with, or undefined (it loads, or it was not checked yet). */
  errorOf(file: string): unknown {
    return this.verdicts.get(file) ?? undefined;
  }

  /** What opening a level found (null: it played). */
  record(file: string, error: unknown): void {
    const before = this.verdicts.get(file);
    this.verdicts.set(file, error);
    if ((before ?? null) !== (error ?? null)) this.onVerdict();
  }

  /** Files changed (live reload): their verdicts, or every one when a shared file changed, are stale. */
  forget(changed: readonly string[]): void {
    this.generation++;
    if (changed.some((f) => !MAP_FILE.test(f) || /\.json$/i.test(f))) this.verdicts.clear();
    else for (const f of changed) this.verdicts.delete(f);
  }

  /** Checks, one at a time in the job worker, every level not checked since it last changed. */
  check(levels: readonly LevelEntry[]): void {
    const next = levels.find((e) => !this.verdicts.has(e.file) && !this.checking.has(e.file));
    if (!next) return;
    const generation = this.generation;
    this.checking.add(next.file);
    this.jobs.run('checkLevel', { file: next.file }, this.files()).then(
      () => this.settle(next.file, generation, null, levels),
      (error: unknown) => this.settle(next.file, generation, error, levels),
    );
  }

  private settle(file: string, generation: number, error: unknown, levels: readonly LevelEntry[]): void {
    this.checking.delete(file);
    // A file that changed while it was checked is checked again.
    if (generation === this.generation) this.record(file, error);
    this.check(levels);
  }
}
