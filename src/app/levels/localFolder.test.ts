import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../level/loadLevel';
import { piecesOf } from '../../level/types';
import { MapError } from '../../tiled/mapError';
import { type DroppedFile, findMaps, folderKey, LocalFolder } from './localFolder';

function file(path: string, text: string): DroppedFile {
  const url = /\.png$/.test(path) ? `data:image/png;base64,${path}` : null;
  return { path, text: async () => text, url };
}

const TILESET = JSON.stringify({
  type: 'tileset',
  name: 't',
  tilewidth: 8,
  tileheight: 8,
  tilecount: 2,
  columns: 2,
  image: 'tiles.png',
  imagewidth: 16,
  imageheight: 8,
  tiles: [{ id: 1, properties: [{ name: 'wall', type: 'bool', value: true }] }],
});

function map(tilesetSource: string): string {
  const object = (id: number, type: string, x: number) => ({
    id,
    type,
    x,
    y: 4,
    width: 0,
    height: 0,
    point: true,
  });
  return JSON.stringify({
    type: 'map',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    width: 3,
    height: 1,
    tilewidth: 8,
    tileheight: 8,
    infinite: false,
    tilesets: [{ firstgid: 1, source: tilesetSource }],
    layers: [
      {
        id: 1,
        name: 'ground',
        type: 'tilelayer',
        width: 3,
        height: 1,
        x: 0,
        y: 0,
        data: [1, 1, 1],
        opacity: 1,
        visible: true,
      },
      {
        id: 2,
        name: 'entities',
        type: 'objectgroup',
        objects: [object(1, 'Cat', 4), object(2, 'Exit', 20)],
        opacity: 1,
        visible: true,
        x: 0,
        y: 0,
      },
    ],
  });
}

describe('folderKey', () => {
  it('folds dots and leading slashes', () => {
    expect(folderKey('./a/../b/c.tsj')).toBe('b/c.tsj');
    expect(folderKey('/b/c.tsj')).toBe('b/c.tsj');
    expect(folderKey('b\\c.tsj')).toBe('b/c.tsj');
  });
});

describe('findMaps', () => {
  it('finds .tmj, .tmx and map .json files, shallowest and then by name first', async () => {
    const files = [
      file('sub/deep.tmj', '{}'),
      file('b.tmx', '<map/>'),
      file('a.tmj', '{}'),
      file('tiles.json', '{"type":"tileset"}'),
      file('level.json', '{"type":"map"}'),
      file('broken.json', '{'),
      file('maze-cat.tsj', '{}'),
    ];
    expect((await findMaps(files)).map((f) => f.path)).toEqual([
      'a.tmj',
      'b.tmx',
      'sub/deep.tmj',
      'level.json',
    ]);
  });
  it('finds none among tilesets and images', async () => {
    expect(await findMaps([file('t.tsj', TILESET), file('t.png', '')])).toEqual([]);
  });
});

describe('LocalFolder', () => {
  it('serves a dropped file by the path the map wrote, or by its name when folders were flattened', async () => {
    const folder = new LocalFolder([file('my.tmj', 'M'), file('tiles/t.tsj', 'T'), file('loose.tx', 'X')]);
    expect(await folder.readFile('my.tmj')).toBe('M');
    expect(await folder.readFile('tiles/t.tsj')).toBe('T');
    expect(await folder.readFile('tiles/../tiles/t.tsj')).toBe('T');
    expect(await folder.readFile('../templates/loose.tx')).toBe('X');
  });

  it('prefers the exact path over a file of the same name elsewhere', async () => {
    const folder = new LocalFolder([file('a/t.tsj', 'A'), file('b/t.tsj', 'B')]);
    expect(await folder.readFile('b/t.tsj')).toBe('B');
    expect(await folder.readFile('c/t.tsj')).toBe('A');
  });

  it('falls back to the game’s own files by name, else says what to drop', async () => {
    const folder = new LocalFolder([file('my.tmj', 'M')], {
      text: (name) => (name === 'maze-cat.tsj' ? 'BUNDLED' : undefined),
      url: (name) => (name === 'maze-cat.png' ? '/assets/maze-cat-1.png' : undefined),
    });
    expect(await folder.readFile('../levels/maze-cat.tsj')).toBe('BUNDLED');
    expect(folder.resolveUrl('levels/maze-cat.png')).toBe('/assets/maze-cat-1.png');
    await expect(folder.readFile('other.tsj')).rejects.toThrow(
      /"other\.tsj" was not among the dropped files/,
    );
    expect(folder.resolveUrl('missing.png')).toBe('missing.png');
  });

  it('gives a dropped image its data: URL, by path or by name', () => {
    const folder = new LocalFolder([file('img/tiles.png', ''), file('t.tsj', '')]);
    expect(folder.resolveUrl('img/tiles.png')).toBe('data:image/png;base64,img/tiles.png');
    expect(folder.resolveUrl('../art/tiles.png')).toBe('data:image/png;base64,img/tiles.png');
    expect(folder.resolveUrl('t.tsj')).toBe('t.tsj');
    expect(folder.resolveUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });

  it('loads a dropped map with its tileset as a level', async () => {
    const folder = new LocalFolder([file('my.tmj', map('t.tsj')), file('t.tsj', TILESET)]);
    const level = await loadLevel('my.tmj', folder.readFile);
    expect(level.width).toBe(3);
    expect(level.cat).toEqual({ x: 0, y: 0 });
    expect(piecesOf(level, 'exit').map(({ x, y }) => ({ x, y }))).toEqual([{ x: 2, y: 0 }]);
  });

  it('refuses a map whose tileset was not dropped with the CLI’s file: place: what', async () => {
    const folder = new LocalFolder([file('my.tmj', map('missing.tsj'))]);
    const error = await loadLevel('my.tmj', folder.readFile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapError);
    expect((error as MapError).message).toMatch(
      /^my\.tmj: tilesets\[0\]\.source: cannot read "missing\.tsj": "missing\.tsj" was not among the dropped files/,
    );
  });
});
