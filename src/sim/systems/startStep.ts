import { linkedStepCost } from '../../grid';
import { cellAtClock } from '../../level/kinds/interpret';
import { facingOf } from '../facing';
import { MAX_SLOWDOWN, type SimContext } from '../simContext';

/**
 * Puts the cat in motion from cell index `from` to `to` (the caller has checked the move can be
 * made), and every patroller that is awake along its route, one tile, in step with the cat. Costly
 * tiles take proportionally longer, capped at MAX_SLOWDOWN, and never under one tick.
 */
export function startStep(ctx: SimContext, from: number, to: number): void {
  const { cat, level, world } = ctx;
  const cost = linkedStepCost(level.grid, level.rule, from, to);
  const jump = level.grid.linkTo !== null && level.grid.linkTo[from] === to;
  const fromCell = ctx.cellOf(from);
  const toCell = ctx.cellOf(to);
  const duration = Math.max(1, Math.round(ctx.ticksPerTile * Math.min(cost, MAX_SLOWDOWN)));
  if (!jump) cat.facing = facingOf(toCell.x - fromCell.x, toCell.y - fromCell.y);
  world.removeComponent(cat, 'motion');
  world.addComponent(cat, 'motion', { from: fromCell, to: toCell, cost, jump, elapsed: 0, duration });
  const clock = ctx.state.clock;
  for (const entity of ctx.awakePatrols) {
    const a = ctx.cellOf(cellAtClock(entity.piece, clock));
    const b = ctx.cellOf(cellAtClock(entity.piece, clock + 1));
    world.removeComponent(entity, 'motion');
    if (a.x !== b.x || a.y !== b.y) entity.facing = facingOf(b.x - a.x, b.y - a.y);
    world.addComponent(entity, 'motion', { from: a, to: b, cost: 0, jump: false, elapsed: 0, duration });
    ctx.aimPatrol(entity);
  }
}

/** Stops every motion and the cat's walk at once (undo, restart, or the walk's end). */
export function clearWalk(ctx: SimContext): void {
  const { cat, world } = ctx;
  // Removing while iterating is safe: miniplex iterates its queries back to front.
  for (const entity of ctx.moving) world.removeComponent(entity, 'motion');
  world.removeComponent(cat, 'walk');
  world.removeComponent(cat, 'arrived');
}
