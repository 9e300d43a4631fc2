import { withinBudget } from '../../grid';
import type { NaiveResult } from './naive';

/** The measures the score is made of (see `Difficulty`). */
export interface ScoreInputs {
  readonly naive: readonly NaiveResult[];
  /** Par, to tell a naive win at par from a slower one. */
  readonly par: number;
  readonly traps: number;
  readonly solutions: number;
  readonly states: number;
}

/** Weights of the score's four parts; they add up to 100. */
export const SCORE_WEIGHTS = { naive: 40, traps: 30, unique: 15, search: 15 } as const;

/**
 * One number from 0 to 100 that orders levels by difficulty (docs/levels.md):
 *
 *   score = 40 N + 30 T + 15 U + 15 S
 *
 * - N: the share of naive strategies that do not win at par (1 when the level beats naive play);
 * - T: `traps`, the share of first taps that spoil par;
 * - U: 1 / `solutions` (one way to win at par: 1; two: 0.5...);
 * - S: the search's size on a log scale, log10(states) / 3, at most 1 (1000 states and more: 1).
 *
 * Rounded to a whole number.
 */
export function difficultyScore(inputs: ScoreInputs): number {
  const { naive, par, traps, solutions, states } = inputs;
  const failing = naive.filter((n) => !winsAtPar(n, par)).length;
  const n = naive.length === 0 ? 1 : failing / naive.length;
  const u = solutions > 0 ? 1 / solutions : 0;
  const s = Math.min(1, Math.log10(Math.max(1, states)) / 3);
  const w = SCORE_WEIGHTS;
  return Math.round(w.naive * n + w.traps * traps + w.unique * u + w.search * s);
}

/** Whether a naive play won at par (costs within rounding). */
export function winsAtPar(result: NaiveResult, par: number): boolean {
  return result.outcome === 'won' && withinBudget(result.cost, par);
}

/** The difficulty bands `maze-cat generate --difficulty` asks for. */
export const BANDS = ['easy', 'medium', 'hard'] as const;
export type Band = (typeof BANDS)[number];

/**
 * The most a random sensible player may win at par on a hard level: one play in twenty. Where the
 * level has too many pieces to count it (`randomPar` null), the other tests decide.
 */
export const HARD_RANDOM_PAR = 0.05;

/**
 * The band of a measured level:
 * - hard: score 65 or more, beats naive play, at most two optimal solutions, traps at least half,
 *   and a random sensible player wins at par at most `HARD_RANDOM_PAR` of the time;
 * - medium: score 40 or more, not hard;
 * - easy: the rest.
 */
export function bandOf(d: {
  readonly score: number;
  readonly beatsNaive: boolean;
  readonly solutions: number;
  readonly traps: number;
  readonly randomPar?: number | null;
}): Band {
  const rarelyByChance = d.randomPar === undefined || d.randomPar === null || d.randomPar <= HARD_RANDOM_PAR;
  if (d.score >= 65 && d.beatsNaive && d.solutions <= 2 && d.traps >= 0.5 && rarelyByChance) return 'hard';
  return d.score >= 40 ? 'medium' : 'easy';
}
