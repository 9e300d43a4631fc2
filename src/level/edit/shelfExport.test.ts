import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { solveLevel } from '../../solver';
import type { ReadFile } from '../../tiled/types';
import { loadLevel } from '../loadLevel';
import { readShelfInfo } from '../shelfInfo';
import {
  creditRemix,
  LevelEditor,
  makerProblem,
  remixOriginOf,
  type ShelfCredit,
  shelfTextProblem,
  shelfTmj,
} from './index';

const ROOT = join(new URL('.', import.meta.url).pathname, '../../..');
const repo: ReadFile = async (path) => readFileSync(join(ROOT, path), 'utf8');
const FILE = 'levels/community/07-good-dog-remix.tmj';

/** The map's properties by name. */
function properties(text: string): Record<string, unknown> {
  const map = JSON.parse(text) as { properties: { name: string; value: unknown }[] };
  return Object.fromEntries(map.properties.map((p) => [p.name, p.value]));
}

describe('a level exported for the shelf', () => {
  it("fills the shelf's properties, names the tileset from levels/community/, and loads there at its par", async () => {
    const source = readFileSync(join(ROOT, 'levels/03-good-dog.tmj'), 'utf8');
    const editor = await LevelEditor.open(source, 'levels/good-dog.tmj', repo);
    const level = await loadLevel('levels/03-good-dog.tmj', repo);
    const par = solveLevel(level).par;
    if (par === null) throw new Error('the shipped level has no par');
    const text = shelfTmj(editor.doc, par, { maker: '  Ada  ', licence: 'CC0-1.0', added: '2026-12-02' });
    expect(properties(text)).toMatchObject({
      title: 'Good Dog',
      maker: 'Ada',
      licence: 'CC0-1.0',
      added: '2026-12-02',
      par,
    });
    expect((JSON.parse(text) as { tilesets: { source?: string }[] }).tilesets[0].source).toBe(
      '../maze-cat.tsj',
    );
    // Where it is added, the shelf's folder, it reads the game's tileset one folder up.
    const read: ReadFile = async (path) => (path === FILE ? text : repo(path));
    const shelved = await loadLevel(FILE, read);
    expect(shelved.par).toBe(par);
    expect(solveLevel(shelved).par).toBe(par);
    // The editor's own document is left as it was.
    expect(properties(JSON.stringify(editor.doc)).maker).toBeUndefined();
  });

  it("a remix names its direct parent and keeps the parent's credit apart from its own", async () => {
    const source = readFileSync(join(ROOT, 'levels/03-good-dog.tmj'), 'utf8');
    const editor = await LevelEditor.open(source, 'levels/good-dog.tmj', repo);
    const doc = structuredClone(editor.doc);
    creditRemix(doc, { remixOf: 'community/01-first', title: 'First', maker: 'Bea' });
    // The parent was itself on the shelf with a credit of its own: a remix of it replaces it all.
    (doc.properties as { name: string; type: string; value: string }[]).push(
      { name: 'maker', type: 'string', value: 'Bea' },
      { name: 'licence', type: 'string', value: 'CC-BY-4.0' },
    );
    creditRemix(doc, { remixOf: 'community/03-spiral', title: 'Spiral', maker: 'Cy' });
    expect(remixOriginOf(doc)).toEqual({ remixOf: 'community/03-spiral', title: 'Spiral', maker: 'Cy' });
    const props = properties(shelfTmj(doc, 7, { maker: 'Ada', licence: 'CC-BY-4.0', added: '2026-12-02' }));
    expect(props).toMatchObject({
      remixOf: 'community/03-spiral',
      remixOfTitle: 'Spiral',
      remixOfMaker: 'Cy',
      maker: 'Ada',
      licence: 'CC-BY-4.0',
    });
    // One property of each name, however often it was set.
    const names = (JSON.parse(JSON.stringify(doc)) as { properties: { name: string }[] }).properties.map(
      (p) => p.name,
    );
    expect(names.filter((n) => n === 'remixOf')).toHaveLength(1);
    expect(names).not.toContain('maker');
    expect(remixOriginOf(editor.doc)).toBeNull();
  });

  it("asks for a maker's name in plain text", () => {
    expect(makerProblem('  ')).toMatch(/write your name/);
    expect(makerProblem('<b>Ada</b>')).toBe(
      "The maker's name holds markup or a script address (<, >, javascript:, &#); a shelf text is shown as text only.",
    );
    expect(makerProblem('x'.repeat(61))).toBe(
      "The maker's name is 61 characters; the shelf takes at most 60.",
    );
    expect(makerProblem('Ada\u0000')).toBe(
      "The maker's name holds a control character (U+0000); a shelf text is plain text.",
    );
    expect(makerProblem('Ada Lovelace')).toBeNull();
  });

  it("refuses what the shelf's check refuses, and nothing else: no file downloads that CI then refuses", async () => {
    const source = readFileSync(join(ROOT, 'levels/03-good-dog.tmj'), 'utf8');
    const editor = await LevelEditor.open(source, 'levels/good-dog.tmj', repo);
    const names = [
      'Ada',
      'Eve <3',
      'javascript:alert(1)',
      'JavaScript :void(0)',
      'vbscript:x',
      'Ada &#60;b&#62;',
      'Ada\u0007',
      'Ada\u007f',
      'Ada\tLovelace',
      'Ada & Bea',
      'x'.repeat(60),
      ` ${'x'.repeat(60)} `,
      'x'.repeat(61),
    ];
    for (const maker of names) {
      const credit: ShelfCredit = { maker, licence: 'CC-BY-4.0', added: '2026-12-02' };
      const refused = makerProblem(maker);
      const text = shelfTmj(editor.doc, 7, credit);
      const shelved = await loadLevel(FILE, async (path) => (path === FILE ? text : repo(path)));
      const ci = readShelfInfo(shelved).problems.filter((p) => p.place.property === 'maker');
      expect(refused === null, `${JSON.stringify(maker)}: ${refused} / ${ci.map((p) => p.message)}`).toBe(
        ci.length === 0,
      );
    }
  });

  it('refuses a title or an intro the shelf would refuse, naming it', async () => {
    const source = readFileSync(join(ROOT, 'levels/03-good-dog.tmj'), 'utf8');
    const editor = await LevelEditor.open(source, 'levels/good-dog.tmj', repo);
    const credit: ShelfCredit = { maker: 'Ada', licence: 'CC0-1.0', added: '2026-12-02' };
    expect(shelfTextProblem(editor.doc, credit)).toBeNull();
    editor.apply({ type: 'settings', settings: { title: 'Click javascript:alert(1)' } });
    expect(shelfTextProblem(editor.doc, credit)).toBe(
      'The title holds markup or a script address (<, >, javascript:, &#); a shelf text is shown as text only.',
    );
    editor.apply({ type: 'settings', settings: { title: 'Good Dog', intro: 'x'.repeat(301) } });
    expect(shelfTextProblem(editor.doc, credit)).toBe(
      'The intro is 301 characters; the shelf takes at most 300.',
    );
  });

  it('submits a map with kinds of its own: the `kinds` property is data the shelf takes, and it checks there', async () => {
    const source = readFileSync(join(ROOT, 'test-data/own-kinds/fish-and-crocodile.tmj'), 'utf8');
    const editor = await LevelEditor.open(source, 'levels/fish-and-crocodile.tmj', repo);
    const credit: ShelfCredit = { maker: 'Ada', licence: 'CC0-1.0', added: '2026-12-05' };
    expect(shelfTextProblem(editor.doc, credit)).toBeNull();
    const text = shelfTmj(editor.doc, 4, credit);
    expect(properties(text).kinds).toBe(properties(source).kinds);
    const shelved = await loadLevel(FILE, async (path) => (path === FILE ? text : repo(path)));
    expect(readShelfInfo(shelved).problems).toEqual([]);
    expect(shelved.pieces.map((p) => p.kind)).toContain('crocodile');
  });

  it("leaves out a parent's title or maker the shelf would refuse: a remix of a link titled in markup still checks", async () => {
    const source = readFileSync(join(ROOT, 'levels/03-good-dog.tmj'), 'utf8');
    const editor = await LevelEditor.open(source, 'levels/good-dog.tmj', repo);
    const doc = structuredClone(editor.doc);
    creditRemix(doc, {
      remixOf: 'community/03-spiral',
      title: '<img src=x onerror=alert(1)>',
      maker: 'Cy\u0007',
    });
    const credit: ShelfCredit = { maker: 'Ada', licence: 'CC-BY-4.0', added: '2026-12-02' };
    const text = shelfTmj(doc, 7, credit);
    const props = properties(text);
    expect(props.remixOf).toBe('community/03-spiral');
    expect(props).not.toHaveProperty('remixOfTitle');
    expect(props).not.toHaveProperty('remixOfMaker');
    expect(shelfTextProblem(doc, credit)).toBeNull();
    const shelved = await loadLevel(FILE, async (path) => (path === FILE ? text : repo(path)));
    expect(readShelfInfo(shelved).problems.filter((p) => p.place.property?.startsWith('remixOf'))).toEqual(
      [],
    );
    // The editor's own document keeps the parent's words as they came (shown as text).
    expect(remixOriginOf(doc)?.title).toBe('<img src=x onerror=alert(1)>');
  });
});
