/**
 * Each orientation's projection against the real Tiled: the maps in fixtures/orientations
 * were saved by Tiled 1.8.2, and beside each its `.truth.json` holds what Tiled 1.8.2 itself
 * computes for it (scripts/tiled/projectionTruth.js, run by fixtures/make-orientation-fixtures.py, which makes
 * them again): each tile's screen position, the tile under points spread over the map, and the tile
 * under each object's centre.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTiledMap } from './loadTiledMap';
import { objectCentre } from './objectCentre';
import { mapProjection, type Point, type TileProjection } from './projection';
import type { TiledMap } from './types';

const DIR = fileURLToPath(new URL('./fixtures/orientations/', import.meta.url));
const NAMES = readdirSync(DIR)
  .filter((name) => name.endsWith('.tmx'))
  .map((name) => name.slice(0, -'.tmx'.length));

interface Truth {
  tiled: string;
  /** [tile x, tile y, screen x, screen y] from Tiled's tileToScreen. */
  tiles: [number, number, number, number][];
  /** [screen x, screen y, tile x, tile y] from Tiled's screenToTile. */
  scan: [number, number, number, number][];
  objects: { id: number; ref: [number, number]; tile: [number, number] }[];
}

const truthOf = (name: string): Truth => JSON.parse(readFileSync(`${DIR}${name}.truth.json`, 'utf8'));
const load = (file: string) => loadTiledMap(DIR + file, (path) => readFile(path, 'utf8'));

/** Every tile of the map: its tile layers' rectangle (an infinite map's chunks). */
function everyTile(map: TiledMap): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++) out.push({ x: x + (map.originX ?? 0), y: y + (map.originY ?? 0) });
  return out;
}

/** The point a fraction `t` of the way from `a` to `b`. */
const towards = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/** Points inside the tile's outline within half a pixel of its edges: by each corner and each edge's middle. */
function nearTheEdge(projection: TileProjection, tile: Point): Point[] {
  const centre = projection.tileCentre(tile.x, tile.y);
  const corners = projection.tileOutline(tile.x, tile.y);
  const out: Point[] = [];
  corners.forEach((corner, i) => {
    const next = corners[(i + 1) % corners.length];
    for (const edge of [corner, towards(corner, next, 0.5), towards(corner, next, 0.1)]) {
      const distance = Math.hypot(centre.x - edge.x, centre.y - edge.y);
      out.push(towards(edge, centre, 0.5 / distance));
    }
  });
  return out;
}

/** Just outside the middle of each edge: half a pixel beyond it. */
function pastTheEdge(projection: TileProjection, tile: Point): Point[] {
  const centre = projection.tileCentre(tile.x, tile.y);
  const corners = projection.tileOutline(tile.x, tile.y);
  return corners.map((corner, i) => {
    const middle = towards(corner, corners[(i + 1) % corners.length], 0.5);
    const distance = Math.hypot(centre.x - middle.x, centre.y - middle.y);
    return towards(middle, centre, -0.5 / distance);
  });
}

