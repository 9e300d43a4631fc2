import { DEFAULT_LIMITS, LEVEL_LIMITS } from '../../tiled/limits';
import { parseTiledMap } from '../../tiled/loadTiledMap';
import { MapError } from '../../tiled/mapError';
import { parseJsonDocument } from '../../tiled/parseJson';
import { parseXmlDocument } from '../../tiled/tmxToJson';
import type { Layer, ReadFile, TiledMap, TileLayer } from '../../tiled/types';
import { ProblemList } from '../problems';
import { readTileFacts } from '../tileFacts';
import { GRID_TILESETS, tileLayerJson } from '../tmjWriter';
import { docShape } from './docGrid';
import { tooBigToEdit } from './editorLimits';
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

const LIMITS = { ...DEFAULT_LIMITS, ...LEVEL_LIMITS };

/** The map's JSON document; nesting is refused past the loader's limit (deeper would overflow the stack). */
function parseText(text: string, file: string): MapDoc {
  const raw = text.trimStart().startsWith('<')
    ? parseXmlDocument(text, file, LIMITS).raw
    : parseJsonDocument(text, file, LIMITS.maxNesting).raw;
  if (Array.isArray(raw)) throw new MapError(file, '(top level)', 'not a Tiled map: expected a JSON object');
  return raw as MapDoc;
}

/** Refuses a map the editor cannot edit in place: too large for the page, empty, or layers of another size. */
function checkSize(doc: MapDoc, file: string): void {
  const { width, height } = doc;
  const side = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;
  if (!side(width) || !side(height))
    throw new MapError(
      file,
      'width',
      `the map must be at least 1 x 1 tiles, found ${String(width).slice(0, 24)} x ${String(height).slice(0, 24)}`,
    );
  const [w, h] = [width as number, height as number];
  const tooBig = tooBigToEdit(w, h);
  if (tooBig) throw new MapError(file, 'width', tooBig);
  tileLayers(doc).forEach((layer) => {
    if (layer.width !== w || layer.height !== h) {
      const at = (doc.layers as JsonObject[]).indexOf(layer);
      throw new MapError(
        file,
        at >= 0 ? `layers[${at}]` : `layer "${String(layer.name).slice(0, 40)}"`,
        `the tile layer is ${String(layer.width).slice(0, 24)} x ${String(layer.height).slice(0, 24)} and the map ${w} x ${h}; the editor paints layers of the map's size`,
      );
    }
  });
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
  checkSize(doc, file);
  let map = await parseTiledMap(JSON.stringify(doc), file, readFile, { limits: LEVEL_LIMITS });
  if (gameFirstGid(doc) === null) {
    const next = map.tilesets.reduce((most, ts) => Math.max(most, ts.firstGid + ts.tileCount), 1);
    addGameTileset(doc, next, GRID_TILESETS[docShape(doc).orientation]);
    map = await parseTiledMap(JSON.stringify(doc), file, readFile, { limits: LEVEL_LIMITS });
  }
  plainData(doc, map);
  if (!Array.isArray(doc.layers)) doc.layers = [];
  const layers = editorLayers(doc);
  const facts = readTileFacts(map, new ProblemList());
  return { doc, paint: { firstGid: gameFirstGid(doc) as number, ...layers, facts } };
}
