import type { Level } from '../level/types';

/**
 * Loads a Tiled level from disk for the grid commands (`reach`, `path`). Imported lazily so the
 * level pipeline is only loaded by the commands that read levels (`distances` and `scen` start faster).
 */
export async function loadLevelFile(file: string): Promise<Level> {
  const [{ loadLevel }, { nodeReadFile }] = await Promise.all([import('../level/loadLevel'), import('./nodeFiles')]);
  return loadLevel(file, nodeReadFile);
}
