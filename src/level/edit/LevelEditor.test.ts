import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReadFile } from '../../tiled/types';
import { LevelError } from '../problems';
import { GRID_TILESETS } from '../tmjWriter';
import { exportTmj, fillCells, LevelEditor, levelOfDoc, newMapText, rectangleCells } from './index';
import { levelMeaning as meaning } from './levelMeaning';

const ROOT = join(new URL('.', import.meta.url).pathname, '../../..');
const TILESET = readFileSync(join(ROOT, 'levels/maze-cat.tsj'), 'utf8');
const GAME_TILESETS: readonly string[] = Object.values(GRID_TILESETS);
/** The game's tilesets (one per grid) by name; any other file from the repository. */
const readRepo: ReadFile = async (path) => {
  const name = path.split('/').pop() ?? path;
  return readFileSync(join(ROOT, GAME_TILESETS.includes(name) ? `levels/${name}` : path), 'utf8');
};

const fresh = () => LevelEditor.open(newMapText(8, 6), 'made.tmj', readRepo);
const levelOf = (editor: LevelEditor) => levelOfDoc(editor.doc, editor.file, readRepo);

describe('LevelEditor', () => {
  it('makes a new level from nothing: walls round floor, then a cat, a bone, a dog and an exit', async () => {
    const editor = await fresh();
    expect(editor.terrainAt(0, 0)).toBe('wall');
    expect(editor.terrainAt(3, 3)).toBe('floor');
    await expect(levelOf(editor)).rejects.toBeInstanceOf(LevelError);
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    editor.apply({ type: 'place', kind: 'bone', x: 3, y: 1 });
    editor.apply({ type: 'place', kind: 'dog', x: 5, y: 2 });
    editor.apply({ type: 'place', kind: 'exit', x: 6, y: 4 });
    editor.apply({ type: 'paint', cells: rectangleCells(editor.doc, 4, 1, 4, 3), terrain: 'wall' });
    const level = await levelOf(editor);
    expect(level.pieces.map((p) => p.kind).sort()).toEqual(['bone', 'cat', 'dog', 'exit']);
    expect(level.cat).toEqual({ x: 1, y: 1 });
    expect(level.grid.walls[2 * 8 + 4]).toBe(1);
    expect(level.grid.walls[4 * 8 + 4]).toBe(0);
  });

  it('paints grass, mud and water at their costs; fill stops at another terrain', async () => {
    const editor = await fresh();
    editor.apply({ type: 'paint', cells: [1 * 8 + 1], terrain: 'grass' });
    editor.apply({ type: 'paint', cells: [1 * 8 + 2], terrain: 'mud' });
    editor.apply({ type: 'paint', cells: [1 * 8 + 3], terrain: 'water' });
    expect([1, 2, 3].map((x) => editor.terrainAt(x, 1))).toEqual(['grass', 'mud', 'water']);
    const floor = fillCells(editor.doc, editor.paint, 4, 3);
    expect(floor).toHaveLength(6 * 4 - 3);
    editor.apply({ type: 'paint', cells: floor, terrain: 'mud' });
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 2 });
    editor.apply({ type: 'place', kind: 'exit', x: 6, y: 4 });
    const level = await levelOf(editor);
    expect([1, 2, 3, 4].map((x) => level.grid.costs[1 * 8 + x])).toEqual([2, 3, 5, 3]);
  });

  it('a second cat moves the first; pieces move, take colours and are deleted', async () => {
    const editor = await fresh();
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    editor.apply({ type: 'place', kind: 'cat', x: 2, y: 2 });
    editor.apply({ type: 'place', kind: 'key', x: 3, y: 3, colour: 'blue' });
    editor.apply({ type: 'place', kind: 'door', x: 4, y: 3 });
    const door = editor.pieces.find((p) => p.kind === 'door');
    editor.apply({ type: 'colour', objectId: door?.objectId ?? 0, colour: 'blue' });
    const key = editor.pieces.find((p) => p.kind === 'key');
    editor.apply({ type: 'move', objectId: key?.objectId ?? 0, x: 2, y: 4 });
    editor.apply({ type: 'place', kind: 'exit', x: 6, y: 4 });
    editor.apply({ type: 'place', kind: 'bone', x: 6, y: 1 });
    editor.apply({ type: 'delete', objectId: editor.pieces.find((p) => p.kind === 'bone')?.objectId ?? 0 });
    const level = await levelOf(editor);
    expect(level.pieces.map((p) => [p.kind, p.x, p.y, p.colour])).toEqual([
      ['cat', 2, 2, null],
      ['key', 2, 4, 'blue'],
      ['door', 4, 3, 'blue'],
      ['exit', 6, 4, null],
    ]);
  });

  it('draws a patrol as the loader reads it, and joins pipe ends', async () => {
    const editor = await fresh();
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    editor.apply({ type: 'place', kind: 'exit', x: 6, y: 4 });
    editor.apply({ type: 'place', kind: 'dog', x: 3, y: 2 });
    const dog = editor.pieces.find((p) => p.kind === 'dog')?.objectId ?? 0;
    editor.apply({
      type: 'route',
      objectId: dog,
      route: [
        { x: 3, y: 2 },
        { x: 5, y: 2 },
        { x: 5, y: 4 },
      ],
    });
    editor.apply({ type: 'move', objectId: dog, x: 2, y: 1 });
    editor.apply({ type: 'place', kind: 'pipe', x: 1, y: 4 });
    editor.apply({ type: 'place', kind: 'pipe', x: 6, y: 1 });
    const [a, b] = editor.pieces.filter((p) => p.kind === 'pipe').map((p) => p.objectId);
    editor.apply({ type: 'pair', from: a, to: b });
    const level = await levelOf(editor);
    const patrol = level.pieces.find((p) => p.kind === 'dog');
    expect([patrol?.x, patrol?.y]).toEqual([2, 1]);
    expect(patrol?.route?.map((c) => [c % 8, Math.floor(c / 8)])).toEqual([
      [2, 1],
      [3, 1],
      [4, 1],
      [4, 2],
      [4, 3],
      [4, 2],
      [4, 1],
      [3, 1],
    ]);
    const pipes = level.pieces.filter((p) => p.kind === 'pipe');
    expect(pipes.map((p) => p.partner)).toEqual([pipes[1].id, pipes[0].id]);
    editor.apply({ type: 'delete', objectId: b });
    expect(editor.pieces.find((p) => p.objectId === a)?.partner).toBeNull();
  });

  it('sets title, intro, rule and energy as map properties', async () => {
    const editor = await fresh();
    editor.apply({
      type: 'settings',
      settings: { title: 'Hop', intro: 'Jump!', rule: 'knight', energy: 12 },
    });
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    editor.apply({ type: 'place', kind: 'exit', x: 3, y: 2 });
    const level = await levelOf(editor);
    expect([level.title, level.intro, level.rule.name, level.energy]).toEqual(['Hop', 'Jump!', 'knight', 12]);
    expect(editor.settings).toEqual({ title: 'Hop', intro: 'Jump!', rule: 'knight', energy: 12 });
    editor.apply({ type: 'settings', settings: { energy: null, rule: 'orthogonal' } });
    expect((await levelOf(editor)).energy).toBeNull();
  });

  it('resizes, keeping the top-left corner and removing the pieces left outside', async () => {
    const editor = await fresh();
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    editor.apply({ type: 'place', kind: 'exit', x: 6, y: 4 });
    editor.apply({ type: 'resize', width: 12, height: 4 });
    expect([editor.width, editor.height]).toEqual([12, 4]);
    expect(editor.pieces.map((p) => p.kind)).toEqual(['cat']);
    expect(editor.terrainAt(10, 2)).toBe('floor');
    editor.apply({ type: 'place', kind: 'exit', x: 10, y: 2 });
    expect((await levelOf(editor)).width).toBe(12);
  });

  describe('resize says what it does: no silent clamp (issue 43)', () => {
    /** A 128 x 128 map (opened from a link or from Tiled) with 35 bones, 30 of them in rows 100 on. */
    const big = async () => {
      const editor = await LevelEditor.open(newMapText(128, 128), 'big.tmj', readRepo);
      for (let i = 0; i < 5; i++) editor.apply({ type: 'place', kind: 'bone', x: 10 + i, y: 50 });
      for (let i = 0; i < 30; i++) editor.apply({ type: 'place', kind: 'bone', x: 10 + i, y: 110 });
      return editor;
    };

    it('a 128 x 128 map resized to 128 x 100 is 128 x 100, not 64 x 64, and loses only the pieces outside', async () => {
      const editor = await big();
      editor.apply({ type: 'resize', width: 128, height: 100 });
      expect([editor.width, editor.height]).toEqual([128, 100]);
      expect(editor.pieces).toHaveLength(5);
      const again = await big();
      expect(again.resizeProblem(128, 100)).toBeNull();
      expect(again.piecesOutside(128, 100)).toBe(30);
    });

    it('a side out of range is refused, naming the limit, and nothing changes', async () => {
      const small = await fresh();
      const before = JSON.stringify(small.doc);
      expect(() => small.apply({ type: 'resize', width: 8, height: 65 })).toThrow(RangeError);
      expect(JSON.stringify(small.doc)).toBe(before);
      expect(small.canUndo).toBe(false);
      const editor = await big();
      expect(editor.resizeProblem(200, 100)).toBe(
        'Width 200 is too big: a side is 3 to 64 tiles, or up to the 128 this map has. The size is unchanged.',
      );
      expect(small.resizeProblem(8, 65)).toBe(
        'Height 65 is too big: a side is 3 to 64 tiles. The size is unchanged.',
      );
      expect(small.resizeProblem(2, 6)).toBe(
        'Width 2 is too small: a side is 3 to 64 tiles. The size is unchanged.',
      );
      expect(small.resizeProblem(7.5, 6)).toBe(
        'Width 7.5 is not a whole number of tiles: a side is 3 to 64 tiles. The size is unchanged.',
      );
    });

    it('a side that is not a number keeps its size', async () => {
      const editor = await fresh();
      expect(editor.resizeProblem(Number.NaN, 10)).toBeNull();
      editor.apply({ type: 'resize', width: Number.NaN, height: 10 });
      expect([editor.width, editor.height]).toEqual([8, 10]);
    });
  });

  it('undoes and redoes every edit; a stroke undoes as one', async () => {
    const editor = await fresh();
    const start = JSON.stringify(editor.doc);
    editor.apply({ type: 'paint', cells: [9], terrain: 'wall' }, 'stroke');
    editor.apply({ type: 'paint', cells: [10], terrain: 'wall' }, 'stroke');
    editor.endMerge();
    editor.apply({ type: 'place', kind: 'cat', x: 3, y: 3 });
    const end = JSON.stringify(editor.doc);
    expect(editor.undo()).toBe(true);
    expect(editor.undo()).toBe(true);
    expect(JSON.stringify(editor.doc)).toBe(start);
    expect(editor.undo()).toBe(false);
    editor.redo();
    editor.redo();
    expect(JSON.stringify(editor.doc)).toBe(end);
    expect(editor.canRedo).toBe(false);
  });

  it('counts a revision for each change to the map, none for an edit that changes nothing', async () => {
    const editor = await fresh();
    expect(editor.revision).toBe(0);
    editor.apply({ type: 'paint', cells: [9], terrain: 'wall' }, 'stroke');
    editor.apply({ type: 'paint', cells: [9], terrain: 'wall' }, 'stroke');
    editor.apply({ type: 'paint', cells: [10], terrain: 'wall' }, 'stroke');
    expect(editor.revision).toBe(2);
    editor.undo();
    editor.redo();
    expect(editor.revision).toBe(4);
    editor.undo();
    expect(editor.undo()).toBe(false);
    expect(editor.revision).toBe(5);
  });

  it('any run of edits undoes back to the start, and the map always loads or says why not', async () => {
    const editor = await fresh();
    const start = JSON.stringify(editor.doc);
    const cell = fc.record({ x: fc.integer({ min: 0, max: 9 }), y: fc.integer({ min: 0, max: 7 }) });
    const edit = fc.oneof(
      fc.record({ c: cell, t: fc.constantFrom('floor', 'wall', 'grass', 'mud', 'water' as const) }).map(
        ({ c, t }) =>
          () =>
            editor.apply({
              type: 'paint',
              cells: rectangleCells(editor.doc, c.x, c.y, c.x, c.y),
              terrain: t,
            }),
      ),
      fc
        .record({ c: cell, k: fc.constantFrom('cat', 'bone', 'dog', 'exit', 'key', 'door', 'pipe' as const) })
        .map(
          ({ c, k }) =>
            () =>
              editor.apply({ type: 'place', kind: k, x: c.x, y: c.y }),
        ),
      fc.record({ c: cell, i: fc.nat() }).map(({ c, i }) => () => {
        const pieces = editor.pieces;
        if (pieces.length)
          editor.apply({ type: 'move', objectId: pieces[i % pieces.length].objectId, x: c.x, y: c.y });
      }),
      fc.nat().map((i) => () => {
        const pieces = editor.pieces;
        if (pieces.length) editor.apply({ type: 'delete', objectId: pieces[i % pieces.length].objectId });
      }),
      fc.record({ a: cell, b: cell }).map(({ a, b }) => () => {
        const dog = editor.pieces.find((p) => p.kind === 'dog');
        if (dog) editor.apply({ type: 'route', objectId: dog.objectId, route: [dog, a, b] });
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { maxLength: 12 }), async (edits) => {
        for (const run of edits) run();
        await levelOf(editor).catch((error) => expect(error).toBeInstanceOf(LevelError));
        while (editor.undo());
        expect(JSON.stringify(editor.doc)).toBe(start);
      }),
      { numRuns: 40 },
    );
  });
});

