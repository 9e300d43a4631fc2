import { withinBudget } from '../../grid';
import type { Piece } from '../../level/kinds/types';
import type { PlayState } from '../../level/rules/playState';
import { ruleLevel, startState } from '../../level/rules/ruleLevel';
import type { Level } from '../../level/types';
import type { OptimalWalks } from './optimalWalks';
import { type PieceTap, PieceTaps, tapStateKey } from './pieceTaps';

/**
 * How a player who taps pieces in a random order fares, exactly: the chance that the play wins at
 * par, and that it wins at all.
 */
export interface RandomPlay {
  /** The chance of a win within par, 0 to 1. */
  readonly par: number;
  /** The chance of a win at any cost, 0 to 1; NaN when only `par` was counted (`parOnly`). */
  readonly win: number;
  /** Distinct (state, pipes tapped) positions the exact count went through. */
  readonly positions: number;
}

/** Positions the exact count may go through before it gives up (the level is then not measured). */
export const RANDOM_PLAY_CAP = 20_000;
/**
 * Path searches times the level's tiles the counts may cost (each position tries a walk to every
 * piece, and a walk may cross the whole level): on large levels this, not `RANDOM_PLAY_CAP`, is the
 * cap, so that measuring stays within a second or two.
 */
const WORK = 40_000_000;

/** The positions a count may go through on `level`: `RANDOM_PLAY_CAP`, fewer on large levels with many pieces. */
export function positionCap(level: Level): number {
  return Math.min(RANDOM_PLAY_CAP, Math.floor(WORK / (level.grid.size * Math.max(1, level.pieces.length))));
}

/**
 * The random sensible player (docs/levels.md): before each tap it looks at the pieces a player
 * would see as worth a tap now (a bone or key still there, a door it carries the key for, an awake
 * dog when it carries a bone, a pipe it has not tapped yet, the exit) and keeps those the path
 * preview shows as a walk that is neither eaten nor too tired, and that takes, opens or bribes
 * something (a pipe aside); it taps one of them, each as likely.
 * With none left it is stuck (no win). The chances are exact: every order of taps is followed, with
 * the positions met memoised, so a level of a few pieces costs a few hundred walks. Null when the
 * positions pass `cap` (`positionCap`: large levels with many pieces). `parOnly` counts the par
 * chance alone, following only plays that can still make it: the generator's quick test.
 */
export function randomPlay(
  level: Level,
  walks: OptimalWalks,
  options: { readonly parOnly?: boolean; readonly cap?: number } = {},
): RandomPlay | null {
  const counter = randomCounter(level, walks, options);
  const result = counter.chances(counter.start, 0);
  return counter.overflowed() ? null : { ...result, positions: counter.positions() };
}

/** One first tap of the random sensible player: the piece, and the chances of the plays that start with it. */
export interface RandomFirstTap {
  readonly piece: Piece;
  /** The chance of a win within par after this first tap, 0 to 1. */
  readonly par: number;
  /** The chance of a win at all after it. */
  readonly win: number;
}

/**
 * The random sensible player's first taps (each as likely), each with the chances of the plays
 * that start with it, counted as `randomPlay` counts them (`parOnly` too); null when the count
 * passes `cap`.
 */
export function randomFirstTaps(
  level: Level,
  walks: OptimalWalks,
  options: { readonly parOnly?: boolean; readonly cap?: number } = {},
): RandomFirstTap[] | null {
  const counter = randomCounter(level, walks, options);
  const firsts = counter.options(counter.start, 0).map((option) => ({
    piece: option.tap.piece,
    ...counter.chances(option.tap.state, option.tapped),
  }));
  return counter.overflowed() ? null : firsts;
}

