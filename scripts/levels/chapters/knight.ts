import type { Chapter } from './types';

/** Knight jumps: the cat lands two tiles on and one aside, over anything. */
export const KNIGHT: Chapter = {
  name: 'Knight Jumps',
  levels: [
    {
      id: '13-knight-moves',
      title: 'Knight Moves',
      intro: 'The cat jumps like a chess knight: over walls, landing only counts.',
      rule: 'knight',
      rows: [
        '###########',
        '#C....#...#',
        '#..#..#.B.#',
        '#.....#...#',
        '####..D...#',
        '#.......D.#',
        '#..#...##.#',
        '#...D....E#',
        '###########',
      ],
    },
    {
      id: '14-knights-watch',
      title: "Knight's Watch",
      intro: 'Jumping over a dog is safe. Landing on one is not.',
      rule: 'knight',
      rows: [
        '###########',
        '#C..#...B.#',
        '#...#.#...#',
        '#.B.#.#.D.#',
        '#...#..D..#',
        '#...#....E#',
        '###########',
      ],
    },
  ],
};
