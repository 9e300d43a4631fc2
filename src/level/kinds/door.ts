import type { KindData } from './vocabulary';

/**
 * A door: closed, it is a wall, unless the cat carries a key of its colour; walking into it then
 * opens it for good and spends the key. Paths plan through the doors the cat can open.
 */
export const door: KindData = {
  name: 'door',
  className: 'Door',
  about:
    'a door: a wall until the cat carries a key of its colour; walking in opens it for good and spends the key',
  letters: {
    R: { colour: 'red', about: 'a red door' },
    U: { colour: 'blue', about: 'a blue door' },
    N: { colour: 'green', about: 'a green door' },
    Y: { colour: 'yellow', about: 'a yellow door' },
  },
  drawOrder: 5,
  tiledColour: '#ff7a5230',
  marker: 28,
  members: [{ name: 'colour', type: 'KeyColour', default: 'red', about: 'red, blue, green or yellow' }],
  colours: true,
  rules: [
    {
      on: 'enter',
      need: { counter: 'key:{colour}', n: 1, spend: true, short: 'block' },
      go: true,
      report: 'open',
    },
  ],
  go: 'stays',
  look: { sprite: 'door_{colour}', gone: 'door_{colour}_open' },
  sounds: { open: 'unlock' },
  markers: { open: 'unlock' },
};
