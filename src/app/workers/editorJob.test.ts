import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LevelEditor, newMapText } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import { crowdedMap } from './crowdedMap';
import { editorDifficulty, editorFindings } from './editorJob';

const TILESET = readFileSync(
  join(new URL('.', import.meta.url).pathname, '../../../levels/maze-cat.tsj'),
  'utf8',
);
const readTileset: ReadFile = async () => TILESET;

describe('editorFindings', () => {
  it('says why a map is not a level yet', async () => {
    const editor = await LevelEditor.open(newMapText(6, 5), 'made.tmj', readTileset);
    const found = await editorFindings(editor.doc, editor.file, readTileset);
    expect(found.verdict).toBeNull();
    expect(found.problems.map((p) => p.message).join(' ')).toMatch(/Cat/);
    // What each problem is, for the page's own words: no cat, no exit (the map as a whole: no tiles).
    expect(found.problems.map((p) => [p.code, p.tiles])).toEqual([
      ['noCat', []],
      ['noExit', []],
    ]);
  });

  it('gives par, the route, the band and the pieces the solution leaves', async () => {
    const editor = await LevelEditor.open(newMapText(8, 5), 'made.tmj', readTileset);
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    editor.apply({ type: 'place', kind: 'bone', x: 1, y: 3 });
    editor.apply({ type: 'place', kind: 'dog', x: 4, y: 1 });
    editor.apply({ type: 'place', kind: 'bone', x: 6, y: 3 });
    editor.apply({ type: 'place', kind: 'exit', x: 6, y: 1 });
    editor.apply({ type: 'paint', cells: [2 * 8 + 4, 3 * 8 + 4], terrain: 'wall' });
    const found = await editorFindings(editor.doc, editor.file, readTileset);
    expect(found.verdict).toBe('solvable');
    expect(found.par).toBe(9);
    expect(found.path[0]).toEqual({ x: 1, y: 1 });
    expect(found.path.at(-1)).toEqual({ x: 6, y: 1 });
    const difficulty = await editorDifficulty(editor.doc, editor.file, 9, readTileset);
    expect(difficulty?.band).toMatch(/easy|medium|hard/);
    expect(difficulty?.naiveWins.length).toBeGreaterThan(0);
    // The bone at 6,3 is a decoy: the warning says so and carries its tile, not Tiled's place.
    expect(found.warnings).toContainEqual({
      message: expect.stringMatching(/^this bone is not needed/),
      code: null,
      tiles: [{ x: 6, y: 3 }],
    });
  });

  it('says why a level cannot be won', async () => {
    const editor = await LevelEditor.open(newMapText(7, 5), 'made.tmj', readTileset);
    editor.apply({ type: 'place', kind: 'cat', x: 1, y: 2 });
    editor.apply({ type: 'place', kind: 'exit', x: 5, y: 2 });
    editor.apply({ type: 'paint', cells: [1 * 7 + 3, 2 * 7 + 3, 3 * 7 + 3], terrain: 'wall' });
    const found = await editorFindings(editor.doc, editor.file, readTileset);
    expect(found.verdict).toBe('unsolvable');
    expect(found.reason).toBeTruthy();
  });
});

describe('the live solver on a hostile map (issue 36)', () => {
  it('3,000 pieces spread on 128 x 128 tiles: "too big" at once (its search graph took 9 s for 1,000 before any state was searched)', {
    timeout: 8000,
  }, async () => {
    const editor = await LevelEditor.open(newMapText(128, 128), 'many.tmj', readTileset);
    const objects = editor.doc.layers;
    const layer = Array.isArray(objects)
      ? objects.find((l) => (l as { name?: string }).name === 'entities')
      : null;
    const list: unknown[] = [];
    for (let i = 0; i < 3000; i++) {
      const kind = i === 0 ? 'Cat' : i === 1 ? 'Exit' : i % 2 ? 'Bone' : 'Dog';
      const [x, y] = [2 + 2 * (i % 62), 2 + 2 * Math.floor(i / 62)];
      list.push({ id: 1000 + i, name: '', type: kind, x: x * 32, y: y * 32, width: 32, height: 32 });
    }
    (layer as { objects: unknown[] }).objects = list;
    const found = await editorFindings(editor.doc, editor.file, readTileset);
    expect(found.verdict).toBe('unknown');
    expect(found.reason).toBe(
      "3,000 pieces on 128 x 128 tiles are more than the editor's solver takes on (maze-cat check solves it)",
    );
  });

  it('the band is measured behind the same gate: none on a map past it, at once (issue 43)', {
    timeout: 8000,
  }, async () => {
    const editor = await crowdedMap(128, 4000, readTileset);
    expect(await editorDifficulty(editor.doc, editor.file, 300, readTileset)).toBeNull();
  });
});
