import type { SimContext } from '../simContext';

/**
 * Advances every step in progress by one tick (the cat's and the patrollers', which share its
 * duration). When the cat's step completes it stands on the new tile, `stepped` is emitted and it
 * is marked `arrived` for the rule system; a patroller just stands on its next tile.
 */
export function createWalkSystem(ctx: SimContext): () => void {
  const movers = ctx.world.with('position', 'motion');
  return function walk(): void {
    for (const entity of movers) {
      const motion = entity.motion;
      motion.elapsed++;
      if (motion.elapsed < motion.duration) continue;
      entity.position = { x: motion.to.x, y: motion.to.y };
      // Removing while iterating is safe: miniplex iterates its buckets back to front.
      ctx.world.removeComponent(entity, 'motion');
      if (entity !== ctx.cat) continue;
      ctx.world.addComponent(entity, 'arrived', { jump: motion.jump });
      ctx.emit({
        kind: 'stepped',
        from: motion.from,
        to: motion.to,
        cost: motion.cost,
        facing: ctx.cat.facing,
        jump: motion.jump,
      });
    }
  };
}
