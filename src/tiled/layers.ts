/** The layer tree of a map: tile, object, image and group layers with their common fields. */
import type { JsonNode } from './jsonNode';
import type { LoadContext } from './loadContext';
import { readObjects } from './objects';
import { resolvePath } from './paths';
import { readProperties } from './properties';
import { readTileCells, type TileLayerEnv } from './tileLayer';
import type { Layer, Tileset } from './types';

/** What layers need of their map. */
export interface LayerEnv extends TileLayerEnv {
  readonly tilesets: readonly Tileset[];
}

function readBase(node: JsonNode, ctx: LoadContext) {
  const base = {
    id: node.int('id', 0),
    name: node.string('name', ''),
    // Layers got a class in Tiled 1.9, written as `class`; accept `type` only if it is not the layer kind.
    className: node.optionalString('class') ?? '',
    visible: node.bool('visible', true),
    opacity: node.number('opacity', 1),
    offsetX: node.number('offsetx', 0),
    offsetY: node.number('offsety', 0),
    parallaxX: node.number('parallaxx', 1),
    parallaxY: node.number('parallaxy', 1),
    properties: readProperties(node, ctx.limits.maxDepth),
  };
  const tint = node.optionalString('tintcolor');
  return tint ? { ...base, tintColor: tint } : base;
}

/** Reads one layer (recursing into groups). */
export async function readLayer(
  node: JsonNode,
  ctx: LoadContext,
  env: LayerEnv,
  depth: number,
): Promise<Layer> {
  const type = node.string('type');
  const base = readBase(node, ctx);
  switch (type) {
    case 'tilelayer':
      return { type: 'tile', ...base, ...readTileCells(node, ctx, env) };
    case 'objectgroup': {
      const objects = await readObjects(node, ctx, { tilesets: env.tilesets });
      const layer = {
        type: 'object' as const,
        ...base,
        objects,
        drawOrder: node.string('draworder', 'topdown'),
      };
      const color = node.optionalString('color');
      return color ? { ...layer, color } : layer;
    }
    case 'imagelayer': {
      const source = node.string('image', '');
      const layer = {
        type: 'image' as const,
        ...base,
        repeatX: node.bool('repeatx', false),
        repeatY: node.bool('repeaty', false),
      };
      const transparent = node.optionalString('transparentcolor');
      const withImage =
        source === ''
          ? layer
          : {
              ...layer,
              image: {
                source: resolvePath(node.file, source),
                width: node.count('imagewidth', 0),
                height: node.count('imageheight', 0),
              },
            };
      return transparent ? { ...withImage, transparentColor: transparent } : withImage;
    }
    case 'group': {
      if (depth >= ctx.limits.maxDepth)
        node.fail(`group layers are nested more than ${ctx.limits.maxDepth} deep, the loader's limit`);
      return { type: 'group', ...base, layers: await readLayers(node, ctx, env, depth + 1) };
    }
    default:
      return node.fail(
        `unknown layer type "${type}" (expected tilelayer, objectgroup, imagelayer or group)`,
        'type',
      );
  }
}

/** Reads `node.layers` in drawing order. */
export async function readLayers(
  node: JsonNode,
  ctx: LoadContext,
  env: LayerEnv,
  depth: number,
): Promise<Layer[]> {
  const out: Layer[] = [];
  for (const child of node.objects('layers')) out.push(await readLayer(child, ctx, env, depth));
  return out;
}
