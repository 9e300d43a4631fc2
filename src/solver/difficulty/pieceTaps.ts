import { cellAtClock } from '../../level/kinds/interpret';
import type { Piece } from '../../level/kinds/types';
import { isGone, type PlayState } from '../../level/rules/playState';
import { blockedAt, stepInto } from '../../level/rules/stepInto';
import type { Level } from '../../level/types';
import { planWalk } from '../../sim/planning';
import { SimContext } from '../../sim/simContext';
import { walkOutcomes } from '../../sim/walkOutcomes';

/** A tap on a piece's tile from a resting play state, and the state the cat's walk there ends in. */
export interface PieceTap {
  readonly piece: Piece;
  readonly state: PlayState;
}

/**
 * Taps on tiles and pieces, from any resting state of a play: the piece's tile as the Sim shows it (a
 * patroller where the clock has taken it), the walk the cat's path finder plans there (the doors
 * the cat cannot open are walls), walked by the game's rules (`walkOutcomes`), and the jump when
 * the walk ends on a pipe's entry. What tapping that tile in the Sim does, without a Sim per state.
 */
export class PieceTaps {
  private readonly ctx: SimContext;

  constructor(readonly level: Level) {
    this.ctx = new SimContext(level, 1);
  }

  /** The pieces other than the cat that are still on the board in `state` (a bribed patroller is not). */
  present(state: Readonly<PlayState>): Piece[] {
    return this.level.pieces.filter((p) => p.kind !== 'cat' && !isGone(state as PlayState, p.slot));
  }

  /** Whether the door `piece` can be opened from `state`: the cat carries its key. */
  openable(state: Readonly<PlayState>, piece: Piece): boolean {
    return !blockedAt(this.ctx.rules, state as PlayState, piece.cell);
  }

  /** Where `piece` stands in `state`: a patroller where the clock has taken it. */
  cellOf(state: Readonly<PlayState>, piece: Piece): number {
    return piece.kind === 'dog' ? cellAtClock(piece, state.clock) : piece.cell;
  }

  /** Tapping `piece`'s tile in `state`: the state after the walk, or null when the tap starts no walk. */
  tap(state: Readonly<PlayState>, piece: Piece): PieceTap | null {
    const walk = this.walkTo(state, this.cellOf(state, piece));
    return walk && { piece, state: walk.state };
  }

  /**
   * Tapping tile `cell` in `state`: the walk's cost as the path preview shows it and the state the
   * walk ends in; null when the tap starts no walk (a bump, or the cat's own tile).
   */
  walkTo(
    state: Readonly<PlayState>,
    cell: number,
  ): { readonly cost: number; readonly state: PlayState } | null {
    const { ctx } = this;
    this.remember(state as PlayState, cell);
    const plan = planWalk(ctx, state as PlayState, ctx.cellOf(cell));
    if (plan.kind !== 'walk') return null;
    const walked = walkOutcomes(ctx.rules, plan.path, state as PlayState).state;
    const linkTo = ctx.grid.linkTo;
    const end = walked.cell;
    const cameOut =
      plan.path.length >= 2 && linkTo !== null && linkTo[plan.path[plan.path.length - 2]] === end;
    if (walked.status === 'playing' && linkTo !== null && linkTo[end] >= 0 && !cameOut) {
      // Walked into a pipe where the walk ends: the cat comes out of its other end.
      stepInto(ctx.rules, walked, linkTo[end]);
    }
    return { cost: plan.cost, state: walked };
  }

  /**
   * Finds the path from `state`'s cell to `goal` once for every set of closed doors and hands it to
   * the planner as an answer (`SimContext.answers`, the same the game's worker gives): the counts
   * ask for the same walks from many states that differ only in what has gone.
   */
  private remember(state: PlayState, goal: number): void {
    const { ctx } = this;
    if (ctx.level.grid.walls[goal] !== 0 || goal === state.cell || blockedAt(ctx.rules, state, goal)) return;
    const query = ctx.pathQuery(state, goal);
    if (ctx.answers.has(query.key)) return;
    ctx.lockDoorsFor(state);
    ctx.answers.set(query.key, ctx.finder.find(state.cell, goal));
    ctx.lockDoorsFor(ctx.state);
  }
}

/** A key for a play state as far as later taps go: where, when (the patrols' clock), spent, carried, gone. */
export function tapStateKey(state: Readonly<PlayState>, period: number): string {
  return `${state.cell} ${state.clock % period} ${state.moves} ${state.energyLeft} ${state.counters.join()} ${state.gone.join()}`;
}
