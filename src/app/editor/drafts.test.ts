import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../saves/testStorage';
import { DRAFT_PREFIX, DRAFTS_KEY, type Draft, DraftStore, STORAGE_FULL, UNREADABLE_KEY } from './drafts';

/** A storage in memory that refuses (QuotaExceededError) a write taking it past `limit` characters. */
function limited(limit: number, entries: Record<string, string> = {}): MemoryStorage {
  const storage: MemoryStorage = new MemoryStorage(entries, (key, value) => {
    let used = value.length - (storage.items.get(key)?.length ?? 0);
    for (const v of storage.items.values()) used += v.length;
    return used > limit;
  });
  return storage;
}

const draft = (id: string, saved: number, text = '{}'): Draft => ({
  id,
  title: id.toUpperCase(),
  text,
  saved,
});

/** What a save wrote: the keys, and their characters in all. */
function recordWrites(storage: MemoryStorage): { keys: string[]; chars: number } {
  const writes = { keys: [] as string[], chars: 0 };
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => {
    writes.keys.push(key);
    writes.chars += value.length;
    setItem(key, value);
  };
  return writes;
}

/** The first format: every draft in one list under DRAFTS_KEY. */
const legacy = (drafts: readonly unknown[]) => new MemoryStorage({ [DRAFTS_KEY]: JSON.stringify(drafts) });

describe('DraftStore', () => {
  it('keeps drafts, the latest saved first, and remembers the one open', () => {
    const store = new DraftStore(new MemoryStorage());
    expect(store.save(draft('a', 1), null)).toEqual({ kind: 'saved', rev: 1 });
    expect(store.save(draft('b', 2), null)).toEqual({ kind: 'saved', rev: 1 });
    expect(store.save({ ...draft('a', 3), title: 'A2' }, 1)).toEqual({ kind: 'saved', rev: 2 });
    expect(store.list().map((d) => d.title)).toEqual(['A2', 'B']);
    expect(store.get('a')).toEqual({ ...draft('a', 3), title: 'A2', rev: 2 });
    expect(store.openId).toBe('a');
    expect(store.remove('a')).toBeNull();
    expect(store.list().map((d) => d.id)).toEqual(['b']);
    expect(store.get('a')).toBeUndefined();
    expect(store.problem).toBeNull();
  });

  it('finds the draft Edit made of a level, by the level, after a reload too (issue 46: one draft a level)', () => {
    const storage = new MemoryStorage();
    const store = new DraftStore(storage);
    store.save({ ...draft('a', 1), level: '03-good-dog' }, null);
    store.save(draft('b', 2), null);
    store.save({ ...draft('c', 3), level: 'community/01-corners' }, null);
    const again = new DraftStore(storage);
    expect(again.ofLevel('03-good-dog')).toMatchObject({ id: 'a', title: 'A', level: '03-good-dog' });
    expect(again.ofLevel('community/01-corners')?.id).toBe('c');
    expect(again.ofLevel('04-the-key')).toBeUndefined();
    expect(again.get('a')?.level).toBe('03-good-dog');
    // A draft saved again keeps its level; one of no level is found by none.
    expect(again.save({ ...draft('a', 4, '{"v":2}'), level: '03-good-dog' }, 1)).toEqual({
      kind: 'saved',
      rev: 2,
    });
    expect(new DraftStore(storage).ofLevel('03-good-dog')).toMatchObject({ id: 'a', rev: 2 });
    expect(again.list().map((d) => d.level)).toEqual(['03-good-dog', 'community/01-corners', undefined]);
  });

  it('lists an entry with a level that is not text as one it cannot read, and keeps it', () => {
    const storage = new MemoryStorage({
      [DRAFTS_KEY]: JSON.stringify({
        version: 2,
        drafts: [{ id: 'a', title: 'A', saved: 1, rev: 1, level: 7 }],
      }),
    });
    const store = new DraftStore(storage);
    expect(store.list()).toEqual([]);
    expect(store.ofLevel('7')).toBeUndefined();
    expect(store.problem).toContain('could not be read');
  });

  it('says why, keeping what it had, when the storage is full', () => {
    const storage = limited(400);
    const store = new DraftStore(storage);
    expect(store.save(draft('a', 1, 'x'), null)).toEqual({ kind: 'saved', rev: 1 });
    expect(store.save(draft('b', 2, 'y'.repeat(300)), null)).toEqual({
      kind: 'failed',
      problem: STORAGE_FULL,
    });
    expect(store.save(draft('a', 3, 'z'.repeat(300)), 1)).toEqual({ kind: 'failed', problem: STORAGE_FULL });
    expect(store.list().map((d) => d.id)).toEqual(['a']);
    expect(store.get('a')?.text).toBe('x');
    expect([...storage.items.keys()].filter((k) => k.startsWith(DRAFT_PREFIX))).toEqual([`${DRAFT_PREFIX}a`]);
  });
});

