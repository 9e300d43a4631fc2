import type { KindData } from './vocabulary';

/** The cost of the jump from one end of a pipe to the other, on top of the step into it. */
export const PIPE_COST = 1;

/**
 * A pipe end. Pipes come in pairs (the `to` property names the other end): a step into one end
 * puts the cat on the other for 1 more. The level's grid carries each pair as a link
 * (`Grid.setLink`), so every path search and the movement range take it as an edge; the rule
 * itself only reports the jump.
 */
export const pipe: KindData = {
  name: 'pipe',
  className: 'Pipe',
  about: 'a pipe end: stepping in puts the cat on the other end (its `to` object) for 1 more',
  letters: { O: { about: 'a pipe end (pipes pair up in reading order: 1st with 2nd, 3rd with 4th...)' } },
  drawOrder: 2,
  tiledColour: '#ff4a90c0',
  marker: 32,
  members: [{ name: 'to', type: 'object', default: 0, about: 'the other end of this pipe' }],
  pairs: { cost: PIPE_COST },
  rules: [{ on: 'enter', report: 'jump' }],
  look: { sprite: 'pipe' },
  sounds: { jump: 'pipe' },
  markers: { jump: 'pipe' },
};
