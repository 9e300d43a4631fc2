import { orthogonalShape } from '../tiled/gridShape';
import { projectionOf, type TileProjection } from '../tiled/projection';
import type { GridShape } from '../tiled/types';
import { type LevelDrawing, TERRAIN } from './drawing';
import { readKinds } from './kinds/readKinds';
import { KINDS, LETTERS } from './kinds/table';
import type { Piece } from './kinds/types';
import { KINDS_PROPERTY } from './ownKinds';
import { markerSize, tileCentrePixel, tileObjectAt } from './tilePlace';

/**
 * Turns a level drawn as rows of characters into a Tiled JSON map that uses the shared tileset
 * levels/maze-cat.tsj: a ground layer, a walls layer and an object layer with every piece as a tile
 * object of its kind's class (so they show in Tiled), its marker tile and the properties its kind
 * reads: a key's or door's colour, a pipe's `to` (pipes pair in reading order), a patrolling dog as
 * a polyline (or, when its route closes, a polygon). Tile variants are picked by a fixed hash of
 * the cell, so rebuilding gives the same map. A drawing on another grid (isometric, staggered,
 * hexagonal) is written with that grid's settings and its pieces where Tiled draws them on their
 * tiles (tilePlace.ts).
 */

/**
 * The tile ids (in levels/maze-cat.tsj) each terrain is drawn with, variants picked per cell by
 * `pickTile`; a wall whose lower neighbour is a wall shows its top, else its face.
 */
export const TERRAIN_TILES = {
  floor: [0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 21, 23],
  grass: [8, 8, 8, 9],
  mud: [10, 10, 10, 11],
  water: [12, 22, 12, 22, 20],
  wallFace: [4, 4, 4, 4, 6],
  wallTop: [5, 5, 5, 5, 7],
} as const;
const {
  floor: FLOOR,
  grass: GRASS,
  mud: MUD,
  water: WATER,
  wallFace: WALL_FACE,
  wallTop: WALL_TOP,
} = TERRAIN_TILES;
const TILE = 32;
/** The grid a drawing is written on when it names none: square tiles of the tileset's size. */
export const SQUARE_GRID: GridShape = orthogonalShape(TILE, TILE);

/**
 * The game's tileset for each grid (docs/tileset.md): the same tiles at the same ids, their terrain
 * drawn as squares, as hexagons, or as diamonds (for isometric and staggered maps).
 */
export const GRID_TILESETS = {
  orthogonal: 'maze-cat.tsj',
  hexagonal: 'hex.tsj',
  isometric: 'iso.tsj',
  staggered: 'iso.tsj',
} as const satisfies Record<GridShape['orientation'], string>;

/** One of `options` for cell x, y, by a fixed hash (so the same map is drawn the same every time). */
export function pickTile(options: readonly number[], x: number, y: number): number {
  let h = (x * 374761393 + y * 668265263) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return options[((h ^ (h >>> 16)) >>> 0) % options.length];
}

/** A visible Tiled JSON object layer holding `objects`. */
export function objectLayerJson(id: number, name: string, objects: readonly Record<string, unknown>[]) {
  return {
    id,
    name,
    type: 'objectgroup',
    draworder: 'topdown',
    x: 0,
    y: 0,
    opacity: 1,
    visible: true,
    objects,
  };
}

/** A visible Tiled JSON tile layer of `width` x `height` gids. */
export function tileLayerJson(id: number, name: string, width: number, height: number, data: number[]) {
  return { id, name, type: 'tilelayer', x: 0, y: 0, width, height, opacity: 1, visible: true, data };
}

type Property = {
  name: string;
  type: 'string' | 'int' | 'float' | 'bool' | 'object';
  value: string | number | boolean;
  propertytype?: string;
};

/** What a drawing's letter stands for: a piece of a kind (built-in or the map's own) as a Tiled object. */
interface Letter {
  readonly kind: string;
  readonly className: string;
  /** Its marker tile's id in the game's tileset. */
  readonly marker: number;
  readonly colour?: string;
}

/** The built-in kinds' letters (`C` cat, `r` red key...), and the drawing's own kinds' letters. */
function drawingLetters(drawing: LevelDrawing): ReadonlyMap<string, Letter> {
  const letters = new Map<string, Letter>();
  for (const [ch, meaning] of LETTERS) {
    const kind = KINDS[meaning.kind];
    const marker = kind.marker({ colour: (meaning.colour as Piece['colour']) ?? null });
    letters.set(ch, { ...meaning, className: kind.className, marker });
  }
  if (!drawing.kinds) return letters;
  const own = readKinds(drawing.kinds.json);
  for (const [ch, className] of Object.entries(drawing.kinds.letters)) {
    const kind = own.find((k) => k.className === className);
    if (!kind)
      throw new Error(
        `${drawing.title}: letter "${ch}" names the class "${className}", which no own kind has`,
      );
    if (letters.has(ch) || ch in TERRAIN)
      throw new Error(`${drawing.title}: letter "${ch}" of ${className} is taken by the drawing's legend`);
    letters.set(ch, { kind: kind.name, className, marker: kind.marker });
  }
  return letters;
}

/**
 * One piece as a Tiled object of its kind's class: a tile object with the kind's marker, or, for a
 * dog with a patrol route, a polyline (a polygon when the route closes) through the tiles' centres.
 */
