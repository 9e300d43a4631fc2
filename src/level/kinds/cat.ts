import type { KindData } from './vocabulary';

/** The cat: where the player starts. Exactly one per level; the rules move it, no rule acts on it. */
export const cat: KindData = {
  name: 'cat',
  className: 'Cat',
  about: "the cat's start (exactly one)",
  letters: { C: { about: 'the cat' } },
  drawOrder: 40,
  tiledColour: '#fff0a040',
  marker: 16,
  members: [],
  rules: [],
  look: { sprite: 'cat_idle_down' },
  sounds: {},
  markers: {},
};
