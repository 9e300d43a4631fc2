import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LevelDrawing } from './drawing';
import { NEW_GRIDS } from './edit/newMap';
import { MAX_KINDS_CHARS } from './kinds/kindJson';
import { loadLevel } from './loadLevel';
import {
  boardRows,
  boardTints,
  formatShelfProblems,
  isShelfFile,
  isShelfId,
  levelMechanics,
  ownKindNames,
  readShelfInfo,
  SHELF_LIMITS,
  shelfFileOf,
  shelfIdOf,
  shelfTextProblems,
} from './shelfInfo';
import { drawingToTmj } from './tmjWriter';
import type { Level } from './types';

const LEVELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels');
const FILE = resolve(LEVELS, 'community/test-level.tmj');

const WHOLE = { title: 'Test', maker: 'Ada Whisker', licence: 'CC-BY-4.0', added: '2026-10-01' };

/** A shelf map in levels/community/ (in memory, as `file`), drawn from rows, with these string properties. */
async function shelfLevel(
  properties: Record<string, string | undefined> = WHOLE,
  drawing: Partial<LevelDrawing> = {},
  file = FILE,
): Promise<Level> {
  const map = drawingToTmj({ title: '', intro: '', rows: ['C.B.DE'], ...drawing }, null, '../maze-cat.tsj');
  const list = (map.properties as { name: string }[]).filter((p) => p.name !== 'title');
  for (const [name, value] of Object.entries(properties))
    if (value !== undefined) list.push({ name, type: 'string', value } as { name: string });
  map.properties = list;
  return loadLevel(file, async (path) => (path === file ? JSON.stringify(map) : readFileSync(path, 'utf8')));
}

/** A test-data map with kinds of its own (test-data/own-kinds/), as a shelf map with `properties`. */
async function ownKindsLevel(name: string, properties: Record<string, string> = WHOLE): Promise<Level> {
  const map = JSON.parse(readFileSync(resolve(LEVELS, `../test-data/own-kinds/${name}.tmj`), 'utf8'));
  for (const [property, value] of Object.entries(properties))
    map.properties.push({ name: property, type: 'string', value });
  return loadLevel(FILE, async (path) => (path === FILE ? JSON.stringify(map) : readFileSync(path, 'utf8')));
}

const messages = async (properties: Record<string, string | undefined>, drawing?: Partial<LevelDrawing>) =>
  formatShelfProblems('test-level.tmj', readShelfInfo(await shelfLevel(properties, drawing)).problems);

describe('shelf ids', () => {
  it('name a shelf map community/<file name>, and back', () => {
    expect(shelfIdOf('levels/community/03-spiral.tmj')).toBe('community/03-spiral');
    expect(shelfFileOf('community/03-spiral')).toBe('levels/community/03-spiral.tmj');
    expect(isShelfId('community/03-spiral')).toBe(true);
    for (const id of ['03-spiral', 'community/', 'community/../x', 'community/a/b', 'url:community/x'])
      expect(isShelfId(id), id).toBe(false);
    expect(isShelfFile('/home/a/levels/community/x.tmj')).toBe(true);
    expect(isShelfFile('C:\\levels\\community\\x.tmj')).toBe(true);
    expect(isShelfFile('levels/01-first-steps.tmj')).toBe(false);
  });
});

