/**
 * Saved progress and settings: pure logic, no storage access (see `storage.ts` for that).
 *
 * The save is versioned JSON: `{ version, levels: { [id]: { best, stars, replay? } }, settings }`. Anything
 * read back is treated as untrusted: a corrupt, partial or older save is repaired (keeping every
 * entry that still makes sense) or reset, and the caller gets a notice to show the player. It never
 * throws.
 */
import { withinBudget } from '../../grid/costNumbers';
import { decodeReplay } from '../../sim/replay/tapCode';

/** The longest replay code kept in a save (about 24,000 taps: far beyond any play). */
const MAX_REPLAY_CODE = 128 * 1024;

/**
 * The save format written by this build. 2 added each level's best win as a replay code; saves of
 * version 1 (and 0) read as they are, without replays.
 */
export const SAVE_VERSION = 2;

export interface LevelRecord {
  /** Fewest moves of any win (the move counter's units, docs/rules.md). */
  readonly best: number;
  readonly stars: 1 | 2 | 3;
  /** The best win's taps as a replay code (src/sim/replay), when one was recorded. */
  readonly replay?: string;
}

export interface Settings {
  readonly sound: boolean;
  readonly music: boolean;
  /** The music's own volume, 0 to 1, apart from the sound effects. */
  readonly musicVolume: number;
  readonly reducedMotion: boolean;
  /** How fast the cat walks, times the game's own pace (one of WALK_SPEEDS). */
  readonly walkSpeed: number;
}

/** The walking speeds a player can choose, times the game's own pace (the first is the default). */
export const WALK_SPEEDS = [1, 1.5, 2] as const;

/** The settings that are on/off switches. */
export type SwitchSetting = 'sound' | 'music' | 'reducedMotion';

export interface Progress {
  readonly version: typeof SAVE_VERSION;
  /** Null-prototype record, so a level named `__proto__` is just a name. */
  readonly levels: Readonly<Record<string, LevelRecord>>;
  readonly settings: Settings;
}

/** Why a stored save cannot be used as it is: the original must be kept before anything is written. */
export type SaveProblem = 'unreadable' | 'newer' | 'damaged';

export interface LoadedProgress {
  readonly progress: Progress;
  /** A sentence for the player when the save had to be repaired or reset, else null. */
  readonly notice: string | null;
  /** Set when the stored text holds something this build cannot keep (back it up first). */
  readonly problem: SaveProblem | null;
}

/** Settings for a first visit; reduced motion follows the system preference. */
export function defaultSettings(prefersReducedMotion: boolean): Settings {
  return { sound: true, music: true, musicVolume: 0.5, reducedMotion: prefersReducedMotion, walkSpeed: 1 };
}

/** An empty save with the given settings. */
export function freshProgress(settings: Settings): Progress {
  return { version: SAVE_VERSION, levels: emptyRecord(), settings };
}

function emptyRecord(): Record<string, LevelRecord> {
  return Object.create(null) as Record<string, LevelRecord>;
}

/** Whether a parsed JSON value is a plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A level record if `value` is a sane one (or an old bare best-moves number), else null. */
export function readLevelRecord(value: unknown): LevelRecord | null {
  // Version 0 (before the format had a version) stored just the best move count per level.
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? { best: value, stars: 1 } : null;
  if (!isObject(value)) return null;
  const { best, stars } = value;
  if (typeof best !== 'number' || !Number.isFinite(best) || best < 0) return null;
  const s = typeof stars === 'number' ? Math.round(stars) : 1;
  return { best, stars: s >= 3 ? 3 : s <= 1 ? 1 : 2 };
}

/** A stored record's replay code: kept when this build reads it, dropped (damaged) when not. */
function readReplay(value: unknown): { replay: string | null; damaged: boolean } {
  if (!isObject(value) || value.replay === undefined) return { replay: null, damaged: false };
  const code = value.replay;
  try {
    if (typeof code === 'string' && code.length <= MAX_REPLAY_CODE) {
      decodeReplay(code);
      return { replay: code, damaged: false };
    }
  } catch {
    // A damaged code: the record is kept without it.
  }
  return { replay: null, damaged: true };
}

