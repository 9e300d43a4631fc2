import { dirname } from 'node:path';
import { loadLevel } from '../level/loadLevel';
import type { Level } from '../level/types';
import { nodeLoadOptions, nodeReadFile } from './nodeFiles';

/** Loads a Tiled level from disk for the grid commands (`reach`, `path`), reading only inside its folder. */
export function loadLevelFile(file: string): Promise<Level> {
  return loadLevel(file, nodeReadFile(dirname(file)), nodeLoadOptions(dirname(file)));
}
