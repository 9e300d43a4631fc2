/**
 * The level catalogue: the bundled level files (every text in levels/), fetched once, with the
 * first level (or the first dropped map, or the level list's checks), and what the job worker
 * reads them with.
 */
import { fetchBytes } from './fetchBytes';
import type { LevelCatalog } from './levelCatalog';
import type { JobOptions } from './workers/JobWorker';

export class LevelFiles {
  /** The catalogue once fetched; null before. */
  catalog: LevelCatalog | null = null;
  private loading: Promise<LevelCatalog> | null = null;
  private readonly loaded: ((catalog: LevelCatalog) => void)[] = [];

  /** Called once, when the files first arrive (live reload connects then). */
  onLoad(listener: (catalog: LevelCatalog) => void): void {
    this.loaded.push(listener);
  }

  /** The level files, fetched on the first call; a failed download is tried again on the next. */
  load(): Promise<LevelCatalog> {
    this.loading ??= import('./levels').then(
      ({ catalog }) => {
        this.catalog = catalog;
        for (const listener of this.loaded) listener(catalog);
        return catalog;
      },
      (error: unknown) => {
        this.loading = null; // A failed download may work on the next try.
        throw error;
      },
    );
    return this.loading;
  }

  /** What the job worker reads bundled levels with; the level files must have been fetched. */
  jobFiles(): Omit<JobOptions, 'signal'> {
    const catalog = this.catalog;
    if (!catalog) throw new Error('the level files are not loaded yet');
    return { readFile: catalog.readFile, readBytes: fetchBytes(catalog.resolveUrl) };
  }
}
