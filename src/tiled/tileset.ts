/**
 * Tilesets: embedded in the map, or external (.tsj/.json, or .tsx through the XML converter).
 * Atlas and image-collection tilesets, margin, spacing, tile offset, per-tile data and animations.
 */
import { JsonNode } from './jsonNode';
import { type LoadContext, readDocument } from './loadContext';
import { classOf, readObjects } from './objects';
import { resolvePath } from './paths';
import { readProperties } from './properties';
import type { TileAnimationFrame, TiledImage, Tileset, TilesetTile } from './types';

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
  const tileNodes = node.objects('tiles');
  for (const tileNode of tileNodes) {
    const tile = await readTile(tileNode, ctx);
    if (tiles.has(tile.id)) tileNode.fail(`tile id ${tile.id} appears twice`, 'id');
    tiles.set(tile.id, tile);
  }
  const image = readImage(node);
  const tileCount = node.count('tilecount', image ? undefined : tiles.size);
  const offset = node.object('tileoffset');
  const tileset: { -readonly [K in keyof Tileset]: Tileset[K] } = {
    name: node.string('name', ''),
    firstGid,
    tileCount,
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
  if (image) tileset.image = image;
  if (source !== undefined) tileset.source = source;
  const transparent = node.optionalString('transparentcolor');
  if (transparent) tileset.transparentColor = transparent;
  const alignment = node.optionalString('objectalignment');
  if (alignment) tileset.objectAlignment = alignment;
  for (const [id, tile] of tiles) {
    for (const frame of tile.animation ?? []) {
      const known = image ? frame.tileId < tileCount : tiles.has(frame.tileId);
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
 * Reads `tilesets[i]` of a map: `{firstgid, source}` loads the external file (relative to the map),
 * anything else is an embedded tileset.
 */
export async function readTileset(node: JsonNode, ctx: LoadContext): Promise<Tileset> {
  const firstGid = node.int('firstgid');
  if (firstGid < 1) node.fail(`firstgid must be 1 or more, found ${firstGid}`, 'firstgid');
  const sourceRef = node.optionalString('source');
  if (sourceRef === undefined) return readTilesetBody(node, firstGid, undefined, ctx);
  const source = resolvePath(node.file, sourceRef);
  const doc = await readDocument(ctx, source, node.file, node.at('source'));
  return readTilesetBody(JsonNode.from(doc.raw, doc.file, doc.place), firstGid, source, ctx);
}
