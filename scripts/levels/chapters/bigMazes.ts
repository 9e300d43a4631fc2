import { largeMaze } from '../largeLevels';
import type { Chapter } from './types';

/** Big mazes: levels larger than the screen, looked round by dragging and zooming. */
export const BIG_MAZES: Chapter = {
  name: 'Big Mazes',
  levels: [
    {
      id: '15-the-great-maze',
      title: 'The Great Maze',
      intro: 'A maze too big for the screen. Drag to look around, pinch or scroll to zoom.',
      tutorial: true,
      rows: largeMaze({
        size: 65,
        seed: 7,
        loops: 120,
        terrain: 'gm',
        placeSeed: 11,
        bones: 6,
        guards: 3,
        decoys: 0,
      }),
    },
    {
      id: '16-the-old-sewers',
      title: 'The Old Sewers',
      intro: 'Water everywhere, dogs in the dark. Swim only where it pays.',
      rows: largeMaze({
        size: 65,
        seed: 23,
        loops: 200,
        terrain: 'wmw',
        placeSeed: 29,
        bones: 9,
        guards: 4,
        decoys: 4,
      }),
    },
  ],
};
