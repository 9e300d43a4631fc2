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
      id: '10-tired-and-hungry',
      title: 'Tired and Hungry',
      intro: 'Bones, dogs and not much energy: plan the whole trip.',
      energy: 30,
      rows: [
        '##############',
        '#C...#B..mm..#',
        '#.##.#.##mm#.#',
        '#.#..D..#gg#.#',
        '#.#.###.#gg#.#',
        '#B#...#...D..#',
        '###.#.######.#',
        '#...#......#E#',
        '##############',
      ],
    },
  ],
};
