import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { LoadOptions } from './loadTiledMap';
import { loadTiledMap } from './loadTiledMap';
import { MapError } from './mapError';
import type { TileLayer } from './types';

type Json = Record<string, unknown>;

function baseMap(layer: Json, extra: Json = {}): Json {
  return {
    type: 'map',
    orientation: 'orthogonal',
    width: 2,
    height: 2,
    tilewidth: 8,
    tileheight: 8,
    tilesets: [
      { firstgid: 1, name: 't', tilecount: 4, columns: 2, tilewidth: 8, tileheight: 8, image: 't.png' },
    ],
    layers: [{ type: 'tilelayer', name: 'l', width: 2, height: 2, ...layer }],
    ...extra,
  };
}

function files(entries: Record<string, string | Json>) {
  return async (path: string): Promise<string> => {
    const entry = entries[path];
    if (entry === undefined) throw new Error('ENOENT: no such file');
    return typeof entry === 'string' ? entry : JSON.stringify(entry);
  };
}

async function refusal(
  map: string | Json,
  more: Record<string, string | Json> = {},
  options: LoadOptions = {},
) {
  const error = await loadTiledMap('lv/map.tmj', files({ 'lv/map.tmj': map, ...more }), options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MapError);
  return error as MapError;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const le32 = (values: number[]) => new Uint8Array(Uint32Array.from(values).buffer);

describe('refusals name the file, the place and the problem', () => {
  it('an unknown orientation, stagger axis or stagger index', async () => {
    const e = await refusal(baseMap({ data: [0, 0, 0, 0] }, { orientation: 'triangular' }));
    expect([e.file, e.place, e.detail]).toEqual([
      'lv/map.tmj',
      'orientation',
      'unknown orientation "triangular" (expected orthogonal, isometric, staggered or hexagonal)',
    ]);
    const axis = await refusal(
      baseMap({ data: [0, 0, 0, 0] }, { orientation: 'staggered', staggeraxis: 'z' }),
    );
    expect([axis.place, axis.detail]).toEqual(['staggeraxis', 'unknown staggeraxis "z" (expected x or y)']);
    const index = await refusal(
      baseMap({ data: [0, 0, 0, 0] }, { orientation: 'hexagonal', staggerindex: 'all' }),
    );
    expect([index.place, index.detail]).toEqual([
      'staggerindex',
      'unknown staggerindex "all" (expected odd or even)',
    ]);
  });

  it('a hexagon side longer than the tile, or tiles too small to stagger', async () => {
    const side = await refusal(
      baseMap({ data: [0, 0, 0, 0] }, { orientation: 'hexagonal', staggeraxis: 'x', hexsidelength: 40 }),
    );
    expect([side.place, side.detail]).toEqual([
      'hexsidelength',
      expect.stringMatching(/hexagon side of 40 pixels is longer than the tile width of \d+/),
    ]);
    const small = await refusal(baseMap({ data: [0, 0, 0, 0] }, { orientation: 'staggered', tilewidth: 1 }));
    expect([small.place, small.detail]).toEqual(['tilewidth', expect.stringMatching(/too small to stagger/)]);
  });

  it('an unknown encoding or compression', async () => {
    const enc = await refusal(baseMap({ data: 'AAAA', encoding: 'base32' }));
    expect([enc.place, enc.detail]).toEqual([
      'layers[0].data',
      expect.stringMatching(/unknown encoding "base32"/),
    ]);
    const comp = await refusal(baseMap({ data: 'AAAA', encoding: 'base64', compression: 'lzma' }));
    expect(comp.detail).toMatch(/unknown compression "lzma".*zlib, gzip, zstd/);
  });

  it('a gid that matches no tileset, with its cell', async () => {
    const e = await refusal(baseMap({ data: [1, 2, 3, 9] }));
    expect(e.place).toBe('layers[0].data');
    expect(e.detail).toMatch(/gid 9 at tile 1,1 matches no tileset/);
  });

  it('a gid in an infinite map chunk, with the chunk in the place', async () => {
    const map = baseMap(
      {
        chunks: [
          { x: -4, y: 0, width: 2, height: 1, data: [1, 1] },
          { x: 0, y: 0, width: 2, height: 1, data: [0, 77] },
        ],
      },
      { infinite: true },
    );
    const e = await refusal(map);
    expect(e.place).toBe('layers[0].chunks[1].data');
  });

  it('a missing external tileset or template', async () => {
    const map = baseMap({ data: [0, 0, 0, 0] }, { tilesets: [{ firstgid: 1, source: '../ts/missing.tsj' }] });
    const e = await refusal(map);
    expect([e.place, e.detail]).toEqual([
      'tilesets[0].source',
      'cannot read "../ts/missing.tsj" (looked for "ts/missing.tsj"): ENOENT: no such file',
    ]);
    const objects = { type: 'objectgroup', name: 'o', objects: [{ id: 1, template: 'gone.tj', x: 0, y: 0 }] };
    const t = await refusal(baseMap({ data: [0, 0, 0, 0] }, { layers: [objects] }));
    expect(t.place).toBe('layers[0].objects[0].template');
  });

  it('malformed JSON and XML, with line and column', async () => {
    const json = await refusal('{\n  "width": 3,\n  oops\n}');
    expect(json.place).toMatch(/^line 3, column \d+$/);
    expect(json.detail).toMatch(/malformed JSON/);
    const xml = await refusal('<?xml version="1.0"?>\n<map orientation="orthogonal">\n <layer>\n</map>\n');
    expect(xml.place).toMatch(/^line \d+, column \d+$/);
    expect(xml.detail).toMatch(/malformed XML/);
  });

  it('a malformed external tileset names the tileset file', async () => {
    const map = baseMap({ data: [0, 0, 0, 0] }, { tilesets: [{ firstgid: 1, source: 't.tsj' }] });
    const e = await refusal(map, { 'lv/t.tsj': '{"name": "t", "tilewidth": "eight"}' });
    expect([e.file, e.place]).toEqual(['lv/t.tsj', 'tilewidth']);
    expect(e.detail).toBe('expected a number, found "eight"');
  });

  it('XML entity declarations', async () => {
    const e = await refusal('<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaa">]><map>&a;</map>');
    expect(e.detail).toMatch(/entity/);
  });

  it('data of the wrong length, corrupt base64 or compressed data', async () => {
    expect((await refusal(baseMap({ data: [1, 1, 1] }))).detail).toMatch(/has 3 tiles, expected 4/);
    const bad64 = await refusal(baseMap({ data: 'AA*A', encoding: 'base64' }));
    expect(bad64.detail).toMatch(/invalid base64/);
    const badZlib = await refusal(baseMap({ data: 'AAAAAAAA', encoding: 'base64', compression: 'zlib' }));
    expect(badZlib.detail).toMatch(/invalid zlib data/);
    const short = await refusal(
      baseMap({ data: b64(zlibSync(le32([1, 1]))), encoding: 'base64', compression: 'zlib' }),
    );
    expect(short.detail).toMatch(/holds 8 bytes, expected 16/);
  });
});

describe('hostile files', () => {
  it('a small zlib or gzip bomb stops at the size the layer needs', async () => {
    const bomb = new Uint8Array(16 * 1024 * 1024); // 16 MiB of zeros compresses to ~16 KiB
    // 256 MiB of zeros in 8 KiB, made with `zstd -19`.
    const zstdBomb = readFileSync(
      fileURLToPath(new URL('./fixtures/hostile/zeros-256MiB.zst', import.meta.url)),
    );
    for (const [compression, bytes] of [
      ['zlib', zlibSync(bomb, { level: 1 })],
      ['gzip', gzipSync(bomb, { level: 1 })],
      ['zstd', new Uint8Array(zstdBomb)],
    ] as const) {
      const e = await refusal(baseMap({ data: b64(bytes), encoding: 'base64', compression }));
      expect(e.detail).toMatch(/expands beyond the 16 bytes this layer holds/);
    }
  });

  it('a map too large for the limits is refused before allocating', async () => {
    const huge = await refusal(baseMap({ data: [] }, { width: 100000, height: 100000 }));
    expect(huge.detail).toMatch(/over the loader's limit/);
    const chunked = await refusal(
      baseMap(
        {
          chunks: [
            { x: -1e7, y: -1e7, width: 1, height: 1, data: [1] },
            { x: 1e7, y: 1e7, width: 1, height: 1, data: [1] },
          ],
        },
        { infinite: true },
      ),
    );
    expect(chunked.place).toBe('layers[0].chunks');
  });

  it('limits can be made small', async () => {
    const map = baseMap({ data: [1, 1, 1, 1] });
    expect((await refusal(map, {}, { limits: { maxTotalCells: 3 } })).detail).toMatch(
      /total number of tiles/,
    );
    const objects = { type: 'objectgroup', name: 'o', objects: [{ id: 1 }, { id: 2 }] };
    const many = baseMap({}, { layers: [objects] });
    expect((await refusal(many, {}, { limits: { maxObjects: 1 } })).detail).toMatch(/number of objects/);
    let nested: Json = { type: 'group', name: 'g', layers: [] };
    for (let i = 0; i < 10; i++) nested = { type: 'group', name: 'g', layers: [nested] };
    const deep = baseMap({}, { layers: [nested] });
    expect((await refusal(deep, {}, { limits: { maxDepth: 5 } })).detail).toMatch(
      /group layers are nested more than 5 deep/,
    );
  });

  it('property names such as __proto__ are stored as plain names', async () => {
    // Written as text: an object literal would turn "__proto__" into a prototype, not a key.
    const properties =
      '[{"name":"__proto__","type":"string","value":"polluted"},{"name":"constructor","type":"int","value":3},' +
      '{"name":"shape","type":"class","value":{"__proto__":{"admin":true},"size":2}}]';
    const text = JSON.stringify(baseMap({ data: [0, 0, 0, 0] })).replace(
      /}$/,
      `,"properties":${properties}}`,
    );
    const loaded = await loadTiledMap('m.tmj', files({ 'm.tmj': text }));
    expect(Object.getPrototypeOf(loaded.properties)).toBeNull();
    expect(Object.keys(loaded.properties)).toEqual(['__proto__', 'constructor', 'shape']);
    expect(Object.getOwnPropertyDescriptor(loaded.properties, '__proto__')?.value).toBe('polluted');
    const shape = loaded.properties.shape as Record<string, unknown>;
    expect(Object.getPrototypeOf(shape)).toBeNull();
    expect(Object.keys(shape)).toEqual(['__proto__', 'size']);
    expect((shape as { admin?: unknown }).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('what loads', () => {
  it('properties of class and list type, and old-style property objects', async () => {
    const map = baseMap(
      { data: [0, 0, 0, 0], properties: { legacy: 'yes', n: 2 } },
      {
        properties: [
          { name: 'spawn', type: 'class', propertytype: 'Spawn', value: { count: 3, where: { x: 1, y: 2 } } },
          { name: 'empty', type: 'class', propertytype: 'Spawn' },
          {
            name: 'ids',
            type: 'list',
            value: [
              { type: 'int', value: 4 },
              { type: 'string', value: 'x' },
            ],
          },
          { name: 'art', type: 'file', value: '../art/cat.png' },
        ],
      },
    );
    const loaded = await loadTiledMap('lv/map.tmj', files({ 'lv/map.tmj': map }));
    expect(loaded.properties.spawn).toEqual({ count: 3, where: { x: 1, y: 2 } });
    expect(loaded.properties.empty).toEqual({});
    expect(loaded.properties.ids).toEqual([4, 'x']);
    expect(loaded.properties.art).toBe('art/cat.png');
    expect(loaded.layers[0].properties).toEqual({ legacy: 'yes', n: 2 });
  });

  it('base64 data uncompressed and in every compression, from bytes made here', async () => {
    const raw = le32([1, 0x80000002, 0, 4]);
    for (const [compression, bytes] of [
      ['', raw],
      ['zlib', zlibSync(raw)],
      ['gzip', gzipSync(raw)],
    ] as const) {
      const map = baseMap({ data: b64(bytes), encoding: 'base64', compression });
      const loaded = await loadTiledMap('m.tmj', files({ 'm.tmj': map }));
      const layer = loaded.layers[0] as TileLayer;
      expect([...layer.gids]).toEqual([1, 2, 0, 4]);
      expect([...layer.flips]).toEqual([0, 1, 0, 0]);
    }
  });

  it('`class` and `type` are synonyms for an object class', async () => {
    const objects = {
      type: 'objectgroup',
      name: 'o',
      objects: [
        { id: 1, type: 'Cat', x: 0, y: 0 },
        { id: 2, class: 'Dog', x: 0, y: 0 },
      ],
    };
    const loaded = await loadTiledMap('m.tmj', files({ 'm.tmj': baseMap({}, { layers: [objects] }) }));
    const layer = loaded.layers[0];
    expect(layer.type === 'object' && layer.objects.map((o) => o.className)).toEqual(['Cat', 'Dog']);
  });
});

describe('hostile files, round two', () => {
  const deep = (n: number, leaf: string) => {
    let text = leaf;
    for (let i = 0; i < n; i++) text = `{"a":${text}}`;
    return text;
  };

  it('data nested 10,000 deep is refused at its place, not with a stack overflow', async () => {
    const text = JSON.stringify(baseMap({ data: [0, 0, 0, 0] })).replace(
      '[0,0,0,0]',
      `[${deep(10000, '1')},0,0,0]`,
    );
    const e = await refusal(text);
    expect(e.place).toBe('layers[0].data[0].a.a.a.a…');
    expect(e.detail).toMatch(/nested more than 512 deep/);
    const value = JSON.stringify(baseMap({ data: [0, 0, 0, 0] })).replace(
      /}$/,
      `,"properties":[{"name":"p","type":"int","value":${deep(10000, '1')}}]}`,
    );
    expect((await refusal(value)).place).toBe('properties[0].value.a.a.a.a.a…');
  });

  it('a deep but allowed value is described briefly, not printed whole', async () => {
    const map = JSON.stringify(baseMap({ data: [0, 0, 0, 0] })).replace(
      '[0,0,0,0]',
      `[${deep(400, '1')},0,0,0]`,
    );
    expect((await refusal(map)).detail).toBe(
      'expected a gid (a whole number 0 to 4294967295), found an object',
    );
  });

  it('a .tmj with a UTF-8 byte-order mark loads, as a .tmx with one does', async () => {
    const map = `\ufeff${JSON.stringify(baseMap({ data: [1, 0, 0, 1] }))}`;
    const loaded = await loadTiledMap('m.tmj', files({ 'm.tmj': map }));
    expect([...(loaded.layers[0] as TileLayer).gids]).toEqual([1, 0, 0, 1]);
  });

  /** A TMX map of `side` x `side` tiles stored as XML `<tile>` elements (Tiled's old format). */
  function xmlTileMap(side: number): string {
    const tiles = '<tile gid="1"/>\n'.repeat(side * side);
    return `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="${side}" height="${side}" tilewidth="8" tileheight="8">
 <tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="4" columns="2"><image source="t.png" width="16" height="16"/></tileset>
 <layer id="1" name="old" width="${side}" height="${side}"><data>
${tiles}</data></layer>
</map>`;
  }

  it('XML <tile> elements are counted before parsing: a 2048 x 2048 layer is refused at once', async () => {
    const e = await refusal(xmlTileMap(2048));
    expect(e.place).toBe('(file)');
    expect(e.detail).toMatch(/more than 65536 tiles are stored as XML <tile> elements.*CSV or Base64/);
  });

  it('XML <tile> elements up to the limit load', async () => {
    const loaded = await loadTiledMap('m.tmx', files({ 'm.tmx': xmlTileMap(256) }));
    expect((loaded.layers[0] as TileLayer).gids.every((g) => g === 1)).toBe(true);
  });
});
