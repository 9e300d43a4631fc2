/**
 * One shelf check, everywhere (issue 46): a shelf map with each rule broken, checked by the built
 * `maze-cat check` (as Tiled's Check level runs it), by `npm run levels:community -- --check` and
 * by the Tiled extension's check: all three print the same findings, each saying what to write.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeReadBytes, nodeReadFile } from '../../src/cli/nodeFiles';
import { drawingToTmj } from '../../src/level/tmjWriter';
import { checkMap } from '../tiled/extension/checkMap';
import { issueText } from '../tiled/extension/report';
import { SHELF_SEEDS } from './shelfLevels';

const ROOT = resolve(import.meta.dirname, '../..');
const CREDIT = { title: 'Bad', maker: 'Eve', licence: 'CC0-1.0', added: '2026-10-01', rule: 'diagonal' };
/** Beats naive play at par 12.41 by diagonal moves (community/08-corner-shop's board). */
const cornerShop = SHELF_SEEDS.find((s) => s.name === '08-corner-shop');
const GOOD = cornerShop?.how === 'draw' ? [...cornerShop.rows] : [];
const WHOLE = { ...CREDIT, par: 12.41 };

/** A map breaking one rule: its file name, board, properties and the finding it must give. */
interface Broken {
  readonly name: string;
  readonly rows?: readonly string[];
  readonly properties: Record<string, string | number>;
  readonly finding: string | RegExp;
}

const without = (name: keyof typeof WHOLE) =>
  Object.fromEntries(Object.entries(WHOLE).filter(([n]) => n !== name));

const BROKEN: readonly Broken[] = [
  {
    name: 'no-title',
    properties: without('title'),
    finding: `map property "title": is missing: add the string property "title": the level's name (at most 60 characters)`,
  },
  {
    name: 'no-maker',
    properties: without('maker'),
    finding:
      'map property "maker": is missing: add the string property "maker": your name, as the shelf credits you',
  },
  {
    name: 'no-licence',
    properties: without('licence'),
    finding:
      'map property "licence": is missing: add the string property "licence": CC0-1.0, CC-BY-4.0 or CC-BY-SA-4.0 (each lets anyone play, share and remix the level)',
  },
  {
    name: 'other-licence',
    properties: { ...WHOLE, licence: 'All rights reserved' },
    finding: 'map property "licence": is "All rights reserved"; write CC0-1.0, CC-BY-4.0 or CC-BY-SA-4.0',
  },
  {
    name: 'no-added',
    properties: without('added'),
    finding:
      'map property "added": is missing: add the string property "added": the day the level joins the shelf, as YYYY-MM-DD (such as 2026-10-01)',
  },
  {
    name: 'bad-added',
    properties: { ...WHOLE, added: '01/10/2026' },
    finding: 'map property "added": is "01/10/2026"; write a real date as YYYY-MM-DD (such as 2026-10-01)',
  },
  {
    name: 'bad-remix',
    properties: { ...WHOLE, remixOf: 'my other level' },
    finding: /^map property "remixOf": is "my other level"; give a shelf id/,
  },
  {
    name: 'markup',
    properties: { ...WHOLE, title: '<b>Bad</b>' },
    finding: /^map property "title": holds markup/,
  },
  {
    name: 'bad name!',
    properties: WHOLE,
    finding: /^\(file name\): the level's id would be "community\/bad name!"/,
  },
  {
    name: 'too-wide',
    rows: [`C${'.'.repeat(63)}E`],
    properties: { ...CREDIT, rule: 'orthogonal', par: 64 },
    finding: 'width: the map is 65 x 1; a shelf level is at most 64 x 64',
  },
  {
    name: 'unsolvable',
    rows: ['C#E'],
    properties: { ...CREDIT, par: 2 },
    finding: /^the level cannot be won: /,
  },
  {
    name: 'no-par',
    properties: CREDIT,
    finding: `map property "par": is missing: add the float property "par": the solver's par, 12.41`,
  },
  {
    name: 'wrong-par',
    properties: { ...CREDIT, par: 9 },
    finding: `map property "par": the map says par 9 but the solver's par is 12.41: set "par" to 12.41`,
  },
  {
    name: 'naive',
    rows: ['C.B.DE'],
    properties: { ...CREDIT, rule: 'orthogonal', par: 5 },
    finding: /^a single tap wins it, and naive play wins it at par \(.*\): a shelf level asks for a plan$/,
  },
];

