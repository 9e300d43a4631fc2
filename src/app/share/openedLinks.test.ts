import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../saves/testStorage';
import {
  fragmentId,
  MAX_FRAGMENT_CHARS,
  MAX_OPENED_CHARS,
  MAX_OPENED_LINKS,
  OPENED_LINKS_KEY,
  OpenedLinks,
} from './openedLinks';

const at = (start: number) => {
  let t = start;
  return () => t++;
};
const link = (n: number) => ({ title: `Level ${n}`, maker: 'Ada', fragment: `#mc=1&level=lvl-${n}` });

describe('levels opened from links', () => {
  it('are kept the latest first; the same link opened again moves up instead of twice', () => {
    const store = new OpenedLinks(new MemoryStorage(), at(1000));
    expect(store.remember(link(1))).toBeNull();
    expect(store.remember(link(2))).toBeNull();
    expect(store.remember(link(1))).toBeNull();
    const list = store.list();
    expect(list.map((l) => l.title)).toEqual(['Level 1', 'Level 2']);
    expect(list[0]).toMatchObject({ maker: 'Ada', opened: 1002, fragment: '#mc=1&level=lvl-1' });
  });

  it('keep the latest 50', () => {
    const store = new OpenedLinks(new MemoryStorage(), at(0));
    for (let i = 0; i < 60; i++) store.remember(link(i));
    const list = store.list();
    expect(list).toHaveLength(MAX_OPENED_LINKS);
    expect(list[0].title).toBe('Level 59');
    expect(list.at(-1)?.title).toBe('Level 10');
  });

  it('refuse a link longer than a link may be, saying so', () => {
    const store = new OpenedLinks(new MemoryStorage(), at(0));
    const notice = store.remember({
      title: 'Big',
      maker: '',
      fragment: `#mc=1&map=${'A'.repeat(MAX_FRAGMENT_CHARS)}`,
    });
    expect(notice).toMatch(
      /^This level is not kept under Opened from links: its link takes 40,010 characters/,
    );
    expect(store.list()).toEqual([]);
  });

  it('remove one, and put it back (Undo)', () => {
    const store = new OpenedLinks(new MemoryStorage(), at(0));
    store.remember(link(1));
    store.remember(link(2));
    const gone = store.remove(store.list()[1].id);
    expect(gone?.title).toBe('Level 1');
    expect(store.list().map((l) => l.title)).toEqual(['Level 2']);
    expect(gone && store.restore(gone)).toBe(true);
    expect(store.list().map((l) => l.title)).toEqual(['Level 2', 'Level 1']);
    expect(store.remove('no-such-id')).toBeUndefined();
  });

  it('drop damaged entries and a damaged list with a sentence, and never throw', () => {
    const entries = JSON.stringify([
      { id: 'a', title: 'Good', maker: '', opened: 5, fragment: '#mc=1&level=x' },
      { id: 'b', title: 7, maker: '', opened: 5, fragment: '#mc=1&level=y' },
      { id: 'c', title: 'Not a link', maker: '', opened: 5, fragment: '<script>' },
      null,
    ]);
    const store = new OpenedLinks(new MemoryStorage({ [OPENED_LINKS_KEY]: entries }));
    expect(store.read()).toEqual({
      links: [
        { id: fragmentId('#mc=1&level=x'), title: 'Good', maker: '', opened: 5, fragment: '#mc=1&level=x' },
      ],
      problem: '3 damaged entries were left out of the levels opened from links.',
    });
    const broken = new OpenedLinks(new MemoryStorage({ [OPENED_LINKS_KEY]: '{"cut short' }));
    expect(broken.read().problem).toMatch(/was damaged and could not be read; it starts again/);
    expect(broken.remember(link(1))).toBeNull();
    expect(broken.read()).toMatchObject({ problem: null, links: [{ title: 'Level 1' }] });
  });

  it('when storage is full, drop the oldest to keep the newest; when even one is refused, say so', () => {
    const storage = new MemoryStorage();
    const store = new OpenedLinks(storage, at(0));
    for (let i = 0; i < 8; i++) store.remember(link(i));
    // Full: at most 3 entries' worth of characters fit from now on.
    const room = JSON.stringify(store.list().slice(0, 3)).length;
    const full = new MemoryStorage({ [OPENED_LINKS_KEY]: storage.getItem(OPENED_LINKS_KEY) ?? '' });
    full.setItem = (key, value) => {
      if (value.length > room) throw new DOMException('full', 'QuotaExceededError');
      full.items.set(key, value);
    };
    const squeezed = new OpenedLinks(full, at(100));
    expect(squeezed.remember(link(9))).toBeNull();
    const kept = squeezed.list();
    expect(kept[0].title).toBe('Level 9');
    expect(kept.length).toBeLessThanOrEqual(3);
    const refusing = new OpenedLinks(new MemoryStorage({}, () => true));
    expect(refusing.remember(link(1))).toBe(
      "This level is not kept under Opened from links: this browser's storage is full or blocked.",
    );
    expect(new OpenedLinks(null).remember(link(1))).toMatch(/storage is full or blocked/);
  });

  it('read in bounded time whatever is stored: the latest 50 of 5,000 entries, the rest counted', () => {
    const entries = Array.from({ length: 5_000 }, (_, i) => ({
      id: `stored-${i}`,
      title: `Level ${i}`,
      maker: 'Ada',
      opened: i,
      fragment: `#mc=1&level=lvl-${i}`,
    }));
    const store = new OpenedLinks(new MemoryStorage({ [OPENED_LINKS_KEY]: JSON.stringify(entries) }));
    const { links, problem } = store.read();
    expect(links).toHaveLength(MAX_OPENED_LINKS);
    expect(links[0]).toEqual({
      id: fragmentId('#mc=1&level=lvl-4999'),
      title: 'Level 4999',
      maker: 'Ada',
      opened: 4_999,
      fragment: '#mc=1&level=lvl-4999',
    });
    expect(links.at(-1)?.title).toBe('Level 4950');
    expect(problem).toBe(
      '4,950 older entries past the 50 kept were left out of the levels opened from links.',
    );
  });

  it('cut a title and a maker stored whole to what the list shows, and leave out a time no date can show', () => {
    const entries = [
      {
        id: 'a',
        title: 'T'.repeat(200_000),
        maker: 'M'.repeat(200_000),
        opened: 7,
        fragment: '#mc=1&level=long',
      },
      { id: 'b', title: '', maker: '', opened: 6, fragment: '#mc=1&level=blank' },
      { id: 'c', title: 'Far future', maker: '', opened: 8.64e15 + 1, fragment: '#mc=1&level=future' },
      // The same link kept twice (its id stored wrong): shown once, as last opened.
      { id: 'd', title: 'Same link', maker: '', opened: 5, fragment: '#mc=1&level=long' },
    ];
    const store = new OpenedLinks(new MemoryStorage({ [OPENED_LINKS_KEY]: JSON.stringify(entries) }));
    const { links, problem } = store.read();
    expect(links.map((l) => [l.title.length, l.maker.length, l.fragment])).toEqual([
      [120, 120, '#mc=1&level=long'],
      [8, 0, '#mc=1&level=blank'],
    ]);
    expect(links[1].title).toBe('Untitled');
    expect(links.every((l) => Number.isFinite(new Date(l.opened).getTime()))).toBe(true);
    expect(problem).toBe('1 damaged entry was left out of the levels opened from links.');
  });

  it('refuse a stored list longer than the game ever writes, without parsing it, and start again', () => {
    const huge = `[${'0,'.repeat(MAX_OPENED_CHARS)}0]`;
    const storage = new MemoryStorage({ [OPENED_LINKS_KEY]: huge });
    const store = new OpenedLinks(storage, at(0));
    expect(store.read()).toEqual({
      links: [],
      problem:
        'The list of levels opened from links was longer than the game keeps (2,000,003 characters; at most 1,000,000) and was not read; it starts again.',
    });
    expect(store.remember(link(1))).toBeNull();
    expect(store.read()).toMatchObject({ problem: null, links: [{ title: 'Level 1' }] });
  });
});
