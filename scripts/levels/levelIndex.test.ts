import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLevelIndex } from './levelIndex';

const LEVELS_DIR = resolve(import.meta.dirname, '../../levels');

describe('the level index', () => {
  it('lists every shipped level in play order with its title, par, chapter and tutorial flag', async () => {
    const { entries, problems } = await buildLevelIndex(LEVELS_DIR);
    expect(problems).toEqual([]);
    expect(entries[0]).toEqual({
      id: '01-first-steps',
      file: 'levels/01-first-steps.tmj',
      title: 'First Steps',
      par: expect.any(Number),
      chapter: expect.any(String),
      tutorial: expect.any(Boolean),
    });
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort());
    expect(entries.every((e) => e.par !== null && e.par > 0)).toBe(true);
  });

  it('lists levels in file order; one that does not load under its id, with its error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'maze-cat-index-'));
    try {
      const tileset = await readFile(join(LEVELS_DIR, 'maze-cat.tsj'), 'utf8');
      await writeFile(join(dir, 'maze-cat.tsj'), tileset);
      await writeFile(join(dir, '01-first.tmj'), await readFile(join(LEVELS_DIR, '01-first-steps.tmj')));
      await writeFile(join(dir, '02-broken.tmj'), '{"type": "map"');
      await writeFile(join(dir, 'notes.json'), '{"type": "tileset"}');
      const { entries, problems } = await buildLevelIndex(dir);
      expect(entries.map((e) => [e.id, e.file, e.title])).toEqual([
        ['01-first', 'levels/01-first.tmj', 'First Steps'],
        ['02-broken', 'levels/02-broken.tmj', '02-broken'],
      ]);
      expect(entries[0].par).toBeGreaterThan(0);
      expect(problems.map((p) => p.file)).toEqual(['levels/02-broken.tmj']);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
