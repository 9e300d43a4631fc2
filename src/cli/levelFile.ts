import { loadLevel, loadLevelDespiteErrors } from '../level/loadLevel';
import type { Level } from '../level/types';
import { levelFolder, nodeLoadOptions, nodeReadFile } from './nodeFiles';

/** Loads a Tiled level from disk, reading only inside its project folder (`levelFolder`). */
export function loadLevelFile(file: string): Promise<Level> {
  const folder = levelFolder(file);
  return loadLevel(file, nodeReadFile(folder), nodeLoadOptions(folder));
}

/** `loadLevelDespiteErrors` from disk, as `loadLevelFile` reads. */
export function loadLevelFileDespiteErrors(file: string): Promise<Level | null> {
  const folder = levelFolder(file);
  return loadLevelDespiteErrors(file, nodeReadFile(folder), nodeLoadOptions(folder));
}
