/**
 * What the daily puzzle and endless mode save: pure logic, no storage (ModeStore.ts does that).
 *
 * Versioned JSON, kept apart from the campaign's save so that neither can cost the other anything:
 * `{ version, daily: { [day]: { best, stars } }, endless: { run, best } }`. Read back as untrusted
 * like the campaign's save: a missing part is an empty one, a broken entry is dropped (and the
 * save reported damaged, so it is backed up before the repair is written).
 */
import {
  isObject,
  type LevelRecord,
  readJson,
  readLevelRecord,
  type SaveProblem,
  withWin,
} from '../saves/progress';
import { addDays, type Day, isDay } from './calendar';

/** The mode save format written by this build. */
export const MODES_VERSION = 1;

/** The endless run in progress: its seed, the level being played (from 1) and the stars won so far. */
export interface EndlessRun {
  readonly seed: string;
  readonly level: number;
  readonly stars: number;
}

/** How far a run went: levels won and their stars. */
export interface RunScore {
  readonly levels: number;
  readonly stars: number;
}

export interface ModeRecords {
  readonly version: typeof MODES_VERSION;
  /** Each day's puzzle won: its best moves and most stars (null-prototype record). */
  readonly daily: Readonly<Record<Day, LevelRecord>>;
  readonly endless: { readonly run: EndlessRun | null; readonly best: RunScore | null };
}

/** No mode played yet. */
export function freshModeRecords(): ModeRecords {
  return { version: MODES_VERSION, daily: emptyDays(), endless: { run: null, best: null } };
}

function emptyDays(): Record<Day, LevelRecord> {
  return Object.create(null) as Record<Day, LevelRecord>;
}

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function readRun(value: unknown): EndlessRun | null {
  if (!isObject(value)) return null;
  const { seed, level, stars } = value;
  if (typeof seed !== 'string' || !/^[a-z0-9]{1,32}$/.test(seed) || !count(level) || level < 1) return null;
  return count(stars) ? { seed, level, stars } : null;
}

function readScore(value: unknown): RunScore | null {
  if (!isObject(value)) return null;
  const { levels, stars } = value;
  return count(levels) && count(stars) ? { levels, stars } : null;
}

/** Reads the stored text (null: nothing stored); never throws. */
export function parseModeRecords(raw: string | null): {
  readonly records: ModeRecords;
  readonly problem: SaveProblem | null;
} {
  if (raw === null || raw === '') return { records: freshModeRecords(), problem: null };
  const data = readJson(raw);
  if (!isObject(data)) return { records: freshModeRecords(), problem: 'unreadable' };
  if (typeof data.version === 'number' && data.version > MODES_VERSION)
    return { records: freshModeRecords(), problem: 'newer' };
  let damaged = false;
  const daily = emptyDays();
  if (isObject(data.daily)) {
    for (const [day, value] of Object.entries(data.daily)) {
      const record = isDay(day) ? readLevelRecord(value) : null;
      if (record) daily[day] = record;
      else damaged = true;
    }
  } else if (data.daily !== undefined) damaged = true;
  const endless = isObject(data.endless) ? data.endless : {};
  if (data.endless !== undefined && !isObject(data.endless)) damaged = true;
  const run = readRun(endless.run);
  const best = readScore(endless.best);
  if ((endless.run != null && !run) || (endless.best != null && !best)) damaged = true;
  return {
    records: { version: MODES_VERSION, daily, endless: { run, best } },
    problem: damaged ? 'damaged' : null,
  };
}

export function serializeModeRecords(records: ModeRecords): string {
  return JSON.stringify(records);
}

/** Records a win on a day's puzzle, keeping the best moves and most stars; `improved` for a new best. */
export function recordDaily(
  records: ModeRecords,
  day: Day,
  moves: number,
  stars: 1 | 2 | 3,
): { records: ModeRecords; improved: boolean } {
  const { records: daily, improved } = withWin(records.daily, day, moves, stars);
  return { records: { ...records, daily }, improved };
}

/**
 * The daily streak on `today`: `current` counts the days in a row won up to today, or up to
 * yesterday while today's puzzle is still open (a streak is lost only once a day passes unwon);
 * `best` is the longest ever.
 */
export function dailyStreak(records: ModeRecords, today: Day): { current: number; best: number } {
  const won = (day: Day) => records.daily[day] !== undefined;
  let current = 0;
  for (let day = won(today) ? today : addDays(today, -1); won(day); day = addDays(day, -1)) current++;
  let best = 0;
  for (const day of Object.keys(records.daily)) {
    if (won(addDays(day, -1))) continue; // Counted from the first day of its streak.
    let length = 0;
    for (let d = day; won(d); d = addDays(d, 1)) length++;
    best = Math.max(best, length);
  }
  return { current, best };
}

/** The longer run (then the one with more stars); a tie keeps `a`. */
function better(a: RunScore | null, b: RunScore): RunScore {
  if (!a) return b;
  return b.levels > a.levels || (b.levels === a.levels && b.stars > a.stars) ? b : a;
}

/** Starts a new endless run (the one before it, if any, stays in the best run it already counts in). */
export function startRun(records: ModeRecords, seed: string): ModeRecords {
  return { ...records, endless: { ...records.endless, run: { seed, level: 1, stars: 0 } } };
}

/**
 * Records a win on level `n` of the endless run `seed`: when it is the run's current level, the
 * run moves on to the next one with the stars added, and the best run is updated. A level won
 * again (replayed after its win) or of another run changes nothing.
 */
export function recordEndless(records: ModeRecords, seed: string, n: number, stars: 1 | 2 | 3): ModeRecords {
  const { run } = records.endless;
  if (!run || run.seed !== seed || run.level !== n) return records;
  const next = { seed, level: n + 1, stars: run.stars + stars };
  return {
    ...records,
    endless: { run: next, best: better(records.endless.best, { levels: n, stars: next.stars }) },
  };
}
