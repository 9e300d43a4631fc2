/**
 * The toolkit as a designer installs it in a project of their own: `npm pack` (which builds the
 * compiled command line), `npm install <tarball>` into an empty project in a temporary folder
 * (dependencies from npm's cache when it has them), then `maze-cat generate`, `check` (a draft in
 * a subfolder using the tileset above it, and in a plain folder with `--root`) and `replay` from that
 * project's node_modules/.bin.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('the packed toolkit', () => {
  it('installs into an empty project, where maze-cat generates, checks and replays levels', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maze-cat-pack-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    execFileSync(npm, ['pack', '--pack-destination', dir], { cwd: ROOT, stdio: 'pipe' });
    const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
    expect(tarball).toBeDefined();
    const project = join(dir, 'my-levels');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{"name": "my-levels", "private": true}\n');
    execFileSync(
      npm,
      ['install', join(dir, tarball as string), '--prefer-offline', '--no-audit', '--no-fund'],
      { cwd: project, stdio: 'pipe' },
    );
    const files = readdirSync(join(project, 'node_modules', 'maze-cat'), { recursive: true }).map(String);
    // The compiled command line and what it reads; no sources, tests or build tools.
    expect(files).toContain(join('dist-cli', 'maze-cat.mjs'));
    expect(files.some((f) => f.startsWith('src') || f.endsWith('.ts'))).toBe(false);
    const maze = (...args: string[]) =>
      spawnSync(join(project, 'node_modules', '.bin', 'maze-cat'), args, { cwd: project, encoding: 'utf8' });

    const made = maze('generate', '--size', '9x7', '--seed', 'pack', '--out', 'levels');
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(readdirSync(join(project, 'levels')).sort()).toEqual([
      'maze-cat.png',
      'maze-cat.tsj',
      'medium-9x7-pack.tmj',
    ]);
    // A draft in a subfolder, using the tileset above it, made from the generated level.
    const map = JSON.parse(readFileSync(join(project, 'levels', 'medium-9x7-pack.tmj'), 'utf8'));
    map.tilesets[0].source = '../maze-cat.tsj';
    mkdirSync(join(project, 'levels', 'drafts'));
    writeFileSync(join(project, 'levels', 'drafts', 'x.tmj'), JSON.stringify(map));
    const checked = maze('check', 'levels/drafts/x.tmj', '--json');
    expect(checked.status).toBe(0);
    const [report] = JSON.parse(checked.stdout);
    expect(report).toMatchObject({ valid: true, verdict: 'solvable' });

    const taps = (report.solution as [number, number][]).map(([x, y]) => `${x},${y}`);
    const replayed = maze('replay', 'levels/drafts/x.tmj', ...taps);
    expect(replayed.stdout).toContain('won');
    expect(replayed.status).toBe(0);

    // The same draft in a plain folder beside the project (no project file above it): refused with
    // the way out, read with --root.
    const plain = join(dir, 'plain');
    mkdirSync(join(plain, 'drafts'), { recursive: true });
    for (const name of ['maze-cat.tsj', 'maze-cat.png'])
      copyFileSync(join(project, 'levels', name), join(plain, name));
    writeFileSync(join(plain, 'drafts', 'x.tmj'), JSON.stringify(map));
    const refused = maze('check', join(plain, 'drafts', 'x.tmj'));
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(`pass --root ${plain} (a folder holding both)`);
    expect(maze('check', join(plain, 'drafts', 'x.tmj'), '--root', plain).status).toBe(0);
    // --out into a file: one line, exit 2, the file kept.
    const intoFile = maze('generate', '--size', '9x7', '--seed', 'pack', '--out', 'package.json');
    expect(intoFile.stderr).toBe('error: generate: --out "package.json" is a file, not a folder\n');
    expect(intoFile.status).toBe(2);
  }, 240_000);
});
