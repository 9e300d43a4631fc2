import { canAfford, costOfStep } from '../rules';
import type { SimContext } from '../simContext';
import { startStep } from './startStep';

/**
 * After a step: end the walk if the game is over or the target is reached, take a pending re-plan
 * (last tap wins), and start the next step, or stop tired when the energy left cannot pay it.
 */
export function createWalkOnSystem(ctx: SimContext): () => void {
  const arrivals = ctx.world.with('position', 'arrived');
  return function walkOn(): void {
    for (const entity of arrivals) {
      if (entity !== ctx.cat) continue;
      ctx.world.removeComponent(entity, 'arrived');
      const walk = entity.walk;
      if (!walk) continue;
      const at = { x: entity.position.x, y: entity.position.y };
      if (ctx.status !== 'playing') {
        end(ctx, at);
        continue;
      }
      if (walk.pending) {
        walk.target = walk.pending.target;
        walk.path = walk.pending.path;
        walk.next = 0;
        walk.pending = undefined;
        if (walk.path.length > 1) {
          ctx.emit({
            kind: 'walkStarted',
            target: walk.target,
            path: Array.from(walk.path, (i) => ctx.cellOf(i)),
          });
        }
      }
      walk.next++;
      if (walk.next >= walk.path.length) {
        end(ctx, at);
        continue;
      }
      const from = walk.path[walk.next - 1];
      const to = walk.path[walk.next];
      if (!canAfford(ctx.run.energyLeft, costOfStep(ctx.level.grid, ctx.level.rule, from, to))) {
        ctx.status = 'lost';
        ctx.emit({ kind: 'tired', at });
        end(ctx, at);
        continue;
      }
      startStep(ctx, from, to);
    }
  };
}

function end(ctx: SimContext, at: { x: number; y: number }): void {
  ctx.world.removeComponent(ctx.cat, 'walk');
  ctx.emit({ kind: 'walkEnded', at });
  ctx.revision++;
}
