import { BONES } from './bone';
import type { KindData } from './vocabulary';

/**
 * A dog. One that stands still guards its tile; one drawn as a polyline or polygon patrols it, a
 * tile per step of the cat (a polyline there and back, a polygon round and round). After every step
 * the cat meets every dog that now stands on its tile, or that it swapped tiles with: with a bone
 * the dog is bribed (the bone is spent; a standing dog leaves, a patroller falls asleep where it
 * is), without one the cat is eaten.
 */
export const dog: KindData = {
  name: 'dog',
  className: 'Dog',
  about:
    'a dog: bribed with a bone, it lets the cat by; without one it eats the cat. Drawn as a polyline or polygon, it patrols that route',
  letters: { D: { about: 'a dog' } },
  drawOrder: 30,
  tiledColour: '#ff8b5a3c',
  marker: 18,
  members: [],
  moves: 'route',
  rules: [
    {
      on: 'meet',
      need: { counter: BONES, n: 1, spend: true, short: { lose: 'eaten', report: 'eat' } },
      go: true,
      report: 'bribe',
    },
  ],
  go: { standing: 'leaves', moving: 'stays' },
  look: { sprite: 'dog_idle', gone: 'dog_sleep' },
  sounds: { bribe: 'bribe', eat: 'eaten' },
  markers: { bribe: 'bribe', eat: 'danger' },
};
