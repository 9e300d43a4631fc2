import type { Chapter } from './types';

/** Pipes: a step into one end comes out of the other. */
export const PIPES: Chapter = {
  name: 'Pipes',
  levels: [
    {
      // The near pipe lands before a dog that guards the bone; the far one comes round behind it.
      id: '19-down-the-pipe',
      title: 'Down the Pipe',
      intro: 'A pipe takes the cat to its other end for one move more, so pick the right pipe.',
      rows: [
        '################',
        '#C.O#O..D..B...#',
        '#.############.#',
        '#..O#O.........#',
        '##############.#',
        '#E......D......#',
        '################',
      ],
    },
    {
      // Two bones, two dogs, and a pipe that leads into a pipe: the nearest bone is not the first.
      id: '20-plumbing',
      title: 'Plumbing',
      intro: 'Some pipes lead straight into other pipes: plan which bone to fetch first.',
      rows: [
        '################',
        '#...C..#....BO.#',
        '#.####.#.#####.#',
        '#O#.B........#.#',
        '#.#O########.#.#',
        '#...#......#...#',
        '#####.####.#####',
        '#E..D.#OO#.D.O.#',
        '################',
      ],
    },
  ],
};
