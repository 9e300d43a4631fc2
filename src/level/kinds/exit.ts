import type { KindData } from './vocabulary';

/** An exit: entering it wins, unless a dog ate the cat on the same step. At least one per level. */
export const exit: KindData = {
  name: 'exit',
  className: 'Exit',
  about: 'an exit: entering it wins (at least one)',
  letters: { E: { about: 'an exit' } },
  drawOrder: 0,
  tiledColour: '#ff6bd66b',
  marker: 19,
  members: [],
  rules: [{ on: 'enter', end: 'win', report: 'win' }],
  look: { sprite: 'exit' },
  sounds: { win: 'win' },
  markers: { win: 'win' },
};
