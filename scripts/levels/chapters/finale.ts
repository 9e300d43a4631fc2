import { roomsLevel } from '../largeLevels';
import type { Chapter } from './types';

/** The finale: levels that mix what the chapters taught. */
export const FINALE: Chapter = {
  name: 'Finale',
  levels: [
    {
      // The red door by the cat is the wrong one: keep the key for the door at the far end of the
      // pipe, and take the bone on the mud way for the dog at home; the floor way round the water
      // is a step cheaper but passes no bone. One budget of energy, with a few steps spare.
      id: '23-the-long-walk-home',
      title: 'The Long Walk Home',
      intro: 'Two red doors, one key, a pipe across town and a dog at home, on one budget of energy.',
      energy: 135,
      rows: roomsLevel([
        '#################',
        '#C...ggO#########',
        '#R#.#############',
        '#B#r#############',
        '#################',
        '#################',
        '#################',
        '#################',
        '#################',
        '#######O.mmm#####',
        '#######.###.#####',
        '#######.###B#####',
        '#######.###.#####',
        '#######..w..R.DE#',
        '#################',
        '#################',
        '#################',
      ]),
    },
    {
      // One chain, every trick: the red key opens the way to the one bone the hall's dog takes,
      // past the dog lies the blue key, and the pipe drops the cat by the blue door home. The bone
      // in the nook and the one by the lower dog are detours the energy (par exactly) cannot pay.
      id: '24-odds-and-ends',
      title: 'Odds and Ends',
      intro:
        'Two keys, a dog in the hall and a pipe to the blue door: one chain, and not a step of energy to spare.',
      energy: 39,
      rows: [
        '#################',
        '#C...R...B#..u..#',
        '#.###.#####.###.#',
        '#r#B#.....D.#O..#',
        '#.#.#####.#.#####',
        '#...mmmmm.#..O..#',
        '#####.#####.###U#',
        '#B....D.......#E#',
        '#################',
      ],
    },
    {
      // A guard walks the ring round the yard, and the one bone is for the yard's dog: never meet
      // the guard. It comes up the side the key is on, so the pipe gets the cat there first and
      // back out, and the way on is the guard's way round, through the water: the dry way back
      // to the door walks into it.
      id: '25-the-grand-tour',
      title: 'The Grand Tour',
      intro:
        "A guard walks the ring and your one bone is for the yard's dog, so never meet the guard: go round its way, by the pipe and through the water.",
      rows: [
        '###############',
        '#..C.B..wwww..#',
        '#.#####O#####.#',
        '#.O##########.#',
        '#r#E..D.....R.#',
        '#.###########.#',
        '#.###########.#',
        '#......D......#',
        '###############',
      ],
      patrols: [
        [
          [7, 7],
          [1, 7],
          [1, 1],
          [13, 1],
          [13, 7],
          [7, 7],
        ],
      ],
    },
  ],
};
