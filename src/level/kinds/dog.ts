import { setGone } from '../rules/playState';
import { addCounter, counter, lose, type RuleCall } from '../rules/ruleCall';
import { BONES } from './bone';
import type { KindDef, Piece } from './types';

/** Where a dog stands after `clock` steps of the cat: its route's cell for that step, or its own cell. */
export function dogCell(piece: Piece, clock: number): number {
  const route = piece.route;
  return route === null ? piece.cell : route[clock % route.length];
}

/**
 * A dog. One that stands still guards its tile; one drawn as a polyline or polygon patrols it, a
 * tile per step of the cat (a polyline there and back, a polygon round and round). After every step
 * the cat meets every dog that now stands on its tile, or that it swapped tiles with: with a bone
 * the dog is bribed (the bone is spent; a standing dog leaves, a patroller falls asleep where it
 * is), without one the cat is eaten.
 */
export const dog: KindDef = {
  name: 'dog',
  className: 'Dog',
  about:
    'a dog: bribed with a bone, it lets the cat by; without one it eats the cat. Drawn as a polyline or polygon, it patrols that route',
  letters: { D: { about: 'a dog' } },
  drawOrder: 30,
  tiledColour: '#ff8b5a3c',
  marker: () => 18,
  members: [],
  read(found, report) {
    if (found.points === null) return {};
    if (found.points.length < 2) {
      report('a patrol route needs at least two points');
      return {};
    }
    return {
      routeTiles: found.points.map((p) => ({ x: p.x, y: p.y })),
      routeClosed: found.closed,
    };
  },
  goes: true,
  counter: () => ({ name: BONES, delta: -1 }),
  period: (piece) => piece.route?.length ?? 1,
  stays: (piece) => piece.route !== null,
  afterStep(call: RuleCall, piece: Piece): void {
    const { state, from, to } = call;
    const now = dogCell(piece, state.clock);
    const before = dogCell(piece, state.clock - 1);
    if (now !== to && !(before === to && now === from)) return;
    if (counter(call.level, state, BONES) > 0) {
      addCounter(call.level, state, BONES, -1);
      setGone(state, piece.slot);
      call.report('bribe', piece);
    } else {
      lose(state, 'eaten');
      call.report('eat', piece);
    }
  },
  look: (piece, gone) => ({ sprite: gone && piece.route !== null ? 'dog_sleep' : 'dog_idle' }),
  sounds: { bribe: 'bribe', eat: 'eaten' },
  markers: { bribe: 'bribe', eat: 'danger' },
};
