import type { Chapter } from './types';

/** Dogs: one bone each, and the cat walks through whatever stands on its way. */
export const DOGS: Chapter = {
  name: 'Dogs',
  levels: [
    {
      id: '03-good-dog',
      title: 'Good Dog',
      intro: 'A dog lets you pass for a bone. Without one, it eats you!',
      tutorial: true,
      rows: ['############', '#.....#..B.#', '#.###.#.####', '#C.......DE#', '############'],
    },
    {
      id: '03a-double-trouble',
      title: 'Double Trouble',
      intro: 'Two dogs stand between you and the exit: find a bone before each one you pass.',
      rows: [
        '##############',
        '#C.....D....B#',
        '#.####.####..#',
        '#.#B.#.#...#.#',
        '#.#..D.#.B.#.#',
        '#.#.##.###.#D#',
        '#......B...#E#',
        '##############',
      ],
    },
  ],
};
