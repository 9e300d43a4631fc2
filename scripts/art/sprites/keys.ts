/**
 * Keys and doors in four colours. Colour is never the only clue: each colour has its own shape (a
 * key's bow and the plate on its doors: red circle, blue square, green triangle, yellow diamond)
 * and its own count (a key's teeth, the notches on its doors' lintel: 1 to 4), so a player who
 * does not tell red from green still matches a key to its door.
 */
import { KEY_COLOURS, type KeyColour } from '../../../src/level/kinds/types';
import { type Art, overlay } from '../pixelArt';

/** Fill and shade characters of each colour (see palette.ts). */
const INK: Readonly<Record<KeyColour, { readonly fill: string; readonly shade: string }>> = {
  red: { fill: 'R', shade: 'D' },
  blue: { fill: 'C', shade: 'c' },
  green: { fill: 'E', shade: 'e' },
  yellow: { fill: 'Y', shade: 'G' },
};

/** Each colour's shape, 7 x 7, with `X` for the fill and `S` for the shade. */
const SHAPES: Readonly<Record<KeyColour, Art>> = {
  red: ['..kkk..', '.kXXXk.', 'kXXkXXk', 'kXk.kXk', 'kXXkXXk', '.kSSSk.', '..kkk..'],
  blue: ['kkkkkkk', 'kXXXXXk', 'kXkkkXk', 'kXk.kXk', 'kXkkkXk', 'kSSSSSk', 'kkkkkkk'],
  green: ['...k...', '..kXk..', '..kXk..', '.kXkXk.', '.kX.Xk.', 'kSSSSSk', 'kkkkkkk'],
  yellow: ['...k...', '..kXk..', '.kXkXk.', 'kXk.kXk', '.kXkXk.', '..kSk..', '...k...'],
};

/** How many teeth a key has, and notches its doors show. */
const COUNT: Readonly<Record<KeyColour, number>> = { red: 1, blue: 2, green: 3, yellow: 4 };

const BLANK = '................';
const blank = (): string[] => Array.from({ length: 16 }, () => BLANK);

function inked(art: Art, colour: KeyColour): Art {
  const { fill, shade } = INK[colour];
  return art.map((row) => row.replaceAll('X', fill).replaceAll('S', shade));
}

/** Sets one pixel of a drawing (a copy). */
function plot(art: Art, x: number, y: number, ch: string): Art {
  return art.map((row, i) => (i === y ? row.slice(0, x) + ch + row.slice(x + 1) : row));
}

/** A key lying on the floor: its bow on the left, the shaft to the right, teeth hanging below. */
function keyArt(colour: KeyColour): Art {
  const shaft: Art = ['kkkkkkkkk', 'XXXXXXXXk', 'kkkkkkkkk'];
  let art = overlay(blank(), inked(SHAPES[colour], colour), 0, 4);
  art = overlay(art, inked(shaft, colour), 6, 6);
  for (let i = 0; i < COUNT[colour]; i++) {
    const x = 13 - 2 * i;
    art = overlay(art, inked(['X', 'X', 'k'], colour), x, 8);
    art = overlay(art, ['k', 'k'], x - 1, 9);
    art = overlay(art, ['k', 'k'], x + 1, 9);
  }
  // A soft shadow under the key.
  return overlay(art, ['5555555555555'], 2, 12);
}

/** The door's wooden leaf: vertical planks with grooves. */
const PLANKS = 'kbbdbbbdbbbdbbbk';

/** The lintel: a band of the colour with its notches, over the door frame. */
function lintel(colour: KeyColour, width: number): Art {
  const { fill, shade } = INK[colour];
  const band = `k${fill.repeat(width - 2)}k`;
  let notched = band;
  const n = COUNT[colour];
  const start = Math.floor((width - (2 * n - 1)) / 2);
  for (let i = 0; i < n; i++) {
    const x = start + 2 * i;
    notched = `${notched.slice(0, x)}k${notched.slice(x + 1)}`;
  }
  return ['k'.repeat(width), band, notched, `k${shade.repeat(width - 2)}k`];
}

/** A closed door: the coloured lintel, a wooden leaf, the plate with the colour's shape. */
function doorArt(colour: KeyColour): Art {
  let art: Art = [...lintel(colour, 16), ...Array.from({ length: 11 }, () => PLANKS), 'kkkkkkkkkkkkkkkk'];
  art = overlay(art, inked(SHAPES[colour], colour), 4, 6);
  return art;
}

/**
 * An open door: the frame and the lintel stay (with its notches, so the colour still reads), the
 * leaf has swung against the left post, and the floor shows through.
 */
function openDoorArt(colour: KeyColour): Art {
  const post = 'kmk';
  const rows: string[] = [...lintel(colour, 16)];
  for (let y = 4; y < 15; y++) rows.push(`${post}kbbk......${post}`);
  rows.push(`${post}kkkk......${post}`);
  return rows;
}

/** Every key and door animation, by the sprite names the kinds table's `look` gives. */
export const KEY_AND_DOOR_ANIMATIONS: Readonly<Record<string, readonly Art[]>> = Object.fromEntries(
  KEY_COLOURS.flatMap((colour) => {
    const key = keyArt(colour);
    return [
      // A glint runs along the shaft.
      [`key_${colour}`, [key, plot(key, 8, 7, 'w'), plot(key, 11, 7, 'w'), key]],
      [`door_${colour}`, [doorArt(colour)]],
      [`door_${colour}_open`, [openDoorArt(colour)]],
    ];
  }),
);

/** The marker tile art of a key and a door of a colour (the first frame of each). */
export const keyMarker = (colour: KeyColour): Art => KEY_AND_DOOR_ANIMATIONS[`key_${colour}`][0];
export const doorMarker = (colour: KeyColour): Art => KEY_AND_DOOR_ANIMATIONS[`door_${colour}`][0];
