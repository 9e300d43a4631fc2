/**
 * The folder the game's levels come from: `levels/` of the project, or `MAZE_CAT_LEVELS_DIR` when
 * set (a designer's own folder; end-to-end tests and `bench:reload` save into a temporary copy, so
 * nothing is written into levels/). The page's level files, the level index (vite.config.ts) and
 * live reload (liveLevels.ts) read the same folder, or a new file reaches one and not the others.
 */
import { resolve } from 'node:path';
import { normalizePath } from 'vite';

/** The folder the game's levels are bundled from, relative to the project. */
export const LEVELS = 'levels';

/** The levels folder of the project at `root` (normalised path). */
export function watchedLevelsDir(root: string): string {
  return normalizePath(resolve(root, process.env.MAZE_CAT_LEVELS_DIR ?? LEVELS));
}
