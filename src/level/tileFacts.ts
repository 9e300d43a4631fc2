import { costRangeText, MAX_COST, MIN_COST } from '../grid';
import { describeValue } from '../tiled/jsonNode';
import type { PropertyMap, TiledMap } from '../tiled/types';
import { KIND_LIST } from './kinds/table';
import type { KindDef } from './kinds/types';
import type { ProblemList } from './problems';

/** What a tile means to Maze Cat: wall, cost (0 = none declared), and the piece it places, if any. */
export interface TileFact {
  readonly wall: boolean;
  readonly cost: number;
  readonly piece: { readonly def: KindDef; readonly properties: PropertyMap } | null;
}

/** The Maze Cat meaning of each gid, looked up once per gid. */
export interface TileFacts {
  /** The fact for a gid, or null for a tile that means nothing to the game. */
  of(gid: number): TileFact | null;
}

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
 * Reads every tileset tile's `wall` and `cost` properties, and the piece it places the 2011 way (a
 * property named after a kind's class, `Bone`..., presence is enough; or the tile's class), once,
 * so the layers are scanned with array lookups. A bad cost is reported and the tile costs 1.
 */
export function readTileFacts(map: TiledMap, problems: ProblemList): TileFacts {
  const entries: { gid: number; fact: TileFact }[] = [];
  let maxGid = 0;
  map.tilesets.forEach((tileset, t) => {
    for (const [id, tile] of tileset.tiles) {
      const gid = tileset.firstGid + id;
      const wallKey = findName(tile.properties, 'wall');
      const wall = wallKey !== undefined && isTrue(tile.properties[wallKey]);
      let cost = 0;
      const costKey = findName(tile.properties, 'cost');
      if (costKey !== undefined) {
        const value = tile.properties[costKey];
        // The grid library's range (docs/grid.md, Limits): a level's grid is far under the size
        // where the dearest cost comes down, so MAX_COST holds.
        if (typeof value !== 'number' || !(value >= MIN_COST && value <= MAX_COST)) {
          problems.error(
            { path: `tilesets[${t}].tiles[${id}].properties.${costKey}`, property: costKey },
            `tile ${id} of tileset "${tileset.name}": cost must be a number from ${costRangeText()}, not ${describeValue(value)}`,
          );
        } else cost = value;
      }
      const kind = KIND_LIST.find(
        (k) =>
          findName(tile.properties, k.className) !== undefined ||
          tile.className.toLowerCase() === k.className.toLowerCase(),
      );
      const piece = kind ? { def: kind, properties: tile.properties } : null;
      if (wall || cost !== 0 || piece) {
        entries.push({ gid, fact: { wall, cost, piece } });
        if (gid > maxGid) maxGid = gid;
      }
    }
  });
  if (maxGid < DENSE_LIMIT) {
    const dense: (TileFact | null)[] = new Array(maxGid + 1).fill(null);
    for (const e of entries) dense[e.gid] = e.fact;
    return { of: (gid) => (gid <= maxGid ? dense[gid] : null) };
  }
  const byGid = new Map(entries.map((e) => [e.gid, e.fact]));
  return { of: (gid) => byGid.get(gid) ?? null };
}
