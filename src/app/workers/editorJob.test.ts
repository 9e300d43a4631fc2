import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LevelEditor, newMapText } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
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
    expect(found.warnings.join(' ')).toMatch(/not needed/);
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
