import { describe, expect, it } from 'vitest';
import { catalogKey, isMapJson, LevelCatalog, levelIdOf, orderLevels } from './levelCatalog';

describe('level ids and order', () => {
  it('takes the id from the file name', () => {
    expect(levelIdOf('levels/01-first-steps.tmj')).toBe('01-first-steps');
    expect(levelIdOf('https://x.test/a/b.c.json')).toBe('b.c');
  });

  it('normalises glob keys', () => {
    expect(catalogKey('/levels/a.tmj')).toBe('levels/a.tmj');
    expect(catalogKey('levels/sub/../a.tmj')).toBe('levels/a.tmj');
    expect(catalogKey('./levels/a.tmj')).toBe('levels/a.tmj');
  });

  it('lists .tmj files and map .json files by name, not tilesets or templates', () => {
    const texts = new Map([
      ['levels/10-late.tmj', '{}'],
      ['levels/02-second.tmj', '{}'],
      ['levels/01-first.json', '{"type":"map"}'],
      ['levels/maze-cat.tsj', '{"type":"tileset"}'],
      ['levels/tiles.json', '{"type":"tileset"}'],
      ['levels/broken.json', '{'],
    ]);
    expect(orderLevels(texts).map((e) => e.id)).toEqual(['01-first', '02-second', '10-late']);
  });

  it('leaves the community shelf (levels/community/) out of the campaign, its maps still readable', async () => {
    const texts = new Map([
      ['levels/01-first.tmj', '{}'],
      ['levels/community/01-first.tmj', '{}'],
    ]);
    expect(orderLevels(texts).map((e) => e.file)).toEqual(['levels/01-first.tmj']);
    const c = new LevelCatalog(async () => {
      throw new Error('not fetched');
    });
    c.update({ 'levels/community/x.tmj': 'X' }, {});
    expect(c.levels()).toEqual([]);
    expect(await c.readFile('levels/community/x.tmj')).toBe('X');
  });
});

describe('LevelCatalog', () => {
  function catalog(fetched: Record<string, string> = {}) {
    const c = new LevelCatalog(async (url) => {
      const text = fetched[url];
      if (text === undefined) throw new Error(`404 ${url}`);
      return text;
    });
    c.update(
      { '/levels/01-a.tmj': 'A', '/levels/maze-cat.tsj': 'TS' },
      { '/levels/maze-cat.png': '/assets/maze-cat-123.png' },
    );
    return c;
  }

  it('serves bundled text and image URLs', async () => {
    const c = catalog();
    expect(await c.readFile('levels/01-a.tmj')).toBe('A');
    expect(await c.readFile('levels/./maze-cat.tsj')).toBe('TS');
    expect(c.resolveUrl('levels/maze-cat.png')).toBe('/assets/maze-cat-123.png');
    expect(c.resolveUrl('data:image/png;base64,xx')).toBe('data:image/png;base64,xx');
    expect(c.levels()).toEqual([{ id: '01-a', file: 'levels/01-a.tmj' }]);
  });

  it('fetches other files, falling back to a bundled file of the same name', async () => {
    const c = catalog({ 'https://x.test/l.tmj': 'L' });
    expect(await c.readFile('https://x.test/l.tmj')).toBe('L');
    expect(await c.readFile('https://x.test/maze-cat.tsj')).toBe('TS');
    expect(c.resolveUrl('https://x.test/maze-cat.png')).toBe('/assets/maze-cat-123.png');
    await expect(c.readFile('https://x.test/missing.tsj')).rejects.toThrow(/404/);
  });

  it('never falls back to a bundled level: a level that failed to download is an error', async () => {
    const c = catalog();
    await expect(c.readFile('https://other.test/01-a.tmj')).rejects.toThrow(
      /404 https:\/\/other.test\/01-a.tmj/,
    );
  });

  it("a data: level's bare tileset names find the game's tileset and its image", async () => {
    const c = catalog();
    expect(await c.readFile('maze-cat.tsj')).toBe('TS');
    expect(c.resolveUrl('maze-cat.png')).toBe('/assets/maze-cat-123.png');
  });

  it("a data: level's relative tileset path (a shelf map's ../maze-cat.tsj) finds the game's tileset, not the page", async () => {
    // Fetched relative to the page, the path came back as the page's own HTML: "malformed XML".
    const c = catalog({ '../maze-cat.tsj': '<!doctype html>' });
    expect(await c.readFile('../maze-cat.tsj')).toBe('TS');
    expect(await c.readFile('./maze-cat.tsj')).toBe('TS');
  });

  it('reports changed files to listeners', () => {
    const c = catalog();
    const seen: string[][] = [];
    c.onChange((files) => seen.push([...files]));
    c.update(
      { '/levels/01-a.tmj': 'A2', '/levels/maze-cat.tsj': 'TS', '/levels/02-b.tmj': 'B' },
      { '/levels/maze-cat.png': '/assets/maze-cat-123.png' },
    );
    expect(seen).toEqual([['levels/01-a.tmj', 'levels/02-b.tmj']]);
    expect(
      c.update(
        { '/levels/01-a.tmj': 'A2', '/levels/maze-cat.tsj': 'TS', '/levels/02-b.tmj': 'B' },
        {
          '/levels/maze-cat.png': '/assets/maze-cat-123.png',
        },
      ),
    ).toEqual([]);
    expect(seen.length).toBe(1);
  });
});

