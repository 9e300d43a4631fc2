import { describe, expect, it } from 'vitest';
import { DRAFTS_KEY, DraftStore, STORAGE_FULL, UNREADABLE_KEY } from './drafts';

/** A Storage in memory that throws QuotaExceededError past `limit` characters in all. */
function memory(limit = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  const used = () => [...items.values()].reduce((n, v) => n + v.length, 0);
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (used() - (items.get(k)?.length ?? 0) + v.length > limit)
        throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
  };
}

const draft = (id: string, saved: number, text = '{}') => ({ id, title: id.toUpperCase(), text, saved });

describe('DraftStore', () => {
  it('keeps drafts, the latest first, and remembers the one open', () => {
    const store = new DraftStore(memory());
    expect(store.save(draft('a', 1))).toBeNull();
    expect(store.save(draft('b', 2))).toBeNull();
    expect(store.save({ ...draft('a', 3), title: 'A2' })).toBeNull();
    expect(store.list().map((d) => d.title)).toEqual(['A2', 'B']);
    expect(store.openId).toBe('a');
    expect(store.remove('a')).toBeNull();
    expect(store.list().map((d) => d.id)).toEqual(['b']);
    expect(store.problem).toBeNull();
  });

  it('says why, keeping what it had, when the storage is full', () => {
    const storage = memory(200);
    const store = new DraftStore(storage);
    expect(store.save(draft('a', 1, 'x'))).toBeNull();
    expect(store.save(draft('b', 2, 'y'.repeat(300)))).toBe(STORAGE_FULL);
    expect(store.list().map((d) => d.id)).toEqual(['a']);
  });
});

describe('drafts that cannot be read are never lost (issue 36)', () => {
  it('a damaged store is copied aside before the next save writes afresh (it was overwritten, silently)', () => {
    const storage = memory();
    storage.setItem(DRAFTS_KEY, '[{"id":"a","title":"My maze","text":"{\\"wid');
    const store = new DraftStore(storage);
    expect(store.list()).toEqual([]);
    expect(store.problem).toMatch(/damaged and could not be read: their text is kept aside/);
    expect(store.save(draft('b', 2))).toBeNull();
    expect(storage.getItem(UNREADABLE_KEY)).toBe('[{"id":"a","title":"My maze","text":"{\\"wid');
    expect(store.list().map((d) => d.id)).toEqual(['b']);
  });

  it('a damaged store with no room to copy it aside is left as it is, and saving says so', () => {
    const damaged = `{not json${' '.repeat(100)}`;
    const storage = memory(150);
    storage.setItem(DRAFTS_KEY, damaged);
    const store = new DraftStore(storage);
    expect(store.save(draft('b', 2))).toMatch(/no room to keep a copy aside: they are left as they are/);
    expect(storage.getItem(DRAFTS_KEY)).toBe(damaged);
  });

  it('a store from a newer version is left untouched: nothing saved or deleted over it, and it says why', () => {
    const storage = memory();
    const newer = JSON.stringify({ version: 2, drafts: [{ id: 'z', blocks: [1, 2, 3] }] });
    storage.setItem(DRAFTS_KEY, newer);
    const store = new DraftStore(storage);
    expect(store.list()).toEqual([]);
    expect(store.problem).toMatch(/saved by a newer version of Maze Cat.*kept as they are/);
    expect(store.save(draft('b', 2))).toBe(store.problem);
    expect(store.remove('z')).toBe(store.problem);
    expect(storage.getItem(DRAFTS_KEY)).toBe(newer);
  });

  it('entries that are not drafts (damaged, or of a newer version) are written back as they were', () => {
    const storage = memory();
    const odd = [
      { id: 'n', format: 2, chunks: ['…'] },
      'garbage',
      { id: 'q', title: 'Q', text: '{}', saved: 'soon' },
    ];
    storage.setItem(DRAFTS_KEY, JSON.stringify([draft('a', 1), ...odd]));
    const store = new DraftStore(storage);
    expect(store.list().map((d) => d.id)).toEqual(['a']);
    expect(store.problem).toMatch(/^3 of My levels could not be read .*kept as saved/);
    expect(store.save(draft('b', 2))).toBeNull();
    expect(store.remove('a')).toBeNull();
    expect(JSON.parse(storage.getItem(DRAFTS_KEY) ?? '')).toEqual([draft('b', 2), ...odd]);
  });

  it('a storage that throws on reading reads as no drafts, and saving says it failed', () => {
    const store = new DraftStore({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(store.list()).toEqual([]);
    expect(store.openId).toBeNull();
    expect(store.save(draft('a', 1))).toBe(STORAGE_FULL);
  });
});
