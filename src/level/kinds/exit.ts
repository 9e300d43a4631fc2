import type { RuleCall } from '../rules/ruleCall';
import type { KindDef, Piece } from './types';

/** An exit: entering it wins, unless a dog ate the cat on the same step. At least one per level. */
export const exit: KindDef = {
  name: 'exit',
  className: 'Exit',
  about: 'an exit: entering it wins (at least one)',
  letters: { E: { about: 'an exit' } },
  drawOrder: 0,
  tiledColour: '#ff6bd66b',
  marker: () => 19,
  members: [],
  goes: false,
  enter(call: RuleCall, piece: Piece): void {
    call.state.status = 'won';
    call.report('win', piece);
  },
  look: () => ({ sprite: 'exit' }),
  sounds: { win: 'win' },
  markers: { win: 'win' },
};
