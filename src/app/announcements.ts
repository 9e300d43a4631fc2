import { formatCost } from '../grid';
import type { SimEvent } from '../sim/types';

/**
 * The sentence the ARIA live region speaks for a sim event, or null for events that are not worth
 * interrupting a screen reader for (each step, walk start and end).
 */
export function announcementFor(event: SimEvent): string | null {
  switch (event.kind) {
    case 'pickedUp':
      return `Picked up a bone. Bones: ${event.bones}.`;
    case 'bribed':
      return `Bribed a dog with a bone. Bones left: ${event.bones}.`;
    case 'eaten':
      return 'A dog ate the cat. Level lost.';
    case 'tired':
      return 'The cat is too tired to go on. Level lost.';
    case 'won':
      return `Escaped in ${formatCost(event.moves)} moves!`;
    case 'bumped':
      return event.reason === 'tooCostly' ? 'Not enough energy to go there.' : 'The cat cannot go there.';
    case 'undone':
      return 'Undid the last walk.';
    case 'restarted':
      return 'Level restarted.';
    default:
      return null;
  }
}
