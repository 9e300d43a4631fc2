import { setGone } from '../rules/playState';
import { addCounter, counter, type RuleCall } from '../rules/ruleCall';
import { COLOUR_LETTERS, keyCounter, readColour } from './colours';
import { KEY_COLOURS, type KindDef, type Piece } from './types';

const colourOf = (piece: Pick<Piece, 'colour'>) => piece.colour ?? 'red';

/**
 * A door: closed, it is a wall, unless the cat carries a key of its colour; walking into it then
 * opens it for good and spends the key. Paths plan through the doors the cat can open.
 */
export const door: KindDef = {
  name: 'door',
  className: 'Door',
  about:
    'a door: a wall until the cat carries a key of its colour; walking in opens it for good and spends the key',
  letters: Object.fromEntries(
    KEY_COLOURS.map((colour) => [
      COLOUR_LETTERS[colour].toUpperCase(),
      { colour, about: `a ${colour} door` },
    ]),
  ),
  drawOrder: 5,
  tiledColour: '#ff7a5230',
  marker: (piece) => 28 + KEY_COLOURS.indexOf(colourOf(piece)),
  members: [{ name: 'colour', type: 'KeyColour', default: 'red', about: 'red, blue, green or yellow' }],
  read: (found, report) => ({ colour: readColour(found.properties, report) }),
  goes: true,
  counter: (piece) => ({ name: keyCounter(colourOf(piece)), delta: -1 }),
  stays: () => true,
  blocks: (call, piece) => counter(call.level, call.state, keyCounter(colourOf(piece))) === 0,
  enter(call: RuleCall, piece: Piece): void {
    setGone(call.state, piece.slot);
    addCounter(call.level, call.state, keyCounter(colourOf(piece)), -1);
    call.report('open', piece);
  },
  look: (piece, gone) => ({ sprite: `door_${colourOf(piece)}${gone ? '_open' : ''}` }),
  sounds: { open: 'unlock' },
  markers: { open: 'unlock' },
};
