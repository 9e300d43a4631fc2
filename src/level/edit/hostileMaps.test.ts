import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReadFile } from '../../tiled/types';
import { LevelEditor, levelOfDoc, newMapText, UNDO_CHARS, UNDO_LIMIT } from './index';

/** Hostile maps opened in the editor (issue 36): each is refused with a sentence, or opens; none hangs. */

const ROOT = join(new URL('.', import.meta.url).pathname, '../../..');
const TILESET = readFileSync(join(ROOT, 'levels/maze-cat.tsj'), 'utf8');
const readTileset: ReadFile = async (path) => {
  if (path.split('/').pop() === 'maze-cat.tsj') return TILESET;
  throw new Error(`no file ${path}`);
};

/** A small valid map as JSON, to make hostile by changing a part. */
const base = () => JSON.parse(newMapText(6, 5)) as Record<string, unknown>;
const open = (map: unknown, file = 'hostile.tmj') =>
  LevelEditor.open(typeof map === 'string' ? map : JSON.stringify(map), file, readTileset);
/** The message of the refusal, or 'opened'. */
const outcome = (map: unknown) =>
  open(map).then(
    () => 'opened',
    (error: unknown) =>
      error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error),
  );

describe('the editor opens a hostile map or says why not, in bounded time', { timeout: 10_000 }, () => {
  it('a huge or negative size is refused by the loader, naming the field', async () => {
    for (const [width, height] of [
      [1e9, 1e9],
      [-5, 5],
      [5, -1],
      [0, 0],
      [1e308, 2],
    ]) {
      const map = { ...base(), width, height };
      expect(await outcome(map), `${width} x ${height}`).toMatch(/^MapError: hostile\.tmj: /);
    }
  });

  it('deep nesting (group layers 100,000 deep) is refused with a sentence, not a stack overflow', async () => {
    let nested = '{"type":"group","name":"g","layers":[]}';
    for (let i = 0; i < 100_000; i++) nested = `{"type":"group","name":"g","layers":[${nested}]}`;
    const text = newMapText(6, 5).replace('"layers":[', `"layers":[${nested},`);
    expect(await outcome(text)).toMatch(/^MapError: hostile\.tmj: .*(nest|deep)/);
  });

  it('__proto__ and constructor keys stay plain data and the map opens', async () => {
    const text = newMapText(6, 5).replace(
      '"type":"map"',
      '"type":"map","__proto__":{"width":999,"polluted":true},"constructor":{"prototype":{"polluted":true}}',
    );
    const editor = await open(text);
    expect(editor.width).toBe(6);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    expect(JSON.stringify(editor.doc)).toContain('"__proto__"');
  });

  it('a map too big to edit on the page (1024 x 1024) is refused at once, before it is read, saying so', async () => {
    const map = { ...base(), width: 1024, height: 1024 };
    // "At once": the refusal names the map's size, read from its header before any layer is decoded.
    expect(await outcome(map)).toMatch(
      /^MapError: hostile\.tmj: width: the editor edits maps of at most 16,384 tiles .*1024 x 1024/,
    );
  });

  it('a map 0 tiles wide, or a tile layer of another size than the map, is refused', async () => {
    expect(await outcome({ ...base(), width: 0, height: 0 })).toMatch(/^MapError: hostile\.tmj: width: /);
    const map = base();
    const layers = map.layers as Record<string, unknown>[];
    layers[0] = { ...layers[0], width: 3, height: 10 };
    expect(await outcome(map)).toMatch(/^MapError: hostile\.tmj: layers\[0\]: .*3 x 10.*6 x 5/);
  });

  it('1e308 and NaN coordinates: the map opens, the solver says where the piece is, resizing keeps working', async () => {
    const far = newMapText(6, 5).replace(
      '"objects":[]',
      '"objects":[{"id":90,"name":"","class":"Bone","x":1e308,"y":-1e308,"width":32,"height":32,"rotation":0,"visible":true},{"id":91,"name":"","class":"Sign","x":1e308,"y":1e308,"width":0,"height":0,"rotation":0,"visible":true}]',
    );
    const editor = await open(far);
    await expect(levelOfDoc(editor.doc, editor.file, readTileset)).rejects.toThrow(/outside the map/);
    editor.apply({ type: 'resize', width: 8, height: 8 });
    expect(editor.width).toBe(8);
    const tmx = `<?xml version="1.0"?><map version="1.8" orientation="orthogonal" renderorder="right-down" width="4" height="3" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="3"><tileset firstgid="1" source="maze-cat.tsj"/><layer id="1" name="ground" width="4" height="3"><data encoding="csv">1,1,1,1,1,1,1,1,1,1,1,1</data></layer><objectgroup id="2" name="entities"><object id="1" type="Cat" x="NaN" y="NaN" width="32" height="32"/><object id="2" type="Sign" x="NaN" y="Infinity"/></objectgroup></map>`;
    const nan = await LevelEditor.open(tmx, 'nan.tmx', readTileset).catch((e: unknown) => e);
    if (nan instanceof LevelEditor) {
      nan.apply({ type: 'resize', width: 5, height: 5 });
      expect(JSON.stringify(nan.doc)).not.toContain('NaN');
    } else expect(String(nan)).toMatch(/^MapError: nan\.tmx: /);
  });

  it('65,537 objects are refused by the loader in bounded time', async () => {
    const objects = Array.from({ length: 65_537 }, (_, i) => ({
      id: i + 1,
      name: '',
      x: 0,
      y: 0,
      width: 0,
      height: 0,
    }));
    const map = base();
    (map.layers as Record<string, unknown>[]).push({ id: 9, name: 'many', type: 'objectgroup', objects });
    expect(await outcome(map)).toMatch(/^MapError: hostile\.tmj: .*65,?536/);
  });

  it('a resize to NaN keeps the map as it is (it once threw "Invalid array length"); others are refused, saying the limit', async () => {
    const editor = await open(base());
    editor.apply({ type: 'resize', width: Number.NaN, height: Number.NaN });
    expect([editor.width, editor.height]).toEqual([6, 5]);
    expect(() =>
      editor.apply({ type: 'resize', width: Number.NEGATIVE_INFINITY, height: Number.POSITIVE_INFINITY }),
    ).toThrow(
      new RangeError(
        'Width -Infinity is not a whole number of tiles: a side is 3 to 64 tiles. The size is unchanged.',
      ),
    );
    expect(() => editor.apply({ type: 'resize', width: 6, height: 1e308 })).toThrow(
      new RangeError('Height 1e+308 is too big: a side is 3 to 64 tiles. The size is unchanged.'),
    );
    expect(() => editor.apply({ type: 'resize', width: -7, height: 5 })).toThrow(/Width -7 is too small/);
    expect([editor.width, editor.height]).toEqual([6, 5]);
    editor.apply({ type: 'resize', width: 3, height: 64 });
    expect(editor.terrainAt(2, 63)).toBe('floor');
  });

  it('an undo storm on the largest map keeps a bounded history, and every undo and redo round-trips', async () => {
    const editor = await open(base());
    editor.apply({ type: 'resize', width: 64, height: 64 });
    const start = JSON.stringify(editor.doc);
    const terrains = ['mud', 'water', 'grass', 'wall', 'floor'] as const;
    for (let i = 0; i < 400; i++)
      editor.apply({ type: 'paint', cells: [i % 4096], terrain: terrains[i % 5] });
    const end = JSON.stringify(editor.doc);
    let undone = 0;
    while (editor.undo()) undone++;
    expect(undone).toBe(UNDO_LIMIT);
    let redone = 0;
    while (editor.redo()) redone++;
    expect(redone).toBe(UNDO_LIMIT);
    expect(JSON.stringify(editor.doc)).toBe(end);
    expect(start).not.toBe(end);
  });

  it('the undo history of a heavy map keeps at most UNDO_CHARS of map text, the latest steps', async () => {
    const map = base();
    const note = 'x'.repeat(4000);
    const objects = Array.from({ length: 1000 }, (_, i) => ({ id: 100 + i, name: note, x: 0, y: 0 }));
    (map.layers as Record<string, unknown>[]).push({ id: 9, name: 'notes', type: 'objectgroup', objects });
    const editor = await open(map);
    const size = JSON.stringify(editor.doc).length;
    for (let i = 0; i < 20; i++) editor.apply({ type: 'settings', settings: { title: `t${i}` } });
    let undone = 0;
    while (editor.undo()) undone++;
    expect(undone).toBeGreaterThan(0);
    expect(undone).toBeLessThan(20);
    expect(undone * size).toBeLessThanOrEqual(UNDO_CHARS);
    expect(editor.settings.title).toBe(`t${19 - undone}`);
  });
});
