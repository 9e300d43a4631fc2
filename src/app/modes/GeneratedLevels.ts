import type { ReadFile } from '../../tiled/types';
import type { JobWorker } from '../workers/JobWorker';
import type { GeneratedMap } from '../workers/protocol';
import type { ModeLevel } from './modeLevels';

/** Generated levels kept at once (the one in play, the next one, today's puzzle, a new run's first). */
const KEEP = 5;

/**
 * The levels the modes generate, made in a job worker of their own (so a level being made never
 * holds up a shipped level's loading) and kept as Tiled map text under a file name in `levels/`,
 * beside the game's tileset: the page then opens one as it opens a shipped level. Asking twice
 * for a level shares one generation: the next endless level is made while the player plays.
 */
export class GeneratedLevels {
  private readonly made = new Map<string, Promise<GeneratedMap>>();
  private readonly texts = new Map<string, { readonly file: string; readonly text: string }>();

  constructor(private readonly jobs: JobWorker) {}

  /**
   * Starts making a level unless it is made or on the way; resolves once it is ready to open.
   * `signal` stops the making (it rejects, and is not kept: asking again makes it afresh).
   */
  prepare(id: string, level: ModeLevel, signal?: AbortSignal): Promise<GeneratedMap> {
    const known = this.made.get(id);
    if (known) return known;
    const making = this.jobs.run('generateLevel', level, { signal }).then((map) => {
      const file = `levels/${id.replace(/[^A-Za-z0-9-]/g, '-')}.tmj`;
      this.texts.set(id, { file, text: map.text });
      return map;
    });
    // A failure is not kept: asking again tries again.
    making.catch(() => {
      if (this.made.get(id) === making) this.made.delete(id);
    });
    this.made.set(id, making);
    for (const old of [...this.made.keys()].slice(0, Math.max(0, this.made.size - KEEP))) {
      this.made.delete(old);
      this.texts.delete(old);
    }
    return making;
  }

  /** The map file of a made level, or undefined. */
  fileOf(id: string): string | undefined {
    return this.texts.get(id)?.file;
  }

  /** How a made level's files are read: its map from memory, the rest (the tileset) by `others`. */
  readFile(id: string, others: ReadFile): ReadFile | null {
    const made = this.texts.get(id);
    if (!made) return null;
    return async (path) => (path === made.file ? made.text : others(path));
  }
}
