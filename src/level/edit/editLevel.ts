import { LEVEL_LIMITS } from '../../tiled/limits';
import { parseTiledMap } from '../../tiled/loadTiledMap';
import type { ReadFile } from '../../tiled/types';
import { buildLevel } from '../buildLevel';
import type { Level } from '../types';
import type { MapDoc } from './mapDoc';

/** The level a map being edited plays as (a LevelError or MapError says why it cannot yet). */
export async function levelOfDoc(doc: MapDoc, file: string, readFile: ReadFile): Promise<Level> {
  return buildLevel(await parseTiledMap(JSON.stringify(doc), file, readFile, { limits: LEVEL_LIMITS }));
}
