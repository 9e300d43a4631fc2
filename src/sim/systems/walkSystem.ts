import type { SimContext } from '../simContext';

/**
 * Advances the step in progress by one tick. When it completes, the cat stands on the new tile,
 * `stepped` is emitted and the cat is marked `arrived` for the tile rules.
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
      ctx.world.addComponent(entity, 'arrived', { cost: motion.cost });
      ctx.emit({
        kind: 'stepped',
        from: motion.from,
        to: motion.to,
        cost: motion.cost,
        facing: entity.facing ?? 'down',
      });
    }
  };
}
