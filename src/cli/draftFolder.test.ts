import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './testCli';

/**
 * `generate --out` into odd places (issue 36): each ends with one line saying what is in the way,
 * exit 2, before any level is searched for; nothing is written through a link, over a file, or
 * anywhere but `--out`. Each case failed before: Node's own error text (`EEXIST: file already
 * exists, mkdir`) with exit 1, or, for a tileset name that linked to nothing, a copy of the game's
 * tileset written where the link led.
 */
const fresh = (): string => mkdtempSync(join(tmpdir(), 'maze-cat-out-'));
const DRAFT = 'medium-7x7-s.tmj';
const generate = (out: string, ...more: string[]) =>
  runCli(['generate', '--size', '7x7', '--seed', 's', '--out', out, ...more]);

describe('generate --out', () => {
  it('a file where the folder should be is kept, and named', async () => {
    const dir = fresh();
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'mine\n');
    const { code, err } = await generate(file);
    expect(code).toBe(2);
    expect(err).toBe(`error: generate: --out "${file}" is a file, not a folder\n`);
    expect(readFileSync(file, 'utf8')).toBe('mine\n');
    const through = await generate(join(file, 'drafts'));
    expect(through.code).toBe(2);
    expect(through.err).toBe(
      `error: generate: cannot write "${join(file, 'drafts')}": a part of the path is a file, not a folder (ENOTDIR)\n`,
    );
  });

  it('a link to nothing as the folder is named, not followed', async () => {
    const dir = fresh();
    symlinkSync(join(dir, 'gone'), join(dir, 'drafts'));
    const { code, err } = await generate(join(dir, 'drafts'));
    expect(code).toBe(2);
    expect(err).toBe(
      `error: generate: cannot write "${join(dir, 'drafts')}": a part of the path is a link to nothing\n`,
    );
  });

  it('a loop of links as the folder is refused, not followed round (issue 43: held, kept so)', async () => {
    const dir = fresh();
    symlinkSync(join(dir, 'b'), join(dir, 'a'));
    symlinkSync(join(dir, 'a'), join(dir, 'b'));
    for (const out of [join(dir, 'a'), join(dir, 'a', 'drafts')]) {
      const { code, err } = await generate(out);
      expect(code).toBe(2);
      // One line naming the path given (it calls the loop a link to nothing: no folder is at its end).
      expect(err.startsWith(`error: generate: cannot write "${out}": `)).toBe(true);
      expect(err.split('\n')).toHaveLength(2);
    }
    expect(readdirSync(dir).sort()).toEqual(['a', 'b']);
  });

  it('a maze-cat.tsj linking to nothing is never written through (a copy once landed where it led)', async () => {
    const dir = fresh();
    const out = join(dir, 'drafts');
    mkdirSync(out);
    symlinkSync(join(dir, 'elsewhere.tsj'), join(out, 'maze-cat.tsj'));
    const { code, err } = await generate(out);
    expect(code).toBe(2);
    expect(err).toBe(
      `error: generate: "${join(out, 'maze-cat.tsj')}" is in the way of the game's maze-cat.tsj: it is a link to nothing; move it, or choose another --out\n`,
    );
    expect(existsSync(join(dir, 'elsewhere.tsj'))).toBe(false);
    expect(readdirSync(out)).toEqual(['maze-cat.tsj']);
  });

  it('a folder named maze-cat.tsj stops the run before a map is written', async () => {
    const out = fresh();
    mkdirSync(join(out, 'maze-cat.tsj'));
    const { code, err } = await generate(out);
    expect(code).toBe(2);
    expect(err).toContain("is in the way of the game's maze-cat.tsj: is a folder, not a file");
    expect(readdirSync(out)).toEqual(['maze-cat.tsj']);
  });

  it("a link to nothing under the map's name counts as a map there: refused before any work", async () => {
    const dir = fresh();
    const out = join(dir, 'drafts');
    mkdirSync(out);
    symlinkSync(join(dir, 'elsewhere.tmj'), join(out, DRAFT));
    const { code, err } = await generate(out);
    expect(code).toBe(2);
    expect(err).toContain(
      `error: generate: ${join(out, DRAFT)} already exists; generate never replaces a map`,
    );
    expect(readdirSync(out)).toEqual([DRAFT]);
    expect(existsSync(join(dir, 'elsewhere.tmj'))).toBe(false);
  });

  it('a maze-cat.tsj above that links out of the project is passed over: the copy beside the map is used', async () => {
    const dir = fresh();
    const project = join(dir, 'project');
    mkdirSync(join(project, 'drafts'), { recursive: true });
    writeFileSync(join(project, 'package.json'), '{}');
    writeFileSync(join(dir, 'outside.tsj'), '{}');
    symlinkSync(join(dir, 'outside.tsj'), join(project, 'maze-cat.tsj'));
    const { code, err } = await generate(join(project, 'drafts'));
    expect(err).toBe('');
    expect(code).toBe(0);
    const map = JSON.parse(readFileSync(join(project, 'drafts', DRAFT), 'utf8'));
    expect(map.tilesets[0].source).toBe('maze-cat.tsj');
    expect(lstatSync(join(project, 'drafts', 'maze-cat.tsj')).isFile()).toBe(true);
    expect((await runCli(['check', join(project, 'drafts', DRAFT)])).code).toBe(0);
  });

  it('a link leading out of the project is refused before anything is made (maps once landed there, then failed the read-back)', async () => {
    const dir = fresh();
    const project = join(dir, 'project');
    mkdirSync(project);
    mkdirSync(join(dir, 'outside'));
    writeFileSync(join(project, 'package.json'), '{}');
    symlinkSync(join(dir, 'outside'), join(project, 'drafts'));
    for (const out of [join(project, 'drafts'), join(project, 'drafts', 'new', 'deep')]) {
      const { code, err } = await generate(out);
      expect(code).toBe(2);
      expect(err).toBe(
        `error: generate: --out "${out}": refused: it links outside the level's project folder ${project}: pass --root ${dir} (a folder holding both; in Tiled, set the project property "mazeCatRoot" to it), or put a .tiled-project file in the folder they share\n`,
      );
    }
    expect(readdirSync(join(dir, 'outside'))).toEqual([]);
    // With the way out the message names, the maps are made and read back.
    expect((await generate(join(project, 'drafts'), '--root', dir)).code).toBe(0);
  });

  it.skipIf(!existsSync('/proc/self'))(
    "a folder the file system will not make is one line (Node's recursive mkdir looped for ever on /proc/x)",
    async () => {
      const { code, err } = await generate('/proc/maze-cat-drafts/deep');
      expect(code).toBe(2);
      expect(err).toBe(
        'error: generate: cannot write "/proc/maze-cat-drafts/deep": the folder cannot be made there (ENOENT)\n',
      );
    },
  );

  it('a name too long for the file system is one line, the path cut in the middle', async () => {
    const out = join(fresh(), 'n'.repeat(300));
    const { code, err } = await generate(out);
    expect(code).toBe(2);
    expect(err).toMatch(
      /^error: generate: cannot write ".+…n+": a name in the path is too long for the file system \(ENAMETOOLONG\)\n$/,
    );
    expect(err.length).toBeLessThan(200);
  });

  it('.. and deep folders that do not exist yet are made, and the maps land there', async () => {
    const dir = fresh();
    const { code } = await generate(join(dir, 'a', '..', 'b', 'c', 'd'));
    expect(code).toBe(0);
    expect(readdirSync(join(dir, 'b', 'c', 'd')).sort()).toEqual(['maze-cat.png', 'maze-cat.tsj', DRAFT]);
    expect(existsSync(join(dir, 'a'))).toBe(false);
  });

  it("a usage mistake prints the command's usage on lines of its own (once one line with \\n in it)", async () => {
    const { code, err } = await runCli(['generate', '--size', '3x3', '--seed', 's', '--out', fresh()]);
    expect(code).toBe(2);
    expect(err.split('\n')).toEqual([
      'error: generate: --size: each side from 7 to 40 tiles, got 3x3',
      'usage: maze-cat generate --size WxH --seed S --out DIR [--difficulty easy|medium|hard]',
      '         [--bones N] [--dogs N] [--mechanics keys,pipes,patrols] [--costs] [--energy]',
      '         [--grid orthogonal|isometric|staggered|hex] [--kinds FILE.json] [--count K] [--root DIR]',
      '',
    ]);
  });
});
