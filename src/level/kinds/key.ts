import type { KindData } from './vocabulary';

/** A key: walking over it picks it up; it opens one door of its colour. */
export const key: KindData = {
  name: 'key',
  className: 'Key',
  about: 'a key: walking over it picks it up; it opens one door of its colour',
  letters: {
    r: { colour: 'red', about: 'a red key' },
    u: { colour: 'blue', about: 'a blue key' },
    n: { colour: 'green', about: 'a green key' },
    y: { colour: 'yellow', about: 'a yellow key' },
  },
  drawOrder: 10,
  tiledColour: '#ffe070d0',
  marker: 24,
  members: [{ name: 'colour', type: 'KeyColour', default: 'red', about: 'red, blue, green or yellow' }],
  colours: true,
  rules: [{ on: 'enter', give: { counter: 'key:{colour}', n: 1 }, go: true, report: 'take' }],
  look: { sprite: 'key_{colour}' },
  sounds: { take: 'key' },
  markers: { take: 'key' },
  hud: { counter: 'key:{colour}', sprite: 'key_{colour}', label: '{Colour} keys' },
};
