import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../saves/testStorage';
import { DraftKeeper, type KeeperHost } from './DraftKeeper';
import { DRAFTS_KEY, type DraftEntry, DraftStore } from './drafts';

/** An editor in a tab: the level open (a title and a map), what My levels shows, what it was told. */
function tab(storage: MemoryStorage, level: { title: string; text: string }) {
  const seen = {
    level,
    listed: [] as readonly DraftEntry[],
    told: [] as string[],
    opened: [] as string[],
  };
  const host: KeeperHost = {
    level: () => seen.level,
    retitle: (title) => {
      seen.level = { ...seen.level, title };
    },
    open: (id) => seen.opened.push(id),
  };
  const keeper = new DraftKeeper({
    drafts: new DraftStore(storage),
    view: { showDrafts: (entries) => (seen.listed = entries) },
    host,
    notify: (message) => seen.told.push(message),
    exportAction: { label: 'Export .tmj', run: () => {} },
  });
  return { keeper, seen, store: new DraftStore(storage) };
}

/** A page and its document, for the keeper to hear them hide and go away. */
function page(): { win: EventTarget; doc: EventTarget & { visibilityState: string } } {
  return { win: new EventTarget(), doc: Object.assign(new EventTarget(), { visibilityState: 'visible' }) };
}

describe('DraftKeeper: drafts that cannot be lost (issue 43)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('saves a moment after an edit, the latest only', () => {
    const { keeper, seen, store } = tab(new MemoryStorage(), { title: 'One', text: '{}' });
    keeper.open('a', null, () => {});
    keeper.saveSoon();
    seen.level = { title: 'Two', text: '{}' };
    keeper.saveSoon();
    expect(store.get('a')).toBeUndefined();
    vi.advanceTimersByTime(400);
    expect(store.get('a')?.title).toBe('Two');
    expect(seen.listed.map((d) => d.title)).toEqual(['Two']);
  });

  it('the pending save of the level open is written before another level opens (New level lost it)', () => {
    const { keeper, seen, store } = tab(new MemoryStorage(), { title: 'Old', text: '{"old":1}' });
    keeper.open('old', null, () => {});
    keeper.save();
    seen.level = { title: 'Old, retitled', text: '{"old":2}' };
    keeper.saveSoon();
    keeper.open('new', null, () => {
      seen.level = { title: 'New', text: '{}' };
    });
    keeper.save();
    expect(store.get('old')).toMatchObject({ title: 'Old, retitled', text: '{"old":2}' });
    expect(store.get('new')?.title).toBe('New');
    vi.advanceTimersByTime(1000);
    expect(store.get('old')?.title).toBe('Old, retitled');
  });

  it('the pending save is written when the page hides or goes away, not a moment later', () => {
    const { keeper, seen, store } = tab(new MemoryStorage(), { title: 'Kept', text: '{}' });
    const { win, doc } = page();
    keeper.watch(win, doc);
    keeper.open('a', null, () => {});
    keeper.saveSoon();
    win.dispatchEvent(new Event('pagehide'));
    expect(store.get('a')?.title).toBe('Kept');
    seen.level = { title: 'Kept too', text: '{}' };
    keeper.saveSoon();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(store.get('a')?.title).toBe('Kept');
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(store.get('a')?.title).toBe('Kept too');
  });

  it('keeps the level a draft was made from with every save; a copy kept beside another tab’s is of no level', () => {
    const storage = new MemoryStorage();
    const a = tab(storage, { title: 'Good Dog', text: '{"v":0}' });
    a.keeper.open('x', null, () => {}, '03-good-dog');
    a.keeper.save();
    const b = tab(storage, { title: 'Good Dog', text: '{"v":0}' });
    b.keeper.open('x', b.store.get('x')?.rev ?? null, () => {}, '03-good-dog');
    a.seen.level = { title: 'Good Dog', text: '{"v":"A"}' };
    a.keeper.save();
    expect(a.store.ofLevel('03-good-dog')).toMatchObject({ id: 'x', rev: 2 });
    b.seen.level = { title: 'Good Dog', text: '{"v":"B"}' };
    b.keeper.save();
    expect(b.store.ofLevel('03-good-dog')?.id).toBe('x');
    expect(b.store.get(b.keeper.openId)?.level).toBeUndefined();
    // A level opened without one (New level) saves with none.
    a.keeper.open('y', null, () => {});
    a.keeper.save();
    expect(a.store.get('y')?.level).toBeUndefined();
  });

  it('two tabs on one draft: the save that would replace the other tab’s is kept as a copy, and said so', () => {
    const storage = new MemoryStorage();
    const a = tab(storage, { title: 'My level', text: '{"v":0}' });
    a.keeper.open('x', null, () => {});
    a.keeper.save();
    const b = tab(storage, { title: 'My level', text: '{"v":0}' });
    const read = b.store.get('x');
    b.keeper.open('x', read?.rev ?? null, () => {});
    const { win, doc } = page();
    b.keeper.watch(win, doc);

    a.seen.level = { title: 'Title from A', text: '{"v":"A"}' };
    a.keeper.save();
    // Tab B hears of it (the storage event) and says so before anything is lost.
    win.dispatchEvent(Object.assign(new Event('storage'), { key: DRAFTS_KEY }));
    expect(b.seen.listed.map((d) => d.title)).toEqual(['Title from A']);
    expect(b.seen.told).toEqual([expect.stringContaining('changed in another tab')]);

    b.seen.level = { title: 'My level', text: '{"v":"B"}' };
    b.keeper.save();
    expect(b.store.get('x')).toMatchObject({ title: 'Title from A', text: '{"v":"A"}' });
    expect(b.seen.level.title).toBe('My level (copy from another tab)');
    const copy = b.store.list()[0];
    expect(copy).toMatchObject({ title: 'My level (copy from another tab)' });
    expect(copy.id).not.toBe('x');
    expect(b.store.get(copy.id)?.text).toBe('{"v":"B"}');
    expect(b.keeper.openId).toBe(copy.id);
    expect(b.seen.told[1]).toBe(
      'This level was changed in another tab since this tab opened it, so this tab’s version is kept as a separate level, “My level (copy from another tab)”, open here; the other tab’s is kept as it was. Both are in My levels.',
    );
    // Tab B goes on saving its copy; tab A its own.
    b.seen.level = { title: 'My level (copy from another tab)', text: '{"v":"B2"}' };
    b.keeper.save();
    a.seen.level = { title: 'Title from A', text: '{"v":"A2"}' };
    a.keeper.save();
    expect(a.store.get('x')?.text).toBe('{"v":"A2"}');
    expect(a.store.get(copy.id)?.text).toBe('{"v":"B2"}');
    expect(a.seen.told).toEqual([]);
  });

  it('a copy’s title stays within the 60 characters of a title', () => {
    const storage = new MemoryStorage();
    const long = 'L'.repeat(60);
    const a = tab(storage, { title: long, text: '{}' });
    a.keeper.open('x', null, () => {});
    a.keeper.save();
    const b = tab(storage, { title: long, text: '{}' });
    b.keeper.open('x', 1, () => {});
    a.keeper.save();
    b.keeper.save();
    expect(b.seen.level.title).toBe(`${'L'.repeat(35)}… (copy from another tab)`);
    expect(b.seen.level.title).toHaveLength(60);
  });
});
