/**
 * The folder the development server reads levels from: `levels/` of the project, or
 * `MAZE_CAT_LEVELS_DIR` when set (end-to-end tests and `bench:reload` save into a temporary copy, so
 * nothing is written into levels/). Live reload (liveLevels.ts) and the level index
 * (vite.config.ts) must watch the same folder, or a new file reaches one and not the other.
 */
import { resolve } from 'node:path';
import { normalizePath } from 'vite';

/** The folder the game's levels are bundled from, relative to the project. */
export const LEVELS = 'levels';

/** The levels folder of the project at `root`, as the dev server watches it (normalised path). */
export function watchedLevelsDir(root: string): string {
  return normalizePath(resolve(root, process.env.MAZE_CAT_LEVELS_DIR ?? LEVELS));
}
