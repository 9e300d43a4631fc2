import type { KindName, Piece } from '../level/kinds/types';
import type { Cell } from '../level/types';
import type { Facing } from './types';

/** A step in progress, in ticks; the view interpolates `from` to `to` by `elapsed / duration`. */
export interface Motion {
  readonly from: Cell;
  readonly to: Cell;
  /** The move's cost (the cat's: entered tile's cost, times sqrt(2) on a diagonal; 1 for a pipe's jump). */
  readonly cost: number;
  /** A jump through a pipe: the view shows it as one, not as a slide across the map. */
  readonly jump: boolean;
  elapsed: number;
  readonly duration: number;
}

/** The walk the cat is on: its planned tiles and the index of the tile it is heading to. */
export interface Walk {
  target: Cell;
  /** Cell indices from where the walk (or its last re-plan) began to the target. */
  path: Int32Array;
  /** Index into `path` of the tile the current (or next) step enters. */
  next: number;
  /** A re-plan asked for mid-walk (last tap wins), taken when the current step completes. */
  pending?: { readonly target: Cell; readonly path: Int32Array };
}

/** A patrolling dog's beat: its route (cell indices, one lap) and the tile it steps to next. */
export interface Patrol {
  readonly route: readonly number[];
  /**
   * Where it goes on the cat's next step: after the step in progress, when one is; views show it
   * so players can plan. Kept up to date by the sim while the dog is awake.
   */
  next: Cell;
}

/**
 * A miniplex entity: one per piece of the level (the cat included), with its kind and its piece
 * (from the level's kinds table). `patrol` marks a patrolling dog from the start. Components come
 * and go with play: `motion` while a step is in progress (the cat and patrolling dogs), `walk` and
 * `arrived` on the cat, the `gone` tag on a piece that has gone but stays on the board (an open
 * door, a sleeping patroller).
 */
export interface Entity {
  readonly kind: KindName;
  readonly piece: Piece;
  /** The tile it stands on; while a step is in progress, the tile it left. */
  position: { x: number; y: number };
  motion?: Motion;
  patrol?: Patrol;
  /** The way it looks: the direction of its last step (the cat always has one). */
  facing?: Facing;
  walk?: Walk;
  /** Set by the walk system on the tick the cat's step completes (was it a pipe's jump?), for the rules. */
  arrived?: { readonly jump: boolean };
  /** Tag: the piece has gone (taken, bribed, opened) but stays on the board, drawn as such. */
  gone?: true;
}
