/**
 * The toolkit as a designer or a game developer installs it in a project of their own: `npm pack`
 * (which builds the compiled command line and the grid library), `npm install <tarball>` into an
 * empty project in a temporary folder (dependencies from npm's cache when it has them), then:
 * - `maze-cat generate`, `check` (a draft in a subfolder using the tileset above it) and `replay`
 *   from that project's node_modules/.bin;
 * - `maze-cat/grid` imported from plain Node, from a Vite app (built with the repository's own
 *   Vite, the bundle then run in Node) and from TypeScript (its declarations checked by tsc).
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** What every grid check runs: a path around a wall, found with `find` and with `findInto`. */
const GRID_USE = `import { createGrid, find, findInto } from 'maze-cat/grid';
const grid = createGrid({ width: 3, height: 3, walls: [[0, 1, 0], [0, 1, 0], [0, 0, 0]] });
const path = find(grid, { x: 0, y: 0 }, { x: 2, y: 0 });
const buffer = new Int32Array(grid.size);
const cells = findInto(grid, 0, 0, 2, 0, buffer);
const report = JSON.stringify({ moves: path.points.length - 1, cost: path.cost, cells });
if (typeof document !== 'undefined') document.body.textContent = report;
else console.log(report);
`;
const EXPECTED = '{"moves":6,"cost":6,"cells":7}';

let dir = '';
let project = '';

describe('the packed toolkit', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'maze-cat-pack-'));
    execFileSync(npm, ['pack', '--pack-destination', dir], { cwd: ROOT, stdio: 'pipe' });
    const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack left no tarball in ${dir}`);
    project = join(dir, 'my-levels');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{"name": "my-levels", "private": true}\n');
    execFileSync(npm, ['install', join(dir, tarball), '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: project,
      stdio: 'pipe',
    });
  }, 240_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the compiled command line, the grid library and what they read; no sources, tests or build tools', () => {
    const files = readdirSync(join(project, 'node_modules', 'maze-cat'), { recursive: true }).map(String);
    expect(files).toContain(join('dist-cli', 'maze-cat.mjs'));
    expect(files).toContain(join('dist-grid', 'index.mjs'));
    expect(files).toContain(join('dist-grid', 'types', 'library.d.ts'));
    expect(files.some((f) => f.startsWith('src') || (f.endsWith('.ts') && !f.endsWith('.d.ts')))).toBe(false);
  });

  it('runs maze-cat, which generates, checks and replays levels', () => {
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
    expect(refused.stdout).toContain(`pass --root ${plain} (a folder holding both;`);
    expect(maze('check', join(plain, 'drafts', 'x.tmj'), '--root', plain).status).toBe(0);
    // --out into a file: one line, exit 2, the file kept.
    const intoFile = maze('generate', '--size', '9x7', '--seed', 'pack', '--out', 'package.json');
    expect(intoFile.stderr).toBe('error: generate: --out "package.json" is a file, not a folder\n');
    expect(intoFile.status).toBe(2);
  }, 60_000);

  it('imports maze-cat/grid from plain Node and finds a path', () => {
    writeFileSync(join(project, 'path.mjs'), GRID_USE);
    const run = spawnSync(process.execPath, ['path.mjs'], { cwd: project, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(EXPECTED);
  });

  it('bundles maze-cat/grid into a Vite app whose built script finds a path', () => {
    const app = join(project, 'app');
    mkdirSync(app);
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><body><script type="module" src="./main.js"></script>\n',
    );
    writeFileSync(join(app, 'main.js'), GRID_USE);
    // A plain object: the app has no vite of its own to import a helper from. No modulepreload
    // polyfill, so the built script also runs outside a page.
    writeFileSync(
      join(app, 'vite.config.mjs'),
      'export default { build: { modulePreload: { polyfill: false } } };\n',
    );
    const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--config', 'vite.config.mjs', '--logLevel', 'error'],
      {
        cwd: app,
        encoding: 'utf8',
      },
    );
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const [script] = readdirSync(join(app, 'dist', 'assets')).filter((f) => f.endsWith('.js'));
    // The bundle holds the library itself, not an import of it.
    const code = readFileSync(join(app, 'dist', 'assets', script), 'utf8');
    expect(code).not.toContain('maze-cat/grid');
    writeFileSync(join(app, 'built.mjs'), code);
    const run = spawnSync(process.execPath, ['built.mjs'], { cwd: app, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(EXPECTED);
  }, 60_000);

  it('types maze-cat/grid for TypeScript: tsc accepts the use above and rejects a point without y', () => {
    writeFileSync(
      join(project, 'check.mts'),
      `${GRID_USE.replace('path.points', 'path!.points').replace('path.cost', 'path!.cost')}
import type { FoundPath, Rule } from 'maze-cat/grid';
const rule: Rule = '8-no-corner-cut';
const again: FoundPath | null = find(grid, { x: 0, y: 0 }, { x: 1, y: 2 }, rule);
// @ts-expect-error a point needs its y
find(grid, { x: 0 }, { x: 1, y: 2 });
export { again };
`,
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    // No `types`: only the library's declarations are read (the installed packages' own are not ours to check).
    const compilerOptions = { noEmit: true, strict: true, module: 'nodenext', target: 'es2022', types: [] };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['check.mts'] }));
    const checked = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(checked.stdout).toBe('');
    expect(checked.status).toBe(0);
  }, 60_000);
});
