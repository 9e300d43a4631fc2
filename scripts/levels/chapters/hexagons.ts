import { NEW_GRIDS } from '../../../src/level/edit/newMap';
import type { Chapter } from './types';

/**
 * Hexagons: a board of pointy-top hexagons (levels/hex.tsj), every odd row drawn half a tile to the
 * right, so each tile has six neighbours: two across, two slantwise up, two slantwise down. In the
 * rows below, a tile on an even row touches the tiles above and below it at x - 1 and x; one on an
 * odd row at x and x + 1.
 */
export const HEXAGONS: Chapter = {
  name: 'Hexagons',
  levels: [
    {
      // A winding corridor that turns every way a hexagon can.
      id: '26-six-ways',
      title: 'Six Ways',
      intro:
        'On a board of hexagons every tile has six neighbours: the cat steps across, or slantwise up and down.',
      tutorial: true,
      grid: NEW_GRIDS.hexagonal,
      rows: ['#######', '#C..###', '###.###', '##.#.E#', '##.#.##', '##..###', '#######'],
    },
    {
      // The way down from the key to the exit has two red doors; the long way round has one.
      id: '27-locked-cells',
      title: 'Locked Cells',
      intro:
        'One red key, three red doors, and a key opens just one of them. Count the doors on your way out.',
      grid: NEW_GRIDS.hexagonal,
      rows: [
        '#########',
        '#C.....r#',
        '#.####R##',
        '#.####.##',
        '#.####R##',
        '#R####.##',
        '#......E#',
        '#########',
      ],
    },
    {
      // The bone behind the cat is the nearest; the one beside the dog's corridor costs less in all.
      id: '28-the-nearer-bone',
      title: 'The Nearer Bone',
      intro: 'The nearest bone is not always the one to fetch: see which lies on your way to the dog.',
      grid: NEW_GRIDS.hexagonal,
      rows: ['########', '#B.C..##', '####.#.#', '####DB##', '####.###', '###E####', '########'],
    },
    {
      // Following the dog down the near shaft meets it as it turns; the top row reaches the far end after it has turned.
      id: '29-on-the-beat',
      title: 'On the Beat',
      intro: 'This dog walks its row to the end and back. Be somewhere else when it turns.',
      grid: NEW_GRIDS.hexagonal,
      rows: ['#########', '#......C#', '#.##.##.#', '#......D#', '#.#######', '#E#######', '#########'],
      patrols: [
        [
          [7, 3],
          [1, 3],
        ],
      ],
    },
  ],
};
