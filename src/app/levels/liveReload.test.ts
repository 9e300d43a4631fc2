import { describe, expect, it } from 'vitest';
import { needsReload } from './liveReload';

describe('needsReload', () => {
  const open = 'levels/03-good-dog.tmj';
  it('reloads when the open map changed', () => {
    expect(needsReload(['levels/03-good-dog.tmj'], open)).toBe(true);
    expect(needsReload(['/levels/03-good-dog.tmj'], open)).toBe(true);
  });
  it('reloads when a tileset, template, image or .json changed', () => {
    for (const f of [
      'levels/maze-cat.tsj',
      'levels/maze-cat.tsx',
      'levels/dog.tx',
      'levels/maze-cat.png',
      'levels/t.json',
    ])
      expect(needsReload([f], open), f).toBe(true);
  });
  it('leaves the level alone when only other maps changed, or no level is open', () => {
    expect(needsReload(['levels/04-order-matters.tmj', 'levels/zz.tmx'], open)).toBe(false);
    expect(needsReload(['levels/maze-cat.tsj'], '')).toBe(false);
  });
});
