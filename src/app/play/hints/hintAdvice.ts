import { atPar, formatMoves } from '../../../grid';
import type { Cell } from '../../../level/types';
import type { LevelSolution } from '../../../solver/solveLevel';

/** What a hint shows: the tile to tap next (null when there is none) and what to tell the player. */
export interface HintAdvice {
  readonly tap: Cell | null;
  readonly text: string;
  /** The best remaining plan no longer wins at par. */
  readonly parLost: boolean;
}

/**
 * A hint's words for the solver's answer from the live state. `par` is the level's par (null when
 * unknown); the solution's par counts the moves already made, so the two compare directly. The
 * words name only what the player sees (the tile is marked on the board, never given as
 * coordinates) and the controls they have: on a touch screen (`touch`) no keys.
 */
export function hintAdvice(solution: LevelSolution, par: number | null, touch = false): HintAdvice {
  if (solution.verdict === 'unknown')
    return { tap: null, parLost: false, text: 'This level is too large to work out a hint from here.' };
  const tap = solution.taps[0];
  if (solution.verdict !== 'solvable' || solution.par === null || !tap)
    return {
      tap: null,
      parLost: true,
      text: touch
        ? 'No win is left from here. Undo a walk or restart the level.'
        : 'No win is left from here. Undo a walk (Z) or restart the level (R).',
    };
  const where = 'tap the marked tile';
  const total = formatMoves(solution.par);
  const again = touch ? 'Tap Hint again to walk there.' : 'Press Hint (H) again to walk there.';
  if (par !== null && !atPar(solution.par, par))
    return {
      tap,
      parLost: true,
      text: `Par ${formatMoves(par)} is out of reach from here. The best way on wins in ${total} moves: ${where}. ${again}`,
    };
  const atParWords = par === null ? '' : ', at par';
  return {
    tap,
    parLost: false,
    text: `Next, ${where}: the best way on wins in ${total} moves${atParWords}. ${again}`,
  };
}
