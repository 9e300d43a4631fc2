import { setGone } from '../rules/playState';
import { addCounter, type RuleCall } from '../rules/ruleCall';
import { COLOUR_LETTERS, keyCounter, readColour } from './colours';
import { KEY_COLOURS, type KindDef, type Piece } from './types';

const colourOf = (piece: Pick<Piece, 'colour'>) => piece.colour ?? 'red';

/** A key: walking over it picks it up; it opens one door of its colour. */
export const key: KindDef = {
  name: 'key',
  className: 'Key',
  about: 'a key: walking over it picks it up; it opens one door of its colour',
  letters: Object.fromEntries(
    KEY_COLOURS.map((colour) => [COLOUR_LETTERS[colour], { colour, about: `a ${colour} key` }]),
  ),
  drawOrder: 10,
  tiledColour: '#ffe070d0',
  marker: (piece) => 24 + KEY_COLOURS.indexOf(colourOf(piece)),
  members: [{ name: 'colour', type: 'KeyColour', default: 'red', about: 'red, blue, green or yellow' }],
  read: (found, report) => ({ colour: readColour(found.properties, report) }),
  goes: true,
  counter: (piece) => ({ name: keyCounter(colourOf(piece)), delta: 1 }),
  enter(call: RuleCall, piece: Piece): void {
    setGone(call.state, piece.slot);
    addCounter(call.level, call.state, keyCounter(colourOf(piece)), 1);
    call.report('take', piece);
  },
  look: (piece) => ({ sprite: `key_${colourOf(piece)}` }),
  sounds: { take: 'key' },
  markers: { take: 'key' },
  hud: (piece) => ({
    counter: keyCounter(colourOf(piece)),
    sprite: `key_${colourOf(piece)}`,
    label: `${colourOf(piece)[0].toUpperCase()}${colourOf(piece).slice(1)} keys`,
  }),
};
