/**
 * The level catalogue: the bundled level files (every text in levels/), and what the job worker
 * reads them with. It comes in two parts: the first level's files (`loadFirst`: what a Play
 * pressed on the title needs, a few KiB) and the rest (`load`: every level, for the level list's
 * checks, the editor, a dropped map, live reload), fetched after the board or when a level not in
 * the first part is read.
 */

import type { JobOptions } from '../workers/JobWorker';
import { fetchBytes } from './fetchBytes';
import type { LevelCatalog } from './levelCatalog';

export class LevelFiles {
  /** The catalogue once every file is in; null before. */
  catalog: LevelCatalog | null = null;
  /**
   * The catalogue once its first part is in (the same object as `catalog` then): a level read
   * through it before the rest has arrived waits for the rest itself. Null before.
   */
  readable: LevelCatalog | null = null;
  private loading: Promise<LevelCatalog> | null = null;
  private loadingFirst: Promise<LevelCatalog> | null = null;
  private readonly loaded: ((catalog: LevelCatalog) => void)[] = [];

  /** Called once, when the files first arrive (live reload connects then). */
  onLoad(listener: (catalog: LevelCatalog) => void): void {
    this.loaded.push(listener);
  }

  /**
   * The first level's files (with the tilesets, templates and pictures), fetched on the first call;
   * the rest of the catalogue is fetched by `load`, or by the catalogue when it is asked for a file
   * it does not hold yet. A failed download is tried again on the next call.
   */
  loadFirst(): Promise<LevelCatalog> {
    this.loadingFirst ??= import('./levelsFirst').then(
      ({ catalog }) => {
        if (!this.catalog) catalog.setRest(() => this.load());
        this.readable = catalog;
        return catalog;
      },
      (error: unknown) => {
        this.loadingFirst = null; // A failed download may work on the next try.
        throw error;
      },
    );
    return this.loadingFirst;
  }

  /** Every level file, fetched on the first call; a failed download is tried again on the next. */
  load(): Promise<LevelCatalog> {
    this.loading ??= import('./levels').then(
      ({ catalog }) => {
        catalog.setRest(null);
        this.catalog = catalog;
        this.readable = catalog;
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
