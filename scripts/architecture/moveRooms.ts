/**
 * Replays the move of src/app's files into rooms (issue #44) on the repository, in two steps kept
 * apart so that `git log --follow` sees each move as a rename:
 *
 *   npx tsx scripts/architecture/moveRooms.ts move     `git mv` every file rooms.json moves that still
 *                                                      stands at its old path (a test added beside a
 *                                                      moved file goes with it); names the files left
 *                                                      at src/app's root that the map does not place
 *   npx tsx scripts/architecture/moveRooms.ts rewrite  mends every relative path that no longer finds
 *                                                      its file (imports, `new URL`, `vi.mock`, paths
 *                                                      from `import.meta.dirname`) and every mention
 *                                                      of a moved src/app path, then sorts the mended
 *                                                      files' imports (Biome)
 *
 * Both may run again: a moved file is not moved twice, a mended path is left as it is. A file
 * merged from a branch that still has the old paths is mended by running `rewrite` again.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Mender, type RoomMap, RoomMoves, type Tree } from './roomMoves';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const MAP_FILE = 'scripts/architecture/rooms.json';
/** This script and its map name the old paths on purpose. */
const LEFT_ALONE = new Set([
  MAP_FILE,
  'scripts/architecture/moveRooms.ts',
  'scripts/architecture/roomMoves.test.ts',
]);
/** Files whose relative paths are code (mended as imports); the others get their mentions mended. */
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|html|json|md|css)$/;
/** Folders of data and build output, whose text never names src/app's files as code does. */
const NOT_SOURCE = /^(levels|test-data|public|node_modules|dist[^/]*)\//;

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

const tree: Tree = {
  isFile: (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile(),
  isFolder: (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory(),
};

/** The repository's files, tracked or new (not ignored), as paths relative to it. */
function repositoryFiles(): string[] {
  return git('ls-files', '--cached', '--others', '--exclude-standard')
    .split('\n')
    .filter((path) => path && tree.isFile(path));
}

function move(moves: RoomMoves): void {
  const tracked = new Set(git('ls-files').split('\n'));
  let moved = 0;
  for (const path of repositoryFiles()) {
    const to = moves.destination(path);
    if (!to || tree.isFile(to)) continue;
    mkdirSync(dirname(join(ROOT, to)), { recursive: true });
    if (tracked.has(path)) git('mv', path, to);
    else renameSync(join(ROOT, path), join(ROOT, to));
    moved++;
    // A folder that moved whole (hints/, replay/) is not left behind empty.
    const from = dirname(join(ROOT, path));
    if (readdirSync(from).length === 0) rmdirSync(from);
  }
  console.log(`moved ${moved} files`);
  const left = repositoryFiles().filter((path) => /^src\/app\/[^/]+$/.test(path));
  console.log(`left at src/app's root (place any the shell does not need in rooms.json): ${left.join(', ')}`);
}

function rewrite(moves: RoomMoves): void {
  const mender = new Mender(moves, tree);
  const mended: string[] = [];
  for (const path of repositoryFiles()) {
    if (LEFT_ALONE.has(path) || NOT_SOURCE.test(path) || !TEXT.test(path)) continue;
    const text = readFileSync(join(ROOT, path), 'utf8');
    const { text: out, unsure } = mender.mend(path, text, CODE.test(path));
    for (const u of unsure)
      console.warn(`${path}: '${u.spec}' names ${u.now}; before the move it named ${u.before}: check it`);
    if (out === text) continue;
    writeFileSync(join(ROOT, path), out);
    mended.push(path);
  }
  console.log(`mended ${mended.length} files`);
  const code = mended.filter((path) => CODE.test(path));
  if (code.length > 0)
    execFileSync(
      'npx',
      ['biome', 'check', '--write', '--linter-enabled=false', '--no-errors-on-unmatched', ...code],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
}

const mode = process.argv[2];
const moves = new RoomMoves(JSON.parse(readFileSync(join(ROOT, MAP_FILE), 'utf8')) as RoomMap);
if (mode === 'move') move(moves);
else if (mode === 'rewrite') rewrite(moves);
else {
  console.error(`usage: npx tsx ${relative(process.cwd(), new URL(import.meta.url).pathname)} move|rewrite`);
  process.exit(2);
}
