import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { levelParam } from './playInBrowser.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = resolve(import.meta.dirname, 'playInBrowser.mjs');

/** Runs the command on a level with the game at `game`; `BROWSER=true` opens no window. */
function play(game: string): Promise<{ status: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [SCRIPT, resolve(ROOT, 'levels/03-good-dog.tmj')], {
    env: { ...process.env, MAZE_CAT_GAME_URL: game, BROWSER: 'true' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  return new Promise((done) => child.on('close', (status) => done({ status, out, err })));
}

describe('Play in browser', () => {
  it('opens a map of levels/ by its level id, another map of the project by its address', () => {
    expect(levelParam(resolve(ROOT, 'levels/03-good-dog.tmj'), ROOT)).toBe('03-good-dog');
    expect(levelParam(resolve(ROOT, 'levels/drafts/x.tmx'), ROOT)).toBe('/levels/drafts/x.tmx');
    expect(levelParam(resolve(ROOT, 'src/cli/fixtures/all-mistakes.tmj'), ROOT)).toBe(
      '/src/cli/fixtures/all-mistakes.tmj',
    );
    expect(levelParam('/elsewhere/map.tmj', ROOT)).toBeNull();
  });

  it('says how to start the game when it is not running', async () => {
    const run = await play('http://127.0.0.1:9/');
    expect(run.status).toBe(1);
    expect(run.err).toContain('the game is not running: start it with `npm start`');
  });

  it('finds the running game and opens the map there', async () => {
    const server = createServer((_, res) => res.end('<html><title>Maze Cat</title></html>'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const run = await play(`http://127.0.0.1:${port}/`);
      expect(run).toEqual({
        status: 0,
        out: `opening http://127.0.0.1:${port}/?level=03-good-dog\n`,
        err: '',
      });
    } finally {
      server.close();
    }
  });
});
