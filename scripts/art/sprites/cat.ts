/**
 * The cat: an orange tabby with a cream muzzle, drawn at 16 x 16 (rendered 2x to 32 x 32).
 * Front and back views are drawn as left halves and mirrored; walk cycles swap the leg rows
 * and bob the body one pixel.
 */
import { type Art, mirror, overlay, shift, symmetric, withRows } from '../pixelArt';

const FRONT_BODY: Art = symmetric([
  '........',
  '..kk....',
  '.kpok...',
  '.kppokkk',
  '.kooOOrO',
  'kooooooo',
  'koowkooo',
  'kookkooo',
  'kwwooooo',
  '.kwwwwwk',
  '..kkkwww',
  '..krooww',
  '..krooww',
  '..krooow',
  '..kwwkoo',
  '..kkkkkk',
]);
// Nose and mouth sit on the centre line, so they are drawn over the mirrored head.
const FACE: Art = ['pp', 'kk'];
const TAIL: Art = ['.kk', 'kok', 'kok', 'kok', 'kk.'];

const FRONT: Art = overlay(overlay(FRONT_BODY, FACE, 7, 8), TAIL, 13, 10);

/** The cat's front view without its tail, for icons. */
export const CAT_FACE: Art = overlay(FRONT_BODY, FACE, 7, 8);

const BACK: Art = overlay(
  symmetric([
    '........',
    '..kk....',
    '.kook...',
    '.koookkk',
    '.koOOOOO',
    'kooOrOOO',
    'koooroor',
    'kooooooo',
    'kroooorr',
    '.krooooo',
    '..kkkooo',
    '..kroooo',
    '..kroorr',
    '..kroooo',
    '..kookoo',
    '..kkkkkk',
  ]),
  TAIL,
  13,
  10,
);

// Side view, facing right; the left view mirrors it.
const RIGHT: Art = [
  '................',
  '.........k...k..',
  '.........kk.kk..',
  '.........kpkpk..',
  '........kOOOOOk.',
  '..k.....kOOrOOOk',
  '.kok....koowkook',
  '.kok....kookkook',
  '.kok...kwwoooopk',
  '..kokkkrowwwwwk.',
  '..krroooookkkk..',
  '...kroooooooork.',
  '...krorroorrork.',
  '...krooowwwoork.',
  '...kwwkkkkkwwk..',
  '...kk.....kk....',
];
const SIDE_LEGS_A: Art = ['...krooowwwoork.', '..kwwkkkkkkkwwk.', '..kk.......kk...'];
const SIDE_LEGS_B: Art = ['...krooowwwoork.', '....kwwkkwwk....', '....kk...kk.....'];

const FRONT_LEGS_A: Art = ['..kroooooooorkok', '..kwwkooooorkkk.', '...kk.kkkkkk....'];
const FRONT_LEGS_B: Art = ['..kroooooooorkok', '..krooooookwwkk.', '...kkkkkk.kk....'];
const BACK_LEGS_A: Art = ['..kroooooooorkok', '..kookooooorkkk.', '...kk.kkkkkk....'];
const BACK_LEGS_B: Art = ['..kroooooooork..', '..krooooookook..', '...kkkkkk.kk....'];

/** Four-frame walk: contact, stride A (body up a pixel), contact, stride B. */
function walk(base: Art, legsA: Art, legsB: Art, legRow: number): Art[] {
  const lifted = shift(base, 0, -1);
  return [base, withRows(lifted, legRow, legsA), base, withRows(lifted, legRow, legsB)];
}

const rightWalk = walk(RIGHT, SIDE_LEGS_A, SIDE_LEGS_B, 13);

// ^ ^ eyes for joy; the lose face has worried brows and a wobbly mouth.
const HAPPY: Art = withRows(FRONT, 6, symmetric(['koookooo', 'kookokoo']));

/** Drops row `row` and pads the top: a squash, for crouching before a jump or slumping. */
function squash(art: Art, row: number): Art {
  return ['.'.repeat(art[0].length), ...art.slice(0, row), ...art.slice(row + 1)];
}
const SPARKLE: Art = ['.Y.', 'YwY', '.Y.'];
const SAD: Art = withRows(FRONT, 5, [
  'kokkoooooookkook',
  'koowkooooookwook',
  'kookkooooookkook',
  'kwwooooppoooowwk',
  '.kwwwwkwwkwwwwk.',
]);
const FLAT: Art = [
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '..k..........k..',
  '.kpkkkkkkkkkkpk.',
  'kooOOoorroOOoook',
  'kokokoooooookokk',
  'koookoopooooookk',
  'kwwwwwwkkwwwwwwk',
  'kroooooooooooork',
  '.kkkkkkkkkkkkkk.',
];
const TEAR: Art = ['i', 'i'];

/** Every cat animation, by the frame-name prefix the game uses. */
export const CAT_ANIMATIONS: Readonly<Record<string, readonly Art[]>> = {
  cat_idle_down: [FRONT, FRONT, withRows(FRONT, 6, ['kooooooooooooook', 'kokkoooooookkook'])],
  cat_walk_down: walk(FRONT, FRONT_LEGS_A, FRONT_LEGS_B, 13),
  cat_walk_up: walk(BACK, BACK_LEGS_A, BACK_LEGS_B, 13),
  cat_walk_right: rightWalk,
  cat_walk_left: rightWalk.map(mirror),
  cat_win: [
    squash(HAPPY, 5),
    overlay(shift(HAPPY, 0, -1), SPARKLE, 0, 1),
    overlay(overlay(shift(HAPPY, 0, -1), SPARKLE, 13, 0), SPARKLE, 0, 3),
    overlay(HAPPY, SPARKLE, 13, 2),
  ],
  cat_lose: [SAD, overlay(SAD, TEAR, 3, 9), overlay(squash(squash(SAD, 5), 11), TEAR, 3, 11), FLAT],
};
