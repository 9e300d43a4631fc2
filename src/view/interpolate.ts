import type { ViewEntity } from './viewSim';

/** How far the entity's step in progress is, 0 to 1, `alpha` of the next tick included; 1 when still. */
function progress(entity: ViewEntity, alpha: number): number {
  const motion = entity.motion;
  if (!motion || motion.duration <= 0) return 1;
  return Math.min(1, Math.max(0, (motion.elapsed + Math.min(1, Math.max(0, alpha))) / motion.duration));
}

/**
 * Where an entity is drawn between two fixed sim steps, in tile units (x, y of the tile's
 * top-left). `alpha` is the fraction of the next step already elapsed (accumulator / STEP_MS), so a
 * walk looks smooth at any frame rate while the sim stays deterministic. A jump through a pipe does
 * not slide across the map: the entity stays at the pipe it went into for the first half of the
 * jump and is at the other end for the second (see `jumpScale`).
 */
export function interpolatedTile(entity: ViewEntity, alpha: number): { x: number; y: number } {
  const motion = entity.motion;
  if (!motion || motion.duration <= 0) return { x: entity.position.x, y: entity.position.y };
  const t = progress(entity, alpha);
  if (motion.jump) return t < 0.5 ? { ...motion.from } : { ...motion.to };
  return {
    x: motion.from.x + (motion.to.x - motion.from.x) * t,
    y: motion.from.y + (motion.to.y - motion.from.y) * t,
  };
}

/**
 * The size of an entity jumping through a pipe, 0 to 1: it shrinks into the pipe it went into
 * (1 to 0 over the first half) and grows out of the other end (0 to 1); 1 when not jumping.
 */
export function jumpScale(entity: ViewEntity, alpha: number): number {
  if (!entity.motion?.jump) return 1;
  return Math.abs(1 - 2 * progress(entity, alpha));
}

/** True while the entity is between tiles (the cat walking). */
export function isMoving(entity: ViewEntity): boolean {
  return entity.motion !== undefined && entity.motion.duration > 0;
}
