import type { Path } from '../grid';

/**
 * Searches the sim can have run elsewhere: on a big level the game hands them to a Web Worker
 * (src/app/play/searchOffload.ts) that holds a copy of the level's grid, and gives the answers back
 * before it sends the command that needs them, so no frame waits on a long search.
 */

/** A path search, described so it can run on a copy of the level's grid. */
export interface PathQuery {
  readonly start: number;
  readonly goal: number;
  /** The door tiles that are walls for this search: those the cat cannot open in its state then. */
  readonly closed: Int32Array;
  /** Names the search (start, goal and closed doors): answers are kept under it. */
  readonly key: string;
}

/** A movement range search (`movementRange`), described likewise. */
export interface RangeQuery {
  readonly start: number;
  /** The energy left (Infinity on a level without an energy budget). */
  readonly budget: number;
  readonly closed: Int32Array;
}

/** Answers kept at most: a few taps and hovers' worth. */
const MAX_ANSWERS = 64;

/**
 * Answers to path searches run elsewhere, by query key, the latest `MAX_ANSWERS` kept. A walk or a
 * preview whose search has an answer here takes it instead of searching: the same code on the same
 * walls gives the same cost (and, being exact, an equally short path).
 */
export class RouteAnswers {
  private readonly answers = new Map<string, Path | null>();

  /** The answer for `key`: a path, null (no path), or undefined when there is none yet. */
  get(key: string): Path | null | undefined {
    return this.answers.get(key);
  }

  has(key: string): boolean {
    return this.answers.has(key);
  }

  /** True while no answer was ever given (small levels): planning then skips the lookup. */
  isEmpty(): boolean {
    return this.answers.size === 0;
  }

  set(key: string, path: Path | null): void {
    this.answers.delete(key);
    this.answers.set(key, path);
    if (this.answers.size > MAX_ANSWERS) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  }
}

/** The key of a path search: its ends and the closed doors. */
export function pathKey(start: number, goal: number, closed: Int32Array): string {
  return `${start}>${goal}:${closed.join(',')}`;
}