describe('readShelfInfo', () => {
  it('reads a whole shelf level', async () => {
    const { info, problems } = readShelfInfo(
      await shelfLevel({ ...WHOLE, remixOf: 'community/02-locksmith', intro: 'Cats & dogs.' }),
    );
    expect(problems).toEqual([]);
    expect(info).toEqual({
      id: 'community/test-level',
      title: 'Test',
      maker: 'Ada Whisker',
      licence: 'CC-BY-4.0',
      remixOf: 'community/02-locksmith',
      added: '2026-10-01',
    });
  });

  it('takes a share link as the level a remix was made from', async () => {
    const { info } = readShelfInfo(await shelfLevel({ ...WHOLE, remixOf: 'https://example.test/#s=abc' }));
    expect(info?.remixOf).toBe('https://example.test/#s=abc');
  });

  it('refuses a level with no maker, no title, no licence or no date, naming the file and the property', async () => {
    expect(await messages({ ...WHOLE, maker: undefined })).toEqual([
      'error: test-level.tmj: map property "maker": is missing: add the string property "maker": your name, as the shelf credits you',
    ]);
    expect(await messages({ ...WHOLE, maker: '   ' })).toHaveLength(1);
    const all = await messages({});
    for (const name of ['title', 'maker', 'licence', 'added'])
      expect(
        all.some((m) => m.includes(`map property "${name}": is missing`)),
        name,
      ).toBe(true);
  });

  it('takes only the licences that let anyone play, share and remix a level', async () => {
    expect(await messages({ ...WHOLE, licence: 'CC0-1.0' })).toEqual([]);
    expect(await messages({ ...WHOLE, licence: 'All rights reserved' })).toEqual([
      'error: test-level.tmj: map property "licence": is "All rights reserved"; write CC0-1.0, CC-BY-4.0 or CC-BY-SA-4.0',
    ]);
  });

  it("refuses markup or a script address in any text property, the game's and the designer's own", async () => {
    const cases: Record<string, string>[] = [
      { title: '<b>Bold</b>' },
      { maker: 'Eve<script>' },
      { intro: 'Click javascript:alert(1)' },
      { intro: 'JavaScript :void(0)' },
      { note: 'an &#60;img&#62; tag' },
    ];
    for (const extra of cases) {
      const [name] = Object.keys(extra);
      const found = await messages({ ...WHOLE, ...extra });
      expect(found, name).toEqual([
        `error: test-level.tmj: map property "${name}": holds markup or a script address (<, >, javascript:, &#); a shelf text is shown as text only`,
      ]);
    }
  });

  it('refuses a control character in a text property, naming it; a tab or a line break is text', async () => {
    expect(await messages({ ...WHOLE, maker: 'a\u0007bell' })).toEqual([
      'error: test-level.tmj: map property "maker": holds a control character (U+0007); a shelf text is plain text',
    ]);
    expect(await messages({ ...WHOLE, intro: 'one\ttwo\r\nthree' })).toEqual([]);
  });

  it('refuses text past its length, a malformed remixOf, a level remixing itself and a date that is no date', async () => {
    expect(await messages({ ...WHOLE, title: 'x'.repeat(SHELF_LIMITS.text + 1) })).toEqual([
      `error: test-level.tmj: map property "title": is ${SHELF_LIMITS.text + 1} characters; the shelf takes at most ${SHELF_LIMITS.text}`,
    ]);
    expect(await messages({ ...WHOLE, remixOf: 'my other level' })).toEqual([
      'error: test-level.tmj: map property "remixOf": is "my other level"; give a shelf id such as community/03-spiral, or a share link',
    ]);
    expect(await messages({ ...WHOLE, remixOf: 'community/test-level' })).toEqual([
      'error: test-level.tmj: map property "remixOf": names the level itself',
    ]);
    for (const added of ['2026-02-30', '2026-1-1', 'yesterday'])
      expect(await messages({ ...WHOLE, added }), added).toEqual([
        `error: test-level.tmj: map property "added": is "${added}"; write a real date as YYYY-MM-DD (such as 2026-10-01)`,
      ]);
  });

  it("takes a map's own kinds: its `kinds` property is data, as long as the kinds reader takes, not a line of text", async () => {
    const level = await ownKindsLevel('fish-and-crocodile');
    expect(String(level.map.properties.kinds).length).toBeGreaterThan(SHELF_LIMITS.text);
    expect(readShelfInfo(level).problems).toEqual([]);
    expect(shelfTextProblems('kinds', 'x'.repeat(MAX_KINDS_CHARS))).toEqual([]);
    expect(shelfTextProblems('kinds', 'x'.repeat(MAX_KINDS_CHARS + 1))).toEqual([
      `is ${MAX_KINDS_CHARS + 1} characters; the shelf takes at most ${MAX_KINDS_CHARS}`,
    ]);
    expect(shelfTextProblems('kinds', '[{"about": "<script>"}]')).toHaveLength(1);
  });

  it('refuses a map wider or taller than 64 tiles, or with more than 256 pieces', async () => {
    const wide = `C${'.'.repeat(SHELF_LIMITS.side - 1)}E`;
    expect(await messages(WHOLE, { rows: [wide] })).toEqual([
      `error: test-level.tmj: width: the map is ${SHELF_LIMITS.side + 1} x 1; a shelf level is at most 64 x 64`,
    ]);
    const bones = Array.from({ length: 9 }, () => 'B'.repeat(30));
    expect(await messages(WHOLE, { rows: ['C'.padEnd(30, '.'), ...bones, 'E'.padEnd(30, '.')] })).toEqual([
      'error: test-level.tmj: layers: the map has 272 pieces; a shelf level has at most 256',
    ]);
  });
});

