/**
 * The development server's level files over a plain folder (issue 36): `MAZE_CAT_LEVELS_DIR` pointed
 * at `drafts/` of a folder whose tileset is one level up. The draft's `../maze-cat.tsj` climbs above
 * `/levels/`; it once got the page's index.html, which the loader read as a malformed tileset, and
 * now gets a 404 naming the way out. A real Vite server with only this plugin, on a port of the
 * system's choosing (never one another run holds).
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { levelsServer } from './levelsServer';

describe('the levels server', () => {
  it('answers a Tiled file above /levels/ with a 404 naming MAZE_CAT_LEVELS_DIR, and serves the folder below', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maze-cat-serve-'));
    mkdirSync(join(dir, 'plain', 'drafts'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>the page</title>\n');
    copyFileSync('levels/maze-cat.tsj', join(dir, 'plain', 'maze-cat.tsj'));
    writeFileSync(join(dir, 'plain', 'drafts', 'x.tmj'), '{"tilesets": [{"source": "../maze-cat.tsj"}]}');
    const before = process.env.MAZE_CAT_LEVELS_DIR;
    process.env.MAZE_CAT_LEVELS_DIR = join(dir, 'plain', 'drafts');
    const server = await createServer({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [levelsServer()],
      server: { port: 0, host: '127.0.0.1' },
    });
    onTestFinished(async () => {
      await server.close();
      if (before === undefined) delete process.env.MAZE_CAT_LEVELS_DIR;
      else process.env.MAZE_CAT_LEVELS_DIR = before;
    });
    await server.listen();
    // Listening on TCP: the address is a host and port.
    const { port } = (server.httpServer?.address() ?? {}) as AddressInfo;
    const get = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept: '*/*' } });
      return { status: response.status, text: await response.text() };
    };
    expect(await get('/levels/x.tmj')).toMatchObject({ status: 200 });
    const above = await get('/maze-cat.tsj');
    expect(above.status).toBe(404);
    expect(above.text).toBe(
      `no such file: /maze-cat.tsj is outside /levels/, the levels folder ${join(dir, 'plain', 'drafts')}: a map's reference climbed above it; start the server with MAZE_CAT_LEVELS_DIR set to a folder holding the map and what it names (open a draft in drafts/ as ?level=/levels/drafts/x.tmj)`,
    );
    // The page itself, and files of the project, are Vite's as before.
    expect((await get('/')).text).toContain('the page');
    writeFileSync(join(dir, 'own.tsj'), '{}');
    expect(await get('/own.tsj')).toMatchObject({ status: 200, text: '{}' });
  }, 60_000);
});
