/**
 * Which tileset a gid belongs to: the one with the largest firstgid not above it (Tiled's rule),
 * and only when the local id names a real tile of that tileset.
 */

import type { Tileset, TilesetTile } from './types';
import { FLIP_D, FLIP_DIAGONAL, FLIP_H, FLIP_HORIZONTAL, FLIP_V, FLIP_VERTICAL, GID_MASK } from './types';

/** A tile found for a gid. */
export interface TileRef {
  readonly tileset: Tileset;
  readonly localId: number;
  readonly tile?: TilesetTile;
}

/** Gid lookup over a map's tilesets, sorted once. */
export class GidIndex {
  private readonly sorted: readonly Tileset[];
  private readonly firsts: Float64Array;

  constructor(tilesets: readonly Tileset[]) {
    this.sorted = [...tilesets].sort((a, b) => a.firstGid - b.firstGid);
    this.firsts = Float64Array.from(this.sorted, (t) => t.firstGid);
  }

  /** The tileset with the largest firstGid <= gid, whether or not the gid is inside it. */
  tilesetFor(gid: number): Tileset | undefined {
    const firsts = this.firsts;
    let lo = 0;
    let hi = firsts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (firsts[mid] <= gid) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? undefined : this.sorted[found];
  }

  /** The tile of a gid (flip bits are ignored), or undefined when no tileset holds it. */
  lookup(gid: number): TileRef | undefined {
    const id = gid & GID_MASK;
    if (id === 0) return undefined;
    const tileset = this.tilesetFor(id);
    if (!tileset) return undefined;
    const localId = id - tileset.firstGid;
    const tile = tileset.tiles.get(localId);
    // An image-collection tileset (no atlas) has only the tiles it lists, with ids that may skip.
    if (tileset.image ? localId >= tileset.tileCount : !tile?.image) return undefined;
    return tile ? { tileset, localId, tile } : { tileset, localId };
  }
}

const indexes = new WeakMap<readonly Tileset[], GidIndex>();

/** The (cached) index for a list of tilesets. */
export function gidIndexFor(tilesets: readonly Tileset[]): GidIndex {
  let index = indexes.get(tilesets);
  if (!index) {
    index = new GidIndex(tilesets);
    indexes.set(tilesets, index);
  }
  return index;
}

/** The FLIP_H | FLIP_V | FLIP_D bits of a raw gid. The hexagonal 120° bit is dropped. */
export function flipsOf(rawGid: number): number {
  return (
    (rawGid & FLIP_HORIZONTAL ? FLIP_H : 0) |
    (rawGid & FLIP_VERTICAL ? FLIP_V : 0) |
    (rawGid & FLIP_DIAGONAL ? FLIP_D : 0)
  );
}
