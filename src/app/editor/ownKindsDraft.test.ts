import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docOwnKinds, kindsWith, LevelEditor, levelOfDoc } from '../../level/edit';
import { EXAMPLE_KINDS } from '../../level/kinds/exampleKinds';
import type { ReadFile } from '../../tiled/types';
import { MemoryStorage } from '../saves/testStorage';
import { DraftStore } from './drafts';
import { kindWords } from './ownPieces';

/** A maker's own kinds are never lost: a draft keeps them as the editor saves and restores it. */

const readRepo: ReadFile = async (path) =>
  readFileSync(path.endsWith('.tsj') ? `levels/${path.split('/').pop()}` : path, 'utf8');
const FILE = 'test-data/own-kinds/fish-and-crocodile.tmj';
const kindsOf = (editor: LevelEditor) => {
  const read = docOwnKinds(editor.doc);
  return read.problem === undefined ? read.own.map((k) => k.name) : read.problem;
};

describe('a draft of a level with its own kinds', () => {
  it('keeps the kinds and the pieces placed through a save, a reload and a restore', async () => {
    const editor = await LevelEditor.open(readFileSync(FILE, 'utf8'), FILE, readRepo);
    editor.apply({ type: 'place', kind: 'fish', x: 4, y: 1 });
    const more = EXAMPLE_KINDS[1];
    const kinds = kindsWith(editor.doc, more);
    if (kinds === null) throw new Error('the gems did not join the fish');
    editor.apply({ type: 'kinds', kinds });
    const storage = new MemoryStorage();
    // As the screen saves a draft (EditorScreen.level): the map as JSON.
    new DraftStore(storage).save(
      { id: 'd', title: 'Fish', text: JSON.stringify(editor.doc), saved: 1 },
      null,
    );
    const stored = new DraftStore(storage).get('d');
    if (!stored) throw new Error('the draft was not kept');
    const restored = await LevelEditor.open(stored.text, FILE, readRepo);
    expect(kindsOf(restored)).toEqual(['fish', 'crocodile', 'gem', 'gem-gate']);
    expect(restored.pieces.map((p) => `${p.kind} ${p.x},${p.y}`)).toEqual(
      editor.pieces.map((p) => `${p.kind} ${p.x},${p.y}`),
    );
    const level = await levelOfDoc(restored.doc, FILE, readRepo);
    expect(level.pieces.filter((p) => p.kind === 'fish')).toHaveLength(2);
  });

  it('names each kind in plain words', () => {
    expect(['fish', 'gem-gate'].map((name) => kindWords({ name }))).toEqual(['Fish', 'Gem gate']);
  });
});
