import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../level/loadLevel';
import { piecesOf } from '../level/types';
import { loadTiledMap } from './loadTiledMap';
import { MapError } from './mapError';
import type { Layer, ObjectLayer, PropertyMap, TiledMap, TileLayer } from './types';

/**
 * Older and leaner Tiled files (fixtures/legacy, written by make-legacy-fixtures.py), loaded and
 * compared with what Debian's Tiled 1.8.2 itself makes of them (by-tiled/: each map exported by
 * Tiled to JSON with its tilesets embedded): the same tile counts and columns, the same cells, the
 * same tile properties, classes and animations.
 */
const DIR = fileURLToPath(new URL('./fixtures/legacy/', import.meta.url));
const readText = (path: string) => readFile(path, 'utf8');
const readBytes = async (path: string) => new Uint8Array(await readFile(path));
const load = (name: string, withBytes = true) =>
  loadTiledMap(DIR + name, readText, withBytes ? { readBytes } : {});

interface TiledJson {
  properties?: { name: string; value: unknown }[];
  tilesets: {
    firstgid: number;
    tilecount: number;
    columns: number;
    imagewidth: number;
    imageheight: number;
    tiles?: {
      id: number;
      type?: string;
      properties?: { name: string; value: unknown }[];
      animation?: { tileid: number; duration: number }[];
    }[];
  }[];
  layers: {
    name: string;
    type: string;
    data?: number[];
    objects?: { name: string; type: string; properties?: { name: string; value: unknown }[] }[];
  }[];
}

function byTiled(name: string): TiledJson {
  return JSON.parse(readFileSync(`${DIR}by-tiled/${name}.tmj`, 'utf8')) as TiledJson;
}

function record(list: { name: string; value: unknown }[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((p) => [p.name, p.value]));
}

function plain(properties: PropertyMap): Record<string, unknown> {
  return { ...properties };
}

function layerNamed(layers: readonly Layer[], name: string): Layer {
  const layer = layers.find((l) => l.name === name);
  if (!layer) throw new Error(`no layer ${name}`);
  return layer;
}

/** The cells and tilesets the loader finds are those Tiled finds. */
function expectAsTiled(map: TiledMap, tiled: TiledJson, options: { counts?: boolean } = {}): void {
  expect(map.tilesets.map((t) => t.firstGid)).toEqual(tiled.tilesets.map((t) => t.firstgid));
  map.tilesets.forEach((tileset, i) => {
    const theirs = tiled.tilesets[i];
    if (options.counts !== false) {
      expect({ tilecount: tileset.tileCount, columns: tileset.columns }).toEqual({
        tilecount: theirs.tilecount,
        columns: theirs.columns,
      });
      expect([tileset.image?.width, tileset.image?.height]).toEqual([theirs.imagewidth, theirs.imageheight]);
    }
    for (const tile of theirs.tiles ?? []) {
      const mine = tileset.tiles.get(tile.id);
      if (tile.properties) expect(plain(mine?.properties ?? {})).toEqual(record(tile.properties));
      if (tile.type) expect(mine?.className).toBe(tile.type);
      if (tile.animation) {
        expect(mine?.animation).toEqual(
          tile.animation.map((f) => ({ tileId: f.tileid, durationMs: f.duration })),
        );
      }
    }
  });
  for (const layer of tiled.layers) {
    const mine = layerNamed(map.layers, layer.name);
    if (layer.type === 'tilelayer') expect([...(mine as TileLayer).gids]).toEqual(layer.data);
    if (layer.type === 'objectgroup') {
      const objects = (mine as ObjectLayer).objects;
      expect(objects.map((o) => [o.name, o.className, plain(o.properties)])).toEqual(
        (layer.objects ?? []).map((o) => [o.name, o.type, record(o.properties)]),
      );
    }
  }
  expect(plain(map.properties)).toEqual(record(tiled.properties));
}

