import type { Chapter } from './types';

/** Energy: a budget for the whole trip, and the movement range that shows it. */
export const ENERGY: Chapter = {
  name: 'Energy',
  levels: [
    {
      id: '09-running-on-empty',
      title: 'Running on Empty',
      intro: 'Energy is limited. Tap the cat (or press Space) to see how far it can go.',
      energy: 22,
      tutorial: true,
      rows: [
        '#############',
        '#C..mm.....##',
        '#.##mm.###.##',
        '#.##gg.#..DE#',
        '#.##gg.#.####',
        '#...B..#....#',
        '#############',
      ],
    },
    {
      // Tight energy: the bone on the way pays the first dog, the one in the far room the second;
      // the bone down the left is a dead end the budget cannot afford.
      id: '10-tired-and-hungry',
      title: 'Tired and Hungry',
      intro: 'Bones, dogs and not much energy: plan the whole trip.',
      energy: 23,
      rows: [
        '##############',
        '#C...#B..mm..#',
        '#.##.#.##mm#.#',
        '#.#.BD..#gg#.#',
        '#.#.###.#gg#.#',
        '#B#...#...D..#',
        '###.#.######.#',
        '#...#......#E#',
        '##############',
      ],
    },
    {
      // Energy for exactly the best trip: the bone in the nook on the dry way pays the dog on the
      // right; the bone beside the cat, the one down the side room and the swim to the left dog
      // are each a detour the budget cannot pay.
      id: '10a-last-legs',
      title: 'Last Legs',
      intro: 'Not a step to spare: the energy is just enough for the best trip.',
      energy: 21,
      rows: [
        '##############',
        '#B..C........#',
        '#w#.###B####.#',
        '#w#..#######.#',
        '#w#B.#######.#',
        '#w##########.#',
        '#...D.E.D....#',
        '##############',
      ],
    },
  ],
};
