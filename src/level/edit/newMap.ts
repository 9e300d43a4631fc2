import { pickTile, TERRAIN_TILES } from '../tmjWriter';
import { GAME_TILESET_FILE, type MapDoc } from './mapDoc';

/** The size a new level starts at. */
export const NEW_WIDTH = 10;
export const NEW_HEIGHT = 8;

/**
 * The Tiled map of a new level: `width` x `height` tiles of floor walled all round, and an empty
 * entities layer, using the game's tileset beside it (first gid 1).
 */
export function newMapText(width = NEW_WIDTH, height = NEW_HEIGHT, title = 'My level'): string {
  const edge = (x: number, y: number) => x === 0 || y === 0 || x === width - 1 || y === height - 1;
  const cells = Array.from({ length: width * height }, (_, i) => ({
    x: i % width,
    y: Math.floor(i / width),
  }));
  const ground = cells.map(({ x, y }) => 1 + pickTile(TERRAIN_TILES.floor, x, y));
  const walls = cells.map(({ x, y }) => {
    if (!edge(x, y)) return 0;
    const below = y + 1 < height && edge(x, y + 1);
    return 1 + pickTile(below ? TERRAIN_TILES.wallTop : TERRAIN_TILES.wallFace, x, y);
  });
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
  const doc: MapDoc = {
    type: 'map',
    version: '1.8',
    tiledversion: '1.8.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    compressionlevel: -1,
    infinite: false,
    width,
    height,
    tilewidth: 32,
    tileheight: 32,
    nextlayerid: 4,
    nextobjectid: 1,
    backgroundcolor: '#1d1721',
    properties: [
      { name: 'title', type: 'string', value: title },
      { name: 'intro', type: 'string', value: '' },
    ],
    tilesets: [{ firstgid: 1, source: GAME_TILESET_FILE }],
    layers: [
      layer(1, 'ground', ground),
      layer(2, 'walls', walls),
      {
        id: 3,
        name: 'entities',
        type: 'objectgroup',
        draworder: 'topdown',
        x: 0,
        y: 0,
        opacity: 1,
        visible: true,
        objects: [],
      },
    ],
  };
  return JSON.stringify(doc);
}
