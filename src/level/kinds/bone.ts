import type { KindData } from './vocabulary';

/** The bone counter: bones the cat carries, for bribing dogs. */
export const BONES = 'bone';

/** A bone: walking over it picks it up (one more bone to bribe a dog with). */
export const bone: KindData = {
  name: 'bone',
  className: 'Bone',
  about: 'a bone: walking over it picks it up',
  letters: { B: { about: 'a bone' } },
  drawOrder: 10,
  tiledColour: '#fff5f0e0',
  marker: 17,
  members: [],
  rules: [{ on: 'enter', give: { counter: BONES, n: 1 }, go: true, report: 'take' }],
  look: { sprite: 'bone' },
  sounds: { take: 'pickup' },
  markers: { take: 'pickup' },
  hud: { counter: BONES, sprite: 'bone', label: 'Bones' },
};
