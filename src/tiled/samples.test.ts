import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flattenLayers } from './flattenLayers';
import { loadTiledMap } from './loadTiledMap';
import { tileAt } from './tileAt';
import { FLIP_D, FLIP_H, FLIP_V, type Layer, type ObjectLayer, type TileLayer } from './types';

const DIR = fileURLToPath(new URL('../../test-data/tiled-samples/', import.meta.url));
const read = (path: string) => readFile(path, 'utf8');
const load = (name: string) => loadTiledMap(DIR + name, read);

function tileLayer(layers: readonly Layer[], index = 0): TileLayer {
  const layer = layers[index];
  if (layer.type !== 'tile') throw new Error(`layer ${index} is ${layer.type}`);
  return layer;
}

// The stagger-* samples are saved orthogonal (their stagger settings unused).
const NOT_ORTHOGONAL = ['hexagonal', 'isometric', 'staggered'];

describe('the tiled-samples maps', () => {
  const names = readdirSync(DIR).filter((name) => name.endsWith('.map.json'));

  it.each(names)('%s loads with its orientation', async (name) => {
    const map = await load(name);
    const orientation = name.replace('.map.json', '');
    expect(map.orientation).toBe(NOT_ORTHOGONAL.includes(orientation) ? orientation : 'orthogonal');
    expect(map.file).toBe(DIR + name);
  });

  it('the hexagonal and staggered samples keep their stagger settings', async () => {
    const hexagonal = await load('hexagonal.map.json');
    expect([hexagonal.staggerAxis, hexagonal.staggerIndex, hexagonal.hexSideLength]).toEqual(['y', 'odd', 0]);
    const staggered = await load('staggered.map.json');
    expect([staggered.staggerAxis, staggered.staggerIndex, staggered.hexSideLength]).toEqual(['y', 'odd', 0]);
    const isometric = await load('isometric.map.json');
    expect([isometric.tileWidth, isometric.tileHeight, isometric.savedHeight]).toEqual([32, 32, 20]);
  });

  it.each(['csv', 'base64', 'base64-zlib', 'base64-gzip', 'base64-zstd'])(
    '%s: the 4x1 strip holds gids 1..4',
    async (name) => {
      const map = await load(`${name}.map.json`);
      const layer = tileLayer(map.layers);
      expect([map.width, map.height, layer.width, layer.height]).toEqual([4, 1, 4, 1]);
      expect([...layer.gids]).toEqual([1, 2, 3, 4]);
      expect([...layer.flips]).toEqual([0, 0, 0, 0]);
    },
  );

  it.each([
    'infinite-csv',
    'infinite-base64',
    'infinite-base64-zlib',
    'infinite-base64-gzip',
    'infinite-base64-zstd',
  ])('%s: chunks laid into one rectangle', async (name) => {
    const map = await load(`${name}.map.json`);
    const layer = tileLayer(map.layers);
    expect(map.infinite).toBe(true);
    expect([layer.originX, layer.originY, layer.width, layer.height]).toEqual([0, 0, 8, 4]);
    expect([map.width, map.height]).toEqual([8, 4]);
    expect([...layer.gids.subarray(0, 8)]).toEqual([1, 2, 3, 4, 1, 1, 1, 1]);
  });

  it('an infinite map without chunks is empty', async () => {
    const map = await load('infinite.map.json');
    expect([map.width, map.height]).toEqual([0, 0]);
  });

  it('chunks at negative coordinates keep their place', async () => {
    const map = await load('chunks.map.json');
    const layer = tileLayer(map.layers);
    expect(layer.originX).toBeLessThan(0);
    expect(layer.originY).toBeLessThan(0);
    expect(map.originX).toBe(layer.originX);
    expect(map.width).toBe(layer.width);
  });

  it('objects of every kind, with flips and a template', async () => {
    const map = await load('objects.map.json');
    const layer = map.layers[0] as ObjectLayer;
    const byId = new Map(layer.objects.map((o) => [o.id, o]));
    expect(byId.get(1)).toMatchObject({ shape: 'rectangle', name: 'Some Name' });
    expect(byId.get(2)?.shape).toBe('point');
    expect(byId.get(3)).toMatchObject({ shape: 'ellipse', className: 'Some Class', rotation: 10 });
    expect(byId.get(4)?.shape).toBe('polygon');
    expect(byId.get(4)?.points).toHaveLength(6);
    expect(byId.get(5)?.shape).toBe('polyline');
    expect(byId.get(6)).toMatchObject({ shape: 'tile', gid: 1, flips: 0 });
    expect(byId.get(9)).toMatchObject({ gid: 1, flips: FLIP_H });
    expect(byId.get(10)).toMatchObject({ gid: 1, flips: FLIP_V });
    expect(byId.get(11)).toMatchObject({ gid: 1, flips: FLIP_H | FLIP_V });
    expect(byId.get(14)).toMatchObject({ shape: 'text', text: 'All changed' });
    expect(byId.get(14)?.textStyle).toMatchObject({
      bold: true,
      pixelSize: 32,
      hAlign: 'center',
      vAlign: 'bottom',
    });
    expect(byId.get(15)?.visible).toBe(false);
    const fromTemplate = byId.get(22);
    expect(fromTemplate?.template).toBe(`${DIR}rect.template.json`);
    expect(fromTemplate?.width).toBeCloseTo(165.48216178029);
    expect(fromTemplate?.properties.stringProperty).toBe('test');
    expect(fromTemplate?.x).toBeCloseTo(46.1179795125397);
  });

  it('properties of every type, in a null-prototype record', async () => {
    const map = await load('map-properties.map.json');
    expect(Object.getPrototypeOf(map.properties)).toBeNull();
    expect(map.properties).toMatchObject({
      falseProperty: false,
      trueProperty: true,
      floatProperty: 123.45,
      intProperty: 123,
      objectProperty: 1234,
      stringProperty: 'stringValue',
      fileProperty: `${DIR}filename.txt`,
    });
  });

  it('an external tileset is read relative to the map', async () => {
    const map = await load('tilesets.map.json');
    const external = map.tilesets.find((t) => t.source !== undefined);
    expect(external?.source).toBe(`${DIR}default.tileset.json`);
    expect(external?.firstGid).toBe(5);
    expect(external?.image?.source).toBe(`${DIR}tiles.png`);
    expect(tileAt(map, 6)).toMatchObject({ tileset: external, localId: 1 });
  });

  it('tile animations are kept', async () => {
    const map = await load('animation.map.json');
    const animated = [...map.tilesets[0].tiles.values()].find((t) => t.animation);
    expect(animated?.animation?.length).toBeGreaterThan(1);
    expect(animated?.animation?.[0].durationMs).toBeGreaterThan(0);
  });

  it('group layers pass offset, opacity, visibility and tint down', async () => {
    const map = await load('layers.map.json');
    const flat = flattenLayers(map);
    expect(flat.length).toBeGreaterThan(0);
    for (const f of flat) expect(f.layer.type).not.toBe('group');
  });

  it('a diagonal flip is recognised', async () => {
    // Every flip combination through the raw gid bits, via a tiny in-memory map.
    const raw = [1, 0x80000001, 0x40000001, 0x20000001, 0xe0000001, 0x10000001];
    const text = JSON.stringify({
      orientation: 'orthogonal',
      width: 6,
      height: 1,
      tilewidth: 8,
      tileheight: 8,
      tilesets: [
        { firstgid: 1, name: 't', tilecount: 1, columns: 1, tilewidth: 8, tileheight: 8, image: 'a.png' },
      ],
      layers: [{ type: 'tilelayer', name: 'g', width: 6, height: 1, data: raw }],
    });
    const map = await loadTiledMap('mem/map.tmj', async () => text);
    const layer = tileLayer(map.layers);
    expect([...layer.gids]).toEqual([1, 1, 1, 1, 1, 1]);
    expect([...layer.flips]).toEqual([0, FLIP_H, FLIP_V, FLIP_D, FLIP_H | FLIP_V | FLIP_D, 0]);
  });
});
