import { describe, expect, it } from 'vitest';
import { MapError } from '../tiled/mapError';
import { loadLevel } from './loadLevel';
import { piecesOf } from './types';

// A small level as Tiled saves it: embedded tileset, csv data, objects with `type` (Tiled < 1.9) and `class`.
const LEVEL = {
  type: 'map',
  version: '1.10',
  tiledversion: '1.10.2',
  orientation: 'orthogonal',
  renderorder: 'right-down',
  width: 5,
  height: 3,
  tilewidth: 32,
  tileheight: 32,
  infinite: false,
  nextlayerid: 3,
  nextobjectid: 4,
  properties: [
    { name: 'title', type: 'string', value: 'First steps' },
    { name: 'energy', type: 'int', value: 9 },
  ],
  tilesets: [
    {
      firstgid: 1,
      name: 'dungeon',
      tilewidth: 32,
      tileheight: 32,
      tilecount: 4,
      columns: 2,
      image: 'dungeon.png',
      imagewidth: 64,
      imageheight: 64,
      margin: 0,
      spacing: 0,
      tiles: [
        { id: 1, properties: [{ name: 'wall', type: 'bool', value: true }] },
        { id: 2, properties: [{ name: 'cost', type: 'float', value: 2.5 }] },
      ],
    },
  ],
  layers: [
    {
      id: 1,
      name: 'ground',
      type: 'tilelayer',
      width: 5,
      height: 3,
      x: 0,
      y: 0,
      opacity: 1,
      visible: true,
      data: [2, 2, 2, 2, 2, 1, 3, 1, 1, 1, 2, 2, 2, 2, 2],
    },
    {
      id: 2,
      name: 'pieces',
      type: 'objectgroup',
      opacity: 1,
      visible: true,
      x: 0,
      y: 0,
      objects: [
        {
          id: 1,
          name: '',
          type: 'Cat',
          x: 0,
          y: 64,
          width: 32,
          height: 32,
          gid: 1,
          rotation: 0,
          visible: true,
        },
        { id: 2, name: '', class: 'Exit', x: 128, y: 32, width: 32, height: 32, rotation: 0, visible: true },
        {
          id: 3,
          name: 'rex',
          type: 'Dog',
          x: 112,
          y: 48,
          point: true,
          width: 0,
          height: 0,
          rotation: 0,
          visible: true,
        },
      ],
    },
  ],
};

function files(map: unknown): (path: string) => Promise<string> {
  return async (path) => {
    if (path.endsWith('level.tmj')) return JSON.stringify(map);
    throw new Error(`no file ${path}`);
  };
}

describe('loadLevel', () => {
  it('loads a Tiled JSON map as a level', async () => {
    const level = await loadLevel('levels/level.tmj', files(LEVEL));
    expect(level.file).toBe('levels/level.tmj');
    expect(level.title).toBe('First steps');
    expect(level.energy).toBe(9);
    expect(level.cat).toEqual({ x: 0, y: 1 });
    expect(piecesOf(level, 'exit').map(({ x, y }) => ({ x, y }))).toEqual([{ x: 4, y: 1 }]);
    expect(piecesOf(level, 'dog').map(({ x, y }) => ({ x, y }))).toEqual([{ x: 3, y: 1 }]);
    expect(level.grid.isWall(0, 0)).toBe(true);
    expect(level.grid.cost(1, 1)).toBe(2.5);
  });

  it("reads a patrol as Tiled 1.8.2's Insert Polygon (P) draws it: clicks inside tiles, finished with Enter, a polyline", async () => {
    // Insert Polygon makes a polyline until its first point is clicked again; Enter (or a right
    // click) finishes it open. Its object sits at the first click, unsnapped; the maker sets Type.
    const patrol = {
      id: 3,
      name: '',
      type: 'Dog',
      x: 115.5,
      y: 47.25,
      width: 0,
      height: 0,
      rotation: 0,
      visible: true,
      polyline: [
        { x: 0, y: 0 },
        { x: -74.75, y: 3.25 },
      ],
    };
    const layers = LEVEL.layers.map((layer) =>
      layer.objects ? { ...layer, objects: [...layer.objects.slice(0, 2), patrol] } : layer,
    );
    const level = await loadLevel('levels/level.tmj', files({ ...LEVEL, layers }));
    const [dog] = piecesOf(level, 'dog');
    expect({ x: dog.x, y: dog.y }).toEqual({ x: 3, y: 1 });
    expect(dog.route).not.toBeNull();
    expect(level.warnings).toEqual([]);
  });

  it('reports what is wrong with the file and where', async () => {
    const bad = { ...LEVEL, properties: [{ name: 'rule', type: 'string', value: 'zigzag' }] };
    const error = await loadLevel('levels/level.tmj', files(bad)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapError);
    expect((error as MapError).message).toMatch(/^levels\/level\.tmj: map property "rule": .*zigzag/);
  });

  it('refuses a map larger than a level from its size, before decoding its layers', async () => {
    // 4096 x 4096 open: the attack's level took `check` 130 s and 1.1 GB; now it is refused at once.
    const huge = {
      ...LEVEL,
      width: 4096,
      height: 4096,
      layers: [{ ...LEVEL.layers[0], width: 4096, height: 4096, data: 'not decoded', encoding: 'base64' }],
    };
    const error = await loadLevel('levels/level.tmj', files(huge)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapError);
    expect((error as MapError).place).toBe('width');
    expect((error as MapError).detail).toBe(
      '4096 x 4096 tiles is over the level limit (1024 x 1024) of 1048576 tiles',
    );
  });
});
