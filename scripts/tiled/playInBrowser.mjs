// "Play in browser", a command of the Tiled project (levels/maze-cat.tiled-project):
// `node scripts/tiled/playInBrowser.mjs <map>` opens the game on that map with `?level=`, in the
// development server that serves it. The server says where it is (`.maze-cat-dev-server`, written
// into its levels folder and the project: devServerFile.mjs), so it is found from the map's folder
// whatever its port and levels folder (MAZE_CAT_LEVELS_DIR). When none is running, one is started
// for the map's levels folder (the folder of its Tiled project, else the map's own) and left
// running. A map at the top of the levels folder opens by its level id, one in a subfolder (a
// draft) or elsewhere in the project by its address on the server. MAZE_CAT_GAME_URL names the
// game's address instead (the project's levels/ then); BROWSER names the browser to open it in
// (else the system's default). Plain Node, so Tiled starts it quickly.
import { spawn } from 'node:child_process';
import { openSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findDevServerFile } from './devServerFile.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LEVEL_FILE = /\.(tmj|json)$/;
/** How long a server started here may take to say where it is. */
const START_MS = 90_000;

/** @param {string} from @param {string} to */
const inside = (from, to) => {
  const relative = path.relative(from, to);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * The `level` value that opens `mapFile` in a game serving `server.levels` (at `/levels/`) from
 * the project `server.root`, or null when the server does not serve the map.
 * @param {string} mapFile
 * @param {{ levels: string, root: string }} server
 * @returns {string | null}
 */
export function levelParam(mapFile, server) {
  const map = path.resolve(mapFile);
  if (inside(server.levels, map)) {
    const relative = path.relative(server.levels, map).split(path.sep).join('/');
    if (!relative.includes('/') && LEVEL_FILE.test(relative)) return relative.replace(LEVEL_FILE, '');
    return `/levels/${relative}`;
  }
  if (inside(server.root, map)) return `/${path.relative(server.root, map).split(path.sep).join('/')}`;
  return null;
}

/**
 * The levels folder for a map: the nearest folder at or above it holding a Tiled project, else the
 * map's own folder.
 * @param {string} mapFile
 */
export function levelsFolderOf(mapFile) {
  const own = path.dirname(path.resolve(mapFile));
  for (let at = own; ; at = path.dirname(at)) {
    try {
      if (readdirSync(at).some((name) => name.endsWith('.tiled-project'))) return at;
    } catch {
      // Unreadable: look further up.
    }
    if (path.dirname(at) === at) return own;
  }
}

/** @param {string} url */
async function servesMazeCat(url) {
  try {
    const page = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return (await page.text()).includes('<title>Maze Cat</title>');
  } catch {
    return false;
  }
}

/**
 * The running server for the map, as its file says, if it answers.
 * @param {string} mapFile
 */
async function runningServer(mapFile) {
  if (process.env.MAZE_CAT_GAME_URL) {
    const url = process.env.MAZE_CAT_GAME_URL;
    return (await servesMazeCat(url)) ? { url, levels: path.join(ROOT, 'levels'), root: ROOT } : null;
  }
  const found = findDevServerFile(path.dirname(path.resolve(mapFile)));
  return found && (await servesMazeCat(found.url)) ? found : null;
}

/**
 * Starts the development server for the map's levels folder, detached (it keeps running after this
 * command), and waits until it says where it is.
 * @param {string} mapFile
 */
async function startServer(mapFile) {
  const levels = levelsFolderOf(mapFile);
  const own = path.join(ROOT, 'levels');
  const env = { ...process.env };
  if (path.resolve(levels) !== own) env.MAZE_CAT_LEVELS_DIR = levels;
  else delete env.MAZE_CAT_LEVELS_DIR;
  const log = path.join(tmpdir(), `maze-cat-dev-server-${process.pid}.log`);
  const out = openSync(log, 'a');
  const port = process.env.MAZE_CAT_DEV_PORT ?? '5173';
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  spawn(process.execPath, [vite, '--port', port, '--clearScreen', 'false'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', out, out],
  }).unref();
  console.log(`started the game's development server for ${levels} (its output: ${log})`);
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    const found = findDevServerFile(path.dirname(path.resolve(mapFile)));
    if (found && path.resolve(found.levels) === path.resolve(levels) && (await servesMazeCat(found.url)))
      return found;
    await new Promise((done) => setTimeout(done, 300));
  }
  return null;
}

/** @param {string} url */
function openBrowser(url) {
  const [command, args] = process.env.BROWSER
    ? [process.env.BROWSER, [url]]
    : process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  spawn(command, args, { detached: true, stdio: 'ignore' }).unref();
}

async function main() {
  const mapFile = process.argv[2];
  if (!mapFile) {
    console.error('usage: node scripts/tiled/playInBrowser.mjs <map>');
    return 2;
  }
  const named = process.env.MAZE_CAT_GAME_URL;
  const server = (await runningServer(mapFile)) ?? (named ? null : await startServer(mapFile));
  if (server === null && named) {
    console.error(
      `error: the game is not running at ${named} (MAZE_CAT_GAME_URL): start it, then play again`,
    );
    return 1;
  }
  if (server === null) {
    console.error(
      `error: the game's development server did not start within ${START_MS / 1000} s: start it with \`npm start\` in ${ROOT}, then play again`,
    );
    return 1;
  }
  const level = levelParam(mapFile, server);
  if (level === null) {
    console.error(
      `error: ${mapFile} is outside the folders the game's development server at ${server.url} serves (${server.levels} and ${server.root}): save it there, or drop it on the game's page`,
    );
    return 1;
  }
  const url = new URL(server.url);
  url.searchParams.set('level', level);
  console.log(`opening ${url.href}`);
  openBrowser(url.href);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
