import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flattenLayers } from './flattenLayers';
import { loadTiledMap } from './loadTiledMap';
import { tileAt } from './tileAt';
import {
  FLIP_D,
  FLIP_H,
  FLIP_V,
  GID_MASK,
  type Layer,
  type ObjectLayer,
  type TiledMap,
  type TileLayer,
} from './types';

// Maps written by make-fixtures.py as TMX and exported by Debian's Tiled 1.8.2 to JSON, with
// external tilesets kept (json/) and embedded (embedded/).
const DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));
const expected = JSON.parse(readFileSync(`${DIR}expected.json`, 'utf8')) as {
  floor: number[];
  walls: number[];
  chunks: Record<string, Record<string, number>>;
};
const read = (path: string) => readFile(path, 'utf8');
const FORMATS = ['xml', 'csv', 'base64', 'base64-zlib', 'base64-gzip', 'base64-zstd'];
const VARIANTS = FORMATS.flatMap((f) => [`src/%s-${f}.tmx`, `json/%s-${f}.tmj`, `embedded/%s-${f}.tmj`]);

function flipsOf(raw: number): number {
  return (raw & 0x80000000 ? FLIP_H : 0) | (raw & 0x40000000 ? FLIP_V : 0) | (raw & 0x20000000 ? FLIP_D : 0);
}

function find(layers: readonly Layer[], name: string): Layer {
  for (const layer of layers) {
    if (layer.name === name) return layer;
    if (layer.type === 'group') {
      const inner = layers.length > 0 ? findOrNull(layer.layers, name) : undefined;
      if (inner) return inner;
    }
  }
  throw new Error(`no layer ${name}`);
}
function findOrNull(layers: readonly Layer[], name: string): Layer | undefined {
  try {
    return find(layers, name);
  } catch {
    return undefined;
  }
}

function expectCells(layer: Layer, raw: number[]): void {
  expect(layer.type).toBe('tile');
  const tiles = layer as TileLayer;
  expect([...tiles.gids]).toEqual(raw.map((g) => (g & GID_MASK) >>> 0));
  expect([...tiles.flips]).toEqual(raw.map(flipsOf));
}

