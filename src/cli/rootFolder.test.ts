import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { levelFolder } from './nodeFiles';
import { runCli } from './testCli';

/**
 * `--root DIR` (issue 36): a draft in a plain folder (no `.tiled-project`, `package.json` or `.git`
 * above it) naming `../maze-cat.tsj` was refused with no way out short of making a project file.
 * The refusal now names both, and `--root` on every command that reads maps widens the folder
 * files are read from, still confined: nothing outside it, links followed before the check.
 */

/** A plain folder: the game's tileset, and `drafts/x.tmj` (Good Dog) naming `../maze-cat.tsj`. */
function plainFolder(): {
  dir: string;
  draft: string;
  map: Record<string, unknown> & { tilesets: { source: string }[] };
} {
  const dir = mkdtempSync(join(tmpdir(), 'maze-cat-plain-'));
  for (const name of ['maze-cat.tsj', 'maze-cat.png']) copyFileSync(join('levels', name), join(dir, name));
  mkdirSync(join(dir, 'drafts'));
  const map = JSON.parse(readFileSync('levels/03-good-dog.tmj', 'utf8'));
  map.tilesets[0].source = '../maze-cat.tsj';
  const draft = join(dir, 'drafts', 'x.tmj');
  writeFileSync(draft, JSON.stringify(map));
  // The case needs no project marker above the temporary folder.
  expect(levelFolder(draft)).toBe(join(dir, 'drafts'));
  return { dir, draft, map };
}

describe('a draft in a plain folder', () => {
  it('is refused with both ways out named, the first with the folder to pass', async () => {
    const { dir, draft } = plainFolder();
    const { code, out } = await runCli(['check', draft]);
    expect(code).toBe(1);
    expect(out).toContain(
      `refused: it is outside the level's project folder ${join(dir, 'drafts')}: pass --root ${dir} (a folder holding both; in Tiled, set the project property "mazeCatRoot" to it), or put a .tiled-project file in the folder they share`,
    );
  });

  it('is read with --root by every command that reads maps', async () => {
    const { dir, draft } = plainFolder();
    const checked = await runCli(['check', draft, '--root', dir, '--json']);
    expect(checked.code).toBe(0);
    const [report] = JSON.parse(checked.out);
    expect(report.verdict).toBe('solvable');
    const taps = (report.solution as [number, number][]).map(([x, y]) => `${x},${y}`);
    expect((await runCli(['inspect', draft, `--root=${dir}`])).code).toBe(0);
    expect((await runCli(['replay', draft, ...taps, '--root', dir])).code).toBe(0);
    expect((await runCli(['reach', draft, '--root', dir])).code).toBe(0);
    expect((await runCli(['path', draft, '--from', '1,1', '--to', '2,1', '--root', dir])).code).toBe(0);
    // A --root that is a link to the folder reads the map named through the folder itself.
    symlinkSync(dir, `${dir}-link`);
    expect((await runCli(['check', draft, '--root', `${dir}-link`])).code).toBe(0);
  });

  it('--root still confines: a climb out, a link out and the map outside are refused', async () => {
    const { dir, draft, map } = plainFolder();
    const outside = mkdtempSync(join(tmpdir(), 'maze-cat-outside-'));
    copyFileSync(join(dir, 'maze-cat.tsj'), join(outside, 'maze-cat.tsj'));
    writeFileSync(join(outside, 'dog.tx'), '{"type":"template","object":{"class":"Dog","point":true}}');
    const refusals: [string, string, string][] = [
      ['climb.tmj', `../../${outside.split('/').pop()}/maze-cat.tsj`, 'is outside'],
      ['link.tmj', 'link.tsj', 'links outside'],
    ];
    symlinkSync(join(outside, 'maze-cat.tsj'), join(dir, 'drafts', 'link.tsj'));
    for (const [name, source, how] of refusals) {
      writeFileSync(
        join(dir, 'drafts', name),
        JSON.stringify({ ...map, tilesets: [{ ...map.tilesets[0], source }] }),
      );
      const { code, out } = await runCli(['check', join(dir, 'drafts', name), '--root', dir]);
      expect(code, name).toBe(1);
      expect(out).toContain(`tilesets[0].source: cannot read "${source}"`);
      expect(out).toContain(`refused: it ${how} the --root folder ${dir}\n`);
    }
    symlinkSync(join(outside, 'dog.tx'), join(dir, 'drafts', 'dog.tx'));
    const layers = (map.layers as { type: string; objects?: unknown[] }[]).map((layer) =>
      layer.type === 'objectgroup'
        ? { ...layer, objects: [...(layer.objects ?? []), { id: 99, template: 'dog.tx', x: 48, y: 48 }] }
        : layer,
    );
    writeFileSync(join(dir, 'drafts', 'template.tmj'), JSON.stringify({ ...map, layers }));
    const template = await runCli(['check', join(dir, 'drafts', 'template.tmj'), '--root', dir]);
    expect(template.out).toMatch(
      /objects\[\d+\]\.template: cannot read "dog\.tx" .*: refused: it links outside the --root folder/,
    );
    const narrow = await runCli(['inspect', draft, '--root', join(dir, 'drafts')]);
    expect(narrow.err).toContain(`refused: it is outside the --root folder ${join(dir, 'drafts')}\n`);
    const elsewhere = await runCli(['inspect', draft, '--root', outside]);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.err).toBe(
      `error: ${draft}: (file): refused: it is outside the --root folder ${outside}\n`,
    );
  });

  it('a --root that is not a folder is bad usage, for every command', async () => {
    const { dir, draft } = plainFolder();
    const missing = join(dir, 'nowhere');
    const file = join(dir, 'maze-cat.tsj');
    for (const command of [
      ['check', draft],
      ['inspect', draft],
      ['replay', draft, '1,1'],
      ['reach', draft],
      ['path', draft, '--from', '1,1', '--to', '2,1'],
      ['generate', '--size', '7x7', '--seed', 's', '--out', join(dir, 'new')],
    ]) {
      const gone = await runCli([...command, '--root', missing]);
      expect(gone.code, command[0]).toBe(2);
      expect(gone.err, command[0]).toBe(`error: --root: "${missing}": no such folder\n`);
      const notFolder = await runCli([...command, '--root', file]);
      expect(notFolder.err, command[0]).toBe(`error: --root: "${file}" is not a folder\n`);
      expect((await runCli([...command, '--root='])).err, command[0]).toBe('error: --root needs a folder\n');
    }
  });
});

describe('generate --root', () => {
  it('names the tileset in the root above --out, and refuses an --out outside the root', async () => {
    const { dir } = plainFolder();
    const out = join(dir, 'drafts');
    const made = await runCli(['generate', '--size', '7x7', '--seed', 's', '--out', out, '--root', dir]);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const map = JSON.parse(readFileSync(join(out, 'medium-7x7-s.tmj'), 'utf8'));
    expect(map.tilesets[0].source).toBe('../maze-cat.tsj');
    expect((await runCli(['check', join(out, 'medium-7x7-s.tmj'), '--root', dir])).code).toBe(0);
    const away = await runCli([
      'generate',
      '--size',
      '7x7',
      '--seed',
      's',
      '--out',
      join(dir, '..'),
      '--root',
      dir,
    ]);
    expect(away.code).toBe(2);
    expect(away.err).toContain(`is outside the --root folder ${dir}`);
  });
});
