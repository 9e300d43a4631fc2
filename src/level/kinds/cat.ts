import type { KindDef } from './types';

/** The cat: where the player starts. Exactly one per level; the rules move it, nothing acts on it. */
export const cat: KindDef = {
  name: 'cat',
  className: 'Cat',
  about: "the cat's start (exactly one)",
  letters: { C: { about: 'the cat' } },
  drawOrder: 40,
  tiledColour: '#fff0a040',
  marker: () => 16,
  members: [],
  goes: false,
  look: () => ({ sprite: 'cat_idle_down' }),
  sounds: {},
  markers: {},
};
