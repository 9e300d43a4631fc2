import { loadLevel, loadLevelDespiteErrors } from '../level/loadLevel';
import type { Level } from '../level/types';
import { type FileRoot, fileRoot, nodeLoadOptions, nodeReadFile } from './nodeFiles';

/**
 * Loads a Tiled level from disk, reading only inside `root` (the `--root` option, or the folder a
 * Tiled project's setting gives) or, without it, the level's project folder (`levelFolder`).
 */
export function loadLevelFile(file: string, root?: string | FileRoot): Promise<Level> {
  const folder = fileRoot(file, root);
  return loadLevel(file, nodeReadFile(folder), nodeLoadOptions(folder));
}

/** `loadLevelDespiteErrors` from disk, as `loadLevelFile` reads. */
export function loadLevelFileDespiteErrors(file: string, root?: string | FileRoot): Promise<Level | null> {
  const folder = fileRoot(file, root);
  return loadLevelDespiteErrors(file, nodeReadFile(folder), nodeLoadOptions(folder));
}