describe('a shelf file name', () => {
  it('makes a shelf id, or is refused', async () => {
    const level = await shelfLevel(WHOLE, {}, resolve(LEVELS, 'community/my level!.tmj'));
    expect(formatShelfProblems('my level!.tmj', readShelfInfo(level).problems)).toEqual([
      'error: my level!.tmj: (file name): the level\'s id would be "community/my level!": name the file with letters, digits, - and _ only (at most 64)',
    ]);
  });
});

describe('levelMechanics', () => {
  it('lists the kinds a level holds beyond the cat and the exit, patrols, terrain, energy and the move rule', async () => {
    expect(levelMechanics(await shelfLevel())).toEqual(['bone', 'dog']);
    const level = await shelfLevel(WHOLE, {
      rows: ['#########', '#CrR.O.m#', '#.....D.#', '#O.....E#', '#########'],
      rule: 'diagonal',
      energy: 40,
      patrols: [
        [
          [6, 2],
          [4, 2],
        ],
      ],
    });
    expect(levelMechanics(level)).toEqual([
      'key',
      'door',
      'pipe',
      'dog',
      'patrol',
      'terrain',
      'energy',
      'diagonal',
    ]);
    expect(
      levelMechanics(await shelfLevel(WHOLE, { rows: ['C...', '....', '...E'], rule: 'knight' })),
    ).toEqual(['knight']);
  });

  it("names a map's own kinds as one mechanic, after the built-in kinds'", async () => {
    expect(levelMechanics(await ownKindsLevel('fish-and-crocodile'))).toEqual(['own']);
    expect(levelMechanics(await ownKindsLevel('gem-gate'))).toEqual(['own']);
    expect(ownKindNames(await ownKindsLevel('gem-gate'))).toEqual(['gem', 'gem-gate']);
  });

  it('names the diagonal rule on a staggered map (corner steps), and no rule for a hex or staggered board alone', async () => {
    const rows = ['C...', '....', '...E'];
    const staggered = NEW_GRIDS.staggered;
    expect(levelMechanics(await shelfLevel(WHOLE, { rows, rule: 'diagonal', grid: staggered }))).toEqual([
      'diagonal',
    ]);
    expect(levelMechanics(await shelfLevel(WHOLE, { rows, grid: staggered }))).toEqual([]);
    expect(levelMechanics(await shelfLevel(WHOLE, { rows, grid: NEW_GRIDS.hexagonal }))).toEqual([]);
  });
});

describe('boardRows', () => {
  it('draws the board as the level drawing it came from: walls, terrain and a letter per piece', async () => {
    const rows = ['#######', '#CgmwB#', '#rRuU.#', '#O.DOE#', '#######'];
    expect(boardRows(await shelfLevel(WHOLE, { rows }))).toEqual(rows);
    expect(boardTints(await shelfLevel(WHOLE, { rows }))).toEqual([]);
  });

  it("draws a map's own kind as the built-in piece whose sprite it wears, tinted with its colour", async () => {
    const fish = await ownKindsLevel('fish-and-crocodile');
    expect(boardRows(fish)).toEqual(['#######', '#CBD.E#', '#######']);
    expect(boardTints(fish)).toEqual([
      { x: 2, y: 1, colour: '#3399ff' },
      { x: 3, y: 1, colour: '#3a7d44' },
    ]);
    const gems = await ownKindsLevel('gem-gate');
    expect(boardRows(gems)).toEqual(['##########', '#y.C.y.YE#', '##########']);
    expect(boardTints(gems).map((t) => t.colour)).toEqual(['#b266ff', '#b266ff', '#b266ff']);
  });
});
