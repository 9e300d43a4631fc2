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
      // Two guards, three bones: the bone beside the cat is the nearest and the dearest (back and
      // forth); the pair worth taking is the one in the nook and the one in the guards' hall.
      id: '05-two-guards',
      title: 'Two Guards',
      intro: 'Two guards, three bones: the nearest bone is not the cheapest one to fetch.',
      rows: [
        '##############',
        '#B..C........#',
        '#######B####.#',
        '############.#',
        '#E.D..D....B.#',
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
