/**
 * Terrain tiles, 16 x 16 art rendered at 32 x 32. Every tile repeats seamlessly next to itself and
 * its variants: floor slabs keep their grout on the top and left edges only, brick courses are
 * 4 pixels high with an 8-pixel bond, and water waves wrap horizontally so its frames loop.
 */
import { type Art, overlay } from '../pixelArt';

/** A stone slab covering columns x0..x1 and rows y0..y1 (inclusive), grout left and above. */
interface Slab {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Draws slabs with a light top-left bevel and a shadowed bottom-right edge on grout. */
function slabs(list: readonly Slab[]): Art {
  const grid: string[][] = Array.from({ length: 16 }, () => Array(16).fill('z'));
  for (const s of list) {
    for (let y = s.y0; y <= s.y1; y++) {
      for (let x = s.x0; x <= s.x1; x++) {
        let ch = 'a';
        if (y === s.y1 || x === s.x1) ch = 'Z';
        else if (y === s.y0 || x === s.x0) ch = 'A';
        grid[y][x] = ch;
      }
    }
  }
  return grid.map((r) => r.join(''));
}

const FLOOR_BIG = slabs([{ x0: 1, y0: 1, x1: 15, y1: 15 }]);
const FLOOR_TWO = slabs([
  { x0: 1, y0: 1, x1: 15, y1: 6 },
  { x0: 1, y0: 8, x1: 9, y1: 15 },
  { x0: 11, y0: 8, x1: 15, y1: 15 },
]);
const FLOOR_FOUR = slabs([
  { x0: 1, y0: 1, x1: 6, y1: 9 },
  { x0: 8, y0: 1, x1: 15, y1: 5 },
  { x0: 8, y0: 7, x1: 15, y1: 15 },
  { x0: 1, y0: 11, x1: 6, y1: 15 },
]);
// Specks, a crack and a pebble so no two variants read the same from afar.
const FLOOR_LONG = slabs([
  { x0: 1, y0: 1, x1: 4, y1: 15 },
  { x0: 6, y0: 1, x1: 15, y1: 10 },
  { x0: 6, y0: 12, x1: 15, y1: 15 },
]);
const SPECKS: Art = [
  '................',
  '................',
  '.....Z..........',
  '..........A.....',
  '................',
  '...A............',
  '................',
  '............Z...',
  '................',
  '......Z.........',
  '................',
  '...........A....',
  '..Z.............',
  '................',
  '........A.......',
  '................',
];
const CRACK: Art = [
  '................',
  '................',
  '................',
  '.........z......',
  '........zZ......',
  '.......z........',
  '.......z........',
  '......zZ........',
  '.....z..........',
  '.....z..........',
  '................',
  '................',
  '..........kz....',
  '..........zZ....',
  '................',
  '................',
];
const MOSS: Art = [
  '................',
  'vV..............',
  'xv..............',
  '.x..............',
  '................',
  '................',
  '................',
  '..............V.',
  '.............vxv',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
];

const FLOOR_0 = overlay(FLOOR_BIG, SPECKS);
const FLOOR_1 = overlay(FLOOR_TWO, SPECKS, 3, 0);
const FLOOR_2 = FLOOR_FOUR;
const FLOOR_3 = overlay(FLOOR_BIG, CRACK);
const FLOOR_MOSS = overlay(FLOOR_TWO, MOSS);

// Brick courses: rows of 3 brick pixels and 1 mortar pixel; bricks 7 wide with 1 mortar, offset by 4.
const BRICKS: Art = [
  'mmmmmmmmmmmmmmmm',
  'HHHmHHHHHHHmHHHH',
  'hhhmhhhhhhhmhhhh',
  'hhhmhhhhhhhmhhhh',
  'mmmmmmmmmmmmmmmm',
  'HHHHHHHmHHHHHHHm',
  'hhhhhhhmhhhhhhhm',
  'hhhhhhhmhhhhhhhm',
  'mmmmmmmmmmmmmmmm',
  'HHHmHHHHHHHmHHHH',
  'hhhmhhhhhhhmhhhh',
  'hhhmhhhhhhhmhhhh',
  'mmmmmmmmmmmmmmmm',
  'HHHHHHHmHHHHHHHm',
  'hhhhhhhmhhhhhhhm',
  'hhhhhhhmhhhhhhhm',
];
// A raised block seen from above: a stone cap, then the top course of its brick face and a shadow.
const WALL_BLOCK: Art = [
  'tttttttttttttttt',
  'tTTTTTTTTtTTTTTT',
  'tTTTTTTTTtTTTTTT',
  'tTTTTTTTTtTTTTTT',
  'ttttttttttttttTT',
  'tTTTtTTTTTTTTTTT',
  'tTTTtTTTTTTTTTTT',
  'tTTTtTTTTTTTTTTT',
  'tTTTtTTTTTTTTTTT',
  'TTTTTTTTTTTTTTTT',
  'mmmmmmmmmmmmmmmm',
  'HHHmHHHHHHHmHHHH',
  'hhhmhhhhhhhmhhhh',
  'mmmmmmmmmmmmmmmm',
  'HHHHHHHmHHHHHHHm',
  'mmmmmmmmmmmmmmmm',
];
const CAP_CRACK: Art = [
  '................',
  '................',
  '......m.........',
  '.......m........',
  '.......mm.......',
  '........m.......',
  '.........m......',
  '................',
  '................',
];
const BRICK_MOSS: Art = [
  '................',
  '................',
  '................',
  '................',
  'vxv.............',
  'VvxV............',
  'vVv.............',
  '................',
  '.........vxvvx..',
  '..........VvxV..',
  '...........v....',
  '................',
  '................',
  '................',
  '................',
  '................',
];

const GRASS: Art = [
  'vvvvvvvvvvvvvvvv',
  'vvVvvvvvvvvxvvvv',
  'vVvvvvvvvvvvxvvv',
  'vvvvvvxvvvvvvvvv',
  'vvvvvxvvvVvvvvvv',
  'vvvvvvvvVvvvvvvV',
  'vxvvvvvvvvvvvvVv',
  'vvxvvvvvvvvvvvvv',
  'vvvvvvvVvvvvvvvv',
  'vvvvvvVvvvvxvvvv',
  'vvvvvvvvvvxvvvvv',
  'vvvVvvvvvvvvvvvv',
  'vvVvvvvvvvvvvxvv',
  'vvvvvvvxvvvvxvvv',
  'vvvvvvxvvvVvvvvv',
  'vvvvvvvvvVvvvvvv',
];
const FLOWERS: Art = [
  '................',
  '................',
  '....w...........',
  '...wYw..........',
  '....w.......p...',
  '...........pYp..',
  '............p...',
  '................',
  '................',
  '................',
  '.......w........',
  '......wYw.......',
  '.......w........',
  '................',
  '..p.............',
  '.pYp............',
];

const MUD: Art = [
  'uuuuuuuuuuuuuuuu',
  'uuuUUuuuuuuuuuuu',
  'uuuuuuuuuuyyuuuu',
  'uuuuuuuuuyyyyuuu',
  'uyyuuuuuuuyyUuuu',
  'yyyyuuuuuuuuuuuu',
  'uyyUuuuuUUuuuuuu',
  'uuuuuuuuuuuuuuyu',
  'uuuuuuuuuuuuuyyy',
  'uuuUUuuuuuuuuuyU',
  'uuuuuuuyyyuuuuuu',
  'uuuuuuyyyyyuuuuu',
  'uuuuuuuyyyUuuuuu',
  'uUuuuuuuuuuuUUuu',
  'uuuuuuuuuuuuuuuu',
  'uuuuuuuuUuuuuuuu',
];
const MUD_PUDDLE: Art = [
  '................',
  '................',
  '................',
  '....yyyyyy......',
  '...yyncccnyy....',
  '..yycClcccnyy...',
  '..yncccccccny...',
  '..yyncccccnyy...',
  '...yyynnnyyy....',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
];

const WATER: Art = [
  'cccccccccccccccc',
  'ccccCCcccccccccc',
  'cccCccCcccccccCC',
  'ccccccccccccccnc',
  'cccccccccccccccc',
  'cnccccccccCCcccc',
  'cccccccccCccCccc',
  'cccccccccccccccc',
  'cccccccccccccccc',
  'CCcccccccccccccc',
  'ccCcccccccnccccc',
  'ccccccccccccccCC',
  'ccccCCcccccccCcc',
  'cccCcclCcccccccc',
  'cccccccccccccccc',
  'cccccccccccncccc',
];
const LILY: Art = [
  '................',
  '................',
  '................',
  '................',
  '................',
  '.....xxxx.......',
  '....xvvvvx......',
  '...xvVvvv.x.....',
  '...xvvvvvvx.....',
  '....xvvvvx......',
  '.....xxxx.......',
  '................',
  '................',
  '................',
  '................',
  '................',
];

/** Shifts columns left by `dx` with wrap-around, so the tile stays seamless. */
function wrapX(art: Art, dx: number): Art {
  return art.map((row) => row.slice(dx) + row.slice(0, dx));
}

/** Tiles by name; `tileset.ts` gives them ids and properties. */
export const TILES = {
  floor_0: FLOOR_0,
  floor_1: FLOOR_1,
  floor_2: FLOOR_2,
  floor_3: FLOOR_3,
  wall_block: WALL_BLOCK,
  wall_bricks: BRICKS,
  wall_block_cracked: overlay(WALL_BLOCK, CAP_CRACK),
  wall_bricks_mossy: overlay(BRICKS, BRICK_MOSS),
  grass_0: GRASS,
  grass_flowers: overlay(wrapX(GRASS, 5), FLOWERS),
  mud_0: MUD,
  mud_puddle: overlay(wrapX(MUD, 8), MUD_PUDDLE),
  water_0: WATER,
  water_1: wrapX(WATER, 4),
  water_2: wrapX(WATER, 8),
  water_3: wrapX(WATER, 12),
  water_lily: overlay(wrapX(WATER, 6), LILY),
  floor_moss: FLOOR_MOSS,
  floor_4: overlay(FLOOR_LONG, SPECKS, 0, 4),
} as const satisfies Record<string, Art>;
