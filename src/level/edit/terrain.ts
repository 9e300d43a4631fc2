import { GID_MASK } from '../../tiled/types';
import { TERRAIN_COSTS } from '../drawing';
import type { TileFacts } from '../tileFacts';
import { pickTile, TERRAIN_TILES } from '../tmjWriter';
import { dataOf, type JsonObject, type MapDoc, mapHeight, mapWidth, tileLayers } from './mapDoc';

/** What a cell is made of, as the editor paints it with the game's tileset. */
export const TERRAINS = ['floor', 'wall', 'grass', 'mud', 'water'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** What the editor needs to know to paint: the game's tileset's first gid, its layers, every gid's meaning. */
export interface PaintContext {
  readonly firstGid: number;
  /** Layer ids of the ground (floor, grass, mud, water) and walls layers. */
  readonly ground: number;
  readonly walls: number;
  readonly facts: TileFacts;
}

/** A cell's terrain as the level reads it: a wall anywhere, else the highest cost (a cost no terrain has: null). */
export function terrainAt(doc: MapDoc, ctx: PaintContext, x: number, y: number): Terrain | null {
  const i = y * mapWidth(doc) + x;
  let cost = 0;
  for (const layer of tileLayers(doc)) {
    const gid = (dataOf(layer)[i] ?? 0) & GID_MASK;
    const fact = gid === 0 ? null : ctx.facts.of(gid);
    if (fact?.wall) return 'wall';
    if (fact && fact.cost > cost) cost = fact.cost;
  }
  const found = (Object.keys(TERRAIN_COSTS) as (keyof typeof TERRAIN_COSTS)[]).find(
    (t) => TERRAIN_COSTS[t] === (cost || 1),
  );
  return found ?? null;
}

function layerById(doc: MapDoc, id: number): JsonObject {
  const layer = tileLayers(doc).find((l) => l.id === id);
  if (!layer) throw new Error(`the map has no tile layer ${id}`);
  return layer;
}

/**
 * Paints `cells` (indices `y * width + x`) with `terrain`: the ground layer gets the terrain's tile
 * (floor under a wall), the walls layer a wall or nothing, and a tile of any other layer that would
 * change the cell's meaning (a wall or a cost) is cleared; a tile that only decorates stays.
 */
export function paintCells(doc: MapDoc, ctx: PaintContext, cells: Iterable<number>, terrain: Terrain): void {
  const width = mapWidth(doc);
  const ground = dataOf(layerById(doc, ctx.ground));
  const walls = dataOf(layerById(doc, ctx.walls));
  const others = tileLayers(doc)
    .filter((l) => l.id !== ctx.ground && l.id !== ctx.walls)
    .map(dataOf);
  const touched = new Set<number>();
  for (const i of cells) {
    const x = i % width;
    const y = Math.floor(i / width);
    const tiles = terrain === 'wall' ? TERRAIN_TILES.floor : TERRAIN_TILES[terrain];
    ground[i] = ctx.firstGid + pickTile(tiles, x, y);
    walls[i] = terrain === 'wall' ? 1 : 0;
    for (const data of others) {
      const fact = data[i] ? ctx.facts.of(data[i] & GID_MASK) : null;
      if (fact && (fact.wall || fact.cost > 0)) data[i] = 0;
    }
    touched.add(i);
    if (y > 0) touched.add(i - width);
  }
  // A wall shows its top where a wall is below it, else its face: redraw the cells painted and
  // the ones above them.
  for (const i of touched) {
    if (walls[i] === 0) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const below = y + 1 < mapHeight(doc) && walls[i + width] !== 0;
    walls[i] = ctx.firstGid + pickTile(below ? TERRAIN_TILES.wallTop : TERRAIN_TILES.wallFace, x, y);
  }
}

/** The cells of the rectangle between two corners (either order), clipped to the map. */
export function rectangleCells(doc: MapDoc, x0: number, y0: number, x1: number, y1: number): number[] {
  const width = mapWidth(doc);
  const cells: number[] = [];
  const [left, right] = [Math.max(0, Math.min(x0, x1)), Math.min(width - 1, Math.max(x0, x1))];
  const [top, bottom] = [Math.max(0, Math.min(y0, y1)), Math.min(mapHeight(doc) - 1, Math.max(y0, y1))];
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) cells.push(y * width + x);
  return cells;
}

/** The cells joined to x, y through edge-neighbours of the same terrain (a paint bucket's reach). */
export function fillCells(doc: MapDoc, ctx: PaintContext, x: number, y: number): number[] {
  const width = mapWidth(doc);
  const height = mapHeight(doc);
  const start = y * width + x;
  const want = terrainAt(doc, ctx, x, y);
  const seen = new Uint8Array(width * height);
  const out: number[] = [];
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const i = stack.pop() as number;
    out.push(i);
    const cx = i % width;
    const cy = Math.floor(i / width);
    for (const [nx, ny] of [
      [cx + 1, cy],
      [cx - 1, cy],
      [cx, cy + 1],
      [cx, cy - 1],
    ]) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (seen[n] || terrainAt(doc, ctx, nx, ny) !== want) continue;
      seen[n] = 1;
      stack.push(n);
    }
  }
  return out;
}
