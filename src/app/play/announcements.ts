import { formatMoves } from '../../grid';
import type { Effect } from '../../level/kinds/types';
import type { Entity } from '../../sim/entity';
import type { SimEvent } from '../../sim/types';

/** What a piece's effect sounds like in words (the end of the level is said by its own event). */
function pieceWords(effect: Effect, entity: Entity): string | null {
  const { kind, piece } = entity;
  const name = piece.colour ? `${piece.colour} ${kind}` : kind;
  switch (effect) {
    case 'take':
      return `Picked up a ${name}.`;
    case 'bribe':
      return entity.patrol
        ? 'Bribed the patrolling dog with a bone: it falls asleep.'
        : 'Bribed a dog with a bone.';
    case 'open':
      return `Opened the ${name}.`;
    case 'jump':
      return 'Through the pipe.';
    default:
      return null;
  }
}

/**
 * The sentence the ARIA live region speaks for a sim event, or null for events that are not worth
 * interrupting a screen reader for (each step, walk start and end).
 */
export function announcementFor(event: SimEvent): string | null {
  switch (event.kind) {
    case 'piece':
      return pieceWords(event.effect, event.entity);
    case 'eaten':
      return event.entity.patrol
        ? 'A patrolling dog caught the cat. Level lost.'
        : 'A dog ate the cat. Level lost.';
    case 'tired':
      return 'The cat is too tired to go on. Level lost.';
    case 'won':
      return `Escaped in ${formatMoves(event.moves)} moves!`;
    case 'bumped':
      if (event.reason === 'tooCostly') return 'Not enough energy to go there.';
      return event.reason === 'locked' ? 'The door is locked: find its key.' : 'The cat cannot go there.';
    case 'undone':
      return 'Undid the last walk.';
    case 'restarted':
      return 'Level restarted.';
    default:
      return null;
  }
}