function pieceObject(
  id: number,
  letter: Letter,
  x: number,
  y: number,
  patrols: LevelDrawing['patrols'],
  projection: TileProjection,
): Record<string, unknown> {
  const properties: Property[] = [];
  if (letter.colour)
    properties.push({ name: 'colour', type: 'string', value: letter.colour, propertytype: 'KeyColour' });
  const extra = { rotation: 0, visible: true, ...(properties.length ? { properties } : {}) };
  const route =
    letter.kind === 'dog' ? patrols?.find(([first]) => first[0] === x && first[1] === y) : undefined;
  if (route) {
    const closed = route.length > 2 && route[0].join() === route[route.length - 1].join();
    const start = tileCentrePixel(projection, x, y);
    const points = (closed ? route.slice(0, -1) : route).map(([px, py]) => {
      const at = tileCentrePixel(projection, px, py);
      return { x: at.x - start.x, y: at.y - start.y };
    });
    const centre = { ...start, width: 0, height: 0 };
    return {
      id,
      name: '',
      type: letter.className,
      ...centre,
      ...extra,
      [closed ? 'polygon' : 'polyline']: points,
    };
  }
  const gid = letter.marker + 1;
  const size = markerSize(projection.shape);
  const box = { ...tileObjectAt(projection, x, y, size), ...size };
  return { id, gid, name: '', type: letter.className, ...box, ...extra };
}

/** Pipes pair in reading order: the first end of each pair points to the second (an object property). */
function pairPipes(objects: Record<string, unknown>[]): void {
  const pipes = objects.filter((o) => o.type === KINDS.pipe.className);
  for (let i = 0; i + 1 < pipes.length; i += 2) {
    const to: Property = { name: 'to', type: 'object', value: pipes[i + 1].id as number };
    pipes[i].properties = [...((pipes[i].properties as Property[] | undefined) ?? []), to];
  }
}

/**
 * The Tiled JSON map for a drawing; `par` is written as a map property when given. `tileset` is
 * the path of the shared tileset from the map (`../maze-cat.tsj` for one in the folder above), by
 * default the game's tileset for the drawing's grid beside it.
 */
export function drawingToTmj(
  drawing: LevelDrawing,
  par: number | null,
  tileset: string = GRID_TILESETS[(drawing.grid ?? SQUARE_GRID).orientation],
): Record<string, unknown> {
  const height = drawing.rows.length;
  const width = Math.max(...drawing.rows.map((row) => row.length));
  const grid = drawing.grid ?? SQUARE_GRID;
  const projection = projectionOf(grid, height);
  const ground: number[] = [];
  const walls: number[] = [];
  const objects: Record<string, unknown>[] = [];
  const at = (x: number, y: number): string => drawing.rows[y]?.[x] ?? '#';
  const letters = drawingLetters(drawing);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ch = at(x, y);
      const terrain = TERRAIN[ch as keyof typeof TERRAIN];
      const letter = letters.get(ch);
      if (!terrain && !letter)
        throw new Error(`${drawing.title}: row ${y} column ${x}: unknown character "${ch}"`);
      const groundTile =
        terrain === 'grass' ? GRASS : terrain === 'mud' ? MUD : terrain === 'water' ? WATER : FLOOR;
      ground.push(pickTile(groundTile, x, y) + 1);
      if (terrain === 'wall') walls.push(pickTile(at(x, y + 1) === '#' ? WALL_TOP : WALL_FACE, x, y) + 1);
      else walls.push(0);
      if (letter) objects.push(pieceObject(objects.length + 1, letter, x, y, drawing.patrols, projection));
    }
  }
  pairPipes(objects);
  const properties: Property[] = [
    { name: 'title', type: 'string', value: drawing.title },
    { name: 'intro', type: 'string', value: drawing.intro },
  ];
  if (drawing.rule) properties.push({ name: 'rule', type: 'string', value: drawing.rule });
  if (drawing.energy !== undefined) properties.push({ name: 'energy', type: 'int', value: drawing.energy });
  if (par !== null)
    properties.push({ name: 'par', type: Number.isInteger(par) ? 'int' : 'float', value: par });
  if (drawing.chapter) properties.push({ name: 'chapter', type: 'string', value: drawing.chapter });
  if (drawing.tutorial) properties.push({ name: 'tutorial', type: 'bool', value: true });
  if (drawing.kinds) properties.push({ name: KINDS_PROPERTY, type: 'string', value: drawing.kinds.json });
  const layer = (id: number, name: string, data: number[]) => tileLayerJson(id, name, width, height, data);
  return {
    type: 'map',
    version: '1.8',
    tiledversion: '1.8.2',
    ...gridFields(grid),
    renderorder: 'right-down',
    compressionlevel: -1,
    infinite: false,
    width,
    height,
    tilewidth: grid.tileWidth,
    tileheight: grid.tileHeight,
    nextlayerid: 4,
    nextobjectid: objects.length + 1,
    backgroundcolor: '#1d1721',
    properties,
    tilesets: [{ firstgid: 1, source: tileset }],
    layers: [layer(1, 'ground', ground), layer(2, 'walls', walls), objectLayerJson(3, 'entities', objects)],
  };
}

/** The map's grid as Tiled writes it: the stagger settings only on the grids that stagger. */
function gridFields(grid: GridShape): Record<string, unknown> {
  const { orientation } = grid;
  if (orientation === 'orthogonal' || orientation === 'isometric') return { orientation };
  const stagger = { staggeraxis: grid.staggerAxis, staggerindex: grid.staggerIndex };
  return orientation === 'hexagonal'
    ? { orientation, hexsidelength: grid.hexSideLength, ...stagger }
    : { orientation, ...stagger };
}
