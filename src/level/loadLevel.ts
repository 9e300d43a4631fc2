import { LEVEL_LIMITS, type LoadOptions, loadTiledMap, type ReadFile } from '../tiled';
import { buildLevel, buildLevelDespiteErrors } from './buildLevel';
import type { Level } from './types';

/**
 * Loads a Tiled map (JSON or TMX, any encoding the Tiled loader reads) and reads it as a level.
 * Every refusal is a MapError naming the file and the place in it. A map larger than a level may
 * be is refused from its size, before its layers are decoded (LEVEL_LIMITS).
 */
export async function loadLevel(file: string, readFile: ReadFile, options: LoadOptions = {}): Promise<Level> {
  return buildLevel(await loadTiledMap(file, readFile, { limits: LEVEL_LIMITS, ...options }));
}

/**
 * After `loadLevel` refused a map for its level errors: the level as far as it builds without the
 * pieces in error (`buildLevelDespiteErrors`), so the solver can still say what it finds; null
 * when there is none (no cat or exit) or the map itself cannot be read.
 */
export async function loadLevelDespiteErrors(
  file: string,
  readFile: ReadFile,
  options: LoadOptions = {},
): Promise<Level | null> {
  try {
    return buildLevelDespiteErrors(await loadTiledMap(file, readFile, { limits: LEVEL_LIMITS, ...options }))
      .level;
  } catch {
    return null;
  }
}