describe('finite fixture maps, every encoding, TMX and exported JSON', () => {
  it.each(VARIANTS.map((v) => v.replace('%s', 'finite')))('%s', async (name) => {
    const map = await loadTiledMap(DIR + name, read);
    expect([map.width, map.height, map.tileWidth, map.tileHeight, map.infinite]).toEqual([
      6,
      5,
      16,
      16,
      false,
    ]);
    expect(map.backgroundColor).toBe('#203040');
    expectCells(find(map.layers, 'floor'), expected.floor);
    expectCells(find(map.layers, 'walls'), expected.walls);

    const [terrain, spaced, pieces] = map.tilesets;
    expect(terrain).toMatchObject({ name: 'terrain', firstGid: 1, tileCount: 4, columns: 2, tileWidth: 16 });
    expect(terrain.image?.source.endsWith('fixtures/src/terrain.png')).toBe(true);
    expect(terrain.tiles.get(0)?.properties.wall).toBe(true);
    expect(terrain.tiles.get(0)?.className).toBe('Wall');
    expect(terrain.tiles.get(0)?.objects?.[0]).toMatchObject({ shape: 'rectangle', width: 16, height: 16 });
    expect(terrain.tiles.get(1)?.properties.cost).toBe(2.5);
    expect(terrain.tiles.get(2)?.animation).toEqual([
      { tileId: 2, durationMs: 100 },
      { tileId: 3, durationMs: 250 },
    ]);
    expect(spaced).toMatchObject({ firstGid: 5, margin: 1, spacing: 2, tileOffsetX: 2, tileOffsetY: -3 });
    expect(spaced.transparentColor).toBe('#ff00ff');
    expect(pieces).toMatchObject({ firstGid: 9, tileCount: 2, columns: 0 });
    expect(pieces.image).toBeUndefined();
    expect(pieces.tiles.get(3)?.image?.source.endsWith('fixtures/src/dog.png')).toBe(true);
    expect(tileAt(map, 12)).toMatchObject({ tileset: pieces, localId: 3 });
    expect(tileAt(map, 10)).toBeUndefined();

    expect(map.properties).toMatchObject({
      title: 'Fixture',
      intro: 'Two lines\nof intro',
      energy: 12,
      ratio: 0.75,
      hard: true,
      tint: '#ff336699',
      target: 3,
    });
    expect(String(map.properties.music).endsWith('fixtures/src/sound/theme.ogg')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(map.properties, '__proto__')?.value).toBe('safe');
    expect(Object.getPrototypeOf(map.properties)).toBeNull();
  });

  it.each(FORMATS.flatMap((f) => [`src/finite-${f}.tmx`, `embedded/finite-${f}.tmj`]))(
    '%s: objects',
    async (name) => {
      const map = await loadTiledMap(DIR + name, read);
      const layer = find(map.layers, 'things') as ObjectLayer;
      expect(layer).toMatchObject({ type: 'object', offsetX: 1, offsetY: 2, color: '#ff0000' });
      const byName = new Map(layer.objects.map((o) => [o.name, o]));
      expect(byName.get('cat')).toMatchObject({ shape: 'point', className: 'Cat', x: 24, y: 24 });
      expect(byName.get('zone')).toMatchObject({
        shape: 'rectangle',
        className: 'Zone',
        rotation: 15,
        width: 32,
      });
      expect(byName.get('pond')?.shape).toBe('ellipse');
      expect(byName.get('fence')?.points).toEqual([
        { x: 0, y: 0 },
        { x: 16, y: 0 },
        { x: 16, y: 16 },
      ]);
      expect(byName.get('path')).toMatchObject({ shape: 'polyline' });
      expect(byName.get('sign')).toMatchObject({ shape: 'text', text: 'Hello cat' });
      expect(byName.get('sign')?.textStyle).toMatchObject({
        fontFamily: 'Serif',
        pixelSize: 12,
        wrap: true,
        bold: true,
        hAlign: 'center',
        vAlign: 'bottom',
      });
      expect(byName.get('dog')).toMatchObject({ shape: 'tile', gid: 12, flips: FLIP_H, className: 'Dog' });
      // Template instances: the template's tile (gid 4 of pieces.tsx = map gid 12) and fields.
      expect(byName.get('exit')).toMatchObject({ shape: 'tile', gid: 12, className: 'Exit', x: 80, y: 32 });
      expect(byName.get('exit')?.properties).toMatchObject({ locked: false, note: 'from template' });
      expect(byName.get('exit2')?.properties).toMatchObject({ locked: false, note: 'overridden' });
    },
  );

  it('groups pass offset, opacity and tint to their layers', async () => {
    const map = await loadTiledMap(`${DIR}src/finite-csv.tmx`, read);
    const flat = flattenLayers(map);
    expect(flat.map((f) => f.layer.name)).toEqual(['floor', 'walls', 'things', 'sky']);
    const [floor, walls, , sky] = flat;
    expect(floor).toMatchObject({ offsetX: 5, offsetY: -2, opacity: 0.4, groups: ['ground'], visible: true });
    expect(floor.tintColor).toBe('#80ff8080');
    expect(walls).toMatchObject({ parallaxX: 0.5, parallaxY: 2, opacity: 1 });
    expect(walls.tintColor).toBeUndefined();
    expect(sky).toMatchObject({ visible: false, offsetX: 3, offsetY: 4 });
    const skyLayer = sky.layer;
    expect(skyLayer.type === 'image' && skyLayer.image?.source.endsWith('src/sky.png')).toBe(true);
  });

  it('a JSON map with a .tsj tileset', async () => {
    const map = await loadTiledMap(`${DIR}json/finite-csv-tsj.tmj`, read);
    expect(map.tilesets[0].source).toBe(`${DIR}json/terrain.tsj`);
    expect(map.tilesets[0].image?.source).toBe(`${DIR}src/terrain.png`);
    expectCells(find(map.layers, 'floor'), expected.floor);
  });
});

function chunkCells(map: TiledMap): Map<string, [number, number]> {
  const layer = map.layers[0] as TileLayer;
  const out = new Map<string, [number, number]>();
  for (let i = 0; i < layer.gids.length; i++) {
    if (layer.gids[i] === 0) continue;
    const x = layer.originX + (i % layer.width);
    const y = layer.originY + Math.floor(i / layer.width);
    out.set(`${x},${y}`, [layer.gids[i], layer.flips[i]]);
  }
  return out;
}

describe('infinite fixture maps, every encoding', () => {
  const want = new Map<string, [number, number]>();
  for (const [chunk, cells] of Object.entries(expected.chunks)) {
    const [cx, cy] = chunk.split(',').map(Number);
    for (const [cell, raw] of Object.entries(cells)) {
      const [x, y] = cell.split(',').map(Number);
      want.set(`${cx + x},${cy + y}`, [(raw & GID_MASK) >>> 0, flipsOf(raw)]);
    }
  }

  it.each(VARIANTS.map((v) => v.replace('%s', 'infinite')))('%s', async (name) => {
    const map = await loadTiledMap(DIR + name, read);
    expect(map.infinite).toBe(true);
    expect(chunkCells(map)).toEqual(want);
    const layer = map.layers[0] as TileLayer;
    expect([layer.originX, layer.originY, layer.width, layer.height]).toEqual([-16, -16, 48, 32]);
    expect([map.originX, map.originY, map.width, map.height]).toEqual([-16, -16, 48, 32]);
  });
});
