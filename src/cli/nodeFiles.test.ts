import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../tiled/limits';
import { loadTiledMap } from '../tiled/loadTiledMap';
import { MapError } from '../tiled/mapError';
import { levelFolder, nodeReadFile } from './nodeFiles';

const root = mkdtempSync(path.join(tmpdir(), 'maze-cat-files-'));
mkdirSync(path.join(root, 'level', 'sets'), { recursive: true });
writeFileSync(
  path.join(root, 'secret.tsj'),
  '{"name":"secret","tilewidth":8,"tileheight":8,"tilecount":1,"columns":1,"image":"s.png"}',
);
writeFileSync(
  path.join(root, 'level', 'sets', 'ok.tsj'),
  '{"name":"ok","tilewidth":8,"tileheight":8,"tilecount":1,"columns":1,"image":"s.png"}',
);
symlinkSync(path.join(root, 'secret.tsj'), path.join(root, 'level', 'link.tsj'));
// Opening a FIFO for reading waits for a writer: before it was refused, `inspect` hung here.
execFileSync('mkfifo', [path.join(root, 'level', 'pipe.tsj')]);
// Two links leading to each other: never followed round and round.
symlinkSync(path.join(root, 'level', 'loop-b.tsj'), path.join(root, 'level', 'loop-a.tsj'));
symlinkSync(path.join(root, 'level', 'loop-a.tsj'), path.join(root, 'level', 'loop-b.tsj'));
// A file a byte over the loader's limit (sparse: it takes no room on the disk), refused unread.
writeFileSync(path.join(root, 'level', 'huge.tsj'), '{}');
truncateSync(path.join(root, 'level', 'huge.tsj'), DEFAULT_LIMITS.maxFileChars + 1);

function mapWith(source: string): string {
  return JSON.stringify({
    orientation: 'orthogonal',
    width: 1,
    height: 1,
    tilewidth: 8,
    tileheight: 8,
    tilesets: [{ firstgid: 1, source }],
    layers: [{ type: 'tilelayer', name: 'l', width: 1, height: 1, data: [1] }],
  });
}

async function load(source: string) {
  const file = path.join(root, 'level', `map-${source.replace(/\W/g, '_')}.tmj`);
  writeFileSync(file, mapWith(source));
  return loadTiledMap(file, nodeReadFile(levelFolder(file)));
}

describe('nodeReadFile', () => {
  it('reads references inside the level folder', async () => {
    const map = await load('sets/ok.tsj');
    expect(map.tilesets[0].name).toBe('ok');
  });

  it.each([
    ['../secret.tsj', /outside the level's project folder/],
    [path.join(root, 'secret.tsj'), /outside the level's project folder/],
    ['link.tsj', /links outside the level's project folder/],
    ['missing.tsj', /no such file/],
    ['sets', /is a folder/],
    ['pipe.tsj', /is not a regular file \(a FIFO, socket or device\)/],
    ['loop-a.tsj', /cannot read \(ELOOP\)/],
    [
      'huge.tsj',
      new RegExp(
        `is ${DEFAULT_LIMITS.maxFileChars + 1} bytes, over the limit of ${DEFAULT_LIMITS.maxFileChars} bytes`,
      ),
    ],
  ])('refuses %s', async (source, message) => {
    const error = await load(source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapError);
    expect((error as MapError).place).toBe('tilesets[0].source');
    expect((error as MapError).detail).toMatch(message);
  });
});

describe('levelFolder', () => {
  it('is the nearest folder above the map holding a Tiled project, a package.json or a .git', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'maze-cat-project-'));
    mkdirSync(path.join(project, 'levels', 'drafts', 'deep'), { recursive: true });
    const draft = path.join(project, 'levels', 'drafts', 'deep', 'x.tmj');
    expect(levelFolder(draft)).toBe(path.join(project, 'levels', 'drafts', 'deep'));
    writeFileSync(path.join(project, 'package.json'), '{}');
    expect(levelFolder(draft)).toBe(project);
    writeFileSync(path.join(project, 'levels', 'my.tiled-project'), '{}');
    expect(levelFolder(draft)).toBe(path.join(project, 'levels'));
  });
});
