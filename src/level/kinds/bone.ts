import { setGone } from '../rules/playState';
import { addCounter, type RuleCall } from '../rules/ruleCall';
import type { KindDef, Piece } from './types';

/** The bone counter: bones the cat carries, for bribing dogs. */
export const BONES = 'bone';

/** A bone: walking over it picks it up (one more bone to bribe a dog with). */
export const bone: KindDef = {
  name: 'bone',
  className: 'Bone',
  about: 'a bone: walking over it picks it up',
  letters: { B: { about: 'a bone' } },
  drawOrder: 10,
  tiledColour: '#fff5f0e0',
  marker: () => 17,
  members: [],
  goes: true,
  counter: () => ({ name: BONES, delta: 1 }),
  enter(call: RuleCall, piece: Piece): void {
    setGone(call.state, piece.slot);
    addCounter(call.level, call.state, BONES, 1);
    call.report('take', piece);
  },
  look: () => ({ sprite: 'bone' }),
  sounds: { take: 'pickup' },
  markers: { take: 'pickup' },
  hud: () => ({ counter: BONES, sprite: 'bone', label: 'Bones' }),
};
