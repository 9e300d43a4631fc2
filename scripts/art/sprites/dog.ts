/**
 * The dog: a brown guard dog with a tan muzzle and a red collar, sitting and facing the player.
 * Idle wags its tail; dozing (a guard far from the cat) closes its eyes but stays sitting up, on
 * guard; asleep (a bribed patroller) lies down under a rising "z"; eating holds the bone;
 * attacking bares its teeth and shakes. A patroller walks its beat in four directions.
 */
import { type Art, mirror, overlay, shift, symmetric, withRows } from '../pixelArt';

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

const DOZE_FACE: Art = ['kdddbbbbbbbbdddk', 'kdddkkbbbbkkdddk'];

// Walking: the head of the sitting dog on four legs, seen from the front, the back and the side.
const STAND_LEGS_A: Art = ['..kbbbBBBBbbbk..', '..kbkbbbbbbkbk..', '..kBk.kkkk.kBk..', '..kk........kk..'];
const STAND_LEGS_B: Art = ['..kbbbBBBBbbbk..', '..kbkbbbbbbkbk..', '..kbk.kkkk.kBk..', '..kBk.......kk..'];
const FRONT_WALK_A: Art = withRows(SIT, 12, STAND_LEGS_A);
const FRONT_WALK_B: Art = withRows(shift(SIT, 0, -1), 12, mirror(STAND_LEGS_B));
const BACK: Art = withRows(SIT, 4, [
  '.kkdbbbbbbbbdkk.',
  'kdddbbbbbbbbdddk',
  'kdddbbbbbbbbdddk',
  'kdddbbbbbbbbdddk',
  '.kddbbbbbbbbddk.',
  '..kkkbbbbbbkkk..',
  '...kRRRRRRRRk...',
]);
const BACK_TAIL: Art = ['.k.', 'kdk', 'kdk'];
const plainLegs = (legs: Art): Art => legs.map((r) => r.replaceAll('B', 'b'));
const BACK_WALK_A: Art = overlay(withRows(BACK, 12, plainLegs(STAND_LEGS_A)), BACK_TAIL, 7, 10);
const BACK_WALK_B: Art = overlay(
  withRows(shift(BACK, 0, -1), 12, plainLegs(mirror(STAND_LEGS_B))),
  BACK_TAIL,
  6,
  9,
);
//                     0123456789abcdef
const SIDE_BODY: Art = [
  '................',
  '................',
  '................',
  '........kkkkk...',
  '.......kbbbbbk..',
  '.......kddbbbbk.',
  '..k....kddbwkbBk',
  '.kbk...kddbbbBBk',
  '.kbk....kdbbBBkk',
  '..kbkkkkRRRYkk..',
  '..kbbbbbbbbbbk..',
  '..kbbbbbbbbbbk..',
  '..kbBBBBBBBBbk..',
];
const SIDE_LEGS_A: Art = ['..kbbk...kbbk...', '..kBBk...kBBk...', '..kkkk...kkkk...'];
const SIDE_LEGS_B: Art = ['.kbk.kbkkbk.kbk.', 'kBk...kBBk...kBk', 'kk.....kk.....kk'];
const SIDE_A: Art = [...SIDE_BODY, ...SIDE_LEGS_A];
const SIDE_B: Art = [...shift(SIDE_BODY, 0, -1).slice(0, 12), SIDE_BODY[12], ...SIDE_LEGS_B];

const sit = SIT;
const wagA = overlay(sit, TAIL_UP, 12, 9);
const wagB = overlay(sit, TAIL_SIDE, 12, 10);
// Lying flat, head down on its front paws: a bribed patroller, asleep for good.
const lying = overlay(
  shift(withRows(sit, 5, SLEEP_FACE).slice(0, 10).concat(Array(6).fill('................')), 0, 4),
  ['.kbbbkBBBBkbbbk.', 'kbBBbkkkkkkbBBbk', '.kkkk......kkkk.'],
  0,
  13,
);
const happy = withRows(sit, 5, HAPPY_FACE);
const angry = withRows(sit, 4, ANGRY_FACE);
const angry2 = withRows(sit, 4, ANGRY_FACE_2);

/** Every dog animation, by the frame-name prefix the game uses. */
export const DOG_ANIMATIONS: Readonly<Record<string, readonly Art[]>> = {
  dog_idle: [wagA, wagB],
  dog_doze: [withRows(sit, 5, DOZE_FACE)],
  dog_sleep: [overlay(lying, Z_SMALL, 12, 0), overlay(lying, Z_BIG, 11, 0)],
  dog_walk_down: [FRONT_WALK_A, FRONT_WALK_B],
  dog_walk_up: [BACK_WALK_A, BACK_WALK_B],
  dog_walk_right: [SIDE_A, SIDE_B],
  dog_walk_left: [SIDE_A, SIDE_B].map(mirror),
  dog_eat: [
    overlay(overlay(happy, BONE_IN_MOUTH, 3, 8), TAIL_UP, 12, 9),
    overlay(overlay(overlay(shift(happy, 0, 1), BONE_IN_MOUTH, 3, 9), TAIL_SIDE, 12, 11), HEART, 11, 0),
  ],
  dog_attack: [overlay(angry, ANGER, 12, 0), overlay(shift(angry2, 1, 0), ANGER, 0, 0)],
};
