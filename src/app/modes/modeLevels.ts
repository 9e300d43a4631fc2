/**
 * Which level each mode plays: the daily puzzle's generator options from its date, the endless
 * run's from its seed and level number, and the ids the game knows those levels by. Pure, so the
 * end-to-end tests make the very same levels in Node to find their solutions.
 */
import type { Band } from '../../solver/difficulty/score';
import type { GenerateOptions } from '../../solver/generate/options';
import { type Day, dayLabel, isDay } from './calendar';

/** A level of a mode: the generator's options, and the title and intro its map carries. */
export interface ModeLevel {
  readonly options: GenerateOptions;
  readonly title: string;
  readonly intro: string;
}

type Shape = Omit<GenerateOptions, 'seed'>;

/**
 * The daily puzzle's shape by weekday (Sunday first): always hard, a different mechanic most days,
 * sizes that fit a phone held upright.
 */
const DAILY: readonly Shape[] = [
  { width: 16, height: 12, difficulty: 'hard' },
  { width: 12, height: 9, difficulty: 'hard' },
  { width: 13, height: 10, difficulty: 'hard', costs: true },
  { width: 13, height: 10, difficulty: 'hard', mechanics: ['keys'] },
  { width: 14, height: 11, difficulty: 'hard', mechanics: ['pipes'] },
  { width: 15, height: 11, difficulty: 'hard', mechanics: ['patrols'] },
  { width: 14, height: 10, difficulty: 'hard', costs: true, energy: true },
];

/**
 * Endless mode's levels in order: small and easy first, then medium, then hard with one mechanic
 * after another. Past the end, the last `ENDLESS_TOP` shapes take turns.
 */
const ENDLESS: readonly Shape[] = [
  { width: 9, height: 7, difficulty: 'easy' },
  { width: 10, height: 8, difficulty: 'easy' },
  { width: 11, height: 8, difficulty: 'medium' },
  { width: 12, height: 9, difficulty: 'medium' },
  { width: 12, height: 9, difficulty: 'medium', costs: true },
  { width: 13, height: 10, difficulty: 'hard' },
  { width: 13, height: 10, difficulty: 'hard', mechanics: ['keys'] },
  { width: 14, height: 10, difficulty: 'hard', costs: true },
  { width: 14, height: 11, difficulty: 'hard', mechanics: ['pipes'] },
  { width: 15, height: 11, difficulty: 'hard', mechanics: ['patrols'] },
  { width: 16, height: 12, difficulty: 'hard' },
  { width: 14, height: 10, difficulty: 'hard', costs: true, energy: true },
];
const ENDLESS_TOP = 7;

const BAND_WORDS: Readonly<Record<Band, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** One sentence on each thing a shape adds to bones and dogs. */
function hints(shape: Shape): string {
  const lines: string[] = [];
  if (shape.mechanics?.includes('keys')) lines.push('A key opens the doors of its colour.');
  if (shape.mechanics?.includes('pipes')) lines.push('A pipe carries the cat to its other end.');
  if (shape.mechanics?.includes('patrols')) lines.push('Some dogs walk their rounds.');
  if (shape.costs) lines.push('Grass, mud and water are slow going.');
  if (shape.energy) lines.push('The cat has just enough energy.');
  return lines.length > 0 ? ` ${lines.join(' ')}` : '';
}

/** The id of a day's puzzle. */
export function dailyId(day: Day): string {
  return `daily:${day}`;
}

/** The id of level `n` (from 1) of the endless run with seed `seed`. */
export function endlessId(seed: string, n: number): string {
  return `endless:${seed}:${n}`;
}

/** What a mode's level id names, or null for any other level. */
export type ModeId =
  | { readonly mode: 'daily'; readonly day: Day }
  | { readonly mode: 'endless'; readonly seed: string; readonly n: number };

/** Reads a mode's level id; null for ids that are not one (bundled levels, dropped maps). */
export function parseModeId(id: string): ModeId | null {
  const daily = /^daily:(.+)$/.exec(id);
  if (daily && isDay(daily[1])) return { mode: 'daily', day: daily[1] };
  const endless = /^endless:([a-z0-9]+):([1-9]\d{0,5})$/.exec(id);
  if (endless) return { mode: 'endless', seed: endless[1], n: Number(endless[2]) };
  return null;
}

/** The daily puzzle of `day`: its seed is the date, so every player gets the same level. */
export function dailyLevel(day: Day): ModeLevel {
  const weekday = new Date(`${day}T12:00:00`).getDay();
  const shape = DAILY[weekday];
  return {
    options: { ...shape, seed: `daily ${day}` },
    title: `Daily puzzle, ${dayLabel(day)}`,
    intro: `Today's puzzle, the same for every player.${hints(shape)}`,
  };
}

/** Level `n` (from 1) of the endless run with seed `seed`. */
export function endlessLevel(seed: string, n: number): ModeLevel {
  const i = n - 1;
  const top = ENDLESS.length - ENDLESS_TOP;
  const shape = i < ENDLESS.length ? ENDLESS[i] : ENDLESS[top + ((i - top) % ENDLESS_TOP)];
  return {
    // Even the first levels are small puzzles: none is won by one tap.
    options: { ...shape, seed: `endless ${seed} ${n}`, oneTapWins: false },
    title: `Endless, level ${n}`,
    intro: `${BAND_WORDS[shape.difficulty ?? 'medium']}: each level a little harder than the last.${hints(shape)}`,
  };
}

/** A fresh seed for a new endless run. */
export function newRunSeed(random: () => number = Math.random): string {
  return Array.from({ length: 8 }, () => Math.floor(random() * 36).toString(36)).join('');
}
