import type { Piece } from '../level/kinds/types';
import type { LevelProblem } from '../level/problems';
import { setGone } from '../level/rules/playState';
import { ruleLevel, startState } from '../level/rules/ruleLevel';
import type { Level } from '../level/types';
import { firstTaps } from './difficulty/firstTaps';
import { playNaive } from './difficulty/naive';
import { PieceTaps } from './difficulty/pieceTaps';
import { type LevelSolution, solveFrom } from './solveLevel';

/** The most search states a dog's "what if it were not there" solve may take, as a multiple of the level's own. */
const RESOLVE_FACTOR = 2;

/**
 * `maze-cat check` as a critic (docs/levels.md, "Warnings"): pieces the level could do without,
 * each a warning at its place as Tiled shows it, beside the bones and keys the solution never picks
 * up (`levelWarnings`):
 * - a dog that never matters: the solution never meets it, and with it taken away par is the same,
 *   every naive strategy ends as before and every first tap ends as before, taps on a standing dog's
 *   own tile aside (it neither guards, nor forces a detour, nor catches anyone on the way);
 * - a key whose door is never on the way: the solution picks it up but opens no door of its colour.
 */
export function critique(level: Level, solution: LevelSolution): LevelProblem[] {
  if (solution.par === null) return [];
  const w = level.width;
  const walked = new Set(solution.path.map((c) => c.y * w + c.x));
  const problems: LevelProblem[] = [];
  const warn = (piece: Piece, message: string): void => {
    problems.push({ severity: 'warning', place: piece.place, message });
  };
  const counterOf = (piece: Piece): string | undefined => piece.def.counter?.(piece)?.name;
  for (const key of level.pieces.filter((p) => p.kind === 'key' && walked.has(p.cell))) {
    const doors = level.pieces.filter((p) => p.kind === 'door' && counterOf(p) === counterOf(key));
    if (!doors.some((door) => walked.has(door.cell)))
      warn(
        key,
        "no door of this key's colour is on the way: the solution picks the key up and opens none of them (move a door onto the way, or remove the key)",
      );
  }
  const naive = JSON.stringify(playNaive(level));
  const first = firstTaps(level).taps;
  const tapper = new PieceTaps(level);
  for (const dog of level.pieces.filter((p) => p.kind === 'dog')) {
    if ((dog.route ?? [dog.cell]).some((c) => walked.has(c))) continue;
    const without = startState(ruleLevel(level));
    setGone(without, dog.slot);
    const solved = solveFrom(level, without, {
      maxStates: RESOLVE_FACTOR * Math.max(100_000, solution.states),
    });
    if (solved.par !== solution.par) continue;
    if (JSON.stringify(playNaive(level, without)) !== naive) continue;
    // A dog that eats the cat on a first tap it would otherwise survive is a trap: it matters (a
    // tap on a standing dog's own tile aside: walking into a dog is no trap it sets).
    const trap = first.some((t) => {
      const cell = t.y * w + t.x;
      return (
        (dog.route !== null || cell !== dog.cell) &&
        t.state.status !== tapper.walkTo(without, cell)?.state.status
      );
    });
    if (trap) continue;
    warn(
      dog,
      'this dog never matters: the solution never meets it, and without it par, naive play and every first tap end the same (put it where it guards the way, or remove it)',
    );
  }
  return problems;
}