function readSettings(value: unknown, defaults: Settings): { settings: Settings; damaged: boolean } {
  if (value === undefined) return { settings: defaults, damaged: false };
  if (!isObject(value)) return { settings: defaults, damaged: true };
  let damaged = false;
  const pick = (name: SwitchSetting): boolean => {
    const v = value[name];
    if (typeof v === 'boolean') return v;
    if (v !== undefined) damaged = true;
    return defaults[name];
  };
  // Saves from before the volume setting have none: that is not damage, just the default.
  const volume = value.musicVolume;
  const volumeOk = typeof volume === 'number' && Number.isFinite(volume) && volume >= 0 && volume <= 1;
  if (volume !== undefined && !volumeOk) damaged = true;
  // Saves from before the walking speed have none either.
  const walk = value.walkSpeed;
  const walkOk = WALK_SPEEDS.some((speed) => speed === walk);
  if (walk !== undefined && !walkOk) damaged = true;
  return {
    settings: {
      sound: pick('sound'),
      music: pick('music'),
      musicVolume: volumeOk ? volume : defaults.musicVolume,
      reducedMotion: pick('reducedMotion'),
      walkSpeed: walkOk ? (walk as number) : defaults.walkSpeed,
    },
    damaged,
  };
}

/**
 * Reads a save (the raw string from storage, or null when there is none). Repairs what it can and
 * says so in `notice`; resets when nothing can be salvaged.
 */
export function parseProgress(raw: string | null, defaults: Settings): LoadedProgress {
  if (raw === null || raw === '') return { progress: freshProgress(defaults), notice: null, problem: null };
  const data = readJson(raw);
  if (!isObject(data)) {
    return {
      progress: freshProgress(defaults),
      notice: 'Your saved progress could not be read, so it was reset.',
      problem: 'unreadable',
    };
  }
  if (isNewerSave(data)) {
    return {
      progress: freshProgress(defaults),
      notice: 'Your saved progress comes from a newer version of Maze Cat and could not be used here.',
      problem: 'newer',
    };
  }
  const version = data.version;
  const older = version !== SAVE_VERSION;
  let damaged = false;
  const levels = emptyRecord();
  if (isObject(data.levels)) {
    for (const [id, value] of Object.entries(data.levels)) {
      const record = readLevelRecord(value);
      if (!record) {
        damaged = true;
        continue;
      }
      const { replay, damaged: replayDamaged } = readReplay(value);
      levels[id] = replay === null ? record : { ...record, replay };
      damaged ||= replayDamaged;
    }
  } else if (data.levels !== undefined) {
    damaged = true;
  }
  const settings = readSettings(data.settings, defaults);
  damaged ||= settings.damaged;
  const progress: Progress = { version: SAVE_VERSION, levels, settings: settings.settings };
  if (damaged) {
    return {
      progress,
      notice: 'Part of your saved progress was damaged and has been repaired.',
      problem: 'damaged',
    };
  }
  if (older) {
    return {
      progress,
      notice: 'Your saved progress was from an older version and has been updated.',
      problem: null,
    };
  }
  return { progress, notice: null, problem: null };
}

/** Parsed JSON, or undefined when `raw` is not JSON. */
export function readJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isNewerSave(data: Record<string, unknown>): boolean {
  return typeof data.version === 'number' && data.version > SAVE_VERSION;
}

/** Whether stored text is a save written by a newer build: this build must never overwrite it. */
export function isNewerSaveText(raw: string | null): boolean {
  if (raw === null) return false;
  const data = readJson(raw);
  return isObject(data) && isNewerSave(data);
}

/** The string to store. */
export function serializeProgress(progress: Progress): string {
  return JSON.stringify({ version: progress.version, levels: progress.levels, settings: progress.settings });
}

/**
 * A copy of `records` with a win on `id`: the best moves and the most stars seen, and the replay
 * (a replay code) of the latest win that matches the best. `improved` is true for a new best. (The
 * daily puzzle's days are kept the same way.)
 */
export function withWin(
  records: Readonly<Record<string, LevelRecord>>,
  id: string,
  moves: number,
  stars: 1 | 2 | 3,
  replay?: string,
): { records: Record<string, LevelRecord>; improved: boolean } {
  const old = records[id];
  const copy = emptyRecord();
  Object.assign(copy, records);
  const best = old ? Math.min(old.best, moves) : moves;
  const bestStars = old ? (Math.max(old.stars, stars) as 1 | 2 | 3) : stars;
  const keep = replay !== undefined && (!old || withinBudget(moves, old.best)) ? replay : old?.replay;
  copy[id] = keep === undefined ? { best, stars: bestStars } : { best, stars: bestStars, replay: keep };
  return { records: copy, improved: !old || moves < old.best };
}

/** Records a win: `withWin` on the campaign's levels. */
export function recordWin(
  progress: Progress,
  id: string,
  moves: number,
  stars: 1 | 2 | 3,
  replay?: string,
): { progress: Progress; improved: boolean } {
  const { records: levels, improved } = withWin(progress.levels, id, moves, stars, replay);
  return { progress: { ...progress, levels }, improved };
}

/** Returns a copy with some settings changed. */
export function withSettings(progress: Progress, patch: Partial<Settings>): Progress {
  return { ...progress, settings: { ...progress.settings, ...patch } };
}
