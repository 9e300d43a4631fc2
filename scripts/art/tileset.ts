/**
 * The Tiled tileset every level uses: levels/maze-cat.png + levels/maze-cat.tsj.
 * Ids, names and properties live in TILESET_TILES; docs/tileset.md is generated from the same list
 * so the designers' table never drifts from the file.
 *
 * Terrain costs (docs/rules.md, Terrain cost): floor 1, grass 2, mud 3, water 5. Walls block.
 */
import { GRID_TILESETS } from '../../src/level/tmjWriter';
import { blit, createImage } from './image';
import { kindVariants } from './kindVariants';
import { type Art, checkArt, renderArt } from './pixelArt';
import type { RgbaImage } from './png';
import { ALL_ANIMATIONS } from './sprites/index';
import { TILES } from './sprites/tiles';
import { diamondTile, hexTile, isoWallBlock } from './tileShapes';

/** A Tiled custom property as the JSON format writes it. */
export interface TiledProperty {
  readonly name: string;
  readonly type: 'bool' | 'int' | 'float' | 'string';
  readonly value: boolean | number | string;
}

/** One tile of the tileset: its art, what it means, its properties and optional animation. */
export interface TileSpec {
  readonly id: number;
  readonly name: string;
  readonly meaning: string;
  readonly art: Art;
  readonly properties: readonly TiledProperty[];
  /** Local tile ids and milliseconds, played in a loop. */
  readonly animation?: readonly { tileid: number; duration: number }[];
}

const wall: TiledProperty = { name: 'wall', type: 'bool', value: true };
const cost = (value: number): TiledProperty => ({ name: 'cost', type: 'int', value });
const marker = (name: string): TiledProperty => ({ name, type: 'bool', value: true });

/**
 * The 2011-style marker tiles, one per kind of piece and variant (a key's or a door's colour),
 * from the kinds table: the tile id is the kind's `marker`, the art its sprite's first frame, and
 * the properties name its class (a bool, as the 2011 maps wrote them) and its colour.
 */
function pieceMarkerTiles(): TileSpec[] {
  return kindVariants().map(({ kind, piece, about }): TileSpec => {
    const sprite = kind.look(piece, false).sprite;
    const art = ALL_ANIMATIONS[sprite]?.[0];
    if (!art) throw new Error(`${kind.name}: no sprite "${sprite}" for its marker tile`);
    const colour: TiledProperty[] = piece.colour
      ? [{ name: 'colour', type: 'string', value: piece.colour }]
      : [];
    return {
      id: kind.marker(piece),
      name: kind.className,
      // The legend's words without their text-level notes ("(pipes pair up in reading order...)").
      meaning: `marker: ${about.replace(/ \(.*\)$/, '')}`,
      art,
      properties: [marker(kind.className), ...colour],
    };
  });
}

const WATER_MS = 280;
const waterLoop = (first: number) =>
  [0, 1, 2, 3].map((i) => ({ tileid: 12 + ((first - 12 + i) % 4), duration: WATER_MS }));

/**
 * The tiles in id order: terrain, and the pieces' marker tiles at the ids the kinds table gives.
 * Append new tiles at the end: levels store ids, so never renumber.
 */
