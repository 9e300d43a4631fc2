import { describeValue } from '../../tiled/jsonNode';
import type { RuleCall } from '../rules/ruleCall';
import type { KindDef, Piece } from './types';

/** The cost of the jump from one end of a pipe to the other, on top of the step into it. */
export const PIPE_COST = 1;

/**
 * A pipe end. Pipes come in pairs (the `to` property names the other end): a step into one end
 * puts the cat on the other for 1 more. The level's grid carries each pipe as a link
 * (`Grid.setLink`), so every path search and the movement range take it as an edge; the rule
 * itself only reports the jump.
 */
export const pipe: KindDef = {
  name: 'pipe',
  className: 'Pipe',
  about: 'a pipe end: stepping in puts the cat on the other end (its `to` object) for 1 more',
  letters: { O: { about: 'a pipe end (pipes pair up in reading order: 1st with 2nd, 3rd with 4th...)' } },
  drawOrder: 2,
  tiledColour: '#ff4a90c0',
  marker: () => 32,
  members: [{ name: 'to', type: 'object', default: 0, about: 'the other end of this pipe' }],
  read(found, report) {
    const name = Object.keys(found.properties).find((k) => k.toLowerCase() === 'to');
    if (name === undefined) return {};
    const value = found.properties[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
      report(
        `property "${name}" must point to the other Pipe object (an object property), not ${describeValue(value)}`,
      );
      return {};
    }
    return { partnerObject: value };
  },
  goes: false,
  enter(call: RuleCall, piece: Piece): void {
    call.report('jump', piece);
  },
  look: () => ({ sprite: 'pipe' }),
  sounds: { jump: 'pipe' },
  markers: { jump: 'pipe' },
};
