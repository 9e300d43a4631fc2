/**
 * The development server's level files and address. Every file under `/levels/` is served from the
 * levels folder (levels/, or MAZE_CAT_LEVELS_DIR: scripts/vite/levelsFolder.ts), subfolders
 * included, as it is on disk, so a draft in `drafts/` opens with `?level=/levels/drafts/x.tmj` and
 * its `../maze-cat.tsj` is found beside the other levels; a file that is not there gets a 404
 * saying where it was looked for (not the page's index.html, which the loader would read as a
 * malformed map), and a map, tileset or template asked for above `/levels/` that is not the
 * project's or public/'s (a reference that climbed out of the levels folder) gets a 404 naming the
 * way out (`climbedOut`). Once listening, the server writes where it is (`.maze-cat-dev-server`:
 * scripts/tiled/devServerFile.mjs) for *Play in browser*.
 */
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { announceDevServer } from '../tiled/devServerFile.mjs';
import { watchedLevelsDir } from './levelsFolder';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.tmx': 'application/xml',
  '.tsx': 'application/xml',
  '.tx': 'application/xml',
};

/** The Tiled files a map names: maps, tilesets, templates. */
const TILED_FILE = /\.(tmj|tmx|tsj|tsx|tx|tj)$/i;

const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * Why a Tiled file outside /levels/ is not there: the levels folder is the server's root for level
 * files, as `--root` is the command line's; the way out is a levels folder holding both.
 */
export function climbedOut(pathname: string, levels: string): string {
  return `no such file: ${pathname} is outside /levels/, the levels folder ${levels}: a map's reference climbed above it; start the server with MAZE_CAT_LEVELS_DIR set to a folder holding the map and what it names (open a draft in drafts/ as ?level=/levels/drafts/x.tmj)`;
}

export function levelsServer(): Plugin {
  return {
    name: 'maze-cat-levels-server',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const levels = resolve(watchedLevelsDir(root));
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://x');
        const pathname = decodeURIComponent(url.pathname);
        // Module requests (`?raw`, `?url`, `?import`: the page's own imports of level files) are Vite's.
        const asModule = [...url.searchParams.keys()].some((key) => key !== 't');
        if (asModule || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
          res.statusCode = status;
          res.setHeader('Content-Type', type);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : body);
        };
        if (!pathname.startsWith('/levels/')) {
          // A map's reference that climbed above /levels/ (a draft at the top naming ../maze-cat.tsj)
          // would get the page's index.html; it gets the way out instead.
          const own = [root, server.config.publicDir].filter((dir) => dir !== '');
          if (!TILED_FILE.test(pathname) || pathname.startsWith('/@')) return next();
          for (const dir of own) if (await isFile(resolve(dir, `.${pathname}`))) return next();
          return send(404, climbedOut(pathname, levels));
        }
        const file = resolve(levels, pathname.slice('/levels/'.length));
        const inside = relative(levels, file);
        if (inside.startsWith(`..${sep}`) || inside === '..') return send(403, 'outside the levels folder');
        if (!(await isFile(file))) return send(404, `no such file: ${pathname} (looked for ${file})`);
        send(200, await readFile(file), TYPES[extname(file).toLowerCase()] ?? 'text/plain; charset=utf-8');
      });
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address() as AddressInfo | null;
        if (!address) return;
        const host = typeof server.config.server.host === 'string' ? server.config.server.host : 'localhost';
        const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/`;
        const remove = announceDevServer({ url, levels, root: resolve(root) }, [levels, resolve(root)]);
        server.httpServer?.once('close', remove);
        process.once('exit', remove);
        // Stopped by a signal, Node exits without 'exit': remove the files, then stop as the signal would.
        for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
          process.once(signal, () => {
            remove();
            process.kill(process.pid, signal);
          });
      });
    },
  };
}
