import { largeMaze } from '../largeLevels';
import type { Chapter } from './types';

/** The finale: levels that mix what the chapters taught. */
export const FINALE: Chapter = {
  name: 'Finale',
  levels: [
    {
      // The big maze again, with every terrain, guards on the way out and one budget of energy.
      id: '23-the-long-walk-home',
      title: 'The Long Walk Home',
      intro: 'A long way home through grass, mud and water, past hungry dogs, on one budget of energy.',
      energy: 300,
      rows: largeMaze({
        size: 65,
        seed: 41,
        loops: 150,
        terrain: 'gmw',
        placeSeed: 43,
        bones: 8,
        guards: 4,
        decoys: 3,
      }),
    },
    {
      // A key for the door by the bone, a wade through mud, a pipe over the wall: the dogs below
      // guard the long way, and the energy pays for the short one only.
      id: '24-odds-and-ends',
      title: 'Odds and Ends',
      intro: 'Every trick you know, and not one step of energy to spare.',
      energy: 27,
      rows: [
        '#################',
        '#..www#O#.......#',
        '#.#####.###E###.#',
        '#.#.#m..#.......#',
        '#.#.#m#.###..O#.#',
        '#.R..m#.#...B..m#',
        '#B#########.###m#',
        '#....D..D.....#m#',
        '#r#####.#...###.#',
        '#..C..#.#.B.....#',
        '#################',
      ],
    },
    {
      // Past a patrol, through a pipe, up for the key and down to its door, and a swim on the way.
      id: '25-the-grand-tour',
      title: 'The Grand Tour',
      intro: 'A patrol, a pipe, a key and a swim: the way out takes in a bit of everything.',
      rows: [
        '################',
        '#...#.rm....D..#',
        '#.#.###m#.###..#',
        '#..wwwmm#m..#..#',
        '#..w#O###.###.E#',
        '#.wwO.#m#...#..#',
        '#D#w###.#R#.#B.#',
        '#...#B..#.#.#..#',
        '#.###.###.#.####',
        '#C#.....B......#',
        '################',
      ],
      patrols: [
        [
          [1, 6],
          [1, 4],
        ],
      ],
    },
  ],
};
