import { DEFAULT_LIMITS, LEVEL_LIMITS } from '../../tiled/limits';
import { parseTiledMap } from '../../tiled/loadTiledMap';
import { MapError } from '../../tiled/mapError';
import { parseXmlDocument } from '../../tiled/tmxToJson';
import type { Layer, ReadFile, TiledMap, TileLayer } from '../../tiled/types';
import { ProblemList } from '../problems';
import { readTileFacts } from '../tileFacts';
import { tileLayerJson } from '../tmjWriter';
import {
  addGameTileset,
  gameFirstGid,
  type JsonObject,
  type MapDoc,
  takeLayerId,
  tileLayers,
} from './mapDoc';
import type { PaintContext } from './terrain';

/** A map ready to edit: its document and what painting it needs. */
export interface OpenedMap {
  readonly doc: MapDoc;
  readonly paint: PaintContext;
}

function parseText(text: string, file: string): MapDoc {
  if (text.trimStart().startsWith('<'))
    return parseXmlDocument(text, file, { ...DEFAULT_LIMITS, ...LEVEL_LIMITS }).raw as MapDoc;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as MapDoc;
  } catch (error) {
    throw new MapError(file, '(file)', `not a Tiled map: ${error instanceof Error ? error.message : error}`);
  }
  throw new MapError(file, '(top level)', 'not a Tiled map: expected a JSON object');
}

function tileLayersOf(layers: readonly Layer[]): TileLayer[] {
  return layers.flatMap((l) => (l.type === 'tile' ? [l] : l.type === 'group' ? tileLayersOf(l.layers) : []));
}

const FLIP_BITS = [0x80000000, 0x40000000, 0x20000000];

/** Writes each tile layer's data as a plain gid array (flip bits kept), as the loader decoded it. */
function plainData(doc: MapDoc, map: TiledMap): void {
  // The loader reads the same tile layers in the same order (old TMX files give no layer ids).
  const decoded = tileLayersOf(map.layers);
  tileLayers(doc).forEach((layer, n) => {
    const read = decoded[n];
    if (!read) return;
    layer.data = Array.from(read.gids, (gid, i) => {
      let raw = gid;
      FLIP_BITS.forEach((bit, b) => {
        if (read.flips[i] & (1 << b)) raw = (raw | bit) >>> 0;
      });
      return raw;
    });
    delete layer.encoding;
    delete layer.compression;
  });
}

function newTileLayer(doc: MapDoc, name: string): JsonObject {
  const width = Number(doc.width);
  const height = Number(doc.height);
  return tileLayerJson(takeLayerId(doc), name, width, height, new Array(width * height).fill(0));
}

/** The editor's ground and walls layers: found by name (or the first tile layer), else added. */
function editorLayers(doc: MapDoc): { ground: number; walls: number } {
  const named = (name: string) => tileLayers(doc).find((l) => String(l.name).toLowerCase() === name);
  let ground = named('ground') ?? tileLayers(doc)[0];
  const layers = doc.layers as JsonObject[];
  if (!ground) {
    ground = newTileLayer(doc, 'ground');
    layers.unshift(ground);
  }
  let walls = named('walls');
  if (!walls || walls === ground) {
    walls = newTileLayer(doc, 'walls');
    const at = layers.indexOf(ground);
    layers.splice(at < 0 ? 0 : at + 1, 0, walls);
  }
  return { ground: Number(ground.id), walls: Number(walls.id) };
}

/**
 * Opens any map the game loads (JSON or TMX, any encoding, with its tilesets) for editing. Its
 * tile data becomes plain arrays (the same tiles), the game's tileset is added when the map does
 * not use it, and a ground and a walls layer are added when it has none; nothing else changes.
 * An infinite map is refused: the editor edits a fixed size.
 */
export async function openMap(text: string, file: string, readFile: ReadFile): Promise<OpenedMap> {
  const doc = parseText(text, file);
  if (doc.infinite === true)
    throw new MapError(
      file,
      'infinite',
      'the editor edits maps of a fixed size; in Tiled, untick Map > Map Properties > Infinite and save',
    );
  let map = await parseTiledMap(JSON.stringify(doc), file, readFile, { limits: LEVEL_LIMITS });
  if (gameFirstGid(doc) === null) {
    const next = map.tilesets.reduce((most, ts) => Math.max(most, ts.firstGid + ts.tileCount), 1);
    addGameTileset(doc, next);
    map = await parseTiledMap(JSON.stringify(doc), file, readFile, { limits: LEVEL_LIMITS });
  }
  plainData(doc, map);
  if (!Array.isArray(doc.layers)) doc.layers = [];
  const layers = editorLayers(doc);
  const facts = readTileFacts(map, new ProblemList());
  return { doc, paint: { firstGid: gameFirstGid(doc) as number, ...layers, facts } };
}