describe('isMapJson', () => {
  it('parses a small text, and only searches a large one (a dropped 200 MB file is not parsed on the page)', () => {
    expect(isMapJson('{"type": "map", "width": 2}')).toBe(true);
    expect(isMapJson('{"type": "tileset"}')).toBe(false);
    expect(isMapJson('not json')).toBe(false);
    const padding = ' '.repeat(2 * 1024 * 1024);
    expect(isMapJson(`{"layers": [],${padding}"type": "map"}`)).toBe(true);
    expect(isMapJson(`{"tiles": [],${padding}"type": "tileset"}`)).toBe(false);
  });
});

describe('a catalogue in two parts (the first level first)', () => {
  const noFetch = async (): Promise<string> => {
    throw new Error('not fetched');
  };

  it('merges a part without dropping the files already in', () => {
    const c = new LevelCatalog(noFetch);
    c.update({ 'levels/02-b.tmj': 'B' }, {});
    c.merge({ 'levels/01-a.tmj': 'A' }, { 'levels/p.png': '/p.png' });
    expect(c.levels().map((e) => e.id)).toEqual(['01-a', '02-b']);
    expect(c.resolveUrl('levels/p.png')).toBe('/p.png');
  });

  it('fetches the rest for a bundled file it lacks, once asked, and not for one it holds', async () => {
    const c = new LevelCatalog(noFetch);
    c.merge({ 'levels/01-a.tmj': 'A' }, {});
    let fetched = 0;
    c.setRest(async () => {
      fetched++;
      c.update({ 'levels/01-a.tmj': 'A', 'levels/02-b.tmj': 'B' }, {});
      c.setRest(null);
    });
    expect(await c.readFile('levels/01-a.tmj')).toBe('A');
    expect(fetched).toBe(0);
    expect(await c.readFile('levels/02-b.tmj')).toBe('B');
    expect(fetched).toBe(1);
  });

  it('reads a level that has a chunk of its own from that chunk, not the rest (a level opened by its address)', async () => {
    const c = new LevelCatalog(noFetch);
    let rest = 0;
    c.setRest(async () => {
      rest++;
      c.update({ 'levels/02-b.tmj': 'B', 'levels/03-c.tmj': 'C' }, {});
      c.setRest(null);
    });
    const alone: string[] = [];
    c.setAlone({
      'levels/02-b.tmj': async () => {
        alone.push('02-b');
        return 'B';
      },
    });
    expect(await c.readFile('levels/02-b.tmj')).toBe('B');
    expect({ alone, rest }).toEqual({ alone: ['02-b'], rest: 0 });
    // A file with no chunk of its own still brings the rest; once it is in, the chunks are not asked.
    expect(await c.readFile('levels/03-c.tmj')).toBe('C');
    expect(await c.readFile('levels/02-b.tmj')).toBe('B');
    expect({ alone, rest }).toEqual({ alone: ['02-b'], rest: 1 });
  });

  it("falls back to the rest when a level's own chunk could not be fetched", async () => {
    const c = new LevelCatalog(noFetch);
    c.setRest(async () => {
      c.update({ 'levels/02-b.tmj': 'B' }, {});
      c.setRest(null);
    });
    c.setAlone({ 'levels/02-b.tmj': () => Promise.reject(new Error('offline')) });
    expect(await c.readFile('levels/02-b.tmj')).toBe('B');
  });

  it('reports a file the rest did not bring (or could not be fetched for) as before', async () => {
    const c = new LevelCatalog(noFetch);
    c.setRest(async () => {
      throw new Error('offline');
    });
    await expect(c.readFile('levels/03-c.tmj')).rejects.toThrow('not fetched');
  });
});
