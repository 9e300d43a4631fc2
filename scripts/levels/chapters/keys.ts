import type { Chapter } from './types';

/** Keys and doors: a door opens for a key of its colour, and keeps the key. */
export const KEYS: Chapter = {
  name: 'Keys and Doors',
  levels: [
    {
      // A red key, two red doors: the shortest way from the key to the exit opens the wrong one.
      id: '17-the-red-door',
      title: 'The Red Door',
      intro: 'A door opens for a key of its colour, and keeps the key.',
      rows: [
        '#############',
        '#C......r...#',
        '######.####.#',
        '######R####.#',
        '######......#',
        '######R######',
        '######E######',
        '#############',
      ],
    },
    {
      // Both keys are on the way to the blue one; the short way back spends the red key on the wrong door.
      id: '18-mind-the-doors',
      title: 'Mind the Doors',
      intro: 'The cat walks through any door it can open: spend each key on the right door.',
      rows: [
        '###############',
        '#.....#......C#',
        '#.###.#.#####R#',
        '#r#.....#...#U#',
        '#.#R###.#.#.#.#',
        '#...#...#.#...#',
        '###.#.###.###.#',
        '#..u#...#E....#',
        '#.#####.#.###.#',
        '#.......#...#.#',
        '###############',
      ],
    },
  ],
};
