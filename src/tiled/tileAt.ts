import { gidIndexFor, type TileRef } from './gidIndex';
import type { TiledMap } from './types';

/**
 * The tileset, local id and tile data of a gid in `map` (flip bits ignored), or undefined for 0
 * or a gid no tileset holds. Tiled's rule: the tileset with the largest firstgid not above the gid.
 */
export function tileAt(map: Pick<TiledMap, 'tilesets'>, gid: number): TileRef | undefined {
  return gidIndexFor(map.tilesets).lookup(gid);
}
