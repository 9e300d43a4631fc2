import { describeValue } from '../tiled/jsonNode';
import { MapError } from '../tiled/mapError';
import type { PropertyMap, TiledMap } from '../tiled/types';

/** Flags of what a tile means to Maze Cat. */
export const WALL = 1;
export const CAT = 2;
export const BONE = 4;
export const DOG = 8;
export const EXIT = 16;

/** The Maze Cat meaning of each gid: flags and cost (0 = no cost property). */
export interface TileFacts {
  flags(gid: number): number;
  cost(gid: number): number;
}

/** Object classes and tile properties that place a piece, by flag. */
export const PIECE_NAMES: readonly (readonly [number, string])[] = [
  [CAT, 'Cat'],
  [BONE, 'Bone'],
  [DOG, 'Dog'],
  [EXIT, 'Exit'],
];

/** Dense lookups up to this many gids; a map with a sparser, larger gid range uses a Map. */
const DENSE_LIMIT = 1 << 22;

function isTrue(value: unknown): boolean {
  // The 2011 tutorial's maps wrote string properties ("True"); Tiled's bool type writes true.
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

function findName(properties: PropertyMap, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.keys(properties).find((key) => key.toLowerCase() === lower);
}

/**
 * Reads every tileset tile's `wall`, `cost` and piece properties (`Cat`, `Bone`, `Dog`, `Exit`,
 * presence is enough; or the tile's class) once, so the layers are scanned with array lookups.
 */
export function readTileFacts(map: TiledMap): TileFacts {
  const entries: { gid: number; flags: number; cost: number }[] = [];
  let maxGid = 0;
  map.tilesets.forEach((tileset, t) => {
    for (const [id, tile] of tileset.tiles) {
      const gid = tileset.firstGid + id;
      let flags = 0;
      let cost = 0;
      const wallKey = findName(tile.properties, 'wall');
      if (wallKey !== undefined && isTrue(tile.properties[wallKey])) flags |= WALL;
      const costKey = findName(tile.properties, 'cost');
      if (costKey !== undefined) {
        const value = tile.properties[costKey];
        if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
          throw new MapError(
            map.file,
            `tilesets[${t}].tiles[${id}].properties.${costKey}`,
            `tile ${id} of tileset "${tileset.name}": cost must be a number above 0, not ${describeValue(value)}`,
          );
        }
        cost = value;
      }
      for (const [flag, name] of PIECE_NAMES) {
        if (
          findName(tile.properties, name) !== undefined ||
          tile.className.toLowerCase() === name.toLowerCase()
        ) {
          flags |= flag;
        }
      }
      if (flags !== 0 || cost !== 0) {
        entries.push({ gid, flags, cost });
        if (gid > maxGid) maxGid = gid;
      }
    }
  });
  if (maxGid < DENSE_LIMIT) {
    const flagArray = new Uint8Array(maxGid + 1);
    const costArray = new Float64Array(maxGid + 1);
    for (const e of entries) {
      flagArray[e.gid] = e.flags;
      costArray[e.gid] = e.cost;
    }
    return {
      flags: (gid) => (gid <= maxGid ? flagArray[gid] : 0),
      cost: (gid) => (gid <= maxGid ? costArray[gid] : 0),
    };
  }
  const byGid = new Map(entries.map((e) => [e.gid, e]));
  return { flags: (gid) => byGid.get(gid)?.flags ?? 0, cost: (gid) => byGid.get(gid)?.cost ?? 0 };
}
