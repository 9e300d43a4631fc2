/**
 * Tilesets: embedded in the map, or external (.tsj/.json, or .tsx through the XML converter).
 * Atlas and image-collection tilesets, margin, spacing, tile offset, per-tile data and animations.
 */
import { atlasGrid } from './atlasGrid';
import { GidIndex } from './gidIndex';
import { ImageHeaderError, imageSize } from './imageSize';
import { JsonNode } from './jsonNode';
import { legacyTileNodes, legacyTileProperties } from './legacyTiles';
import { type LoadContext, readDocument, spend, type UncountedTileset } from './loadContext';
import { classOf, readObjects } from './objects';
import { resolvePath } from './paths';
import { readProperties } from './properties';
import {
  GID_MASK,
  type Layer,
  type TileAnimationFrame,
  type TiledImage,
  type Tileset,
  type TilesetTile,
} from './types';

function readImage(node: JsonNode, key = 'image'): TiledImage | undefined {
  const source = node.optionalString(key);
  if (source === undefined || source === '') return undefined;
  return {
    source: resolvePath(node.file, source),
    width: node.count(`${key}width`, 0),
    height: node.count(`${key}height`, 0),
  };
}

function readAnimation(tile: JsonNode): TileAnimationFrame[] | undefined {
  if (!tile.has('animation')) return undefined;
  return tile.objects('animation').map((frame) => ({
    tileId: frame.count('tileid'),
    durationMs: frame.count('duration'),
  }));
}

async function readTile(node: JsonNode, ctx: LoadContext): Promise<TilesetTile> {
  const tile: { -readonly [K in keyof TilesetTile]: TilesetTile[K] } = {
    id: node.count('id'),
    className: classOf(node),
    properties: readProperties(node, ctx.limits.maxDepth),
  };
  const image = readImage(node);
  if (image) tile.image = image;
  const animation = readAnimation(node);
  if (animation) tile.animation = animation;
  const group = node.object('objectgroup');
  if (group) tile.objects = await readObjects(group, ctx, {});
  if (node.has('probability')) tile.probability = node.number('probability');
  return tile;
}

/** Reads a tileset's own fields (the body of an embedded tileset, or an external tileset file). */
async function readTilesetBody(
  node: JsonNode,
  firstGid: number,
  source: string | undefined,
  ctx: LoadContext,
): Promise<Tileset> {
  const type = node.optionalString('type');
  if (type !== undefined && type !== 'tileset') {
    node.fail(`expected a tileset, found a ${type}`, 'type');
  }
  const tiles = new Map<number, TilesetTile>();
  const tileNodes = Array.isArray(node.get('tiles')) ? node.objects('tiles') : legacyTileNodes(node);
  for (const tileNode of tileNodes) {
    const tile = await readTile(tileNode, ctx);
    if (tiles.has(tile.id)) tileNode.fail(`tile id ${tile.id} appears twice`, 'id');
    tiles.set(tile.id, tile);
  }
  for (const [id, properties] of legacyTileProperties(node, ctx.limits.maxDepth)) {
    tiles.set(id, { ...(tiles.get(id) ?? { id, className: '' }), properties });
  }
  const image = readImage(node);
  const offset = node.object('tileoffset');
  const tileset: UncountedTileset = {
    name: node.string('name', ''),
    firstGid,
    tileCount: node.count('tilecount', tiles.size),
    columns: node.count('columns', 0),
    tileWidth: node.count('tilewidth'),
    tileHeight: node.count('tileheight'),
    margin: node.count('margin', 0),
    spacing: node.count('spacing', 0),
    tileOffsetX: offset?.number('x', 0) ?? 0,
    tileOffsetY: offset?.number('y', 0) ?? 0,
    properties: readProperties(node, ctx.limits.maxDepth),
    tiles,
    className: classOf(node),
  };
  if (image) await countAtlas(node, tileset, image, ctx);
  if (source !== undefined) tileset.source = source;
  const transparent = node.optionalString('transparentcolor');
  if (transparent) tileset.transparentColor = transparent;
  const alignment = node.optionalString('objectalignment');
  if (alignment) tileset.objectAlignment = alignment;
  for (const [id, tile] of tiles) {
    for (const frame of tile.animation ?? []) {
      const known = image ? frame.tileId < tileset.tileCount : tiles.has(frame.tileId);
      if (!known) {
        node.fail(
          `tile ${id} is animated with tile ${frame.tileId}, which this tileset does not have`,
          'tiles',
        );
      }
    }
  }
  return tileset;
}

