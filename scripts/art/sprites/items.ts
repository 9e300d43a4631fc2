/** Bones (with a travelling glint) and the exit (a stairway down, its light pulsing). */
import { type Art, overlay } from '../pixelArt';

//                0123456789abcdef
const BONE: Art = [
  '................',
  '................',
  '................',
  '................',
  '................',
  '..kk........kk..',
  '.kWWk......kWWk.',
  '.kWWWkkkkkkWWWk.',
  '..kWWWWWWWWWWsk.',
  '.kWWskkkkkksWWk.',
  '.kssk......kssk.',
  '..kk........kk..',
  '................',
  '...5555555555...',
  '................',
  '................',
];
const GLINT_A: Art = ['Y'];
const GLINT_B: Art = ['.Y.', 'YwY', '.Y.'];

const EXIT: Art = [
  'zzzzzzzzzzzzzzzz',
  'zTTTTTTTTTTTTTTz',
  'zTtttttttttttTTz',
  'zTmmmmmmmmmmmmTz',
  'zTmkkkkkkkkkkmTz',
  'zTmkKKKKKKKKkmTz',
  'zTmkttttttttkmTz',
  'zTmkkkkkkkkkkmTz',
  'zTmkKKKKKKKKkmTz',
  'zTmkTTTTTTTTkmTz',
  'zTmkkkkkkkkkkmTz',
  'zTmkKKKKKKKKkmTz',
  'zTmkZZZZZZZZkmTz',
  'zTmkkkkkkkkkkmTz',
  'zTmkkkkkkkkkkmTz',
  'zzzzzzzzzzzzzzzz',
];
const ARROW: Art = ['.EEE.', '.EEE.', 'EEEEE', '.EEE.', '..E..'];
const ARROW_DIM: Art = ['.eee.', '.eee.', 'eeeee', '.eee.', '..e..'];

/** Bone and exit animations. */
export const ITEM_ANIMATIONS: Readonly<Record<string, readonly Art[]>> = {
  bone: [BONE, overlay(BONE, GLINT_A, 3, 7), overlay(BONE, GLINT_B, 9, 6), BONE],
  exit: [
    overlay(EXIT, ARROW, 6, 5),
    overlay(EXIT, ARROW, 6, 7),
    overlay(EXIT, ARROW_DIM, 6, 8),
    overlay(EXIT, ARROW, 6, 6),
  ],
};