describe.each(NAMES)('%s', (name) => {
  const truth = truthOf(name);

  it('was measured by Tiled 1.8.2', () => {
    expect(truth.tiled).toBe('1.8.2');
  });

  it.each(['tmx', 'tmj'])('the .%s keeps the orientation and its settings', async (format) => {
    const map = await load(`${name}.${format}`);
    const xml = readFileSync(`${DIR}${name}.tmx`, 'utf8');
    const setting = (key: string) => new RegExp(`<map [^>]*\\b${key}="([^"]*)"`).exec(xml)?.[1];
    expect(map.orientation).toBe(setting('orientation'));
    expect([map.tileWidth, map.tileHeight]).toEqual([
      Number(setting('tilewidth')),
      Number(setting('tileheight')),
    ]);
    expect(map.savedHeight).toBe(Number(setting('height')));
    if (map.orientation === 'staggered' || map.orientation === 'hexagonal') {
      expect([map.staggerAxis, map.staggerIndex]).toEqual([setting('staggeraxis'), setting('staggerindex')]);
    }
    expect(map.hexSideLength).toBe(map.orientation === 'hexagonal' ? Number(setting('hexsidelength')) : 0);
    expect(map.infinite).toBe(name.endsWith('-infinite'));
  });

  it('draws each tile where Tiled does', async () => {
    const projection = mapProjection(await load(`${name}.tmj`));
    for (const [x, y, sx, sy] of truth.tiles) {
      const outline = projection.tileOutline(x, y);
      // Tiled places an isometric tile by its top corner, the others by their box's top left.
      const at =
        projection.shape.orientation === 'isometric'
          ? outline[0]
          : { x: Math.min(...outline.map((p) => p.x)), y: Math.min(...outline.map((p) => p.y)) };
      expect([x, y, at.x, at.y]).toEqual([x, y, sx, sy]);
    }
  });

  it('finds the tile under each point as Tiled does', async () => {
    const projection = mapProjection(await load(`${name}.tmj`));
    let differ = 0;
    for (const [sx, sy, tx, ty] of truth.scan) {
      if (!sameTileAsTiled(projection, { x: sx, y: sy }, [Math.floor(tx), Math.floor(ty)])) differ++;
    }
    // Most points agree even on hexagonal maps.
    expect(differ).toBeLessThan(truth.scan.length / 10);
  });

  it.each(['tmx', 'tmj'])('puts each object of the .%s on the tile Tiled shows it on', async (format) => {
    const map = await load(`${name}.${format}`);
    const projection = mapProjection(map);
    const layer = map.layers.find((l) => l.type === 'object');
    if (layer?.type !== 'object') throw new Error('no object layer');
    expect(layer.objects.map((o) => o.id)).toEqual(truth.objects.map((o) => o.id));
    layer.objects.forEach((object, i) => {
      const centre = objectCentre(object, projection);
      const expected = truth.objects[i];
      expect(centre.x).toBeCloseTo(expected.ref[0], 6);
      expect(centre.y).toBeCloseTo(expected.ref[1], 6);
      sameTileAsTiled(projection, centre, expected.tile);
    });
  });

  it('takes every tile to its centre and back, and points near its edges inside to it', async () => {
    const map = await load(`${name}.tmj`);
    const projection = mapProjection(map);
    const tiles = everyTile(map);
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const centre = projection.tileCentre(tile.x, tile.y);
      expect(projection.tileAt(centre.x, centre.y)).toEqual(tile);
      for (const point of nearTheEdge(projection, tile))
        expect(projection.tileAt(point.x, point.y)).toEqual(tile);
      for (const point of pastTheEdge(projection, tile))
        expect(projection.tileAt(point.x, point.y)).not.toEqual(tile);
    }
  });

  it('takes object pixels to screen pixels and back', async () => {
    const projection = mapProjection(await load(`${name}.tmj`));
    for (const [sx, sy] of truth.scan.slice(0, 50)) {
      const pixel = projection.screenToPixel(sx, sy);
      const back = projection.pixelToScreen(pixel.x, pixel.y);
      expect(back.x).toBeCloseTo(sx, 9);
      expect(back.y).toBeCloseTo(sy, 9);
    }
  });
});

/** Inside a convex outline whose corners go clockwise on screen, `margin` pixels or more from its edges. */
function holdsPoint(corners: readonly Point[], point: Point, margin: number): boolean {
  return corners.every((a, i) => {
    const b = corners[(i + 1) % corners.length];
    const cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
    return cross >= margin * Math.hypot(b.x - a.x, b.y - a.y);
  });
}

/**
 * Expects the projection's tile under the screen point to be the one Tiled gives, but for one
 * difference, which it checks: Tiled's hexagonal hit test takes the nearest centre, and near the
 * edge of a hexagon that is not regular the nearest centre can be the neighbour's. There the drawn
 * outline decides: it holds the point, and the tile Tiled names does not. True when they agree.
 */
function sameTileAsTiled(
  projection: TileProjection,
  point: Point,
  tiled: readonly [number, number],
): boolean {
  const tile = projection.tileAt(point.x, point.y);
  if (tile.x === tiled[0] && tile.y === tiled[1]) return true;
  expect(projection.shape.orientation).toBe('hexagonal');
  expect(holdsPoint(projection.tileOutline(tile.x, tile.y), point, 0)).toBe(true);
  expect(holdsPoint(projection.tileOutline(tiled[0], tiled[1]), point, -1e-9)).toBe(false);
  return false;
}
