/**
 * Loads a Tiled map (JSON .tmj/.json or XML .tmx) into `TiledMap`: tilesets, layers, objects,
 * templates and properties, every encoding and compression, finite or infinite. Anything the map
 * holds that cannot be used becomes one MapError naming the file, the place and the fix.
 */
import { GidIndex } from './gidIndex';
import { readGridShape } from './gridShape';
import type { JsonNode } from './jsonNode';
import { readLayers } from './layers';
import { DEFAULT_LIMITS, type TiledLimits } from './limits';
import { type DocumentParser, type LoadContext, parseDocument } from './loadContext';
import { MapError } from './mapError';
import { parseJsonDocument } from './parseJson';
import { readProperties } from './properties';
import { countTilesFromUse, readTileset } from './tileset';
import type { Layer, ReadBytes, ReadFile, TiledMap, Tileset } from './types';

/** Options of a load. */
export interface LoadOptions {
  /** Replace some limits (tests make them small to exercise the refusals). */
  readonly limits?: Partial<TiledLimits>;
  /** Reads an atlas image's header when its tileset does not give its tile count (see `ReadBytes`). */
  readonly readBytes?: ReadBytes;
}

/**
 * JSON or XML is told by the first character, not the extension: Tiled itself accepts either name.
 * The XML reader (fast-xml-parser and the TMX converter, over half of the job worker's script) is
 * imported by the first XML document: the bundled levels are JSON, so the worker that builds the
 * first level downloads without it (docs/performance.md, "Play pressed at once").
 */
const parseAny: DocumentParser = async (text, file, ctx) => {
  // \S skips a byte-order mark too (it is whitespace to JavaScript).
  const start = text.search(/[^\s\ufeff]/);
  if (start >= 0 && text[start] === '<')
    return (await import('./tmxToJson')).parseXmlDocument(text, file, ctx.limits);
  return parseJsonDocument(text, file, ctx.limits.maxNesting);
};

function makeContext(readFile: ReadFile, options: LoadOptions): LoadContext {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  return {
    readFile,
    readBytes: options.readBytes,
    limits,
    parse: parseAny,
    cellsLeft: limits.maxTotalCells,
    bytesLeft: limits.maxDecompressedBytes,
    objectsLeft: limits.maxObjects,
    filesLeft: limits.maxFiles,
    documents: new Map(),
    uncounted: [],
  };
}

function checkOverlaps(tilesets: readonly Tileset[], node: JsonNode): void {
  const seen = new Set<number>();
  tilesets.forEach((t, i) => {
    if (seen.has(t.firstGid))
      node.fail(`two tilesets share firstgid ${t.firstGid}`, `tilesets[${i}].firstgid`);
    seen.add(t.firstGid);
  });
}

/** The smallest rectangle holding every tile layer's cells (infinite maps). */
function bounds(layers: readonly Layer[]): { x: number; y: number; w: number; h: number } {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const visit = (list: readonly Layer[]) => {
    for (const layer of list) {
      if (layer.type === 'group') visit(layer.layers);
      else if (layer.type === 'tile' && layer.width > 0 && layer.height > 0) {
        minX = Math.min(minX, layer.originX);
        minY = Math.min(minY, layer.originY);
        maxX = Math.max(maxX, layer.originX + layer.width);
        maxY = Math.max(maxY, layer.originY + layer.height);
      }
    }
  };
  visit(layers);
  return minX > maxX ? { x: 0, y: 0, w: 0, h: 0 } : { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

async function readMap(root: JsonNode, ctx: LoadContext): Promise<TiledMap> {
  const type = root.optionalString('type');
  if (type !== undefined && type !== 'map') {
    root.fail(`this file is a ${type}, not a map; open the map that uses it`, 'type');
  }
  const infinite = root.bool('infinite', false);
  const width = root.count('width');
  const height = root.count('height');
  if (!infinite && width * height > ctx.limits.maxLayerCells) {
    root.fail(
      `${width} x ${height} tiles is over ${ctx.limits.sizeLimitName} of ${ctx.limits.maxLayerCells} tiles`,
      'width',
    );
  }
  const grid = readGridShape(root);
  const tilesets: Tileset[] = [];
  for (const node of root.objects('tilesets')) tilesets.push(await readTileset(node, ctx));
  checkOverlaps(tilesets, root);
  const layers = await readLayers(
    root,
    ctx,
    { width, height, infinite, gids: new GidIndex(tilesets), tilesets },
    0,
  );
  countTilesFromUse(ctx.uncounted, tilesets, layers);
  const map: { -readonly [K in keyof TiledMap]: TiledMap[K] } = {
    file: root.file,
    ...grid,
    renderOrder: root.string('renderorder', 'right-down'),
    width,
    height,
    infinite,
    savedHeight: height,
    // `type` is the document kind ("map") here, so only `class` names the map's class.
    className: root.optionalString('class') ?? '',
    properties: readProperties(root, ctx.limits.maxDepth),
    tilesets,
    layers,
    originX: 0,
    originY: 0,
  };
  if (infinite) {
    const box = bounds(layers);
    map.originX = box.x;
    map.originY = box.y;
    map.width = box.w;
    map.height = box.h;
  }
  const background = root.optionalString('backgroundcolor');
  if (background) map.backgroundColor = background;
  return map;
}

/** Parses a map whose text is already read; external files are read through `readFile`. */
export async function parseTiledMap(
  text: string,
  file: string,
  readFile: ReadFile,
  options: LoadOptions = {},
): Promise<TiledMap> {
  const ctx = makeContext(readFile, options);
  return readMap(await parseDocument(ctx, text, file), ctx);
}

/**
 * Reads and loads the map at `file` (a path or URL as `readFile` understands it). Relative
 * references inside are resolved against the referring file's folder before `readFile` sees them.
 */
export async function loadTiledMap(
  file: string,
  readFile: ReadFile,
  options: LoadOptions = {},
): Promise<TiledMap> {
  let text: string;
  try {
    text = await readFile(file);
  } catch (error) {
    if (error instanceof MapError) throw error;
    throw new MapError(
      file,
      '(file)',
      `cannot read the map: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseTiledMap(text, file, readFile, options);
}
