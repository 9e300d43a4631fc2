import { takeStep } from '../../level/rules/stepInto';
import type { SimContext } from '../simContext';

/**
 * Applies the rules to the move the cat just completed (src/level/rules, `takeStep`: pay it, then
 * each kind's rule in table order, then tiredness), turns what the pieces did into events carrying
 * their entities, and brings the world in line (taken bones leave, doors open, dogs fall asleep).
 */
export function createRuleSystem(ctx: SimContext): () => void {
  const arrivals = ctx.world.with('position', 'arrived');
  return function applyRules(): void {
    for (const entity of arrivals) {
      if (entity !== ctx.cat) continue;
      const { state, rules } = ctx;
      const to = ctx.index(entity.position);
      const at = { x: entity.position.x, y: entity.position.y };
      takeStep(rules, state, to, (effect, piece) => {
        const pieceEntity = ctx.entities[piece.id];
        ctx.emit({ kind: 'piece', effect, entity: pieceEntity, at });
        if (effect === 'eat') ctx.emit({ kind: 'eaten', at, entity: pieceEntity });
        if (effect === 'win') ctx.emit({ kind: 'won', at, moves: state.moves });
      });
      if (state.status === 'lost' && state.lostBy === 'tired') ctx.emit({ kind: 'tired', at });
      ctx.sync();
      ctx.revision++;
    }
  };
}
