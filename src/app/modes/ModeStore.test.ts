import { describe, expect, it } from 'vitest';
import { BACKUP_PREFIX, SAVE_KEY } from '../saves/storage';
import { MemoryStorage } from '../saves/testStorage';
import { MODES_KEY, ModeStore } from './ModeStore';
import { MODES_VERSION } from './modeRecords';

const NOW = new Date('2026-12-01T10:00:00.000Z');

function open(storage: MemoryStorage, reset = false) {
  const notices: string[] = [];
  const store = ModeStore.open(
    (m) => notices.push(m),
    reset,
    () => storage,
    NOW,
  );
  return { store, notices };
}

describe('the mode records in storage', () => {
  it('survive a reload, beside the campaign save and without touching it', () => {
    const storage = new MemoryStorage({ [SAVE_KEY]: 'the campaign' });
    const first = open(storage).store;
    first.recordDaily('2026-12-01', 25, 3);
    first.startRun('abc');
    first.recordEndless('abc', 1, 2);
    const { store, notices } = open(storage);
    expect(notices).toEqual([]);
    expect(store.records).toEqual(first.records);
    expect(store.streak('2026-12-01')).toEqual({ current: 1, best: 1 });
    expect(storage.getItem(SAVE_KEY)).toBe('the campaign');
  });

  it('are never overwritten when a newer build wrote them, even from another tab', () => {
    const newer = JSON.stringify({ version: MODES_VERSION + 1, daily: {}, streaks: [] });
    const storage = new MemoryStorage({ [MODES_KEY]: newer });
    const { store, notices } = open(storage);
    expect(notices[0]).toMatch(/newer version.*left untouched/);
    store.recordDaily('2026-12-01', 25, 3);
    expect(storage.getItem(MODES_KEY)).toBe(newer);
    expect(store.records.daily['2026-12-01']).toEqual({ best: 25, stars: 3 });

    const other = new MemoryStorage();
    const tab = open(other).store;
    other.setItem(MODES_KEY, newer);
    tab.startRun('abc');
    expect(other.getItem(MODES_KEY)).toBe(newer);
  });

  it('back up damaged or unreadable records before the repair is written', () => {
    const damaged = JSON.stringify({ version: 1, daily: { '2026-11-30': { best: 9, stars: 2 }, x: 1 } });
    const storage = new MemoryStorage({ [MODES_KEY]: damaged });
    const { store, notices } = open(storage);
    expect(notices[0]).toMatch(/repaired.*maze-cat\.save\.backup\./);
    store.recordDaily('2026-12-01', 25, 3);
    expect(storage.backups().map(([, v]) => v)).toEqual([damaged]);
    expect(Object.keys(JSON.parse(storage.getItem(MODES_KEY) ?? '').daily)).toEqual([
      '2026-11-30',
      '2026-12-01',
    ]);
    // No room for a backup: the only copy is left alone.
    const full = new MemoryStorage({ [MODES_KEY]: '{oops' }, (key) => key.startsWith(BACKUP_PREFIX));
    const kept = open(full);
    expect(kept.notices[0]).toMatch(/no room to back them up/);
    kept.store.startRun('abc');
    expect(full.getItem(MODES_KEY)).toBe('{oops');
  });

  it('are forgotten with ?reset, and live for the session when storage is blocked', () => {
    const storage = new MemoryStorage({
      [MODES_KEY]: JSON.stringify({ version: 1, daily: { '2026-12-01': { best: 1, stars: 3 } } }),
    });
    expect(open(storage, true).store.records.daily).toEqual({});
    const blocked = ModeStore.open(
      () => {},
      false,
      () => {
        throw new Error('SecurityError');
      },
    );
    blocked.startRun('abc');
    expect(blocked.records.endless.run).toEqual({ seed: 'abc', level: 1, stars: 0 });
  });
});
