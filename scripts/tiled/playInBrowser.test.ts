import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEV_SERVER_FILE } from './devServerFile.mjs';
import { levelParam, levelsFolderOf } from './playInBrowser.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = resolve(import.meta.dirname, 'playInBrowser.mjs');

/** Runs the command on a map; `BROWSER=true` opens no window. */
function play(map: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [SCRIPT, map], {
    env: { ...process.env, MAZE_CAT_GAME_URL: '', BROWSER: 'true', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  return new Promise<{ status: number | null; out: string; err: string }>((done) =>
    child.on('close', (status) => done({ status, out, err })),
  );
}

/** A designer's levels folder outside the project: the Tiled project, the tileset, a level and a draft. */
function designerFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'maze-cat-play-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const name of ['maze-cat.tiled-project', 'maze-cat.tsj', 'maze-cat.png', '03-good-dog.tmj'])
    copyFileSync(join(ROOT, 'levels', name), join(dir, name));
  mkdirSync(join(dir, 'drafts'));
  const draft = JSON.parse(readFileSync(join(ROOT, 'levels', '03-good-dog.tmj'), 'utf8'));
  draft.tilesets[0].source = '../maze-cat.tsj';
  writeFileSync(join(dir, 'drafts', 'x.tmj'), JSON.stringify(draft));
  return dir;
}

describe('Play in browser', () => {
  it('opens a map of the levels folder by its level id, a draft or another map of the project by its address', () => {
    const server = { levels: join(ROOT, 'levels'), root: ROOT };
    expect(levelParam(join(ROOT, 'levels/03-good-dog.tmj'), server)).toBe('03-good-dog');
    expect(levelParam(join(ROOT, 'levels/drafts/x.tmx'), server)).toBe('/levels/drafts/x.tmx');
    expect(levelParam(join(ROOT, 'src/cli/fixtures/all-mistakes.tmj'), server)).toBe(
      '/src/cli/fixtures/all-mistakes.tmj',
    );
    expect(levelParam('/elsewhere/map.tmj', server)).toBeNull();
    // A levels folder elsewhere (MAZE_CAT_LEVELS_DIR) is served at /levels/ all the same.
    expect(levelParam('/mine/drafts/x.tmj', { levels: '/mine', root: ROOT })).toBe('/levels/drafts/x.tmj');
    expect(levelsFolderOf(join(ROOT, 'levels/drafts/x.tmj'))).toBe(join(ROOT, 'levels'));
  });

  it('says so when the game named by MAZE_CAT_GAME_URL is not running', async () => {
    const run = await play(join(ROOT, 'levels/03-good-dog.tmj'), {
      MAZE_CAT_GAME_URL: 'http://127.0.0.1:9/',
    });
    expect(run.status).toBe(1);
    expect(run.err).toContain('the game is not running at http://127.0.0.1:9/');
  });

  it('finds the server that serves the map from the file it wrote, whatever its port and folder', async () => {
    const dir = designerFolder();
    const server = createServer((_, res) => res.end('<html><title>Maze Cat</title></html>'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    onTestFinished(() => void server.close());
    const { port } = server.address() as AddressInfo;
    const info = { url: `http://127.0.0.1:${port}/`, levels: dir, root: ROOT, pid: 1 };
    writeFileSync(join(dir, DEV_SERVER_FILE), JSON.stringify(info));
    const run = await play(join(dir, 'drafts', 'x.tmj'));
    expect(run).toEqual({
      status: 0,
      out: `opening http://127.0.0.1:${port}/?level=%2Flevels%2Fdrafts%2Fx.tmj\n`,
      err: '',
    });
  });

  it('starts a server for the map when none is running, which serves the draft and its tileset', async () => {
    const dir = designerFolder();
    const run = await play(join(dir, 'drafts', 'x.tmj'), { MAZE_CAT_DEV_PORT: '4423' });
    const info = JSON.parse(readFileSync(join(dir, DEV_SERVER_FILE), 'utf8'));
    onTestFinished(() => {
      process.kill(info.pid, 'SIGTERM');
    });
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    expect(run.out).toContain(`started the game's development server for ${dir}`);
    expect(run.out).toContain(`opening ${info.url}?level=%2Flevels%2Fdrafts%2Fx.tmj`);
    expect(info.levels).toBe(dir);
    const draft = await fetch(new URL('levels/drafts/x.tmj', info.url));
    expect(JSON.parse(await draft.text()).tilesets[0].source).toBe('../maze-cat.tsj');
    expect((await fetch(new URL('levels/maze-cat.tsj', info.url))).ok).toBe(true);
    const missing = await fetch(new URL('levels/drafts/nope.tmj', info.url));
    expect([missing.status, await missing.text()]).toEqual([
      404,
      `no such file: /levels/drafts/nope.tmj (looked for ${join(dir, 'drafts', 'nope.tmj')})`,
    ]);
  }, 120_000);
});
