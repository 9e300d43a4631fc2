import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LevelEditor, levelOfDoc } from '../../level/edit';
import { levelMeaning } from '../../level/edit/levelMeaning';
import type { ReadFile } from '../../tiled/types';
import { suggestEdits } from './suggestEdits';
import { levelWith, movable, moveEdit } from './variant';

/** The design partner on a level with kinds of its own (a map's `kinds` property, docs/pieces.md). */

const readRepo: ReadFile = async (path) =>
  readFileSync(path.endsWith('.tsj') ? `levels/${path.split('/').pop()}` : path, 'utf8');
const FILE = 'test-data/own-kinds/fish-and-crocodile.tmj';

describe("the design partner and a level's own kinds", () => {
  it('moves an own piece as the editor does, and suggests on such a level', async () => {
    expect([movable('fish'), movable('gem-gate'), movable('pipe')]).toEqual([true, true, false]);
    const editor = await LevelEditor.open(readFileSync(FILE, 'utf8'), FILE, readRepo);
    const level = await levelOfDoc(editor.doc, FILE, readRepo);
    const fish = level.pieces.find((p) => p.kind === 'fish');
    if (!fish) throw new Error('no fish');
    const change = moveEdit(level, fish, { x: 4, y: 1 });
    if (!change) throw new Error('the fish was not moved');
    editor.apply(change.edit);
    const edited = await levelOfDoc(editor.doc, FILE, readRepo);
    expect(levelMeaning(levelWith(level, change))).toEqual(levelMeaning(edited));
    expect(edited.pieces.find((p) => p.kind === 'fish')).toMatchObject({ x: 4, y: 1 });
    const found = suggestEdits(level, { candidates: 40, ms: 60_000 });
    expect(found.before?.par).toBe(4);
  });
});
