import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/testCli';
import { checkMap } from './checkMap';
import { confinedRead, ownProjectFile, type ScriptFiles, tiledFileRoot } from './readRoot';
import { issueText } from './report';

/**
 * Tiled and the CLI agree on a draft in a plain folder (issue 46): Tiled's on-save check read any
 * file and said "solvable, par 16" while its Check level (`maze-cat check`) refused the tileset
 * outside the map's project folder. Both follow one rule now (src/tiled/readRoot.ts), and the
 * project's `mazeCatRoot` property widens both, as `--root` does.
 */

const ROOT = resolve(import.meta.dirname, '../../..');

/** Node's files as Tiled's scripts see them. */
const nodeFiles: ScriptFiles = {
  exists: existsSync,
  fileNames: (folder) => {
    try {
      return readdirSync(folder).filter((n) => statSync(join(folder, n)).isFile());
    } catch {
      return [];
    }
  },
  readText: (path) => readFileSync(path, 'utf8'),
};

/** A plain folder: the game's tileset, and `drafts/x.tmj` (Good Dog) naming `../maze-cat.tsj`. */
function plainFolder(): { dir: string; draft: string } {
  const dir = mkdtempSync(join(tmpdir(), 'maze-cat-tiled-plain-'));
  for (const name of ['maze-cat.tsj', 'maze-cat.png'])
    copyFileSync(join(ROOT, 'levels', name), join(dir, name));
  mkdirSync(join(dir, 'drafts'));
  const map = JSON.parse(readFileSync(join(ROOT, 'levels/03-good-dog.tmj'), 'utf8'));
  map.tilesets[0].source = '../maze-cat.tsj';
  const draft = join(dir, 'drafts', 'x.tmj');
  writeFileSync(draft, JSON.stringify(map));
  return { dir, draft };
}

/** A Tiled project elsewhere whose `mazeCatRoot` is `root`, with the extension's script beside it. */
function projectGiving(root: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'maze-cat-tiled-project-'));
  mkdirSync(join(folder, 'extensions'));
  const project = join(folder, 'mine.tiled-project');
  writeFileSync(
    project,
    JSON.stringify({ properties: [{ name: 'mazeCatRoot', type: 'string', value: root }] }),
  );
  return project;
}

const tiledCheck = (draft: string, project: string | null) => {
  const root = tiledFileRoot(draft, project, nodeFiles);
  const read = (path: string) => readFileSync(path, 'utf8');
  const bytes = (path: string) => new Uint8Array(readFileSync(path));
  return checkMap(draft, confinedRead(root, read), confinedRead(root, bytes));
};

describe("Tiled's check and maze-cat check read a draft's files by one rule", () => {
  it('both refuse a tileset outside a plain folder, in the same words', async () => {
    const { dir, draft } = plainFolder();
    const tiled = await tiledCheck(draft, null);
    expect(tiled.summary).toMatch(/^invalid/);
    const refused = `refused: it is outside the level's project folder ${join(dir, 'drafts')}: pass --root ${dir} (a folder holding both; in Tiled, set the project property "mazeCatRoot" to it), or put a .tiled-project file in the folder they share`;
    expect(tiled.findings.map(issueText)).toContainEqual(expect.stringContaining(refused));
    const cli = await runCli(['check', draft]);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(refused);
  });

  it("both read it when the project's mazeCatRoot holds both, and agree on its par", async () => {
    const { dir, draft } = plainFolder();
    const project = projectGiving(dir);
    const tiled = await tiledCheck(draft, project);
    expect(tiled.summary).toMatch(/^solvable, par 17 /);
    const cli = await runCli(['check', draft, '--project', project]);
    expect(cli.code).toBe(0);
    expect(cli.out).toContain('  par:      17 (the map says 17)');
  });

  it("keeps a map outside the setting's folder in its own project folder (the campaign's maps)", async () => {
    const { dir } = plainFolder();
    const project = projectGiving(dir);
    const campaign = join(ROOT, 'levels', '03-good-dog.tmj');
    expect((await tiledCheck(campaign, project)).summary).toMatch(/^solvable, par 17 /);
    expect((await runCli(['check', campaign, '--project', project])).code).toBe(0);
  });

  it("both name the project's setting when a file is outside it", async () => {
    const { dir, draft } = plainFolder();
    const project = projectGiving(join(dir, 'drafts'));
    const refused = `refused: it is outside the folder ${join(dir, 'drafts')}, which the Tiled project ${project} gives in its property "mazeCatRoot"`;
    expect((await tiledCheck(draft, project)).findings.map(issueText)).toContainEqual(
      expect.stringContaining(refused),
    );
    expect((await runCli(['check', draft, '--project', project])).out).toContain(refused);
  });

  it('finds its project beside the extensions folder it was loaded from, as Tiled 1.8.2 names it in a stack', () => {
    const project = projectGiving('/x');
    const folder = resolve(project, '..');
    // The first frame of a stack in Tiled 1.8.2's engine, seen there: `%entry@file:///…/probe.js:2`.
    const stack = `%entry@file://${folder}/extensions/maze-cat-check.js:2`;
    expect(ownProjectFile(stack, nodeFiles)).toBe(project);
    expect(ownProjectFile('at <eval>:1', nodeFiles)).toBeNull();
  });
});
