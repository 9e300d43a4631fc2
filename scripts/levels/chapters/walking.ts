import type { Chapter } from './types';

/** Walking, and what bones are for: the one dog by the exit wants one. */
export const WALKING: Chapter = {
  name: 'Walking and Bones',
  levels: [
    {
      id: '01-first-steps',
      title: 'First Steps',
      intro: 'Tap a tile and the cat walks there. Find the way out!',
      tutorial: true,
      rows: [
        '###########',
        '#C....#...#',
        '#.###.#.#.#',
        '#...#...#.#',
        '###.#####.#',
        '#.....#...#',
        '#.###.#.#.#',
        '#...#...#E#',
        '###########',
      ],
    },
    {
      // The bone up the left is the nearer one, but the one below the hall is on the way.
      id: '02-a-bone-to-pick',
      title: 'A Bone to Pick',
      intro:
        'Walk over a bone to pick it up. The dog at the exit lets you by for one: which bone is on your way?',
      rows: [
        '#############',
        '#...B#......#',
        '#.####.####.#',
        '#C..........#',
        '#####.#####D#',
        '#####B#####E#',
        '#############',
      ],
    },
  ],
};
