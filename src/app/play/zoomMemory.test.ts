import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_KEY } from '../saves/storage';
import { MemoryStorage } from '../saves/testStorage';
import { ZOOM_KEY, ZoomMemory } from './zoomMemory';

describe('ZoomMemory', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps each level its zoom across visits, written apart from the save', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage({ [SAVE_KEY]: '{"version":2,"levels":{}}' });
    const zooms = new ZoomMemory(storage);
    expect(zooms.get('01')).toBeNull();
    zooms.set('01', 'whole');
    zooms.set('15', 40);
    expect(storage.getItem(ZOOM_KEY)).toBeNull();
    vi.runAllTimers();
    const again = new ZoomMemory(storage);
    expect(again.get('01')).toBe('whole');
    expect(again.get('15')).toBe(40);
    expect(storage.getItem(SAVE_KEY)).toBe('{"version":2,"levels":{}}');
  });

  it('ignores what it cannot read and lives for the session where storage refuses', () => {
    const junk = new MemoryStorage({ [ZOOM_KEY]: '{"a":"big","b":-3,"c":"whole"' });
    expect(new ZoomMemory(junk).get('a')).toBeNull();
    const odd = new MemoryStorage({ [ZOOM_KEY]: '{"a":"big","b":-3,"c":"whole"}' });
    const read = new ZoomMemory(odd);
    expect([read.get('a'), read.get('b'), read.get('c')]).toEqual([null, null, 'whole']);
    const full = new MemoryStorage({}, () => true);
    const zooms = new ZoomMemory(full);
    zooms.set('01', 32);
    expect(() => zooms.flush()).not.toThrow();
    expect(zooms.get('01')).toBe(32);
    expect(new ZoomMemory(null).get('01')).toBeNull();
  });

  it('keeps a bounded number of levels, forgetting the least recently set', () => {
    const storage = new MemoryStorage();
    const zooms = new ZoomMemory(storage);
    for (let i = 0; i < 150; i++) zooms.set(`endless-${i}`, 32);
    zooms.flush();
    const kept = Object.keys(JSON.parse(storage.getItem(ZOOM_KEY) ?? '{}'));
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe('endless-50');
  });
});
