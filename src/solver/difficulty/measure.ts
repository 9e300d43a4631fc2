import type { Level } from '../../level/types';
import { firstTaps } from './firstTaps';
import { type NaiveResult, playNaive } from './naive';
import { OptimalWalks } from './optimalWalks';
import { needsWaypoint, type RandomPlay, randomPlay } from './randomPlayer';
import { type Band, bandOf, difficultyScore, winsAtPar } from './score';

/** How hard a solvable level is (see docs/levels.md for every measure and the score). */
export interface Difficulty {
  /** Each naive strategy that applies, played in the Sim. */
  readonly naive: readonly NaiveResult[];
  /** True when no naive strategy wins at par. */
  readonly beatsNaive: boolean;
  /** The share of first taps (every tile a first tap walks to) after which par is out of reach or the play is lost. */
  readonly traps: number;
  /** How many first taps were measured (tiles a first tap walks to). */
  readonly firstTaps: number;
  /** True when some first tap wins: the level can be won with one tap. */
  readonly oneTapWin: boolean;
  /** True when the level is so large that its first taps were an even sample of its floor tiles. */
  readonly trapsSampled: boolean;
  /** Distinct optimal solutions (orders of the pieces met), counted up to `SOLUTION_CAP`. */
  readonly solutions: number;
  /** True when there are more solutions than were counted. */
  readonly solutionsCapped: boolean;
  /** The fewest pieces an optimal solution acts with (bones, keys, dogs, doors, pipes; not the exit). */
  readonly piecesMet: number;
  /** Play states a walk reaches within par that could still win within par: the size of the search. */
  readonly states: number;
  /**
   * The chance that the random sensible player (`randomPlay`: taps pieces worth a tap in a random
   * order) wins at par; null when the level has too many pieces to count it exactly.
   */
  readonly randomPar: number | null;
  /** The chance that the random sensible player wins at all; null as `randomPar`, or when only the par chance was counted. */
  readonly randomWin: number | null;
  /** True when no par solution is taps on pieces alone (`needsWaypoint`); null when not searched out. */
  readonly needsWaypoint: boolean | null;
  /** One number ordering levels by difficulty, 0 to 100 (`difficultyScore`). */
  readonly score: number;
  /** easy, medium or hard (`bandOf`). */
  readonly band: Band;
}

export interface MeasureOptions {
  /**
   * Give up (null) when the walks within par take more search states than this; default 1 million.
   * `check` allows four times the solver's own search.
   */
  readonly maxStates?: number;
}

/** Measures a solvable level of par `par` (the solver's); null when its optimal walks are too many to hold. */
export function measureDifficulty(
  level: Level,
  par: number,
  options: MeasureOptions = {},
): Difficulty | null {
  const walks = OptimalWalks.of(level, par, options.maxStates ?? 1_000_000);
  return walks && difficultyOf(level, walks);
}

/**
 * The measures of a level from its optimal walks; `random`, when the random sensible player was
 * counted already (the generator counts it first, as a quick test of a hard candidate).
 */
export function difficultyOf(
  level: Level,
  walks: OptimalWalks,
  random: RandomPlay | null = randomPlay(level, walks),
): Difficulty {
  const { par } = walks;
  const naive = playNaive(level);
  const beatsNaive = !naive.some((n) => winsAtPar(n, par));
  const { taps, sampled } = firstTaps(level);
  const trapped = taps.filter((t) => !walks.continuesAtPar(t.state)).length;
  const traps = taps.length === 0 ? 0 : trapped / taps.length;
  const { count, capped } = walks.countSolutions();
  const states = walks.states;
  const score = difficultyScore({ naive, par, traps, solutions: count, states });
  const measured = {
    naive,
    beatsNaive,
    traps: round3(traps),
    firstTaps: taps.length,
    oneTapWin: taps.some((t) => t.state.status === 'won'),
    trapsSampled: sampled,
    solutions: count,
    solutionsCapped: capped,
    piecesMet: walks.piecesMet,
    states,
    needsWaypoint: needsWaypoint(level, walks),
    score,
  };
  return withRandomPlay(measured, random);
}

/**
 * The measures with the random sensible player's chances (`random`, null when not counted) and the
 * band they give: how the generator completes the level it chose, whose candidates counted the par
 * chance alone, without measuring it again.
 */
export function withRandomPlay(
  measured: Omit<Difficulty, 'randomPar' | 'randomWin' | 'band'>,
  random: RandomPlay | null,
): Difficulty {
  const { score, beatsNaive, solutions, traps } = measured;
  const randomPar = random && round3(random.par);
  return {
    ...measured,
    randomPar,
    randomWin: random && !Number.isNaN(random.win) ? round3(random.win) : null,
    band: bandOf({ score, beatsNaive, solutions, traps, randomPar }),
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