/**
 * An atlas tileset's columns and tile count: as written, else from the image's size (as written, or
 * read from the image's header), else, when the image cannot be read, from the tiles the map uses
 * (settled by `countTilesFromUse` once the layers are read). Tiled's own examples leave both out.
 */
async function countAtlas(
  node: JsonNode,
  tileset: UncountedTileset,
  image: TiledImage,
  ctx: LoadContext,
): Promise<void> {
  tileset.image = image;
  const count = node.has('tilecount') ? tileset.tileCount : undefined;
  const columns = node.has('columns') ? tileset.columns : undefined;
  if (count !== undefined && columns !== undefined) return;
  const size = image.width > 0 && image.height > 0 ? image : await measureImage(node, image, ctx);
  if (size) {
    tileset.image = { ...image, width: size.width, height: size.height };
    const grid = atlasGrid(size, tileset);
    tileset.columns = columns ?? grid.columns;
    tileset.tileCount = count ?? grid.columns * grid.rows;
  } else if (count === undefined) {
    // Every gid up to the next tileset belongs to this one until the layers say how many are used.
    tileset.tileCount = GID_MASK;
    ctx.uncounted.push(tileset);
  }
}

/** The atlas image's size from its header; null when there is no way to read it or it is missing. */
async function measureImage(
  node: JsonNode,
  image: TiledImage,
  ctx: LoadContext,
): Promise<{ width: number; height: number } | null> {
  if (!ctx.readBytes) return null;
  spend(ctx, 'filesLeft', 1, node.file, node.at('image'), 'the number of external files');
  let bytes: Uint8Array;
  try {
    bytes = await ctx.readBytes(image.source);
  } catch {
    // A missing image is the view's concern (it draws nothing there); the map still loads.
    return null;
  }
  try {
    return imageSize(bytes);
  } catch (error) {
    if (!(error instanceof ImageHeaderError)) throw error;
    return node.fail(
      `the tileset does not say how many tiles it has, and its image "${node.string('image')}" cannot be measured: ${error.message}`,
      'image',
    );
  }
}

/**
 * Settles the tile count of tilesets whose image could not be measured: one more than the highest
 * tile id the map uses of them (in tile layers and tile objects), their tile data lists or their
 * animations show. Tiled itself keeps such tiles when a tileset's image is missing.
 */
export function countTilesFromUse(
  uncounted: readonly UncountedTileset[],
  tilesets: readonly Tileset[],
  layers: readonly Layer[],
): void {
  if (uncounted.length === 0) return;
  const highest = new Map<Tileset, number>(uncounted.map((t) => [t, -1]));
  const index = new GidIndex(tilesets);
  const see = (gid: number): void => {
    if (gid === 0) return;
    const tileset = index.tilesetFor(gid);
    const most = tileset && highest.get(tileset);
    if (tileset && most !== undefined && gid - tileset.firstGid > most)
      highest.set(tileset, gid - tileset.firstGid);
  };
  const visit = (list: readonly Layer[]): void => {
    for (const layer of list) {
      if (layer.type === 'group') visit(layer.layers);
      else if (layer.type === 'tile') for (const gid of layer.gids) see(gid);
      else if (layer.type === 'object') for (const object of layer.objects) if (object.gid) see(object.gid);
    }
  };
  visit(layers);
  for (const tileset of uncounted) {
    let most = highest.get(tileset) ?? -1;
    for (const [id, tile] of tileset.tiles) {
      most = Math.max(most, id);
      for (const frame of tile.animation ?? []) most = Math.max(most, frame.tileId);
    }
    tileset.tileCount = most + 1;
  }
}

/**
 * Reads `tilesets[i]` of a map: `{firstgid, source}` loads the external file (relative to the map),
 * anything else is an embedded tileset.
 */
export async function readTileset(node: JsonNode, ctx: LoadContext): Promise<Tileset> {
  const firstGid = node.int('firstgid');
  if (firstGid < 1) node.fail(`firstgid must be 1 or more, found ${firstGid}`, 'firstgid');
  const sourceRef = node.optionalString('source');
  if (sourceRef === undefined) return readTilesetBody(node, firstGid, undefined, ctx);
  const source = resolvePath(node.file, sourceRef);
  const doc = await readDocument(ctx, source, node.file, node.at('source'), sourceRef);
  return readTilesetBody(JsonNode.from(doc.raw, doc.file, doc.place), firstGid, source, ctx);
}
