import type { ViewEntity } from './viewSim';

/**
 * Where an entity is drawn between two fixed sim steps, in tile units (x, y of the tile's
 * top-left). `alpha` is the fraction of the next step already elapsed (accumulator / STEP_MS), so a
 * walk looks smooth at any frame rate while the sim stays deterministic.
 */
export function interpolatedTile(entity: ViewEntity, alpha: number): { x: number; y: number } {
  const motion = entity.motion;
  if (!motion || motion.duration <= 0) return { x: entity.position.x, y: entity.position.y };
  const t = Math.min(1, Math.max(0, (motion.elapsed + Math.min(1, Math.max(0, alpha))) / motion.duration));
  return {
    x: motion.from.x + (motion.to.x - motion.from.x) * t,
    y: motion.from.y + (motion.to.y - motion.from.y) * t,
  };
}

/** True while the entity is between tiles (the cat walking). */
export function isMoving(entity: ViewEntity): boolean {
  return entity.motion !== undefined && entity.motion.duration > 0;
}
