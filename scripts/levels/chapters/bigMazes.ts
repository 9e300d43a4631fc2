import { roomsLevel } from '../largeLevels';
import type { Chapter } from './types';

/** Big levels: larger than the screen, looked round by dragging and zooming, drawn as rooms. */
export const BIG_MAZES: Chapter = {
  name: 'Big Mazes',
  levels: [
    {
      // Rings of rooms round the exit, one gate through each, a dog in the last: the bone by the
      // cat is the wrong way round the ring; the one worth fetching lies by the first gate.
      id: '15-the-great-maze',
      title: 'The Great Maze',
      intro:
        'Rings of rooms round the exit, too big for the screen: drag to look around, pinch or scroll to zoom.',
      tutorial: true,
      rows: roomsLevel([
        '#################',
        '#C...B..........#',
        '#.#############.#',
        '#.#...........#.#',
        '#.#.#########.#.#',
        '#.#.#.......#.#.#',
        '#.#.#.#####.#.#.#',
        '#.#.#.#E..#.#.#.#',
        '#.#.#.#.#.#.#.#.#',
        '#.#.#.#...#.#.#.#',
        '#.#.#.###D#.#.#.#',
        '#.#.#.......#.#.#',
        '#.#.#####.###.#.#',
        '#.#...........#.#',
        '#.#######.#####.#',
        '#..........B....#',
        '#################',
      ]),
    },
    {
      // A sewer channel splits the map: the pipe crosses it in one step and the halls beyond are
      // guarded, so fetch the bone by the pipe, not the nearer one up the dead end; the swim
      // round the guards costs more than either.
      id: '16-the-old-sewers',
      title: 'The Old Sewers',
      intro: 'A pipe across the channel, dogs in the halls beyond. Swim only where it pays.',
      rows: roomsLevel([
        '#################',
        '#C...O#www#O....#',
        '#.###.#w#w###.#.#',
        '#.###B#www#...#.#',
        '#.###.#w#w#.###.#',
        '#B###.#www#.###.#',
        '#####.#w#w#.###.#',
        '#####.#www#.###.#',
        '#####.#w#w#.###D#',
        '#####.#www#.###.#',
        '#####.#w#w#.###.#',
        '#####.#www#.###.#',
        '#####.#w#w#D###.#',
        '#####.#www#.###.#',
        '#####.#w#w#.###.#',
        '#####.wwwww....E#',
        '#################',
      ]),
    },
  ],
};
