/**
 * The one palette all Maze Cat art is drawn with: warm, readable, with a dark plum outline.
 * Each pixel-art row uses one character per pixel; `.` is transparent.
 * Change a colour here and every sprite, tile and icon follows on the next `npm run assets`.
 */

/** RGBA, 0-255 each. */
export type Rgba = readonly [number, number, number, number];

function hex(value: string, alpha = 255): Rgba {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff, alpha];
}

/** Character -> colour. Grouped by what uses them; letters are mnemonic where possible. */
export const PALETTE: Readonly<Record<string, Rgba>> = {
  '.': [0, 0, 0, 0],
  // outline and neutrals
  k: hex('#2a1d2e'), // outline, pupils
  K: hex('#4a3a4e'), // soft outline / deep shadow
  w: hex('#fff4e0'), // cream white (cat muzzle, glints)
  W: hex('#f6f1e6'), // bone white
  s: hex('#cdbfa6'), // bone shade
  // cat
  o: hex('#f08a2c'), // orange fur
  O: hex('#ffb45c'), // fur highlight
  r: hex('#c0561f'), // fur shade, tabby stripes
  p: hex('#ff8fa0'), // pink: nose, inner ears, blush
  // dog
  b: hex('#8c5a3a'), // brown fur
  B: hex('#d3a070'), // tan muzzle, chest, paws
  d: hex('#5c3826'), // dark brown ears
  // accents
  R: hex('#e0443e'), // red: collar, danger, red keys and doors
  D: hex('#962a2f'), // dark red: shade of red keys and doors
  Y: hex('#ffd23f'), // yellow: tag, sparkle, focus, yellow keys and doors
  G: hex('#b88a12'), // gold: shade of yellow keys and doors
  E: hex('#5ad16a'), // green: exit light, pickup
  e: hex('#2f8f4a'), // dark green
  i: hex('#6ab8ff'), // light blue: tired, zzz
  q: hex('#b57ae6'), // purple
  // pipes: weathered teal metal
  P: hex('#3f9c8c'), // pipe metal
  Q: hex('#245e55'), // pipe metal shade, pipe mouth
  X: hex('#9ee0d2'), // pipe metal shine
  // floor stone
  a: hex('#7a7068'), // stone
  A: hex('#8e8378'), // stone light
  z: hex('#4f4640'), // grout, stone dark
  Z: hex('#655b53'), // stone shadow
  // wall bricks
  h: hex('#9a4f3c'), // brick
  H: hex('#b86a50'), // brick light
  m: hex('#3e2a2c'), // mortar, wall shadow
  t: hex('#c9b497'), // wall cap light
  T: hex('#a8957b'), // wall cap
  // mud
  u: hex('#6d4a2c'),
  U: hex('#8a6238'),
  y: hex('#4b3120'),
  // water
  c: hex('#2e6fb8'),
  C: hex('#4d9ae2'),
  l: hex('#b6e3ff'),
  n: hex('#21508c'),
  // grass
  v: hex('#4f9a3a'),
  V: hex('#79c454'),
  x: hex('#367029'),
  // translucent overlay tints
  '1': hex('#5fb0ff', 80), // range fill
  '2': hex('#c8e6ff', 200), // range border
  '3': hex('#c080ff', 70), // expanded fill
  '4': hex('#d8a8ff', 170), // expanded hatch
  '5': hex('#000000', 70), // soft shadow under sprites
  '6': hex('#ffffff', 150), // bump puff
};

/** The colour of `ch`, or an error naming the unknown character. */
export function colourOf(ch: string): Rgba {
  const c = PALETTE[ch];
  if (!c) throw new Error(`unknown palette character '${ch}'`);
  return c;
}
