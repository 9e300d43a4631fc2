import type { Chapter } from './types';

/** Terrain: grass, mud and water cost more, and the cat takes the cheapest way. */
export const TERRAIN: Chapter = {
  name: 'Terrain',
  levels: [
    {
      id: '07-mud-season',
      title: 'Mud Season',
      intro: 'Mud is slow: each muddy tile costs 3 moves. Grass costs 2.',
      rows: [
        '##############',
        '#C.mmmmmmmm..#',
        '#.#mmmmBmmm#.#',
        '#.#gggggggg#.#',
        '#.##########.#',
        '#.....D......#',
        '############E#',
        '##############',
      ],
    },
    {
      id: '08-wet-paws',
      title: 'Wet Paws',
      intro: 'Water costs 5 a tile. Sometimes a swim is still the short way.',
      rows: [
        '###############',
        '#C....#wwww..B#',
        '#.###.#wwww.###',
        '#.#...wwwww...#',
        '#.#.###wwww##.#',
        '#.#...#mmmm#D.#',
        '#.###.#....#.##',
        '#.....#..###.E#',
        '###############',
      ],
    },
  ],
};
