/**
 * A map being edited, kept as the Tiled JSON document itself: the editor changes only the fields
 * it knows (its tile cells, its pieces, the level's settings), so every other layer, property and
 * object is written back exactly as it was read.
 */

import { GRID_TILESETS } from '../tmjWriter';

/** A JSON value as Tiled writes it. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** A Tiled JSON map (`type: 'map'`), finite, with every tile layer's data as a plain gid array. */
export type MapDoc = JsonObject;

/** The game's tileset file for square tiles, beside the map. */
export const GAME_TILESET_FILE = GRID_TILESETS.orthogonal;
/** The game's tileset files, one for each grid's art (the same tiles at the same ids). */
const GAME_TILESET_FILES: readonly string[] = Object.values(GRID_TILESETS);

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: Json | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** The map's layers in drawing order, groups opened (a group itself is not listed). */
export function flatLayers(doc: MapDoc): JsonObject[] {
  const out: JsonObject[] = [];
  const walk = (layers: JsonObject[]) => {
    for (const layer of layers) {
      if (layer.type === 'group') walk(list(layer.layers));
      else out.push(layer);
    }
  };
  walk(list(doc.layers));
  return out;
}

export const tileLayers = (doc: MapDoc) => flatLayers(doc).filter((l) => l.type === 'tilelayer');
export const objectLayers = (doc: MapDoc) => flatLayers(doc).filter((l) => l.type === 'objectgroup');

/** The objects of an object layer (the array itself, to change in place). */
export function objectsOf(layer: JsonObject): JsonObject[] {
  if (!Array.isArray(layer.objects)) layer.objects = [];
  return layer.objects as JsonObject[];
}

/** A tile layer's gid array (the array itself, to change in place). */
export function dataOf(layer: JsonObject): number[] {
  return layer.data as number[];
}

export const mapWidth = (doc: MapDoc) => doc.width as number;
export const mapHeight = (doc: MapDoc) => doc.height as number;

const fileName = (path: Json | undefined) => (typeof path === 'string' ? (path.split('/').pop() ?? '') : '');

/**
 * The file of one of the game's tilesets a map's tileset is, or null: named by its source, or
 * embedded under its name (with, but for the square one, its own picture: "iso" alone is no proof).
 */
export function gameTilesetFile(tileset: JsonObject): string | null {
  const source = fileName(tileset.source);
  if (GAME_TILESET_FILES.includes(source)) return source;
  const file = `${String(tileset.name)}.tsj`;
  if (!GAME_TILESET_FILES.includes(file)) return null;
  const ownPicture = fileName(tileset.image) === `${String(tileset.name)}.png`;
  return file === GAME_TILESET_FILE || ownPicture ? file : null;
}

/** The map's first tileset of the game's: its first gid and its file, or null when it uses none. */
export function gameTileset(doc: MapDoc): { firstGid: number; file: string } | null {
  for (const ts of list(doc.tilesets)) {
    const file = gameTilesetFile(ts);
    if (file) return { firstGid: ts.firstgid as number, file };
  }
  return null;
}

/** The first gid of the game's tileset in the map, or null when the map does not use it. */
export function gameFirstGid(doc: MapDoc): number | null {
  return gameTileset(doc)?.firstGid ?? null;
}

/** Adds one of the game's tilesets, `file` beside the map, after the map's own, at `firstGid`. */
export function addGameTileset(doc: MapDoc, firstGid: number, file: string): void {
  doc.tilesets = [...list(doc.tilesets), { firstgid: firstGid, source: file }];
}

/** The next free object id, taken (Tiled keeps `nextobjectid` in the map). */
export function takeObjectId(doc: MapDoc): number {
  const id = typeof doc.nextobjectid === 'number' ? doc.nextobjectid : 1;
  doc.nextobjectid = id + 1;
  return id;
}

/** The next free layer id, taken. */
export function takeLayerId(doc: MapDoc): number {
  const id = typeof doc.nextlayerid === 'number' ? doc.nextlayerid : 1;
  doc.nextlayerid = id + 1;
  return id;
}

/** A Tiled custom property of the map (or of an object), or undefined. */
export function propertyOf(owner: JsonObject, name: string): JsonObject | undefined {
  return list(owner.properties).find(
    (p) => typeof p.name === 'string' && p.name.toLowerCase() === name.toLowerCase(),
  );
}

/** Sets a custom property (keeping its place among the others), or removes it for `null`. */
export function setProperty(
  owner: JsonObject,
  name: string,
  type: 'string' | 'int' | 'float' | 'bool' | 'object',
  value: string | number | boolean | null,
  propertytype?: string,
): void {
  const properties = list(owner.properties);
  const at = properties.findIndex(
    (p) => typeof p.name === 'string' && p.name.toLowerCase() === name.toLowerCase(),
  );
  if (value === null) {
    if (at >= 0) properties.splice(at, 1);
  } else {
    const property: JsonObject = { name, type, value, ...(propertytype ? { propertytype } : {}) };
    if (at >= 0) properties[at] = { ...properties[at], type, value };
    else properties.push(property);
  }
  if (properties.length > 0) owner.properties = properties;
  else delete owner.properties;
}
