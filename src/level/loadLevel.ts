import { LEVEL_LIMITS, type LoadOptions, loadTiledMap, type ReadFile } from '../tiled';
import { buildLevel } from './buildLevel';
import type { Level } from './types';

/**
 * Loads a Tiled map (JSON or TMX, any encoding the Tiled loader reads) and reads it as a level.
 * Every refusal is a MapError naming the file and the place in it. A map larger than a level may
 * be is refused from its size, before its layers are decoded (LEVEL_LIMITS).
 */
export async function loadLevel(file: string, readFile: ReadFile, options: LoadOptions = {}): Promise<Level> {
  return buildLevel(await loadTiledMap(file, readFile, { limits: LEVEL_LIMITS, ...options }));
}
