import type { Chapter } from './types';

/** Walking, and what bones are for: the one dog by the exit wants one. */
export const WALKING: Chapter = {
  name: 'Walking and Bones',
  levels: [
    {
      // A ring round the exit's pocket, the dog in its mouth: the short way round (the top) has no
      // bone, so tapping the exit walks into the dog; the bone lies on the long way (the bottom), so
      // tapping it first sends the cat round that way, and the exit is then a tap ahead.
      id: '01-first-steps',
      title: 'First Steps',
      intro: 'Tap a tile and the cat walks there, the shortest way. The dog lets you out only for a bone!',
      tutorial: true,
      rows: [
        '###########',
        '#C........#',
        '#.#######.#',
        '#.##ED....#',
        '#.#######.#',
        '#....B....#',
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
