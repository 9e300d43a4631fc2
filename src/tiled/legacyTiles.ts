/**
 * Tile data as Tiled wrote it in JSON before 1.2: `tiles` an object keyed by tile id (not an array
 * of tiles with an `id`), and the tiles' custom properties apart in `tileproperties`, typed by
 * `tilepropertytypes`. Maps in the wild still carry this shape; Tiled itself still opens them.
 */
import { childPlace, JsonNode } from './jsonNode';
import { readPropertyObject } from './properties';
import type { PropertyMap } from './types';

/** The id of a tile written as an object key: a whole number, or a MapError at that key. */
function tileId(node: JsonNode, key: string, field: string): number {
  if (!/^\d+$/.test(key) || !Number.isSafeInteger(Number(key))) {
    node.fail(`tile id "${key}" is not a whole number`, `${field}.${key}`);
  }
  return Number(key);
}

function objectAt(node: JsonNode, field: string): Record<string, unknown> | undefined {
  const value = node.get(field);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    node.fail(
      `expected an object keyed by tile id, found ${Array.isArray(value) ? 'an array' : typeof value}`,
      field,
    );
  return value as Record<string, unknown>;
}

/** The `tiles` object's entries as tile nodes, each given the `id` its key names. */
export function legacyTileNodes(node: JsonNode): JsonNode[] {
  const tiles = objectAt(node, 'tiles');
  if (!tiles) return [];
  return Object.entries(tiles).map(([key, value]) => {
    const id = tileId(node, key, 'tiles');
    const tile = JsonNode.from(value, node.file, childPlace(node.at('tiles'), key));
    return new JsonNode(tile.file, tile.place, { ...tile.raw, id });
  });
}

/** `tileproperties` typed by `tilepropertytypes`, by tile id; empty when the tileset has none. */
export function legacyTileProperties(node: JsonNode, maxDepth: number): Map<number, PropertyMap> {
  const out = new Map<number, PropertyMap>();
  const values = objectAt(node, 'tileproperties');
  if (!values) return out;
  const types = objectAt(node, 'tilepropertytypes') ?? {};
  for (const [key, properties] of Object.entries(values)) {
    const id = tileId(node, key, 'tileproperties');
    const place = childPlace(node.at('tileproperties'), key);
    const typesPlace = childPlace(node.at('tilepropertytypes'), key);
    const typed = Object.hasOwn(types, key) ? types[key] : undefined;
    out.set(id, readPropertyObject(properties, typed, node.file, place, typesPlace, maxDepth));
  }
  return out;
}