describe('tilesets that do not say how many tiles they have (as Tiled examples/perspective_walls.tsx)', () => {
  it.each([
    ['lean-tsx.tmx', 'lean-tsx'], // external TSX with a PNG, then an embedded one with a GIF
    ['lean-jpeg.tmx', 'lean-jpeg'], // margin, spacing and stray pixels in a progressive JPEG
    ['lean-bmp.tmj', 'lean-bmp'], // JSON with a BMP
  ])('%s: counts the tiles from the image header as Tiled does', async (name, exported) => {
    expectAsTiled(await load(name), byTiled(exported));
  });

  it('counts the tiles the map uses when the image is missing, and keeps every cell as Tiled does', async () => {
    const map = await load('lean-missing.tmx');
    // Tiled keeps the cells but writes a meaningless count (1) for a tileset it could not load.
    expectAsTiled(map, byTiled('lean-missing'), { counts: false });
    // Gids up to 10 are used; tile 2 animates through tile 11.
    expect([map.tilesets[0].tileCount, map.tilesets[0].columns]).toEqual([12, 0]);
  });

  it('counts from the tiles used where it cannot read bytes at all (no ReadBytes)', async () => {
    const map = await load('lean-tsx.tmx', false);
    expect(map.tilesets.map((t) => [t.tileCount, t.columns])).toEqual([
      [15, 0],
      [6, 0],
    ]);
    expectAsTiled(map, byTiled('lean-tsx'), { counts: false });
  });
});

describe('JSON written by Tiled before 1.2', () => {
  it('reads tiles keyed by id, tileproperties with their types, and property objects, as Tiled does', async () => {
    expectAsTiled(await load('pre12.json'), byTiled('pre12'));
  });

  it('plays as a level: walls, costs and pieces from the old tile properties', async () => {
    const level = await loadLevel(`${DIR}pre12.json`, readText, { readBytes });
    expect(level.title).toBe('Old Bones');
    expect([level.par, level.energy]).toEqual([7, 20.5]);
    expect(level.grid.isWall(0, 0)).toBe(true);
    expect(level.grid.isWall(3, 0)).toBe(true); // tile 6: wall with a note
    expect(level.grid.enterCost(2, 2)).toBe(2.5);
    expect(level.cat).toEqual({ x: 1, y: 1 });
    const cells = (kind: 'bone' | 'dog' | 'exit') => piecesOf(level, kind).map(({ x, y }) => ({ x, y }));
    expect([cells('bone'), cells('dog'), cells('exit')]).toEqual([
      [{ x: 3, y: 2 }],
      [{ x: 4, y: 1 }],
      [{ x: 5, y: 2 }],
    ]);
  });
});

describe('refusals around them', () => {
  const ERRORS = `${DIR}errors/`;
  it.each([
    [
      'not-an-image.tmx',
      'tilesets[0].image',
      'the tileset does not say how many tiles it has, and its image "walls.png" cannot be measured: it is not a PNG, JPEG, GIF, WebP or BMP image (it starts with "<html><b")',
    ],
    [
      'cut-short.tmx',
      'tilesets[0].image',
      'the tileset does not say how many tiles it has, and its image "cut.png" cannot be measured: the PNG header is cut short: 20 bytes, at least 24 needed for its size',
    ],
    [
      'property-type.json',
      'tilesets[0].tileproperties.1.cost',
      'a float property needs a number, found "lots"',
    ],
    ['tile-id.json', 'tilesets[0].tiles.first', 'tile id "first" is not a whole number'],
    [
      'tileproperties-list.json',
      'tilesets[0].tileproperties',
      'expected an object keyed by tile id, found an array',
    ],
  ])('%s: %s: %s', async (name, place, detail) => {
    const error = await loadTiledMap(ERRORS + name, readText, { readBytes }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapError);
    expect((error as MapError).message).toBe(`${ERRORS}${name}: ${place}: ${detail}`);
  });
});
