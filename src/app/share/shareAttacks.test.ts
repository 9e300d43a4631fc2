import { readFileSync } from 'node:fs';
import { deflateSync, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { newMapText } from '../../level/edit';
import { TEXT_SETTING_CHARS } from '../../level/levelSettings';
import { loadLevel } from '../../level/loadLevel';
import { toBase64Url } from '../../sim/replay';
import { packMap, unpackMap } from './mapPayload';
import { readShareLink, shareFragment } from './shareLink';

/** Hostile share links (issue 36): each opens or says why not, in bounded time; none runs its text. */

const TILESET = readFileSync('levels/maze-cat.tsj', 'utf8');

/** A 6 x 5 map with a cat and an exit, its title and intro set. */
function mapText(title: string, intro: string): string {
  const map = JSON.parse(newMapText(6, 5));
  map.properties = [
    { name: 'title', type: 'string', value: title },
    { name: 'intro', type: 'string', value: intro },
  ];
  const entities = map.layers.find((l: { name: string }) => l.name === 'entities');
  entities.objects = [
    { id: 1, name: '', type: 'Cat', x: 32, y: 32, width: 32, height: 32 },
    { id: 2, name: '', type: 'Exit', x: 128, y: 96, width: 32, height: 32 },
  ];
  map.nextobjectid = 3;
  return JSON.stringify(map);
}

async function levelOfLink(hash: string) {
  const link = readShareLink(hash);
  if (link.kind !== 'shared' || link.level.kind !== 'map')
    throw new Error(JSON.stringify(link).slice(0, 200));
  const files = link.level.files;
  const read = async (path: string) =>
    path.endsWith('maze-cat.tsj') ? TILESET : (files.find((f) => f.path === path)?.text ?? '');
  return loadLevel(files[0].path, read);
}

describe('hostile share links', { timeout: 10_000 }, () => {
  it('a link cut short anywhere is refused with a sentence, never a throw', () => {
    const files = [{ path: 'm.tmj', text: mapText('Cut', '') }];
    const hash = shareFragment({ kind: 'map', files, packed: packMap(files) }, null);
    for (let end = 1; end < hash.length; end += 7) {
      const link = readShareLink(hash.slice(0, end));
      expect(['error', 'none'], hash.slice(0, end)).toContain(link.kind);
      if (link.kind === 'error') expect(link.message).toMatch(/^This link/);
    }
  });

  it('a title and intro of markup stay the text they are', async () => {
    const title = '<img src=x onerror="window.pwned=1">';
    const intro = '<script>window.pwned=1</script>';
    const files = [{ path: 'm.tmj', text: mapText(title, intro) }];
    const level = await levelOfLink(shareFragment({ kind: 'map', files, packed: packMap(files) }, null));
    expect([level.title, level.intro]).toEqual([title, intro]);
  });

  it('a megabyte title (a few hundred characters packed) is cut to what the game shows', async () => {
    const files = [{ path: 'm.tmj', text: mapText('T'.repeat(1_000_000), 'i'.repeat(50_000)) }];
    const packed = packMap(files);
    expect(packed.length).toBeLessThan(3000);
    const level = await levelOfLink(shareFragment({ kind: 'map', files, packed }, null));
    expect(level.title).toHaveLength(TEXT_SETTING_CHARS.title);
    expect(level.title.endsWith('…')).toBe(true);
    expect(level.intro).toHaveLength(TEXT_SETTING_CHARS.intro);
  });

  it('tile data that claims 6 x 5 tiles and inflates to 16 MB is refused without inflating it all', async () => {
    const map = JSON.parse(mapText('Bomb', ''));
    const bomb = zlibSync(new Uint8Array(16 * 1024 * 1024), { level: 9 });
    map.layers[0].data = Buffer.from(bomb).toString('base64');
    map.layers[0].encoding = 'base64';
    map.layers[0].compression = 'zlib';
    const files = [{ path: 'm.tmj', text: JSON.stringify(map) }];
    const packed = packMap(files);
    const before = process.memoryUsage().heapUsed;
    const error = await levelOfLink(shareFragment({ kind: 'map', files, packed }, null)).catch(
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/m\.tmj: layers\[0\].*expands beyond the 120 bytes this layer holds/);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('a packed map whose JSON is a deflate bomb stops at 4 MB, however small the link', () => {
    const text = `{"files":[["m.tmj","${' '.repeat(8 * 1024 * 1024)}"]]}`;
    const packed = toBase64Url(deflateSync(new TextEncoder().encode(text), { level: 9 }));
    expect(packed.length).toBeLessThan(32_000);
    expect(() => unpackMap(packed)).toThrow(/unpacks to more than 4 MB/);
  });
});
