import type { Chapter } from './types';

/** Order: where you tap chooses the way, and which bone comes first. */
export const ORDER: Chapter = {
  name: 'Order',
  levels: [
    {
      // The bone's shortest way passes the dog in the top hall: tap the lower hall first.
      id: '04-order-matters',
      title: 'Order Matters',
      intro: 'The cat takes the shortest way, even past a dog. Tap a nearer tile first to lead it round.',
      rows: [
        '###############',
        '#C....D......B#',
        '#.###########.#',
        '#.............#',
        '#.#######D#####',
        '#.#.....#E#####',
        '#...###.#######',
        '#######B#######',
        '###############',
      ],
    },
    {
      id: '05-two-guards',
      title: 'Two Guards',
      intro: 'Two guards, two bones to find: pick the pair that costs the fewest steps.',
      rows: [
        '##############',
        '#..ED.D......#',
        '#######B####.#',
        '#...#...#B...#',
        '#.#####.####.#',
        '#.....#.#....#',
        '#.#...###..#.#',
        '#.....C....#B#',
        '##############',
      ],
    },
    {
      id: '06-the-kennel',
      title: 'The Kennel',
      intro: 'Three dogs in the hall, but you need not pass them all. Count the bones on your way.',
      rows: [
        '###############',
        '#C..#B....#..B#',
        '#.#.#.###.#.#.#',
        '#.#...###...#.#',
        '#.#####.#####.#',
        '#B..D..D....D.#',
        '###.###.#.#####',
        '#.....#E#.....#',
        '###############',
      ],
    },
  ],
};
