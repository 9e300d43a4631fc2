import type { Point } from '../tiled/projection';
import type { ViewEntity } from './viewSim';

/** How far the entity's step in progress is, 0 to 1, `alpha` of the next tick included; 1 when still. */
function progress(entity: ViewEntity, alpha: number): number {
  const motion = entity.motion;
  if (!motion || motion.duration <= 0) return 1;
  return Math.min(1, Math.max(0, (motion.elapsed + Math.min(1, Math.max(0, alpha))) / motion.duration));
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

/**
 * Where an entity is drawn between two fixed sim steps, in world pixels: on the way from one tile's
 * centre to the next (`centre` places a tile; on a staggered grid, tile coordinates between two
 * tiles are no place at all, so it is the pixels that are interpolated). `alpha` is the fraction of
 * the next step already elapsed (accumulator / STEP_MS), so a walk looks smooth at any frame rate
 * while the sim stays deterministic. A jump through a pipe does not slide across the map: the
 * entity stays at the pipe it went into for the first half of the jump and is at the other end for
 * the second (see `jumpScale`).
 */
export function interpolatedCentre(
  entity: ViewEntity,
  alpha: number,
  centre: (x: number, y: number) => Point,
): Point {
  const motion = entity.motion;
  if (!motion || motion.duration <= 0) return centre(entity.position.x, entity.position.y);
  const t = progress(entity, alpha);
  if (motion.jump) return t < 0.5 ? centre(motion.from.x, motion.from.y) : centre(motion.to.x, motion.to.y);
  const a = centre(motion.from.x, motion.from.y);
  const b = centre(motion.to.x, motion.to.y);
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}
