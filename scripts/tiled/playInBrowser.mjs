// "Play in browser", a command of the Tiled project (levels/maze-cat.tiled-project):
// `node scripts/tiled/playInBrowser.mjs <map>` opens the running game (`npm start`'s dev server)
// on that map with `?level=`. A map in levels/ opens by its level id, any other map inside the
// project by its address on the dev server. MAZE_CAT_GAME_URL names the game's address when it is
// not on localhost's ports 5173-5182, where Vite puts it; BROWSER names the browser to open it in
// (else the system's default). Plain Node, so Tiled starts it quickly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LEVEL_FILE = /\.(tmj|json)$/;

/**
 * The `level` value that opens `mapFile` in the game served from `root`, or null when the map is
 * outside the project (the dev server does not serve it).
 * @param {string} mapFile
 * @param {string} root
 * @returns {string | null}
 */
export function levelParam(mapFile, root) {
  const relative = path.relative(root, path.resolve(mapFile)).split(path.sep).join('/');
  if (relative.startsWith('../') || path.isAbsolute(relative)) return null;
  const [folder, name, ...deeper] = relative.split('/');
  if (folder === 'levels' && deeper.length === 0 && LEVEL_FILE.test(name))
    return name.replace(LEVEL_FILE, '');
  return `/${relative}`;
}

/**
 * The running game's address: MAZE_CAT_GAME_URL, else the first of Vite's ports that serves Maze Cat.
 * @returns {Promise<string | null>}
 */
async function findGame() {
  const candidates = process.env.MAZE_CAT_GAME_URL
    ? [process.env.MAZE_CAT_GAME_URL]
    : Array.from({ length: 10 }, (_, i) => `http://localhost:${5173 + i}/`);
  for (const url of candidates) {
    try {
      const page = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if ((await page.text()).includes('<title>Maze Cat</title>')) return url;
    } catch {
      // Nothing there: try the next port.
    }
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
  const level = levelParam(mapFile, ROOT);
  if (level === null) {
    console.error(
      `error: ${mapFile} is outside the project (${ROOT}), where the game cannot load it: save it in levels/, or drop it on the game's page`,
    );
    return 1;
  }
  const game = await findGame();
  if (game === null) {
    console.error(`error: the game is not running: start it with \`npm start\` in ${ROOT}, then play again`);
    return 1;
  }
  const url = new URL(game);
  url.searchParams.set('level', level);
  console.log(`opening ${url.href}`);
  openBrowser(url.href);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
