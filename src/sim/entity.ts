import type { Cell } from '../level/types';
import type { Facing } from './types';

/** A step in progress, in ticks; the view interpolates `from` to `to` by `elapsed / duration`. */
export interface Motion {
  readonly from: Cell;
  readonly to: Cell;
  /** The step's cost (entered tile's cost, times sqrt(2) on a diagonal). */
  readonly cost: number;
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

/**
 * A miniplex entity. Every entity has a kind and a position; the other components are optional
 * and only the cat carries them.
 */
export interface Entity {
  kind: 'cat' | 'dog' | 'bone' | 'exit';
  /** The tile it stands on; for the walking cat, the tile it left. */
  position: { x: number; y: number };
  /** The step in progress (the cat, while walking). */
  motion?: Motion;
  /** The way the cat looks: the direction of its last step. */
  facing?: Facing;
  /** The walk in progress (the cat, while walking). */
  walk?: Walk;
  /** Set by the walk system on the tick a step completes (with that step's cost); the tile rules use it. */
  arrived?: { readonly cost: number };
}
