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
      id: '12-diagonal-dogs',
      title: 'Diagonal Dogs',
      intro: 'Diagonal steps cost a little more than straight ones. Mind the dogs.',
      rule: 'diagonal',
      rows: [
        '##############',
        '#C.....#....B#',
        '#.####.#.##..#',
        '#....#D#..#..#',
        '##.#.#.##.#.##',
        '#B.#...D..#..#',
        '#..#####.###D#',
        '#.......#...E#',
        '##############',
      ],
    },
  ],
};