export const TILESET_TILES: readonly TileSpec[] = [
  { id: 0, name: 'floor', meaning: 'stone floor, one big slab', art: TILES.floor_0, properties: [] },
  { id: 1, name: 'floor', meaning: 'stone floor, three slabs', art: TILES.floor_1, properties: [] },
  { id: 2, name: 'floor', meaning: 'stone floor, four slabs', art: TILES.floor_2, properties: [] },
  { id: 3, name: 'floor', meaning: 'stone floor, cracked slab', art: TILES.floor_3, properties: [] },
  {
    id: 4,
    name: 'wall',
    meaning: 'wall block (stone cap, brick face)',
    art: TILES.wall_block,
    properties: [wall],
  },
  { id: 5, name: 'wall', meaning: 'brick wall face', art: TILES.wall_bricks, properties: [wall] },
  {
    id: 6,
    name: 'wall',
    meaning: 'wall block, cracked cap',
    art: TILES.wall_block_cracked,
    properties: [wall],
  },
  {
    id: 7,
    name: 'wall',
    meaning: 'brick wall face with moss',
    art: TILES.wall_bricks_mossy,
    properties: [wall],
  },
  { id: 8, name: 'grass', meaning: 'grass (cost 2)', art: TILES.grass_0, properties: [cost(2)] },
  {
    id: 9,
    name: 'grass',
    meaning: 'grass with flowers (cost 2)',
    art: TILES.grass_flowers,
    properties: [cost(2)],
  },
  { id: 10, name: 'mud', meaning: 'mud (cost 3)', art: TILES.mud_0, properties: [cost(3)] },
  {
    id: 11,
    name: 'mud',
    meaning: 'mud with a puddle (cost 3)',
    art: TILES.mud_puddle,
    properties: [cost(3)],
  },
  {
    id: 12,
    name: 'water',
    meaning: 'water, animated (cost 5)',
    art: TILES.water_0,
    properties: [cost(5)],
    animation: waterLoop(12),
  },
  { id: 13, name: 'water', meaning: 'water frame 2 (cost 5)', art: TILES.water_1, properties: [cost(5)] },
  { id: 14, name: 'water', meaning: 'water frame 3 (cost 5)', art: TILES.water_2, properties: [cost(5)] },
  { id: 15, name: 'water', meaning: 'water frame 4 (cost 5)', art: TILES.water_3, properties: [cost(5)] },
  {
    id: 20,
    name: 'water',
    meaning: 'water with a lily pad (cost 5)',
    art: TILES.water_lily,
    properties: [cost(5)],
  },
  { id: 21, name: 'floor', meaning: 'stone floor with moss', art: TILES.floor_moss, properties: [] },
  {
    id: 22,
    name: 'water',
    meaning: 'water, animated, half a cycle later (cost 5)',
    art: TILES.water_2,
    properties: [cost(5)],
    animation: waterLoop(14),
  },
  { id: 23, name: 'floor', meaning: 'stone floor, long slab', art: TILES.floor_4, properties: [] },
  ...pieceMarkerTiles(),
].sort((a, b) => a.id - b.id);

/** The grids a tileset is drawn for: square tiles, pointy-top hexagons, isometric diamonds. */
export type TileShape = 'square' | 'hexagon' | 'diamond';

/** Each terrain's rim colour on a hexagon or diamond: a darker shade of its own. */
const RIMS: Readonly<Record<string, string>> = { floor: 'z', wall: 'm', grass: 'x', mud: 'y', water: 'n' };

/**
 * The tiles of the tileset for `shape`: the same ids, names, properties and animations as the
 * square tileset, so a level names the same tile ids on every grid; terrain is cut to a hexagon or
 * laid flat as a diamond (tileShapes.ts), and marker tiles, the pieces' sprites, stay as they are.
 */
export function tilesOfShape(shape: TileShape): readonly TileSpec[] {
  if (shape === 'square') return TILESET_TILES;
  return TILESET_TILES.map((tile) => {
    const rim = RIMS[tile.name];
    if (rim === undefined) return tile;
    if (shape === 'hexagon')
      return { ...tile, art: hexTile(tile.art, rim), meaning: `hexagon: ${tile.meaning}` };
    if (tile.name !== 'wall')
      return { ...tile, art: diamondTile(tile.art, rim), meaning: `diamond: ${tile.meaning}` };
    const mossy = tile.meaning.includes('moss');
    return {
      ...tile,
      art: isoWallBlock(mossy),
      meaning: `diamond: low wall block, half a diamond high${mossy ? ', with moss' : ''}`,
    };
  });
}

/** The tileset files of each shape in levels/ (its .tsj and .png share the name), as maps name them. */
export const TILESET_NAMES: Readonly<Record<TileShape, string>> = {
  square: GRID_TILESETS.orthogonal.replace('.tsj', ''),
  hexagon: GRID_TILESETS.hexagonal.replace('.tsj', ''),
  diamond: GRID_TILESETS.isometric.replace('.tsj', ''),
};

/** Tiled's JSON for an external tileset (the .tsj format of Tiled 1.10+). */
export interface TilesetJson {
  readonly type: 'tileset';
  readonly version: string;
  readonly tiledversion: string;
  readonly name: string;
  readonly tilewidth: number;
  readonly tileheight: number;
  readonly tilecount: number;
  readonly columns: number;
  readonly margin: 0;
  readonly spacing: 0;
  readonly image: string;
  readonly imagewidth: number;
  readonly imageheight: number;
  readonly tiles: readonly {
    id: number;
    properties?: readonly TiledProperty[];
    animation?: readonly { tileid: number; duration: number }[];
  }[];
}

