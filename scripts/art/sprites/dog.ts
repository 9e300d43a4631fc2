/**
 * The dog: a brown guard dog with a tan muzzle and a red collar, sitting and facing the player.
 * Idle wags its tail; asleep closes its eyes under a rising "z"; eating holds the bone;
 * attacking bares its teeth and shakes.
 */
import { type Art, overlay, shift, symmetric, withRows } from '../pixelArt';

//               0123456789abcdef
const SIT: Art = [
  '................',
  '................',
  '....kkkkkkkk....',
  '...kbbbbbbbbk...',
  '.kkdbbbbbbbbdkk.',
  'kdddbwkbbwkbdddk',
  'kdddbkkbbkkbdddk',
  'kdddBBBkkBBBdddk',
  '.kddBBBBBBBBddk.',
  '..kkkBBkkBBkkk..',
  '...kRRRRYRRRk...',
  '..kbbbBBBBbbbk..',
  '.kbbbbBBBBbbbbk.',
  '.kbbkbbBBbbkbbk.',
  '.kBBkkbbbbkkBBk.',
  '..kk..kkkk..kk..',
];

const TAIL_UP: Art = ['..kk', '.kbk', 'kbk.', 'kk..'];
const TAIL_SIDE: Art = ['....', 'kkk.', 'bbbk', 'kkk.'];

const SLEEP_FACE: Art = ['kdddbbbbbbbbdddk', 'kdddkkbbbbkkdddk'];
const Z_SMALL: Art = ['iiii', '..i.', '.i..', 'iiii'];
const Z_BIG: Art = ['iiiii', '...i.', '..i..', '.i...', 'iiiii'];

const HAPPY_FACE: Art = ['kdddbkbbbbkbdddk', 'kddkbbbbbbbbkddk'];
const BONE_IN_MOUTH: Art = ['kWk....kWk', 'kWWWWWWWWk', 'kWk....kWk'];
const HEART: Art = ['.p.p.', 'ppppp', '.ppp.', '..p..'];

// Brows down, red eyes, teeth bared; the second frame opens the jaw wider.
const ANGRY_FACE: Art = symmetric(['.kkdbkbb', 'kdddbRkk', 'kdddbkkb', 'kdddBBBk', '.kddkWkW', '..kkkkkk']);
const ANGRY_FACE_2: Art = symmetric([
  '.kkdbkbb',
  'kdddbRkk',
  'kdddbkkb',
  'kdddkkkk',
  '.kddkWkW',
  '..kkRRRR',
  '..kkWkWk',
]);
const ANGER: Art = ['R.R', '.R.', 'R.R'];

const sit = SIT;
const wagA = overlay(sit, TAIL_UP, 12, 9);
const wagB = overlay(sit, TAIL_SIDE, 12, 10);
const lying = shift(withRows(sit, 5, SLEEP_FACE), 0, 1);
const happy = withRows(sit, 5, HAPPY_FACE);
const angry = withRows(sit, 4, ANGRY_FACE);
const angry2 = withRows(sit, 4, ANGRY_FACE_2);

/** Every dog animation, by the frame-name prefix the game uses. */
export const DOG_ANIMATIONS: Readonly<Record<string, readonly Art[]>> = {
  dog_idle: [wagA, wagB],
  dog_sleep: [overlay(lying, Z_SMALL, 12, 0), overlay(lying, Z_BIG, 11, 0)],
  dog_eat: [
    overlay(overlay(happy, BONE_IN_MOUTH, 3, 8), TAIL_UP, 12, 9),
    overlay(overlay(overlay(shift(happy, 0, 1), BONE_IN_MOUTH, 3, 9), TAIL_SIDE, 12, 11), HEART, 11, 0),
  ],
  dog_attack: [overlay(angry, ANGER, 12, 0), overlay(shift(angry2, 1, 0), ANGER, 0, 0)],
};
