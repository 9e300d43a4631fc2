/**
 * Turns a level drawn as rows of characters into a Tiled JSON map that uses the shared tileset
 * levels/maze-cat.tsj: a ground layer, a walls layer and an object layer with the cat, bones, dogs
 * and exits as tile objects (so they show in Tiled). Tile variants are picked by a fixed hash of the
 * cell, so rebuilding gives the same map.
 */

/** Characters of a level drawing. */
export const LEGEND = {
  '#': 'wall',
  '.': 'floor',
  g: 'grass',
  m: 'mud',
  w: 'water',
  C: 'cat',
  B: 'bone',
  D: 'dog',
  E: 'exit',
} as const;

export interface LevelDrawing {
  readonly title: string;
  readonly intro: string;
  readonly rows: readonly string[];
  readonly rule?: string;
  readonly energy?: number;
}

const FLOOR = [0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 21, 23];
const GRASS = [8, 8, 8, 9];
const MUD = [10, 10, 10, 11];
const WATER = [12, 22, 12, 22, 20];
const WALL_FACE = [4, 4, 4, 4, 6];
const WALL_TOP = [5, 5, 5, 5, 7];
const MARKER = { cat: 16, bone: 17, dog: 18, exit: 19 } as const;
const CLASS = { cat: 'Cat', bone: 'Bone', dog: 'Dog', exit: 'Exit' } as const;
const TILE = 32;

function pick(options: readonly number[], x: number, y: number): number {
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

type Property = { name: string; type: 'string' | 'int' | 'float'; value: string | number };

/** The Tiled JSON map for a drawing; `par` is written as a map property when given. */
export function drawingToTmj(drawing: LevelDrawing, par: number | null): Record<string, unknown> {
  const height = drawing.rows.length;
  const width = Math.max(...drawing.rows.map((row) => row.length));
  const ground: number[] = [];
  const walls: number[] = [];
  const objects: Record<string, unknown>[] = [];
  const at = (x: number, y: number): string => drawing.rows[y]?.[x] ?? '#';
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ch = at(x, y);
      const kind = LEGEND[ch as keyof typeof LEGEND];
      if (!kind) throw new Error(`${drawing.title}: row ${y} column ${x}: unknown character "${ch}"`);
      const groundTile = kind === 'grass' ? GRASS : kind === 'mud' ? MUD : kind === 'water' ? WATER : FLOOR;
      ground.push(pick(groundTile, x, y) + 1);
      if (kind === 'wall') walls.push(pick(at(x, y + 1) === '#' ? WALL_TOP : WALL_FACE, x, y) + 1);
      else walls.push(0);
      if (kind === 'cat' || kind === 'bone' || kind === 'dog' || kind === 'exit') {
        objects.push({
          id: objects.length + 1,
          gid: MARKER[kind] + 1,
          name: '',
          type: CLASS[kind],
          x: x * TILE,
          y: (y + 1) * TILE,
          width: TILE,
          height: TILE,
          rotation: 0,
          visible: true,
        });
      }
    }
  }
  const properties: Property[] = [
    { name: 'title', type: 'string', value: drawing.title },
    { name: 'intro', type: 'string', value: drawing.intro },
  ];
  if (drawing.rule) properties.push({ name: 'rule', type: 'string', value: drawing.rule });
  if (drawing.energy !== undefined) properties.push({ name: 'energy', type: 'int', value: drawing.energy });
  if (par !== null)
    properties.push({ name: 'par', type: Number.isInteger(par) ? 'int' : 'float', value: par });
  const layer = (id: number, name: string, data: number[]) => ({
    id,
    name,
    type: 'tilelayer',
    x: 0,
    y: 0,
    width,
    height,
    opacity: 1,
    visible: true,
    data,
  });
  return {
    type: 'map',
    version: '1.8',
    tiledversion: '1.8.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    compressionlevel: -1,
    infinite: false,
    width,
    height,
    tilewidth: TILE,
    tileheight: TILE,
    nextlayerid: 4,
    nextobjectid: objects.length + 1,
    backgroundcolor: '#1d1721',
    properties,
    tilesets: [{ firstgid: 1, source: 'maze-cat.tsj' }],
    layers: [layer(1, 'ground', ground), layer(2, 'walls', walls), objectLayerJson(3, 'entities', objects)],
  };
}