describe('opening and exporting maps', () => {
  const shipped = readdirSync(join(ROOT, 'levels')).filter((f) => f.endsWith('.tmj'));

  it.each(shipped)('%s opens unchanged and exports as the same level', async (name) => {
    const text = readFileSync(join(ROOT, 'levels', name), 'utf8');
    const editor = await LevelEditor.open(text, `levels/${name}`, readRepo);
    expect(editor.doc).toEqual(JSON.parse(text));
    const original = await levelOfDoc(JSON.parse(text), name, readRepo);
    const exported = exportTmj(editor.doc, { par: null, embed: null });
    expect(meaning(await levelOfDoc(JSON.parse(exported), name, readRepo))).toEqual(meaning(original));
  });

  it('an edit changes only the cells and pieces it names: other layers, properties and objects stay', async () => {
    const text = readFileSync(join(ROOT, 'levels/19-down-the-pipe.tmj'), 'utf8');
    const doc = JSON.parse(text);
    doc.properties.push({ name: 'author', type: 'string', value: 'Ada' });
    doc.layers.push({
      id: 90,
      name: 'notes',
      type: 'objectgroup',
      objects: [
        { id: 900, name: 'a note', type: '', x: 5, y: 5, width: 10, height: 10, rotation: 0, visible: true },
      ],
      opacity: 1,
      visible: true,
      x: 0,
      y: 0,
    });
    doc.layers.push({
      id: 91,
      name: 'decor',
      type: 'tilelayer',
      width: doc.width,
      height: doc.height,
      data: new Array(doc.width * doc.height).fill(2),
      opacity: 0.5,
      visible: true,
      x: 0,
      y: 0,
    });
    const editor = await LevelEditor.open(JSON.stringify(doc), 'levels/19.tmj', readRepo);
    editor.apply({ type: 'paint', cells: [doc.width + 1], terrain: 'water' });
    const out = JSON.parse(exportTmj(editor.doc, { par: 30, embed: null }));
    expect(out.layers.slice(3)).toEqual(doc.layers.slice(3));
    const others = (properties: { name: string }[]) => properties.filter((p) => p.name !== 'par');
    expect(others(out.properties)).toEqual(others(doc.properties));
    expect(out.properties.find((p: { name: string }) => p.name === 'par').value).toBe(30);
    const changed = out.layers[0].data.flatMap((gid: number, i: number) =>
      gid === doc.layers[0].data[i] ? [] : [i],
    );
    expect(changed).toEqual([doc.width + 1]);
  });

  it('opens compressed and TMX maps as plain data, the same tiles', async () => {
    for (const file of [
      'src/tiled/fixtures/embedded/finite-base64-zlib.tmj',
      'src/tiled/fixtures/legacy/lean-tsx.tmx',
    ]) {
      const editor = await LevelEditor.open(readFileSync(join(ROOT, file), 'utf8'), file, readRepo);
      for (const layer of editor.doc.layers as { type: string; data?: unknown; encoding?: unknown }[]) {
        if (layer.type === 'tilelayer') {
          expect(Array.isArray(layer.data)).toBe(true);
          expect(layer.encoding).toBeUndefined();
        }
      }
    }
  });

  it('refuses an infinite map, saying how to make it finite', async () => {
    const file = 'src/tiled/fixtures/embedded/infinite-csv.tmj';
    await expect(LevelEditor.open(readFileSync(join(ROOT, file), 'utf8'), file, readRepo)).rejects.toThrow(
      /Infinite/,
    );
  });

  it('embeds the game tileset on request, so the map loads without any other file', async () => {
    const editor = await fresh();
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    editor.apply({ type: 'place', kind: 'exit', x: 3, y: 1 });
    const text = exportTmj(editor.doc, { par: 2, embed: JSON.parse(TILESET) });
    const alone: ReadFile = async (path) => {
      throw new Error(`no file ${path}`);
    };
    const level = await levelOfDoc(JSON.parse(text), 'alone.tmj', alone);
    const beside = exportTmj(editor.doc, { par: 2, embed: null });
    expect(meaning(level)).toEqual(meaning(await levelOfDoc(JSON.parse(beside), 'beside.tmj', readRepo)));
    expect(level.par).toBe(2);
  });
});