describe('drafts that cannot be lost (issue 43)', () => {
  it('two tabs on one draft: a save never replaces what another tab saved since this one read it', () => {
    const storage = new MemoryStorage();
    const tabA = new DraftStore(storage);
    const tabB = new DraftStore(storage);
    tabA.save(draft('x', 1), null);
    const readA = tabA.get('x');
    const readB = tabB.get('x');
    expect(readB?.rev).toBe(1);
    expect(tabA.save({ ...draft('x', 2), title: 'Title from A' }, readA?.rev ?? null)).toEqual({
      kind: 'saved',
      rev: 2,
    });
    expect(tabB.save({ ...draft('x', 3), title: 'From B' }, readB?.rev ?? null)).toEqual({ kind: 'changed' });
    expect(tabB.get('x')?.title).toBe('Title from A');
    // A draft deleted in another tab is saved again by the tab still making it: nothing is lost.
    tabA.remove('x');
    expect(tabB.save({ ...draft('x', 4), title: 'From B' }, 2)).toEqual({ kind: 'saved', rev: 3 });
    expect(tabA.get('x')?.title).toBe('From B');
  });

  it('a save of one draft among 1,500 writes that draft and a small index, and sorts nothing', () => {
    const map = JSON.stringify({ layers: [{ data: Array.from({ length: 64 }, (_, i) => i) }] });
    const storage = legacy(Array.from({ length: 1500 }, (_, i) => draft(`d${i}`, 1e12 - i, map)));
    const store = new DraftStore(storage);
    const before = store.list().map((d) => d.id);
    expect(before).toHaveLength(1500);
    const writes = recordWrites(storage);
    const d45 = store.get('d45');
    expect(store.save({ ...draft('d45', 1, map), title: 'Changed' }, d45?.rev ?? null)).toMatchObject({
      kind: 'saved',
    });
    expect(writes.keys).toEqual([`${DRAFT_PREFIX}d45`, DRAFTS_KEY, 'maze-cat.editor.open']);
    // The index names each draft in well under a hundred characters; no other draft's map is written.
    expect(writes.chars).toBeLessThan(map.length + 1500 * 100);
    // The draft saved goes first, the others keep their order (its own `saved` is older: no sort).
    expect(store.list().map((d) => d.id)).toEqual(['d45', ...before.filter((id) => id !== 'd45')]);
  });

  it('drafts stored the first way (one list) are moved each to its own key: none is lost, odd entries kept', () => {
    const odd = [
      { id: 'n', format: 9, chunks: ['…'] },
      'garbage',
      { id: 'q', title: 'Q', text: '{}', saved: 'soon' },
    ];
    const storage = legacy([draft('a', 1, '{"a":1}'), ...odd, draft('b', 2, '{"b":2}')]);
    const store = new DraftStore(storage);
    expect(store.list().map((d) => d.id)).toEqual(['b', 'a']);
    expect(store.get('a')).toEqual({ ...draft('a', 1, '{"a":1}'), rev: 1 });
    expect(JSON.parse(storage.getItem(`${DRAFT_PREFIX}b`) ?? '')).toEqual(draft('b', 2, '{"b":2}'));
    expect(store.problem).toMatch(/^3 of My levels could not be read .*kept as saved/);
    expect(store.save(draft('c', 3), null)).toMatchObject({ kind: 'saved' });
    expect(store.remove('a')).toBeNull();
    const index = JSON.parse(storage.getItem(DRAFTS_KEY) ?? '');
    expect(index.version).toBe(2);
    expect(index.drafts.slice(2)).toEqual(odd);
    expect(new DraftStore(storage).list().map((d) => d.id)).toEqual(['c', 'b']);
  });

  it('with no room to move the first way’s list, it is left as it was: listed and opened, nothing saved over it', () => {
    const list = JSON.stringify([draft('a', 1, 'x'.repeat(200)), draft('b', 2, 'y'.repeat(200))]);
    const storage = limited(list.length + 300, { [DRAFTS_KEY]: list });
    const store = new DraftStore(storage);
    expect(store.list().map((d) => d.id)).toEqual(['b', 'a']);
    expect(store.get('a')?.text).toBe('x'.repeat(200));
    expect(store.problem).toMatch(/could not be moved .* storage is full/);
    expect(store.save(draft('c', 3), null)).toEqual({ kind: 'failed', problem: store.problem });
    expect(storage.getItem(DRAFTS_KEY)).toBe(list);
    expect([...storage.items.keys()]).toEqual([DRAFTS_KEY]);
  });
});

