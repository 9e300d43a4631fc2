import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, dayOf, isDay } from './calendar';
import {
  dailyStreak,
  freshModeRecords,
  MODES_VERSION,
  type ModeRecords,
  parseModeRecords,
  recordDaily,
  recordEndless,
  serializeModeRecords,
  startRun,
} from './modeRecords';

const won = (days: string[]): ModeRecords =>
  days.reduce((r, day) => recordDaily(r, day, 20, 3).records, freshModeRecords());

describe('calendar days', () => {
  it('are local dates that step across months, years and daylight-saving changes', () => {
    expect(dayOf(new Date(2026, 11, 1, 23, 59))).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
    expect(dayLabel('2026-12-01')).toBe('Tue 1 Dec');
  });
});

describe('daily records', () => {
  it('keep the best moves and the most stars of each day', () => {
    let r = recordDaily(freshModeRecords(), '2026-12-01', 30, 2);
    expect(r.improved).toBe(true);
    r = recordDaily(r.records, '2026-12-01', 34, 3);
    expect(r.improved).toBe(false);
    expect(r.records.daily['2026-12-01']).toEqual({ best: 30, stars: 3 });
  });

  it('count a streak up to today, or to yesterday while today is still open', () => {
    const r = won(['2026-11-27', '2026-11-29', '2026-11-30']);
    expect(dailyStreak(r, '2026-11-30')).toEqual({ current: 2, best: 2 });
    // Today not played yet: yesterday's streak still stands.
    expect(dailyStreak(r, '2026-12-01')).toEqual({ current: 2, best: 2 });
    // A whole day missed: the streak is over, the best remains.
    expect(dailyStreak(r, '2026-12-02')).toEqual({ current: 0, best: 2 });
    expect(dailyStreak(recordDaily(r, '2026-12-01', 9, 1).records, '2026-12-01')).toEqual({
      current: 3,
      best: 3,
    });
  });
});

describe('endless runs', () => {
  it('move on with each level won, add its stars, and keep the best run', () => {
    let r = startRun(freshModeRecords(), 'abc');
    r = recordEndless(r, 'abc', 1, 3);
    r = recordEndless(r, 'abc', 2, 2);
    expect(r.endless).toEqual({ run: { seed: 'abc', level: 3, stars: 5 }, best: { levels: 2, stars: 5 } });
    // A level won again, or a level of another run, changes nothing.
    expect(recordEndless(r, 'abc', 2, 3)).toBe(r);
    expect(recordEndless(r, 'xyz', 3, 3)).toBe(r);
    // A new run starts from nothing; the best stays until it is beaten.
    r = recordEndless(startRun(r, 'def'), 'def', 1, 3);
    expect(r.endless).toEqual({ run: { seed: 'def', level: 2, stars: 3 }, best: { levels: 2, stars: 5 } });
  });
});

describe('the mode save', () => {
  it('reads back what it wrote', () => {
    const r = recordEndless(startRun(won(['2026-12-01']), 'abc'), 'abc', 1, 2);
    expect(parseModeRecords(serializeModeRecords(r))).toEqual({ records: r, problem: null });
  });

  it('takes missing parts as empty, and drops broken entries as damage', () => {
    expect(parseModeRecords(JSON.stringify({ version: 1 }))).toEqual({
      records: freshModeRecords(),
      problem: null,
    });
    const { records, problem } = parseModeRecords(
      JSON.stringify({
        version: 1,
        daily: {
          '2026-12-01': { best: 20, stars: 3 },
          'not a day': { best: 1, stars: 1 },
          '2026-12-02': 'x',
        },
        endless: { run: { seed: 'abc', level: 0, stars: 1 }, best: { levels: 4, stars: 9 } },
      }),
    );
    expect(problem).toBe('damaged');
    expect(Object.keys(records.daily)).toEqual(['2026-12-01']);
    expect(records.endless).toEqual({ run: null, best: { levels: 4, stars: 9 } });
  });

  it('says when the text cannot be read or comes from a newer build', () => {
    expect(parseModeRecords('{oops').problem).toBe('unreadable');
    expect(parseModeRecords(JSON.stringify({ version: MODES_VERSION + 1 })).problem).toBe('newer');
  });
});
