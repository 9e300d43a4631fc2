import { enterTile, isExhausted } from '../rules';
import type { SimContext } from '../simContext';

/**
 * Applies the tile rules to the tile the cat just entered (docs/rules.md, What happens on a tile): pay the step, bone, dog,
 * exit; then, with an energy budget, the cat is too tired when no legal step is affordable.
 */
export function createTileRuleSystem(ctx: SimContext): () => void {
  const arrivals = ctx.world.with('position', 'arrived');
  return function applyTileRules(): void {
    for (const entity of arrivals) {
      if (entity !== ctx.cat) continue;
      const at = { x: entity.position.x, y: entity.position.y };
      const index = ctx.index(at);
      const result = enterTile(ctx.run, entity.arrived.cost, ctx.contentsAt(index));
      ctx.run = result.state;
      if (result.pickedUp) {
        ctx.take(ctx.bonesAt.get(index)!);
        ctx.emit({ kind: 'pickedUp', at, bones: ctx.run.bones });
      }
      if (result.bribed) {
        ctx.take(ctx.dogsAt.get(index)!);
        ctx.emit({ kind: 'bribed', at, bones: ctx.run.bones });
      }
      if (result.eaten) {
        ctx.status = 'lost';
        ctx.emit({ kind: 'eaten', at });
      } else if (result.won) {
        ctx.status = 'won';
        ctx.emit({ kind: 'won', at, moves: ctx.run.moves });
      } else if (isExhausted(ctx.level.grid, ctx.level.rule, index, ctx.run.energyLeft)) {
        ctx.status = 'lost';
        ctx.emit({ kind: 'tired', at });
      }
      ctx.revision++;
    }
  };
}