/** Renders the tileset atlas (no spacing, so Tiled's defaults read it) and its JSON. */
export function buildTileset(
  tiles: readonly TileSpec[],
  imageName: string,
  scale: number,
  columns = 8,
): { image: RgbaImage; json: TilesetJson } {
  const name = imageName.replace(/\.png$/, '');
  tiles.forEach((t, i) => {
    if (t.id !== i) throw new Error(`tile ${t.name}: id ${t.id} out of order (expected ${i})`);
    checkArt(`tile ${t.id} ${t.name}`, t.art);
  });
  const size = 16 * scale;
  const rows = Math.ceil(tiles.length / columns);
  const image = createImage(columns * size, rows * size);
  for (const t of tiles)
    blit(image, renderArt(t.art, scale), (t.id % columns) * size, Math.floor(t.id / columns) * size);
  return {
    image,
    json: {
      type: 'tileset',
      version: '1.10',
      tiledversion: '1.10.2',
      name,
      tilewidth: size,
      tileheight: size,
      tilecount: tiles.length,
      columns,
      margin: 0,
      spacing: 0,
      image: imageName,
      imagewidth: image.width,
      imageheight: image.height,
      tiles: tiles
        .filter((t) => t.properties.length > 0 || t.animation)
        .map((t) => ({
          id: t.id,
          ...(t.properties.length > 0 ? { properties: t.properties } : {}),
          ...(t.animation ? { animation: t.animation } : {}),
        })),
    },
  };
}

/** The designers' table for docs/tileset.md. */
export function tilesetMarkdown(tiles: readonly TileSpec[]): string {
  const lines = [
    '# The maze-cat tileset',
    '',
    'Generated by `npm run assets` from `scripts/art/tileset.ts` (do not edit by hand).',
    'Levels use it as the external tileset `levels/maze-cat.tsj` (32 x 32 tiles, 8 columns).',
    "In a map, a tile's gid is `firstgid + id`.",
    '',
    'Terrain costs: floor 1 (no property), grass 2, mud 3, water 5. The highest cost on a cell wins;',
    'a `wall` tile on any layer blocks the cell. Marker tiles (16-19, 24-32) are the 2011 way to place',
    'the cat, bones, dogs, exits, keys, doors and pipes: draw them on a tile layer above the floor',
    '(they are transparent). Objects of class `Cat`, `Bone`, `Dog`, `Exit`, `Key`, `Door`, `Pipe` work',
    'too and are preferred for new levels: a pipe needs its `to` object property and a patrolling dog',
    'its polyline or polygon, which only objects have (see docs/levels.md).',
    '',
    '| id | name | meaning | properties | animation |',
    '| --: | --- | --- | --- | --- |',
  ];
  for (const t of tiles) {
    const props = t.properties.map((p) => `\`${p.name}\` (${p.type}) = ${String(p.value)}`).join(', ') || '-';
    const anim = t.animation
      ? `${t.animation.map((f) => f.tileid).join(' → ')} (${t.animation[0].duration} ms each)`
      : '-';
    lines.push(`| ${t.id} | ${t.name} | ${t.meaning} | ${props} | ${anim} |`);
  }
  lines.push(
    '',
    '![tileset](../levels/maze-cat.png)',
    '',
    '## Hexagonal and isometric maps',
    '',
    '`levels/hex.tsj` and `levels/iso.tsj` hold the same tiles at the same ids, with the same',
    'properties and animations, so a level names the same ids on every grid. Their terrain is drawn',
    'for the grid (`scripts/art/tileShapes.ts` makes it from the square art) and their marker tiles',
    'are the square ones.',
    '',
    '- `hex.tsj` (32 x 32): pointy-top hexagons with a darker rim, for hexagonal maps of tile size',
    '  32 x 32, `hexsidelength` 16 and stagger axis y (rows 24 pixels apart, every other row shifted',
    '  by 16 pixels).',
    '- `iso.tsj` (32 x 32 images): for isometric and staggered maps of tile size 32 x 16. Tiled draws a',
    "  tile image on its diamond by the image's bottom, so floor, grass, mud and water are diamonds in",
    '  the lower half of the image and a wall is a low block, half a diamond high, standing on its cell.',
    '',
    '![hexagon tileset](../levels/hex.png) ![isometric tileset](../levels/iso.png)',
    '',
  );
  return lines.join('\n');
}
