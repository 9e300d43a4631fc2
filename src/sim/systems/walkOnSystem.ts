import { lose } from '../../level/rules/ruleCall';
import { checkStep, stopsAt } from '../../level/rules/stepInto';
import type { SimContext } from '../simContext';
import { startStep } from './startStep';

/**
 * After a step: end the walk if the game is over, the target is reached or the tile stops walks (a
 * cushion; a tap made during the walk still starts its own walk there), take a pending re-plan
 * (last tap wins), and start the next step; stop tired when the energy left cannot pay it, or stop
 * short of a door the cat can no longer open (its key went to an earlier door).
 */
export function createWalkOnSystem(ctx: SimContext): () => void {
  const arrivals = ctx.world.with('position', 'arrived');
  return function walkOn(): void {
    for (const entity of arrivals) {
      if (entity !== ctx.cat) continue;
      const { jump } = entity.arrived;
      ctx.world.removeComponent(entity, 'arrived');
      const walk = entity.walk;
      if (!walk) continue;
      const at = { x: entity.position.x, y: entity.position.y };
      if (ctx.state.status !== 'playing' || (!walk.pending && stopsAt(ctx.rules, ctx.state.cell))) {
        end(ctx, at);
        continue;
      }
      const landing = ctx.grid.linkTo?.[ctx.state.cell] ?? -1;
      const intoPipe = landing >= 0 && !jump;
      if (intoPipe && walk.path[walk.next + 1] !== landing) {
        // Walked into a pipe where the walk was to end (or was re-planned): the jump comes first,
        // a pending re-plan is taken on the landing.
        walk.path = Int32Array.of(ctx.state.cell, landing);
        walk.next = 0;
      } else if (walk.pending) {
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
      const to = walk.path[walk.next];
      const check = checkStep(ctx.rules, ctx.state, to);
      if (check === 'tired') {
        lose(ctx.state, 'tired');
        ctx.emit({ kind: 'tired', at });
        end(ctx, at);
        continue;
      }
      if (check === 'blocked') {
        ctx.emit({ kind: 'bumped', at: ctx.cellOf(to), reason: 'locked' });
        end(ctx, at);
        continue;
      }
      startStep(ctx, walk.path[walk.next - 1], to);
    }
  };
}

function end(ctx: SimContext, at: { x: number; y: number }): void {
  ctx.world.removeComponent(ctx.cat, 'walk');
  ctx.emit({ kind: 'walkEnded', at });
  ctx.revision++;
}
