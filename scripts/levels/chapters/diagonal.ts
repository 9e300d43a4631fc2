import type { Chapter } from './types';

/** Diagonal moves: eight ways to step, never round a wall's corner, and a diagonal costs more. */
export const DIAGONAL: Chapter = {
  name: 'Diagonal Moves',
  levels: [
    {
      id: '11-corner-cutter',
      title: 'Corner Cutter',
      intro: 'Now the cat moves diagonally too, but never around a wall corner.',
      rule: 'diagonal',
      tutorial: true,
      rows: [
        '#############',
        '#C..........#',
        '#...........#',
        '#....###....#',
        '#....#B#....#',
        '#....#.#....#',
        '#.........DD#',
        '#.........DE#',
        '#############',
      ],
    },
    {
      // The bone by the start is a detour; the one down the left is on the way to the first dog.
      id: '12-diagonal-dogs',
      title: 'Diagonal Dogs',
      intro: 'Diagonal steps cost a little more than straight ones. Mind the dogs.',
      rule: 'diagonal',
      rows: [
        '##############',
        '#C..B..#....B#',
        '#.####.#.##..#',
        '#....#D#..#..#',
        '##.#.#.##.#.##',
        '#B.#...D..#..#',
        '#..#####.###D#',
        '#.......#...E#',
        '##############',
      ],
    },
    {
      // Three bones, and a dog in the one gap south: only the bone in the middle room is on a
      // cheap way through it.
      id: '12a-zigzag',
      title: 'Zigzag',
      intro: 'Three bones, one dog in the gap: only one bone lies on a cheap way through.',
      rule: 'diagonal',
      rows: [
        '##############',
        '#C.#......#..#',
        '#..#.####.#B.#',
        '#.....#B..D..#',
        '###.#.#.######',
        '#B..#...#....#',
        '#.###.#D#.##.#',
        '#.....#...#.E#',
        '##############',
      ],
    },
  ],
};
