import { parseTiledMap } from '../tiled/loadTiledMap';
import { projectionOf } from '../tiled/projection';
import type { GridShape, TiledMap } from '../tiled/types';
import { buildLevel } from './buildLevel';
import { KINDS, LETTERS } from './kinds/table';
import type { Level } from './types';

/**
 * Tiled maps written as JSON text in tests, for levels on every grid (orthogonal, isometric,
 * staggered, hexagonal): the loader reads them as it reads a designer's file, so a test of the
 * rules, the Sim or the solver on such a grid goes through the same loading a real level does.
 */

/** The grid part of a map's JSON: `orientation` and, for staggered and hex maps, their settings. */
export interface MapGridJson {
  readonly orientation: 'orthogonal' | 'isometric' | 'staggered' | 'hexagonal';
  readonly staggeraxis?: 'x' | 'y';
  readonly staggerindex?: 'odd' | 'even';
  readonly hexsidelength?: number;
  readonly tilewidth?: number;
  readonly tileheight?: number;
}

/** What `levelMap` writes. */
export interface LevelMapSpec {
  readonly grid: MapGridJson;
  /**
   * The tiles row by row as `levelFromRows` reads them: `#` wall, `.` floor, `2`-`9` floor of that
   * cost, a piece's letter (C cat, B bone, D dog, E exit, keys and doors by colour) on floor.
   */
  readonly rows: readonly string[];
  /** The `rule` map property; none when undefined. */
  readonly rule?: string;
  /** The `energy` map property; none when undefined. */
  readonly energy?: number;
  /**
   * The object pixel a piece on tile (x, y) is stored at; by default the tile's centre by the
   * grid's own projection (a test of the projection passes its own arithmetic).
   */
  readonly at?: (x: number, y: number) => readonly [number, number];
}

/** The tileset's gids: 1 floor, 2 wall, 3 to 10 floor of cost 2 to 9. */
const WALL_GID = 2;
const costGid = (cost: number): number => cost + 1;

/** A map as Tiled saves it, pieces as point objects on their tiles (see `LevelMapSpec`). */
export function levelMap(spec: LevelMapSpec): string {
  const { grid, rows } = spec;
  const width = Math.max(...rows.map((r) => r.length));
  const height = rows.length;
  const tilewidth = grid.tilewidth ?? 64;
  const tileheight = grid.tileheight ?? 32;
  const shape: GridShape = {
    orientation: grid.orientation,
    tileWidth: tilewidth,
    tileHeight: tileheight,
    staggerAxis: grid.staggeraxis ?? 'y',
    staggerIndex: grid.staggerindex ?? 'odd',
    hexSideLength: grid.hexsidelength ?? 0,
  };
  const projection = projectionOf(shape, height);
  const at =
    spec.at ??
    ((x: number, y: number): [number, number] => {
      const centre = projection.tileCentre(x, y);
      const pixel = projection.screenToPixel(centre.x, centre.y);
      return [pixel.x, pixel.y];
    });
  const data: number[] = [];
  const objects: Record<string, unknown>[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const ch = row[x] ?? '#';
      if (ch === '#') data.push(WALL_GID);
      else if (ch >= '2' && ch <= '9') data.push(costGid(Number(ch)));
      else data.push(1);
      if (ch === '#' || ch === '.' || (ch >= '1' && ch <= '9')) continue;
      const letter = LETTERS.get(ch);
      if (!letter) throw new RangeError(`unknown level character "${ch}" at ${x},${y}`);
      const [px, py] = at(x, y);
      const properties =
        letter.colour === undefined ? [] : [{ name: 'colour', type: 'string', value: letter.colour }];
      objects.push({
        id: objects.length + 1,
        name: '',
        type: KINDS[letter.kind].className,
        x: px,
        y: py,
        point: true,
        width: 0,
        height: 0,
        rotation: 0,
        visible: true,
        properties,
      });
    }
  });
  const properties: { name: string; type: string; value: string | number }[] = [];
  if (spec.rule !== undefined) properties.push({ name: 'rule', type: 'string', value: spec.rule });
  if (spec.energy !== undefined) properties.push({ name: 'energy', type: 'float', value: spec.energy });
  const tiles = [
    { id: WALL_GID - 1, properties: [{ name: 'wall', type: 'bool', value: true }] },
    ...[2, 3, 4, 5, 6, 7, 8, 9].map((cost) => ({
      id: costGid(cost) - 1,
      properties: [{ name: 'cost', type: 'float', value: cost }],
    })),
  ];
  return JSON.stringify({
    type: 'map',
    renderorder: 'right-down',
    width,
    height,
    tilewidth,
    tileheight,
    infinite: false,
    ...grid,
    properties,
    tilesets: [
      {
        firstgid: 1,
        name: 't',
        tilewidth,
        tileheight,
        tilecount: 10,
        columns: 10,
        image: 't.png',
        imagewidth: tilewidth * 10,
        imageheight: tileheight,
        tiles,
      },
    ],
    layers: [
      { id: 1, name: 'ground', type: 'tilelayer', width, height, data },
      { id: 2, name: 'pieces', type: 'objectgroup', objects },
    ],
  });
}

