import path from 'node:path';
import { loadTiledMap } from '../../tiled/loadTiledMap';
import type { Layer, Orientation, StaggerAxis, StaggerIndex, TiledMap, TileLayer } from '../../tiled/types';
import { type CliIo, EXIT_OK, UsageError } from '../cliIo';
import { parseArgs } from '../gridArgs';
import { fileRoot, nodeLoadOptions, nodeReadFile, rootOption } from '../nodeFiles';
import { quoted, terminalLine } from '../terminalText';

/** One layer as `inspect` reports it; Tiled's own type names, so designers recognise them. */
interface LayerReport {
  type: 'tilelayer' | 'objectgroup' | 'imagelayer' | 'group';
  name: string;
  nonEmpty?: number;
  flipped?: number;
  layers?: LayerReport[];
}

/** What `maze-cat inspect --json` prints (docs/cli.md). */
export interface InspectReport {
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  /** The grid (docs/tiled.md, Orientations); the stagger settings on the grids that have them, else null. */
  orientation: Orientation;
  staggeraxis: StaggerAxis | null;
  staggerindex: StaggerIndex | null;
  hexsidelength: number | null;
  infinite: boolean;
  tilesets: { name: string; firstgid: number; tilecount: number; source: string | null }[];
  layers: LayerReport[];
}

const TYPE_NAMES = { tile: 'tilelayer', object: 'objectgroup', image: 'imagelayer', group: 'group' } as const;

function countCells(layer: TileLayer): { nonEmpty: number; flipped: number } {
  let nonEmpty = 0;
  let flipped = 0;
  for (let i = 0; i < layer.gids.length; i++) {
    if (layer.gids[i] !== 0) nonEmpty++;
    if (layer.flips[i] !== 0) flipped++;
  }
  return { nonEmpty, flipped };
}

function layerReport(layer: Layer): LayerReport {
  const report: LayerReport = { type: TYPE_NAMES[layer.type], name: layer.name };
  if (layer.type === 'tile') Object.assign(report, countCells(layer));
  if (layer.type === 'group') report.layers = layer.layers.map(layerReport);
  return report;
}

/** The report of a loaded map; tileset sources are given relative to the map's folder, as in Tiled. */
export function inspectReport(map: TiledMap): InspectReport {
  const folder = path.dirname(map.file);
  const staggered = map.orientation === 'staggered' || map.orientation === 'hexagonal';
  return {
    width: map.width,
    height: map.height,
    tilewidth: map.tileWidth,
    tileheight: map.tileHeight,
    orientation: map.orientation,
    staggeraxis: staggered ? map.staggerAxis : null,
    staggerindex: staggered ? map.staggerIndex : null,
    hexsidelength: map.orientation === 'hexagonal' ? map.hexSideLength : null,
    infinite: map.infinite,
    tilesets: map.tilesets.map((t) => ({
      name: t.name,
      firstgid: t.firstGid,
      tilecount: t.tileCount,
      source: t.source === undefined ? null : path.relative(folder, t.source).split(path.sep).join('/'),
    })),
    layers: map.layers.map(layerReport),
  };
}

function layerLines(layers: readonly LayerReport[], indent: string): string[] {
  return layers.flatMap((layer) => {
    const counts =
      layer.nonEmpty === undefined ? '' : `  nonEmpty ${layer.nonEmpty}  flipped ${layer.flipped}`;
    const line = `${indent}${layer.type} ${quoted(layer.name)}${counts}`;
    return [line, ...layerLines(layer.layers ?? [], `${indent}  `)];
  });
}

/** The grid's line: its orientation, and the settings it has of the stagger axis, index and hex side. */
function gridLine(report: InspectReport): string {
  const { orientation, staggeraxis, staggerindex, hexsidelength } = report;
  const settings = { staggeraxis, staggerindex, hexsidelength };
  const set = Object.entries(settings).filter(([, value]) => value !== null);
  return [`orientation ${orientation}`, ...set.map(([name, value]) => `${name} ${value}`)].join('  ');
}

/** The report as text, one fact a line, with the same names as the JSON. */
export function inspectText(file: string, report: InspectReport, map: TiledMap): string {
  const origin = map.infinite ? ` (chunks from ${map.originX ?? 0},${map.originY ?? 0})` : '';
  const lines = [
    terminalLine(file),
    `width ${report.width}  height ${report.height}${origin}`,
    `tilewidth ${report.tilewidth}  tileheight ${report.tileheight}`,
    gridLine(report),
    `infinite ${report.infinite}`,
    `tilesets (${report.tilesets.length}):`,
    ...report.tilesets.map(
      (t) =>
        `  ${quoted(t.name)}  firstgid ${t.firstgid}  tilecount ${t.tilecount}  source ${t.source === null ? '(embedded)' : terminalLine(t.source)}`,
    ),
    `layers (${report.layers.length}):`,
    ...layerLines(report.layers, '  '),
  ];
  return `${lines.join('\n')}\n`;
}

const USAGE = 'inspect <map> [--json] [--root DIR]';

/**
 * `maze-cat inspect <map> [--json] [--root DIR]` (docs/cli.md): loads any Tiled map (JSON
 * or TMX) and prints its size, tilesets and layers. References leaving `--root`, or without it the
 * map's project folder, are refused.
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(args, ['--root'], ['--json']);
  } catch (error) {
    throw error instanceof UsageError ? new UsageError(`inspect: ${error.message}; usage: ${USAGE}`) : error;
  }
  if (parsed.positional.length !== 1) throw new UsageError(`inspect takes one map: ${USAGE}`);
  const file = parsed.positional[0];
  const folder = fileRoot(file, rootOption(parsed.options.get('--root')));
  const map = await loadTiledMap(file, nodeReadFile(folder), nodeLoadOptions(folder));
  const report = inspectReport(map);
  io.out(
    parsed.flags.has('--json') ? `${JSON.stringify(report, null, 2)}\n` : inspectText(file, report, map),
  );
  return EXIT_OK;
}
