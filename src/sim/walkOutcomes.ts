import { copyPlayState, type PlayState } from '../level/rules/playState';
import type { RuleLevel } from '../level/rules/ruleLevel';
import { type Reporter, stepInto, stopsAt } from '../level/rules/stepInto';
import type { PreviewOutcome } from './types';

/** What walking a whole path would do, move by move. */
export interface WalkOutcome {
  /**
   * What happens where, in walking order; the walk stops at the first eat, tired, locked or win, and
   * on a tile that stops walks (a cushion: `stopsAt`).
   */
  readonly outcomes: PreviewOutcome[];
  /** Index into the path of the tile the cat ends on. */
  readonly stopIndex: number;
  /** The state when the cat stops (a copy; `start` is left alone). */
  readonly state: PlayState;
}

/**
 * Walks `path` (cell indices, the cat's tile first) on paper with the rules the simulation applies
 * move by move (`stepInto`): the path preview and the solver's tap planner both use it, so what they
 * promise is what the cat does.
 */
export function walkOutcomes(
  level: RuleLevel,
  path: ArrayLike<number>,
  start: PlayState,
  /** Called with the state after each move the cat survives (the preview follows the patrols). */
  afterMove?: (index: number, state: Readonly<PlayState>) => void,
): WalkOutcome {
  const outcomes: PreviewOutcome[] = [];
  const state = copyPlayState(start);
  let i = 1;
  const report: Reporter = (effect, piece) => outcomes.push({ index: i, effect, piece });
  for (; i < path.length; i++) {
    const check = stepInto(level, state, path[i], report);
    if (check !== 'blocked') afterMove?.(i, state);
    if (check === 'blocked') {
      outcomes.push({ index: i, effect: 'locked', piece: level.pieces[level.pieceAt[path[i]]] ?? null });
      return { outcomes, stopIndex: i - 1, state };
    }
    if (state.status === 'lost' && state.lostBy === 'tired') {
      outcomes.push({ index: check === 'tired' ? i - 1 : i, effect: 'tired', piece: null });
      return { outcomes, stopIndex: check === 'tired' ? i - 1 : i, state };
    }
    if (state.status !== 'playing' || stopsAt(level, path[i])) return { outcomes, stopIndex: i, state };
  }
  return { outcomes, stopIndex: path.length - 1, state };
}
