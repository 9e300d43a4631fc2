import { type LoadOptions, loadTiledMap, type ReadFile } from '../tiled';
import { buildLevel } from './buildLevel';
import type { Level } from './types';

/**
 * Loads a Tiled map (JSON or TMX, any encoding the Tiled loader reads) and reads it as a level.
 * Every refusal is a MapError naming the file and the place in it.
 */
export async function loadLevel(file: string, readFile: ReadFile, options: LoadOptions = {}): Promise<Level> {
  return buildLevel(await loadTiledMap(file, readFile, options));
}
