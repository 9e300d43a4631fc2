import { naiveWinners } from './levelDepth';
import type { Difficulty } from './measure';

/**
 * A level's difficulty in one line, as `maze-cat check` prints it after `depth:` and the designer
 * overlay shows it: the score and band, naive play, traps, optimal solutions, the search's size.
 */
export function describeDifficulty(d: Difficulty, par: number): string {
  const winners = naiveWinners(d, par);
  const naive = d.beatsNaive ? 'beats naive play' : `naive play wins at par (${winners.join(', ')})`;
  const solutions = `${d.solutions}${d.solutionsCapped ? '+' : ''} optimal solution${d.solutions === 1 ? '' : 's'} (${d.piecesMet} piece${d.piecesMet === 1 ? '' : 's'} met)`;
  return `score ${d.score} (${d.band}), ${naive}, traps ${Math.round(d.traps * 100)}% of ${d.firstTaps}${d.trapsSampled ? ' sampled' : ''} first taps, ${solutions}, ${d.states} states`;
}

/** One line: how a random sensible player fares, and whether par needs a tap off the pieces. */
export function describeChance(d: Difficulty): string {
  const percent = (x: number): string => `${Math.round(x * 1000) / 10}%`;
  const random =
    d.randomPar === null
      ? 'random piece taps not counted (too many pieces)'
      : `random piece taps make par ${percent(d.randomPar)} of the time${d.randomWin === null ? '' : `, win ${percent(d.randomWin)}`}`;
  const waypoint =
    d.needsWaypoint === null
      ? 'waypoints not searched out'
      : d.needsWaypoint
        ? 'par needs a waypoint (a tap off the pieces)'
        : 'par can be tapped on pieces alone';
  return `${random}; ${waypoint}${d.oneTapWin ? '; one tap wins' : ''}`;
}
