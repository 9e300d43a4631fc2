import type { KindName, Piece } from '../level/kinds/types';
import type { Cell } from '../level/types';
import type { Facing, Status } from '../sim/types';

/**
 * What the view reads from a sim entity (src/sim's `Entity` fits this shape). Declared here so the
 * view depends only on what it draws, not on the systems' bookkeeping.
 */
export interface ViewEntity {
  readonly kind: KindName;
  readonly piece: Piece;
  readonly position: { readonly x: number; readonly y: number };
  readonly motion?: {
    readonly from: Cell;
    readonly to: Cell;
    readonly elapsed: number;
    readonly duration: number;
    readonly jump: boolean;
  };
  readonly facing?: Facing;
  /** A patrolling dog's next tile (where it goes on the cat's next step). */
  readonly patrol?: { readonly next: Cell };
  /** The piece has gone but stays on the board (an open door, a sleeping patroller). */
  readonly gone?: true;
}

/** A miniplex event as the view subscribes to it. */
export interface EntityEvent {
  subscribe(callback: (entity: ViewEntity) => void): () => void;
}

/** The parts of `Sim` (src/sim) the view uses; a `Sim` is one of these. */
export interface ViewSim {
  readonly world: {
    readonly entities: readonly ViewEntity[];
    readonly onEntityAdded: EntityEvent;
    readonly onEntityRemoved: EntityEvent;
  };
  readonly status: Status;
  readonly cat: Cell;
  lastSearchExpanded(): readonly number[];
}
