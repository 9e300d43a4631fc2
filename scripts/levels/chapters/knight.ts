import type { Chapter } from './types';

/** Knight jumps: the cat lands two tiles on and one aside, over anything. */
export const KNIGHT: Chapter = {
  name: 'Knight Jumps',
  levels: [
    {
      // The exit is walled in: only a jump gets there.
      id: '13-knight-moves',
      title: 'Knight Moves',
      intro: 'The cat jumps like a chess knight: over walls, landing only counts.',
      rule: 'knight',
      tutorial: true,
      rows: [
        '############',
        '#C...#.....#',
        '#....#.###.#',
        '#....#.#E#.#',
        '#....#.###.#',
        '#....#.....#',
        '############',
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
        '#.#.#.#.DD#',
        '#...#..D..#',
        '#...#D.D.E#',
        '###########',
      ],
    },
    {
      // One bone for three dogs: the jumps must land on only the dog that guards the exit.
      id: '14a-the-knights-tour',
      title: "The Knight's Tour",
      intro: 'Three dogs and one bone: plan your jumps to land on just one dog.',
      rule: 'knight',
      rows: [
        '###########',
        '#C....#...#',
        '#..#..#...#',
        '#.....#.B.#',
        '####..D...#',
        '#.......D.#',
        '#..#...##.#',
        '#...D....E#',
        '###########',
      ],
    },
  ],
};
