import type { Chapter } from './types';

/** Patrolling dogs: they walk their beat a tile for each step the cat takes. */
export const PATROLS: Chapter = {
  name: 'Patrols',
  levels: [
    {
      // The dog paces the lower hall away from the cat's way down: watch it, and walk out.
      id: '21-on-patrol',
      title: 'On Patrol',
      intro: 'This dog walks its beat, a tile for each step you take; the arrow shows where it goes next.',
      tutorial: true,
      rows: [
        '#############',
        '#C..........#',
        '#.#########.#',
        '#.#########.#',
        '#.........D.#',
        '#####.#######',
        '#####E#######',
        '#############',
      ],
      patrols: [
        [
          [10, 4],
          [6, 4],
        ],
      ],
    },
    {
      // A guard walks round the yard: head-on is death, behind it is safe; the bone costs a detour.
      id: '22-the-rounds',
      title: 'The Rounds',
      intro: 'A guard makes its rounds: walk behind it, or put it to sleep with a bone.',
      rows: [
        '#############',
        '#C...B#######',
        '#.###########',
        '#...gD....###',
        '#.#######.###',
        '#.#######.###',
        '#.#######.###',
        '#.........E##',
        '#############',
      ],
      patrols: [
        [
          [5, 3],
          [9, 3],
          [9, 7],
          [1, 7],
          [1, 3],
          [5, 3],
        ],
      ],
    },
    {
      // The dog paces the lower hall: the short way down meets it, the middle shaft slips behind it.
      id: '22a-slip-behind',
      title: 'Slip Behind',
      intro: 'The short way meets the dog head-on. Time your walk to slip in behind it.',
      rows: [
        '#############',
        '#C..........#',
        '#.####.####.#',
        '#.####.####.#',
        '#..........D#',
        '#####.#######',
        '#####E#######',
        '#############',
      ],
      patrols: [
        [
          [11, 4],
          [1, 4],
        ],
      ],
    },
  ],
};
