import { Grid } from '../grid';
import { LEVEL_CELL_LIMIT, LEVEL_SIDE } from '../tiled/limits';
import { MapError } from '../tiled/mapError';
import type { TiledMap, TileLayer } from '../tiled/types';
import { assemblePieces } from './assemblePieces';
import { gridRule } from './gridRule';
import type { FoundPiece } from './kinds/types';
import { type PlacedLayer, placedLayers } from './layerPlaces';
import { keepKinds } from './levelKinds';
import { readLevelSettings } from './levelSettings';
import { banOneWays } from './oneWays';
import { ownKinds } from './ownKinds';
import { objectPieces } from './pieces';
import { formatPlace, LevelError, ProblemList } from './problems';
import { readTileFacts, type TileFacts } from './tileFacts';
import type { Level } from './types';

/** The largest level, in cells (src/tiled/limits.ts says why). */
export const MAX_LEVEL_CELLS = LEVEL_CELL_LIMIT;
/**
 * The most pieces a level holds, the cat included: far more than a puzzle uses, and few enough
 * that building the level and its views stays quick (a link with 522,244 bones froze the page).
 */
export const MAX_PIECES = 4096;

/** The refusal of the piece after the last one allowed, at its place. */
function tooManyPieces(file: string, path: string, where: string): MapError {
  const most = MAX_PIECES.toLocaleString('en');
  return new MapError(file, path, `${where} is a piece past the limit: a level holds at most ${most} pieces`);
}

interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Reads a Tiled map as a Maze Cat level (docs/levels.md). Walls and costs come from every tile
 * layer (hidden ones too: a designer may hide a collision layer); pieces from objects whose class
 * names a kind in the kinds table (src/level/kinds), or from tiles carrying such a property. Every
 * problem is collected first; if any makes the level unplayable, a LevelError holding them all is
 * thrown, naming each place as Tiled shows it. Lesser findings become the level's `warnings`.
 */
export function buildLevel(map: TiledMap): Level {
  const { level, problems } = assembleLevel(map);
  problems.throwIfErrors(map.file);
  if (!level) throw new LevelError(map.file, problems.list);
  return level;
}

/**
 * The level as far as it can be built despite its errors (the pieces with an error left out), for
 * `maze-cat check` to solve and report what the solver finds too; null when there is no level to
 * solve (no cat or no exit). `problems` are all it found, errors and warnings.
 */
export function buildLevelDespiteErrors(map: TiledMap): { level: Level | null; problems: ProblemList } {
  const built = assembleLevel(map);
  const { level } = built;
  const playable = level?.pieces.some((p) => p.kind === 'exit') === true;
  return { level: playable ? level : null, problems: built.problems };
}

function assembleLevel(map: TiledMap): { level: Level | null; problems: ProblemList } {
  const file = map.file;
  const problems = new ProblemList();
  const settings = readLevelSettings(map.properties, problems);
  const layers = placedLayers(map);
  const tileLayers = layers.filter((p): p is PlacedLayer & { layer: TileLayer } => p.layer.type === 'tile');
  const bounds = levelBounds(map, tileLayers);
  if (bounds.width * bounds.height > MAX_LEVEL_CELLS) {
    throw new MapError(
      file,
      map.infinite ? 'layers' : 'width',
      `the level is ${bounds.width} x ${bounds.height} tiles; at most ${MAX_LEVEL_CELLS} tiles (${LEVEL_SIDE} x ${LEVEL_SIDE}) are supported`,
    );
  }
  const rule = gridRule(map, bounds.x, bounds.y, settings.rule, problems);
  const facts = readTileFacts(map, problems);
  const grid = new Grid(bounds.width, bounds.height);
  const found = fillGrid(file, grid, bounds, tileLayers, facts);
  const { own, table: kinds } = ownKinds(map, problems);
  for (const piece of objectPieces(map, layers, facts, kinds, problems)) {
    if (found.length >= MAX_PIECES) throw tooManyPieces(file, piece.place.path, formatPlace(piece.place));
    found.push(piece);
  }
  for (const { layer, place } of layers) {
    if ((layer.offsetX !== 0 || layer.offsetY !== 0) && layer.type !== 'image' && layer.type !== 'group') {
      problems.warning(
        { path: place, layer: layer.name },
        `layer offset ${layer.offsetX},${layer.offsetY} is ignored by the game's tile positions`,
      );
    }
  }
  const pieces = assemblePieces(grid, bounds.x, bounds.y, found, problems);
  // No rule for the map's grid: there is no level to play or solve, only the problems to report.
  if (pieces[0]?.kind !== 'cat' || rule === null) return { level: null, problems };
  banOneWays(grid, rule, pieces, problems);
  const level: Level = {
    file,
    ...settings,
    rule,
    orientation: map.orientation,
    width: bounds.width,
    height: bounds.height,
    grid,
    cat: { x: pieces[0].x, y: pieces[0].y },
    pieces,
    originX: bounds.x,
    originY: bounds.y,
    map,
    kinds: own,
    warnings: problems.warnings(),
  };
  return { level: keepKinds(level, kinds), problems };
}

