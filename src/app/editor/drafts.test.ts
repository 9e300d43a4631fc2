import { describe, expect, it } from 'vitest';
import { DraftStore } from './drafts';

function memory(limit = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
  };
}

describe('DraftStore', () => {
  it('keeps drafts, the latest first, and remembers the one open', () => {
    const store = new DraftStore(memory());
    expect(store.save({ id: 'a', title: 'A', text: '{}', saved: 1 })).toBe(true);
    expect(store.save({ id: 'b', title: 'B', text: '{}', saved: 2 })).toBe(true);
    expect(store.save({ id: 'a', title: 'A2', text: '{}', saved: 3 })).toBe(true);
    expect(store.list().map((d) => d.title)).toEqual(['A2', 'B']);
    expect(store.openId).toBe('a');
    store.remove('a');
    expect(store.list().map((d) => d.id)).toEqual(['b']);
  });

  it('says false, keeping what it had, when the storage is full', () => {
    const store = new DraftStore(memory(200));
    expect(store.save({ id: 'a', title: 'A', text: 'x', saved: 1 })).toBe(true);
    expect(store.save({ id: 'b', title: 'B', text: 'y'.repeat(300), saved: 2 })).toBe(false);
    expect(store.list().map((d) => d.id)).toEqual(['a']);
  });

  it('reads damaged storage as no drafts', () => {
    const storage = memory();
    storage.setItem('maze-cat.editor.drafts', '{not json');
    expect(new DraftStore(storage).list()).toEqual([]);
  });
});