const noFiles = async (path: string): Promise<string> => {
  throw new Error(`no file ${path}`);
};

/** Reads a map's JSON text as the loader reads `lv/level.tmj` (no other files). */
export function parseMap(text: string): Promise<TiledMap> {
  return parseTiledMap(text, 'lv/level.tmj', noFiles);
}

/** The level of `levelMap(spec)`, loaded and built as a designer's file is. */
export async function mapLevel(spec: LevelMapSpec): Promise<Level> {
  return buildLevel(await parseMap(levelMap(spec)));
}

const HEX_Y_ODD: MapGridJson = {
  orientation: 'hexagonal',
  staggeraxis: 'y',
  staggerindex: 'odd',
  hexsidelength: 16,
};
const STAGGERED_Y_ODD: MapGridJson = { orientation: 'staggered', staggeraxis: 'y', staggerindex: 'odd' };

/**
 * Two steps from the cat to the exit on a grid whose odd rows are shifted right: from the even
 * row 0 down-left (a step only even rows have), then from the odd row 1 down-right (only odd rows
 * have it). A rule that steps by one list everywhere finds no way.
 */
const ZIGZAG = ['#C', '.#', '#E'];

/** Small levels on offset grids whose par only the right steps from each row or column give. */
export const OFFSET_GRID_LEVELS = {
  /** Hexagons, odd rows shifted: par 2. */
  hexRows: { grid: HEX_Y_ODD, rows: ZIGZAG },
  /** Hexagons, even rows shifted (the zigzag mirrored): par 2. */
  hexEvenRows: {
    grid: { ...HEX_Y_ODD, staggerindex: 'even' },
    rows: ['C#', '#.', 'E#'],
  },
  /** Hexagons, odd columns shifted down (the zigzag turned on its side): par 2. */
  hexColumns: {
    grid: { ...HEX_Y_ODD, staggeraxis: 'x', tilewidth: 32, tileheight: 64 },
    rows: ['#.#', 'C#E'],
  },
  /** Diamonds on a staggered map, odd rows shifted: par 2. */
  staggeredRows: { grid: STAGGERED_Y_ODD, rows: ZIGZAG },
  /**
   * A staggered map under the diagonal rule: two corner steps of sqrt(2) straight down, the first
   * passing between the diamonds (0,1) and (1,1): par 2 sqrt(2) open, and 2 + sqrt(2) with (1,1)
   * a wall (two edge steps round it, then one corner step).
   */
  staggeredCorners: { grid: STAGGERED_Y_ODD, rows: ['.C.', '...', '...', '...', '.E.'], rule: 'diagonal' },
  staggeredCornerWalled: {
    grid: STAGGERED_Y_ODD,
    rows: ['.C.', '.#.', '...', '...', '.E.'],
    rule: 'diagonal',
  },
} satisfies Record<string, LevelMapSpec>;