/**
 * A finite map covers its own rectangle. An infinite map covers the smallest rectangle holding
 * every non-empty tile of its tile layers: chunks are padded to 16 tiles, and empty tiles would
 * otherwise be open floor around the drawn walls.
 */
function levelBounds(map: TiledMap, tileLayers: readonly { layer: TileLayer }[]): Bounds {
  if (!map.infinite) return { x: 0, y: 0, width: map.width, height: map.height };
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const { layer } of tileLayers) {
    const { gids, width } = layer;
    for (let i = 0; i < gids.length; i++) {
      if (gids[i] === 0) continue;
      const x = layer.originX + (i % width);
      const y = layer.originY + Math.floor(i / width);
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (minX > maxX) {
    throw new MapError(
      map.file,
      'layers',
      'the infinite map has no tiles: draw the floor and walls on a tile layer',
    );
  }
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Writes walls and costs (the highest `cost` on a cell wins) and returns the pieces drawn as tiles. */
function fillGrid(
  file: string,
  grid: Grid,
  bounds: Bounds,
  tileLayers: readonly (PlacedLayer & { layer: TileLayer })[],
  facts: TileFacts,
): FoundPiece[] {
  const pieces: FoundPiece[] = [];
  // Costs are first gathered as the highest declared cost (0 = none declared), then the default 1
  // fills the rest: no second array, which matters at 4096 x 4096.
  const costs = grid.costs;
  costs.fill(0);
  for (const { layer, place } of tileLayers) {
    const { gids, width } = layer;
    for (let i = 0; i < gids.length; i++) {
      const gid = gids[i];
      if (gid === 0) continue;
      const fact = facts.of(gid);
      if (fact === null) continue;
      const tileX = layer.originX + (i % width);
      const tileY = layer.originY + Math.floor(i / width);
      const x = tileX - bounds.x;
      const y = tileY - bounds.y;
      if (x < 0 || y < 0 || x >= bounds.width || y >= bounds.height) continue;
      const cell = y * grid.width + x;
      if (fact.wall) grid.walls[cell] = 1;
      if (fact.cost > costs[cell]) costs[cell] = fact.cost;
      if (fact.piece) {
        // Refused as soon as it passes: not half a million pieces built first.
        if (pieces.length >= MAX_PIECES)
          throw tooManyPieces(file, `${place}.data`, `layer "${layer.name}", tile ${tileX},${tileY}`);
        pieces.push({
          def: fact.piece.def,
          tileX,
          tileY,
          place: { path: `${place}.data`, layer: layer.name, tile: { x: tileX, y: tileY } },
          properties: fact.piece.properties,
          points: null,
          closed: false,
          objectId: null,
        });
      }
    }
  }
  for (let i = 0; i < grid.size; i++) if (costs[i] === 0) costs[i] = 1;
  grid.touch();
  return pieces;
}
