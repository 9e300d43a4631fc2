import type { Chapter } from './types';

/** Terrain: grass, mud and water cost more, and the cat takes the cheapest way. */
export const TERRAIN: Chapter = {
  name: 'Terrain',
  levels: [
    {
      // Three lanes to the exit: short through mud, middling over grass, long on dry floor.
      id: '07-mud-season',
      title: 'Mud Season',
      intro: 'Mud costs 3 moves a tile and grass 2. The cat takes the cheapest way, not the shortest.',
      tutorial: true,
      rows: [
        '##############',
        '#C.mmmmmmmm..#',
        '#.##########.#',
        '#..gggggggg..#',
        '#.##########.#',
        '#.#........#.#',
        '#.#.######.#.#',
        '#...######..E#',
        '##############',
      ],
    },
    {
      // The bone by the cat's start is the nearer, but from it the way on is long; the far bone
      // across the pond opens the short way past the dog.
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
        '#B....#..###.E#',
        '###############',
      ],
    },
    {
      // The dog naps on the dry road; the bone sunk in the mud is not worth its price.
      id: '08a-the-long-way-round',
      title: 'The Long Way Round',
      intro: 'A dog naps on the dry road. Is a bone worth wading for, or is the mud itself the way?',
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
  ],
};
