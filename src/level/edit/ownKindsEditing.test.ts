import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReadFile } from '../../tiled/types';
import { EXAMPLE_KINDS } from '../kinds/exampleKinds';
import { readKinds } from '../kinds/readKinds';
import { docKinds, exportTmj, kindsWith, LevelEditor, levelOfDoc, newMapText } from './index';
import { propertyOf } from './mapDoc';

/** Editing a level that has kinds of its own (a map's `kinds` property, docs/pieces.md). */

const readRepo: ReadFile = async (path) =>
  readFileSync(path.endsWith('.tsj') ? `levels/${path.split('/').pop()}` : path, 'utf8');
const FILE = 'test-data/own-kinds/fish-and-crocodile.tmj';
const open = () => LevelEditor.open(readFileSync(FILE, 'utf8'), FILE, readRepo);
const kindsText = (doc: object) => propertyOf(doc as never, 'kinds')?.value;

describe("the editor and a level's own kinds", () => {
  it('lists the own pieces, places and removes them like built-in ones, and the level plays them', async () => {
    const editor = await open();
    expect(editor.pieces.map((p) => p.kind)).toEqual(['cat', 'fish', 'crocodile', 'exit']);
    editor.apply({ type: 'place', kind: 'fish', x: 4, y: 1 });
    const kindsOf = async () =>
      (await levelOfDoc(editor.doc, editor.file, readRepo)).pieces.map((p) => `${p.kind} ${p.x},${p.y}`);
    expect(await kindsOf()).toEqual(['cat 1,1', 'fish 2,1', 'crocodile 3,1', 'exit 5,1', 'fish 4,1']);
    const at = (x: number) => editor.pieces.find((p) => p.x === x)?.objectId ?? -1;
    for (const x of [2, 3, 4]) editor.apply({ type: 'delete', objectId: at(x) });
    editor.apply({ type: 'place', kind: 'crocodile', x: 4, y: 1 });
    expect(await kindsOf()).toEqual(['cat 1,1', 'exit 5,1', 'crocodile 4,1']);
    expect(() => editor.apply({ type: 'place', kind: 'shark', x: 2, y: 1 })).toThrow(
      /no kind of piece named "shark"/,
    );
  });

  it('export writes the kinds back unchanged, with the pieces placed', async () => {
    const editor = await open();
    const before = kindsText(editor.doc);
    editor.apply({ type: 'place', kind: 'fish', x: 4, y: 1 });
    const out = JSON.parse(exportTmj(editor.doc, { par: null, embed: null }));
    expect(kindsText(out)).toBe(before);
    const again = await LevelEditor.open(JSON.stringify(out), 'again.tmj', readRepo);
    expect(again.pieces.filter((p) => p.kind === 'fish')).toHaveLength(2);
  });

  it('undo takes back an added set of example kinds; a map whose kinds do not read keeps them as they are', async () => {
    const editor = await LevelEditor.open(newMapText(6, 5), 'made.tmj', readRepo);
    expect(docKinds(editor.doc).byName('gem')).toBeUndefined();
    const gems = EXAMPLE_KINDS[1];
    const text = kindsWith(editor.doc, gems);
    if (text === null) throw new Error('the gems did not join an empty map');
    editor.apply({ type: 'kinds', kinds: text });
    expect(docKinds(editor.doc).byName('gem-gate')?.className).toBe('GemGate');
    expect(kindsWith(editor.doc, gems)).toBeNull();
    const both = kindsWith(editor.doc, EXAMPLE_KINDS[0]);
    expect(both && readKinds(both).map((k) => k.name)).toEqual(['gem', 'gem-gate', 'fish', 'crocodile']);
    editor.undo();
    expect(kindsText(editor.doc)).toBeUndefined();
    expect(() => editor.apply({ type: 'kinds', kinds: '[{"name": 1}]' })).toThrow(/own/);

    const broken = await LevelEditor.open(newMapText(6, 5), 'broken.tmj', readRepo);
    broken.apply({ type: 'settings', settings: { title: 'Broken' } });
    const doc = broken.doc as { properties: { name: string; type: string; value: string }[] };
    doc.properties.push({ name: 'kinds', type: 'string', value: '[{"name": "fish"' });
    expect(kindsWith(broken.doc, gems)).toBeNull();
    broken.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
    expect(kindsText(broken.doc)).toBe('[{"name": "fish"');
  });

  it('the example kinds are those test-data/own-kinds plays', () => {
    const fixture = (name: string) =>
      JSON.parse(String(kindsText(JSON.parse(readFileSync(`test-data/own-kinds/${name}.tmj`, 'utf8')))));
    expect(EXAMPLE_KINDS.map((e) => e.kinds)).toEqual([fixture('fish-and-crocodile'), fixture('gem-gate')]);
    for (const example of EXAMPLE_KINDS) expect(readKinds(JSON.stringify(example.kinds))).toHaveLength(2);
  });
});
