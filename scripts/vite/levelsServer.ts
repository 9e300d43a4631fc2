/**
 * The development server's level files and address. Every file under `/levels/` is served from the
 * levels folder (levels/, or MAZE_CAT_LEVELS_DIR: scripts/vite/levelsFolder.ts), subfolders
 * included, as it is on disk, so a draft in `drafts/` opens with `?level=/levels/drafts/x.tmj` and
 * its `../maze-cat.tsj` is found beside the other levels; a file that is not there gets a 404
 * saying where it was looked for (not the page's index.html, which the loader would read as a
 * malformed map). Once listening, the server writes where it is (`.maze-cat-dev-server`:
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
        if (!pathname.startsWith('/levels/') || asModule || (req.method !== 'GET' && req.method !== 'HEAD'))
          return next();
        const file = resolve(levels, pathname.slice('/levels/'.length));
        const inside = relative(levels, file);
        const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
          res.statusCode = status;
          res.setHeader('Content-Type', type);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : body);
        };
        if (inside.startsWith(`..${sep}`) || inside === '..') return send(403, 'outside the levels folder');
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return send(404, `no such file: ${pathname} (looked for ${file})`);
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
