import { cellAtClock } from '../level/kinds/interpret';
import type { Piece } from '../level/kinds/types';
import { isGone, type PlayState } from '../level/rules/playState';
import type { RuleLevel } from '../level/rules/ruleLevel';
import type { Cell } from '../level/types';
import type { PreviewOutcome, PreviewPatrol } from './types';

/** How near (in tiles, either way) a walk must pass a patrolling dog for the preview to show it. */
export const PASSES_WITHIN = 2;

/**
 * Follows the awake patrolling dogs along a previewed walk (`walkOutcomes`' `afterMove`): where
 * each is at every move, by the rules' own clock (`cellAtClock`). Gives where each will be when the
 * walk passes nearest to it, and where a dog that meets the cat really stands.
 */
export class PatrolWatch {
  private readonly dogs: readonly Piece[];
  private readonly nearest = new Map<number, { distance: number; cell: number; index: number }>();
  /** The clock after each move, by path index (the start's at 0). */
  private readonly clocks: number[] = [];

  constructor(
    private readonly rules: RuleLevel,
    private readonly path: ArrayLike<number>,
    start: Readonly<PlayState>,
  ) {
    this.dogs = rules.pieces.filter((p) => p.route !== null && !isGone(start as PlayState, p.slot));
    this.afterMove(0, start);
  }

  /** Records the dogs after move `index` of the path (0: before the walk). */
  readonly afterMove = (index: number, state: Readonly<PlayState>): void => {
    this.clocks[index] = state.clock;
    if (this.dogs.length === 0) return;
    const w = this.rules.grid.width;
    const cat = this.path[index];
    for (const dog of this.dogs) {
      if (isGone(state as PlayState, dog.slot)) continue;
      const cell = cellAtClock(dog, state.clock);
      const distance = Math.max(
        Math.abs((cell % w) - (cat % w)),
        Math.abs(Math.floor(cell / w) - Math.floor(cat / w)),
      );
      const best = this.nearest.get(dog.id);
      // Of equally near moments the last: where two swap tiles, the dog is shown where it meets the cat.
      if (!best || distance <= best.distance) this.nearest.set(dog.id, { distance, cell, index });
    }
  };

  /** The dogs the walk passes within PASSES_WITHIN tiles of, up to path index `stop`. */
  patrols(stop: number, cellOf: (i: number) => Cell): PreviewPatrol[] {
    const out: PreviewPatrol[] = [];
    for (const dog of this.dogs) {
      const best = this.nearest.get(dog.id);
      if (best && best.distance <= PASSES_WITHIN && best.index <= stop)
        out.push({ piece: dog, at: cellOf(best.cell), index: best.index });
    }
    return out;
  }

  /** The outcomes, each patrolling dog's marked where it stands then when that is not the cat's tile. */
  placed(outcomes: readonly PreviewOutcome[], cellOf: (i: number) => Cell): PreviewOutcome[] {
    return outcomes.map((o) => {
      const clock = this.clocks[o.index];
      if (!o.piece || o.piece.route === null || clock === undefined) return o;
      const cell = cellAtClock(o.piece, clock);
      return cell === this.path[o.index] ? o : { ...o, at: cellOf(cell) };
    });
  }
}
