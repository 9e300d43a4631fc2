import { facingOf } from '../facing';
import { costOfStep } from '../rules';
import { MAX_SLOWDOWN, type SimContext } from '../simContext';

/**
 * Puts the cat in motion from cell index `from` to `to` (the caller has checked it can afford
 * it). Costly tiles take proportionally longer, capped at MAX_SLOWDOWN, and never under one tick.
 */
export function startStep(ctx: SimContext, from: number, to: number): void {
  const { cat, level } = ctx;
  const cost = costOfStep(level.grid, level.rule, from, to);
  const fromCell = ctx.cellOf(from);
  const toCell = ctx.cellOf(to);
  const duration = Math.max(1, Math.round(ctx.ticksPerTile * Math.min(cost, MAX_SLOWDOWN)));
  cat.facing = facingOf(toCell.x - fromCell.x, toCell.y - fromCell.y);
  ctx.world.removeComponent(cat, 'motion');
  ctx.world.addComponent(cat, 'motion', { from: fromCell, to: toCell, cost, elapsed: 0, duration });
}

/** Stops the cat's walk at once (undo, restart, or the walk's end). */
export function clearWalk(ctx: SimContext): void {
  const { cat, world } = ctx;
  world.removeComponent(cat, 'motion');
  world.removeComponent(cat, 'walk');
  world.removeComponent(cat, 'arrived');
}
