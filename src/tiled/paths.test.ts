import { describe, expect, it } from 'vitest';
import { dirName, normalizePath, resolvePath } from './paths';

describe('resolvePath', () => {
  it.each([
    ['levels/a.tmj', 'tiles.tsj', 'levels/tiles.tsj'],
    ['levels/a.tmj', '../art/t.png', 'art/t.png'],
    ['levels/sub/a.tmj', './../x/./y.tx', 'levels/x/y.tx'],
    ['a.tmj', '../up.tsj', '../up.tsj'],
    ['/srv/l/a.tmj', '../../../../t.tsj', '/t.tsj'],
    ['https://host/game/levels/a.tmj', '../art/t.png', 'https://host/game/art/t.png'],
    ['https://host/game/a.tmj', '/root.tsj', 'https://host/root.tsj'],
    ['https://host/a.tmj', '../../../x.png', 'https://host/x.png'],
    ['levels/a.tmj', 'https://cdn/x.png', 'https://cdn/x.png'],
    ['levels\\win\\a.tmj', 'b.tsx', 'levels/win/b.tsx'],
    ['C:/maps/a.tmj', '../../b.tsx', 'C:/b.tsx'],
    // A map in a data: URL has no folder (its media type's slash is not one).
    ['data:application/json,{"a":"b/c"}', 'maze-cat.tsj', 'maze-cat.tsj'],
    ['data:application/json,{}', '../t/maze-cat.png', '../t/maze-cat.png'],
    ['blob:https://host/1234-5678', 'tiles.tsj', 'tiles.tsj'],
  ])('%s + %s = %s', (from, ref, want) => {
    expect(resolvePath(from, ref)).toBe(want);
  });

  it('keeps data: URLs whole', () => {
    expect(resolvePath('a/b.tmj', 'data:image/png;base64,AA==')).toBe('data:image/png;base64,AA==');
  });

  it('dirName and normalizePath', () => {
    expect(dirName('a/b/c.tmj')).toBe('a/b/');
    expect(dirName('c.tmj')).toBe('');
    expect(normalizePath('a/./b/../c')).toBe('a/c');
    expect(normalizePath('./')).toBe('.');
  });
});
