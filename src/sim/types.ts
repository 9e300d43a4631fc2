import type { Effect, Piece } from '../level/kinds/types';
import type { Cell } from '../level/types';
import type { Entity } from './entity';

/** Commands: everything that can change the game comes in as one of these (input, CLI replay, tests, solver checks). */
export type Command =
  /** Walk to a tile along the cheapest path. While walking: finish the current step, then re-target (last tap wins). */
  | { readonly kind: 'walkTo'; readonly x: number; readonly y: number }
  /** Take back the last walk (one walk at a time). */
  | { readonly kind: 'undo' }
  /** Back to the level's start. */
  | { readonly kind: 'restart' };

export type Facing = 'up' | 'down' | 'left' | 'right';

/** Why a tap does not start a walk, or a walk stops short: 'locked' is a door the cat has no key for. */
export type BumpReason = 'wall' | 'outside' | 'unreachable' | 'tooCostly' | 'locked';

/** Events: everything the view, audio, HUD and announcer react to. Drained once per frame. */
export type SimEvent =
  | { readonly kind: 'walkStarted'; readonly target: Cell; readonly path: readonly Cell[] }
  | {
      readonly kind: 'stepped';
      readonly from: Cell;
      readonly to: Cell;
      readonly cost: number;
      readonly facing: Facing;
      /** True for the jump through a pipe (from one end to the other). */
      readonly jump: boolean;
    }
  /** A piece did something (see `Effect`); `entity` is its entity in the world. */
  | { readonly kind: 'piece'; readonly effect: Effect; readonly entity: Entity; readonly at: Cell }
  | { readonly kind: 'eaten'; readonly at: Cell; readonly entity: Entity }
  | { readonly kind: 'tired'; readonly at: Cell }
  | { readonly kind: 'won'; readonly at: Cell; readonly moves: number }
  | { readonly kind: 'bumped'; readonly at: Cell; readonly reason: BumpReason }
  | { readonly kind: 'walkEnded'; readonly at: Cell }
  | { readonly kind: 'undone' }
  | { readonly kind: 'restarted' };

export type Status = 'playing' | 'won' | 'lost';

/** What happens at one point of a previewed walk: a piece's effect, tiredness, or a door that stops it. */
export interface PreviewOutcome {
  /** Index into the preview's path. */
  readonly index: number;
  readonly effect: Effect | 'tired' | 'locked';
  /** The piece that acts (null for tiredness). */
  readonly piece: Piece | null;
  /**
   * Where the acting piece stands at that moment when it is not the path's tile (a patrolling dog
   * that meets the cat as they cross): the danger is marked where the dog really is.
   */
  readonly at?: Cell;
}

/** Where an awake patrolling dog will be when the previewed walk passes nearest to it. */
export interface PreviewPatrol {
  readonly piece: Piece;
  /** Its tile then. */
  readonly at: Cell;
  /** Index into the preview's path of the cat's tile then. */
  readonly index: number;
}

/** The path the cat would take to a tile and what would happen on it, before the player commits. */
export interface Preview {
  /** Tiles from the cat's tile (first) to the target (last); empty when no path exists. */
  readonly path: readonly Cell[];
  /** Outcomes in walking order; the walk stops at the first eat, tired, locked or win. */
  readonly outcomes: readonly PreviewOutcome[];
  /** Cost of the whole path as planned. */
  readonly cost: number;
  /** False when the energy left would run out on the way (the `tired` outcome marks where). */
  readonly affordable: boolean;
  /**
   * The patrolling dogs the walk passes within two tiles of, each where it will be then (absent
   * when it passes none).
   */
  readonly patrols?: readonly PreviewPatrol[];
  /** Set when `walkTo` would not start a walk but bump instead (then `path` is empty, or for `tooCostly` the path that cannot be afforded). */
  readonly bump?: BumpReason;
}
