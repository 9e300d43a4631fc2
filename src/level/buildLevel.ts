import { Grid } from '../grid';
import { LEVEL_CELL_LIMIT, LEVEL_SIDE } from '../tiled/limits';
import { MapError } from '../tiled/mapError';
import type { TiledMap, TileLayer } from '../tiled/types';
import { type PlacedLayer, placedLayers } from './layerPlaces';
import { readLevelSettings } from './levelSettings';
import { type FoundPiece, objectPieces, type PieceKind, pieceKindOfFlags } from './pieces';
import { readTileFacts, type TileFacts, WALL } from './tileFacts';
import type { Cell, Level } from './types';

/** The largest level, in cells (src/tiled/limits.ts says why). */
export const MAX_LEVEL_CELLS = LEVEL_CELL_LIMIT;

interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Reads a Tiled map as a Maze Cat level (GAME.md §2). Walls and costs come from every tile layer
 * (hidden ones too: a designer may hide a collision layer); pieces from objects of class Cat, Bone,
 * Dog, Exit or from tiles carrying those properties. Throws a MapError naming the place in the
 * file for anything that makes the level unplayable; lesser findings go to `warnings`.
 */
export function buildLevel(map: TiledMap): Level {
  const file = map.file;
  const warnings: string[] = [];
  const settings = readLevelSettings(file, map.properties, warnings);
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
  const facts = readTileFacts(map);
  const grid = new Grid(bounds.width, bounds.height);
  const pieces = fillGrid(grid, bounds, tileLayers, facts);
  pieces.push(...objectPieces(map, layers, facts, warnings));
  for (const { layer, place } of layers) {
    if ((layer.offsetX !== 0 || layer.offsetY !== 0) && layer.type !== 'image' && layer.type !== 'group') {
      warnings.push(
        `${place}: layer offset ${layer.offsetX},${layer.offsetY} is ignored by the game's tile positions`,
      );
    }
  }
  const placed = placePieces(file, grid, bounds, pieces);
  return {
    file,
    title: settings.title,
    intro: settings.intro,
    width: bounds.width,
    height: bounds.height,
    grid,
    rule: settings.rule,
    energy: settings.energy,
    par: settings.par,
    cat: placed.cat,
    bones: placed.bone,
    dogs: placed.dog,
    exits: placed.exit,
    originX: bounds.x,
    originY: bounds.y,
    map,
    warnings,
  };
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
  grid: Grid,
  bounds: Bounds,
  tileLayers: readonly PlacedLayer[],
  facts: TileFacts,
): FoundPiece[] {
  const pieces: FoundPiece[] = [];
  // Costs are first gathered as the highest declared cost (0 = none declared), then the default 1
  // fills the rest: no second array, which matters at 4096 x 4096.
  const costs = grid.costs;
  costs.fill(0);
  for (const { layer, place } of tileLayers) {
    if (layer.type !== 'tile') continue;
    const { gids, width } = layer;
    for (let i = 0; i < gids.length; i++) {
      const gid = gids[i];
      if (gid === 0) continue;
      const tileX = layer.originX + (i % width);
      const tileY = layer.originY + Math.floor(i / width);
      const x = tileX - bounds.x;
      const y = tileY - bounds.y;
      if (x < 0 || y < 0 || x >= bounds.width || y >= bounds.height) continue;
      const cell = y * grid.width + x;
      const flags = facts.flags(gid);
      if (flags & WALL) grid.walls[cell] = 1;
      const cost = facts.cost(gid);
      if (cost > costs[cell]) costs[cell] = cost;
      const kind = pieceKindOfFlags(flags);
      if (kind) {
        const name = `${kind[0].toUpperCase()}${kind.slice(1)}`;
        pieces.push({ kind, tileX, tileY, place: `${place} at ${tileX},${tileY}`, label: `${name} tile` });
      }
    }
  }
  for (let i = 0; i < grid.size; i++) if (costs[i] === 0) costs[i] = 1;
  grid.touch();
  return pieces;
}

type Placed = { cat: Cell } & Record<Exclude<PieceKind, 'cat'>, Cell[]>;

/** Checks every piece (inside, not on a wall, alone on its tile), exactly one cat, an exit. */
function placePieces(file: string, grid: Grid, bounds: Bounds, pieces: readonly FoundPiece[]): Placed {
  const taken = new Map<number, FoundPiece>();
  let cat: { cell: Cell; piece: FoundPiece } | null = null;
  const out: Record<Exclude<PieceKind, 'cat'>, Cell[]> = { bone: [], dog: [], exit: [] };
  for (const piece of pieces) {
    const x = piece.tileX - bounds.x;
    const y = piece.tileY - bounds.y;
    const where = `tile ${piece.tileX},${piece.tileY}`;
    if (!grid.inBounds(x, y)) {
      const area = `${bounds.x},${bounds.y} to ${bounds.x + bounds.width - 1},${bounds.y + bounds.height - 1}`;
      throw new MapError(
        file,
        piece.place,
        `${piece.label} is at ${where}, outside the map (${area}); move it onto the map`,
      );
    }
    if (grid.isWall(x, y)) {
      throw new MapError(
        file,
        piece.place,
        `${piece.label} stands on a wall at ${where}; move it onto floor`,
      );
    }
    const index = grid.index(x, y);
    const other = taken.get(index);
    if (other) {
      throw new MapError(
        file,
        piece.place,
        `${piece.label} shares ${where} with ${other.label} (${other.place}); one piece per tile`,
      );
    }
    taken.set(index, piece);
    if (piece.kind === 'cat') {
      if (cat) {
        throw new MapError(
          file,
          piece.place,
          `a second Cat at ${where} (the first is ${cat.piece.label} at ${cat.piece.place}); a level has exactly one`,
        );
      }
      cat = { cell: { x, y }, piece };
    } else {
      out[piece.kind].push({ x, y });
    }
  }
  if (!cat) {
    throw new MapError(
      file,
      'layers',
      'the level has no cat: add an object of class Cat (or a tile with the property Cat)',
    );
  }
  if (out.exit.length === 0) {
    throw new MapError(
      file,
      'layers',
      'the level has no exit: add an object of class Exit (or a tile with the property Exit)',
    );
  }
  return { cat: cat.cell, ...out };
}
