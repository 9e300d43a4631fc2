/**
 * The terrain tiles of hexagonal and isometric maps, made from the square tiles' 16 x 16 art so the
 * three tilesets share their colours, texture and ids (docs/tileset.md).
 *
 * A pointy-top hexagon fills the 16 x 16 art as Tiled draws one in a 32 x 32 cell with
 * `hexsidelength` 16: corners at (8, 0), (16, 4), (16, 12), (8, 16), (0, 12) and (0, 4). An
 * isometric floor is a 16 x 8 diamond in the lower half of the art (Tiled draws a tile image on an
 * isometric cell by its bottom), and an isometric wall is a block one diamond high standing on it.
 * A pixel belongs to a shape when its centre lies inside, so the shapes of neighbouring cells tile
 * the plane without a gap or an overlap.
 */
import type { Art } from './pixelArt';

const SIZE = 16;

/** Whether the pixel centre (x + 0.5, y + 0.5) lies inside the pointy-top hexagon. */
function inHexagon(x: number, y: number): boolean {
  const dx = Math.abs(x + 0.5 - 8);
  const dy = Math.abs(y + 0.5 - 8);
  return dx <= 8 && dy <= 8 - dx / 2;
}

/**
 * Whether the pixel centre lies inside the 16 x 8 diamond centred at (8, `top`), or inside that
 * diamond moved straight down to centre `bottom` on its way there (the side of a block).
 */
function inDiamond(x: number, y: number, top: number, bottom = top): boolean {
  const cy = y + 0.5;
  const below = cy < top ? top - cy : cy > bottom ? cy - bottom : 0;
  return Math.abs(x + 0.5 - 8) / 8 + below / 4 <= 1;
}

/** Where an isometric wall's top face is centred: half a diamond above its cell's (at 12). */
const BLOCK_TOP = 8;

/** Draws each pixel of a 16 x 16 art by `paint`, transparent where it returns null. */
function draw(paint: (x: number, y: number) => string | null): Art {
  return Array.from({ length: SIZE }, (_, y) =>
    Array.from({ length: SIZE }, (_, x) => paint(x, y) ?? '.').join(''),
  );
}

/** Whether (x, y) is inside the shape and one of its four neighbours is not: the shape's rim. */
function onRim(inside: (x: number, y: number) => boolean, x: number, y: number): boolean {
  return inside(x, y) && !(inside(x - 1, y) && inside(x + 1, y) && inside(x, y - 1) && inside(x, y + 1));
}

/**
 * A square tile cut to the hexagon, its rim in `rim` (a darker shade of the terrain), so the cells
 * of a hex board read apart.
 */
export function hexTile(square: Art, rim: string): Art {
  return draw((x, y) => {
    if (!inHexagon(x, y)) return null;
    return onRim(inHexagon, x, y) ? rim : square[y][x];
  });
}

/**
 * A square tile laid flat as an isometric diamond in the art's lower half: each pixel of the
 * diamond shows the square's pixel at the same place along the two tile axes. Rim as `hexTile`.
 */
export function diamondTile(square: Art, rim: string): Art {
  const inside = (x: number, y: number) => inDiamond(x, y, 12);
  return draw((x, y) => {
    if (!inside(x, y)) return null;
    if (onRim(inside, x, y)) return rim;
    const across = (x + 0.5 - 8) / 8;
    const down = (y + 0.5 - 8) / 4;
    const u = Math.min(SIZE - 1, Math.floor(((down + across) / 2) * SIZE));
    const v = Math.min(SIZE - 1, Math.floor(((down - across) / 2) * SIZE));
    return square[v][u];
  });
}

/**
 * An isometric wall: a low block standing on its cell, half a diamond high (so it hides only the
 * near half of the cells behind it), its top a stone cap and its two faces a course of bricks (the
 * right face lit less), outlined in mortar.
 */
export function isoWallBlock(mossy: boolean): Art {
  const inBlock = (x: number, y: number) => inDiamond(x, y, BLOCK_TOP, 12);
  const inTop = (x: number, y: number) => inDiamond(x, y, BLOCK_TOP);
  return draw((x, y) => {
    if (!inBlock(x, y)) return null;
    if (onRim(inBlock, x, y)) return 'm';
    if (inTop(x, y)) return onRim(inTop, x, y) ? 't' : 'T';
    const left = x < 8;
    // Bricks in one course, a mortar joint every 4 pixels along the face.
    const along = left ? x : SIZE - 1 - x;
    if (along % 4 === 3) return 'm';
    if (mossy && along % 8 === 1 && y % 2 === 1) return 'v';
    return left ? 'H' : 'h';
  });
}