/** The exact count behind `randomPlay`: the sensible taps from a position, and the chances from it. */
function randomCounter(
  level: Level,
  walks: OptimalWalks,
  options: { readonly parOnly?: boolean; readonly cap?: number },
) {
  const { parOnly = false, cap = positionCap(level) } = options;
  const taps = new PieceTaps(level);
  const { period } = ruleLevel(level);
  const pipes = level.pieces.filter((p) => p.kind === 'pipe');
  const memo = new Map<string, { par: number; win: number }>();
  let overflow = false;

  const sensible = (state: PlayState, piece: Piece, tapped: number): boolean => {
    switch (piece.kind) {
      case 'bone':
      case 'key':
      case 'exit':
        return true;
      case 'door':
        return taps.openable(state, piece);
      case 'dog':
        return state.counters[0] > 0;
      case 'pipe':
        return (tapped & (1 << pipes.indexOf(piece))) === 0;
      default:
        return false;
    }
  };

  /** The taps the player chooses among from a position (the pipes it has tapped: `tapped`). */
  const choices = (state: PlayState, tapped: number): { tap: PieceTap; tapped: number }[] => {
    const found: { tap: PieceTap; tapped: number }[] = [];
    for (const piece of taps.present(state)) {
      if (!sensible(state, piece, tapped)) continue;
      const tap = taps.tap(state, piece);
      if (tap === null || tap.state.status === 'lost') continue;
      // A tap that takes, opens and bribes nothing is no move: chasing a patroller that walks on at
      // the cat's pace (round a ring) would go on for ever.
      if (piece.kind !== 'pipe' && tap.state.status === 'playing' && sameBoard(tap.state, state)) continue;
      const pipe = piece.kind === 'pipe' ? 1 << pipes.indexOf(piece) : 0;
      found.push({ tap, tapped: tapped | pipe });
    }
    return found;
  };

  const chances = (state: PlayState, tapped: number): { par: number; win: number } => {
    if (state.status === 'won') return { par: withinBudget(state.moves, walks.par) ? 1 : 0, win: 1 };
    if (state.status === 'lost') return { par: 0, win: 0 };
    // Counting the par chance alone, a play that can no longer make par is not followed.
    if (parOnly && !walks.continuesAtPar(state)) return { par: 0, win: Number.NaN };
    const key = `${tapStateKey(state, period)} ${tapped}`;
    const known = memo.get(key);
    if (known) return known;
    if (memo.size >= cap) {
      overflow = true;
      return { par: 0, win: 0 };
    }
    // Reserve the position: a pipe's round trip comes back to it with more moves, never to this key.
    memo.set(key, { par: 0, win: 0 });
    const options = choices(state, tapped);
    let par = 0;
    let win = 0;
    for (const option of options) {
      const next = chances(option.tap.state, option.tapped);
      par += next.par / options.length;
      win += next.win / options.length;
    }
    const found = { par, win };
    memo.set(key, found);
    return found;
  };

  return {
    start: startState(ruleLevel(level)),
    options: choices,
    chances,
    overflowed: () => overflow,
    positions: () => memo.size,
  };
}

/** Whether the same pieces are gone in both states. */
function sameBoard(a: PlayState, b: PlayState): boolean {
  return a.gone.every((word, i) => word === b.gone[i]);
}

/**
 * Whether winning at par takes a tap that is not on a piece (a waypoint that leads the cat round a
 * dog, along the cheaper side of mud...): no sequence of taps on pieces' tiles (any piece still on
 * the board, sensible or not) wins within par. The search follows only taps after which par is
 * still in reach (`OptimalWalks.continuesAtPar`). Null when it passes `cap` positions.
 */
export function needsWaypoint(level: Level, walks: OptimalWalks, cap = positionCap(level)): boolean | null {
  const taps = new PieceTaps(level);
  const { period } = ruleLevel(level);
  const seen = new Set<string>();
  const stack: PlayState[] = [startState(ruleLevel(level))];
  while (stack.length > 0) {
    const state = stack.pop() as PlayState;
    for (const piece of taps.present(state)) {
      const tap = taps.tap(state, piece);
      if (tap === null || !walks.continuesAtPar(tap.state)) continue;
      if (tap.state.status === 'won') return false;
      const key = tapStateKey(tap.state, period);
      if (seen.has(key)) continue;
      if (seen.size >= cap) return null;
      seen.add(key);
      stack.push(tap.state);
    }
  }
  return true;
}