/** A copy of levels/ (project file and tileset) with the broken maps in its community/ folder. */
function shelfFolder(): { dir: string; files: string[] } {
  const levels = join(mkdtempSync(join(tmpdir(), 'maze-cat-agree-')), 'levels');
  const dir = join(levels, 'community');
  mkdirSync(dir, { recursive: true });
  for (const name of ['maze-cat.tiled-project', 'maze-cat.tsj', 'maze-cat.png'])
    copyFileSync(join(ROOT, 'levels', name), join(levels, name));
  const files = BROKEN.map(({ name, rows, properties }) => {
    const map = drawingToTmj({ title: '', intro: '', rows: [...(rows ?? GOOD)] }, null, '../maze-cat.tsj');
    map.properties = Object.entries(properties).map(([n, value]) => ({
      name: n,
      type: typeof value === 'number' ? 'float' : 'string',
      value,
    }));
    const file = join(dir, `${name}.tmj`);
    writeFileSync(file, JSON.stringify(map));
    return file;
  });
  return { dir, files };
}

/** `maze-cat check`'s error lines of each file, as it prints them (the file's line, then `  error:    ...`). */
function checkLines(files: readonly string[]): Map<string, string[]> {
  const run = spawnSync(process.execPath, ['bin/maze-cat.mjs', 'check', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const byFile = new Map<string, string[]>(files.map((f) => [f, []]));
  let current: string[] | undefined;
  for (const line of run.stdout.split('\n')) {
    if (byFile.has(line)) current = byFile.get(line);
    else if (line.startsWith('  error:    ')) current?.push(line.slice('  error:    '.length));
  }
  return byFile;
}

/** `npm run levels:community -- --check DIR`'s lines of each file (`error: <file>: ...`). */
function communityLines(dir: string, files: readonly string[]): Map<string, string[]> {
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['scripts/levels/community.ts', '--check', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const lines = run.stderr.split('\n');
  return new Map(
    files.map((file) => {
      const prefix = `error: ${relative(ROOT, file)}: `;
      return [file, lines.filter((l) => l.startsWith(prefix)).map((l) => l.slice(prefix.length))];
    }),
  );
}

/** The Tiled extension's error issues of `file`, without their `Maze Cat: <file name>: `. */
async function tiledLines(file: string, root: string): Promise<string[]> {
  const { findings } = await checkMap(file, nodeReadFile(root), nodeReadBytes(root));
  const prefix = `Maze Cat: ${basename(file)}: `;
  return findings.filter((f) => f.severity === 'error').map((f) => issueText(f).slice(prefix.length));
}

describe('the shelf check, in maze-cat check, levels:community --check and Tiled', () => {
  it('prints the same findings for a map with each rule broken', async () => {
    const { dir, files } = shelfFolder();
    const cli = checkLines(files);
    const community = communityLines(dir, files);
    for (const [i, file] of files.entries()) {
      const name = BROKEN[i].name;
      const tiled = await tiledLines(file, resolve(dir, '..'));
      expect(tiled, name).toContainEqual(
        typeof BROKEN[i].finding === 'string' ? BROKEN[i].finding : expect.stringMatching(BROKEN[i].finding),
      );
      expect(cli.get(file), `${name}: maze-cat check`).toEqual(tiled);
      expect(community.get(file), `${name}: levels:community --check`).toEqual(tiled);
    }
  }, 120_000);
});