describe('drafts that cannot be read are never lost (issue 36)', () => {
  it('a damaged index is copied aside; the drafts in their own keys are still listed, and saving writes afresh', () => {
    const storage = new MemoryStorage();
    new DraftStore(storage).save(draft('a', 1), null);
    storage.setItem(DRAFTS_KEY, '{"version":2,"drafts":[{"id":"a","tit');
    const store = new DraftStore(storage);
    expect(store.list().map((d) => d.id)).toEqual(['a']);
    expect(store.problem).toMatch(/damaged and could not be read: their text is kept aside/);
    expect(store.save(draft('b', 2), null)).toMatchObject({ kind: 'saved' });
    expect(storage.getItem(UNREADABLE_KEY)).toBe('{"version":2,"drafts":[{"id":"a","tit');
    expect(store.list().map((d) => d.id)).toEqual(['b', 'a']);
    expect(store.problem).toBeNull();
  });

  it('a damaged store with no room to copy it aside is left as it is, and saving says so', () => {
    const damaged = `{not json${' '.repeat(100)}`;
    const storage = limited(150, { [DRAFTS_KEY]: damaged });
    const store = new DraftStore(storage);
    expect(store.save(draft('b', 2), null)).toMatchObject({
      kind: 'failed',
      problem: expect.stringMatching(/no room to keep a copy aside: they are left as they are/),
    });
    expect(storage.getItem(DRAFTS_KEY)).toBe(damaged);
  });

  it('a store from a newer version is left untouched: nothing saved or deleted over it, and it says why', () => {
    const newer = JSON.stringify({ version: 3, drafts: [{ id: 'z', blocks: [1, 2, 3] }] });
    const storage = new MemoryStorage({ [DRAFTS_KEY]: newer });
    const store = new DraftStore(storage);
    expect(store.list()).toEqual([]);
    expect(store.problem).toMatch(/saved by a newer version of Maze Cat.*kept as they are/);
    expect(store.save(draft('b', 2), null)).toEqual({ kind: 'failed', problem: store.problem });
    expect(store.remove('z')).toBe(store.problem);
    expect(storage.getItem(DRAFTS_KEY)).toBe(newer);
    expect(storage.items.size).toBe(1);
  });

  it('a draft whose own text is damaged stays listed and kept; it just cannot be opened', () => {
    const storage = new MemoryStorage();
    const store = new DraftStore(storage);
    store.save(draft('a', 1), null);
    storage.setItem(`${DRAFT_PREFIX}a`, '{"id":"a","te');
    expect(store.list().map((d) => d.id)).toEqual(['a']);
    expect(store.get('a')).toBeUndefined();
    expect(storage.getItem(`${DRAFT_PREFIX}a`)).toBe('{"id":"a","te');
  });

  it('a storage that throws on reading reads as no drafts, and saving says it failed', () => {
    class Denied extends MemoryStorage {
      override getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      }
    }
    const store = new DraftStore(
      new Denied({}, () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    );
    expect(store.list()).toEqual([]);
    expect(store.openId).toBeNull();
    expect(store.save(draft('a', 1), null)).toEqual({ kind: 'failed', problem: STORAGE_FULL });
  });
});
