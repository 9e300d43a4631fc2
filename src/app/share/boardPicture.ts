import { levelGridShape } from '../../level/gridRule';
import { GRID_TILESETS, pickTile, TERRAIN_TILES } from '../../level/tmjWriter';
import type { Level } from '../../level/types';
import { LEVEL_SIDE } from '../../tiled/limits';
import { ATLAS_TILE, EditorLayout } from '../../view/editorLayout';
import { drawTile, type MapView, squareOf } from '../../view/mapPicture';
import { download, fileSlug } from '../page/download';
import { describeError } from '../page/webgl';
import { makerOf } from './levelWords';

/** The longest side the board is drawn at, in pixels (a 64-tile map at 16 px a tile), up to 512 tiles. */
const MAX_BOARD = 1024;
/** The fewest pixels a tile is drawn at: a longer side makes a larger picture (2,048 px at 1,024 tiles). */
const MIN_CELL = 2;
/**
 * The longest side, in tiles, a picture shows: the side of the largest square level the game takes.
 * At MIN_CELL it is a picture of at most 2,048 pixels a side, which every browser makes; a longer
 * side (a level of one tile by a million) would need a canvas no browser makes, and would show nothing.
 */
const MAX_PICTURE_SIDE = LEVEL_SIDE;
const BAND = 64;
const MARGIN = 16;

/** What the picture shows. */
export interface PictureWords {
  readonly title: string;
  /** '' when the level has no maker. */
  readonly maker: string;
}

/** The tile of the game's tileset a cell is drawn with: its terrain by cost, a wall's face or top. */
function cellTile(level: Level, x: number, y: number): number {
  const { grid } = level;
  if (grid.isWall(x, y)) {
    const below = y + 1 < level.height && grid.isWall(x, y + 1);
    return pickTile(below ? TERRAIN_TILES.wallTop : TERRAIN_TILES.wallFace, x, y);
  }
  const cost = grid.cost(x, y);
  const tiles =
    cost >= 5
      ? TERRAIN_TILES.water
      : cost >= 3
        ? TERRAIN_TILES.mud
        : cost >= 2
          ? TERRAIN_TILES.grass
          : TERRAIN_TILES.floor;
  return pickTile(tiles, x, y);
}

/** Where a picture draws its board: the canvas's size (pixels) and the board's place on it. */
export interface PictureLayout {
  readonly width: number;
  readonly height: number;
  /**
   * The level's tiles on the canvas, on its map's own grid (squares, diamonds or hexagons) as the
   * editor's board lays them out, the level's cell 0,0 at the layout's tile 0,0.
   */
  readonly board: EditorLayout;
}

/**
 * The picture's layout for `level`: its board at a tile width of at most ATLAS_TILE (the tileset
 * pictures' own size) and at least MIN_CELL, its longer side MAX_BOARD pixels when that is between,
 * under a band for the words, centred across.
 */
export function pictureLayout(level: Level): PictureLayout {
  const shape = levelGridShape(level.map, level.originX, level.originY);
  const units = EditorLayout.mapSize(shape, level.width, level.height, 1);
  const cell = Math.max(
    MIN_CELL,
    Math.min(ATLAS_TILE, Math.floor(MAX_BOARD / Math.max(units.width, units.height))),
  );
  const boardW = Math.ceil(units.width * cell);
  const boardH = Math.ceil(units.height * cell);
  const width = Math.max(boardW, 360) + 2 * MARGIN;
  const height = BAND + boardH + 2 * MARGIN;
  const left = Math.floor((width - boardW) / 2);
  const board = new EditorLayout(shape, level.width, level.height, cell, left, BAND + MARGIN);
  return { width, height, board };
}

/** The game's tileset picture for `level`'s grid: maze-cat.png, hex.png or iso.png. */
export function tilesetPicture(level: Pick<Level, 'orientation'>): string {
  return GRID_TILESETS[level.orientation].replace(/\.tsj$/, '.png');
}

/**
 * The board of `level` with its words, on a canvas; `atlas` is its grid's tileset picture
 * (`tilesetPicture`), loaded. Tiles go where the editor's board paints them, in the order Tiled
 * draws them, the pieces' markers over them.
 */
export function drawBoardPicture(
  level: Level,
  atlas: HTMLImageElement,
  words: PictureWords,
): HTMLCanvasElement {
  const { width, height, board } = pictureLayout(level);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('this browser cannot draw a picture (no 2D canvas)');
  g.imageSmoothingEnabled = false;
  g.fillStyle = '#1d1721';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#f2a541';
  g.font = 'bold 24px sans-serif';
  g.textBaseline = 'top';
  g.fillText(words.title, MARGIN, MARGIN, canvas.width - 2 * MARGIN);
  g.fillStyle = '#f7e3c0';
  g.font = '16px sans-serif';
  const by = words.maker ? `by ${words.maker} · ` : '';
  g.fillText(`${by}a Maze Cat level`, MARGIN, MARGIN + 30, canvas.width - 2 * MARGIN);
  const view: MapView = { layout: board, width, height, scale: 1 };
  for (const { x, y } of board.tilesIn({ left: 0, top: 0, width, height }))
    drawTile(g, atlas, cellTile(level, x, y), squareOf(view, x, y));
  for (const piece of level.pieces)
    drawTile(g, atlas, piece.def.marker(piece), squareOf(view, piece.x, piece.y));
  return canvas;
}

/** The game's tileset picture at `url`, loaded. */
export function loadAtlas(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`the tileset picture ${url} could not be loaded`));
    image.src = url;
  });
}

/** Why `level` has no picture (a side longer than MAX_PICTURE_SIDE), in the player's words, or null. */
export function pictureProblem(level: Pick<Level, 'width' | 'height'>): string | null {
  if (level.width <= MAX_PICTURE_SIDE && level.height <= MAX_PICTURE_SIDE) return null;
  const size = `${level.width.toLocaleString('en')} x ${level.height.toLocaleString('en')}`;
  return `This level is too long to draw as a picture: it is ${size} tiles, and a picture shows at most ${MAX_PICTURE_SIDE.toLocaleString('en')} tiles a side.`;
}

/**
 * The picture as PNG bytes; `atlasUrl` is the URL of a tileset picture of the game's by its file
 * name (`tilesetPicture`).
 */
export async function boardPng(
  level: Level,
  atlasUrl: (picture: string) => string,
  words: PictureWords,
): Promise<Blob> {
  const canvas = drawBoardPicture(level, await loadAtlas(atlasUrl(tilesetPicture(level))), words);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(blob)
          : reject(
              new Error('this browser could not turn the drawing into a PNG (it may be short of memory)'),
            ),
      'image/png',
    ),
  );
}

/**
 * Draws `level`'s picture (credited to `maker`, by default the map's own) and downloads it as
 * `<title>.png` (`atlasUrl` as for `boardPng`); returns what happened, in the player's words (`pictureProblem` before any drawing).
 */
export async function saveBoardPicture(
  level: Level,
  atlasUrl: (picture: string) => string,
  maker = makerOf(level),
): Promise<string> {
  const problem = pictureProblem(level);
  if (problem) return problem;
  try {
    const blob = await boardPng(level, atlasUrl, { title: level.title, maker });
    const name = `${fileSlug(level.title)}.png`;
    download(blob, name);
    return `Saved the picture as ${name}.`;
  } catch (error) {
    return `The picture could not be made: ${describeError(error)}.`;
  }
}
