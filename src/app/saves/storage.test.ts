import { describe, expect, it } from 'vitest';
import { SAVE_VERSION } from './progress';
import { BACKUP_PREFIX, ProgressStore, SAVE_KEY } from './storage';
import { MemoryStorage } from './testStorage';

const NEWER = JSON.stringify({
  version: SAVE_VERSION + 1,
  levels: { '01-first-steps': { best: 18, stars: 3, ghost: [1, 2] } },
  profiles: ['a'],
});
const NOW = new Date('2026-12-01T10:00:00.000Z');

function open(storage: MemoryStorage) {
  const notices: string[] = [];
  const store = ProgressStore.open(
    (m) => notices.push(m),
    false,
    false,
    () => storage,
    NOW,
  );
  return { store, notices };
}

describe('saves this build cannot use are kept', () => {
  it("a newer build's save is backed up, said so, and never overwritten by a settings change or a win", () => {
    const storage = new MemoryStorage({ [SAVE_KEY]: NEWER });
    const { store, notices } = open(storage);
    expect(storage.backups()).toEqual([[`${BACKUP_PREFIX}2026-12-01T10:00:00.000Z`, NEWER]]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /newer version.*left untouched.*maze-cat\.save\.backup\.2026-12-01T10:00:00\.000Z/,
    );
    store.setSettings({ sound: false });
    store.recordWin('02-a-bone-to-pick', 20, 2);
    expect(storage.getItem(SAVE_KEY)).toBe(NEWER);
    // The session still has the change.
    expect(store.settings.sound).toBe(false);
  });

  it('opening again does not pile up backups of the same save', () => {
    const storage = new MemoryStorage({ [SAVE_KEY]: NEWER });
    open(storage);
    open(storage);
    expect(storage.backups()).toHaveLength(1);
  });

  it('unreadable text is backed up, then a new save is started', () => {
    const junk = '{"version": 1, "levels": {"01-first-steps": {"best": 18';
    const storage = new MemoryStorage({ [SAVE_KEY]: junk });
    const { store, notices } = open(storage);
    expect(notices[0]).toMatch(/could not be read.*kept as a backup \(maze-cat\.save\.backup\./);
    store.setSettings({ music: false });
    expect(JSON.parse(storage.getItem(SAVE_KEY) ?? '').settings.music).toBe(false);
    expect(storage.backups().map(([, v]) => v)).toEqual([junk]);
  });

  it('a damaged save is backed up before the repaired one replaces it', () => {
    const damaged = JSON.stringify({ version: SAVE_VERSION, levels: { a: { best: 3 }, b: { best: 'x' } } });
    const storage = new MemoryStorage({ [SAVE_KEY]: damaged });
    const { store, notices } = open(storage);
    expect(notices[0]).toMatch(/repaired.*backup/);
    store.setSettings({ sound: false });
    expect(storage.backups().map(([, v]) => v)).toEqual([damaged]);
    expect(JSON.parse(storage.getItem(SAVE_KEY) ?? '').levels).toEqual({ a: { best: 3, stars: 1 } });
  });

  it('with no room for a backup, the unreadable save is left untouched', () => {
    const storage = new MemoryStorage({ [SAVE_KEY]: 'not json' }, (key) => key.startsWith(BACKUP_PREFIX));
    const { store, notices } = open(storage);
    expect(notices[0]).toMatch(/no room to back it up.*left untouched/);
    store.setSettings({ sound: false });
    expect(storage.getItem(SAVE_KEY)).toBe('not json');
  });

  it('a save a newer build writes in another tab is not overwritten later', () => {
    const storage = new MemoryStorage();
    const { store, notices } = open(storage);
    store.setSettings({ sound: false });
    expect(storage.getItem(SAVE_KEY)).not.toBeNull();
    storage.setItem(SAVE_KEY, NEWER);
    store.recordWin('01-first-steps', 18, 3);
    expect(storage.getItem(SAVE_KEY)).toBe(NEWER);
    expect(notices.at(-1)).toMatch(/newer version.*another tab/);
  });

  it('an ordinary save is read and written without notices or backups', () => {
    const storage = new MemoryStorage();
    const first = open(storage);
    first.store.recordWin('01-first-steps', 18, 3);
    const second = open(storage);
    expect(second.notices).toEqual([]);
    expect(second.store.progress.levels['01-first-steps']).toEqual({ best: 18, stars: 3 });
    expect(storage.backups()).toEqual([]);
  });
});
