/**
 * A Tiled map as typed data, independent of how it was saved (JSON or TMX, csv or base64, any
 * compression, finite or infinite). Produced by `loadTiledMap`; knows nothing of Maze Cat.
 */

/** Custom property values after type conversion. Stored in a null-prototype record (so `__proto__` is just a name). */
export type PropertyValue = string | number | boolean | PropertyMap | readonly PropertyValue[];
export interface PropertyMap {
  readonly [name: string]: PropertyValue;
}

/** Gid bit flags Tiled stores in the top bits of a gid. */
export const FLIP_HORIZONTAL = 0x80000000;
export const FLIP_VERTICAL = 0x40000000;
export const FLIP_DIAGONAL = 0x20000000;
export const ROTATE_HEXAGONAL_120 = 0x10000000;
export const GID_MASK = 0x0fffffff;

/** Per-cell flip flags in `TileLayer.flips`: bit 0 horizontal, bit 1 vertical, bit 2 diagonal. */
export const FLIP_H = 1;
export const FLIP_V = 2;
export const FLIP_D = 4;

export interface TileAnimationFrame {
  /** Local tile id within the same tileset. */
  readonly tileId: number;
  readonly durationMs: number;
}

export interface TilesetTile {
  readonly id: number;
  readonly className: string;
  readonly properties: PropertyMap;
  /** Image of this tile in an image-collection tileset (path resolved against the map's folder). */
  readonly image?: TiledImage;
  readonly animation?: readonly TileAnimationFrame[];
}

export interface TiledImage {
  /** Path or URL as resolved against the file that referenced it. */
  readonly source: string;
  readonly width: number;
  readonly height: number;
}

export interface Tileset {
  readonly name: string;
  readonly firstGid: number;
  readonly tileCount: number;
  readonly columns: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly margin: number;
  readonly spacing: number;
  readonly tileOffsetX: number;
  readonly tileOffsetY: number;
  /** The atlas image; absent for an image-collection tileset. */
  readonly image?: TiledImage;
  /** The external file it came from (resolved path), or undefined when embedded. */
  readonly source?: string;
  readonly properties: PropertyMap;
  /** Tiles with data (properties, class, animation, own image), by local id. */
  readonly tiles: ReadonlyMap<number, TilesetTile>;
}

interface LayerBase {
  readonly id: number;
  readonly name: string;
  readonly className: string;
  readonly visible: boolean;
  readonly opacity: number;
  readonly offsetX: number;
  readonly offsetY: number;
  readonly parallaxX: number;
  readonly parallaxY: number;
  /** `#aarrggbb` or `#rrggbb`, or undefined. */
  readonly tintColor?: string;
  readonly properties: PropertyMap;
}

/**
 * A tile layer as one dense rectangle. For infinite maps the rectangle is the smallest one holding
 * all chunks, placed at (`originX`, `originY`) in tile coordinates (may be negative); for finite
 * maps origin is 0,0 and size is the map's.
 */
export interface TileLayer extends LayerBase {
  readonly type: 'tile';
  readonly originX: number;
  readonly originY: number;
  readonly width: number;
  readonly height: number;
  /** Gid per cell with flip bits cleared; 0 = empty. Index `y * width + x`. */
  readonly gids: Uint32Array;
  /** FLIP_H | FLIP_V | FLIP_D per cell. */
  readonly flips: Uint8Array;
}

export type ObjectShape = 'rectangle' | 'ellipse' | 'point' | 'polygon' | 'polyline' | 'text' | 'tile';

export interface MapObject {
  readonly id: number;
  readonly name: string;
  /** From `class` or `type` (Tiled renamed one to the other and back), after applying its template. */
  readonly className: string;
  readonly shape: ObjectShape;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  readonly visible: boolean;
  /** For tile objects: gid with flip bits cleared, and flips as in TileLayer.flips. */
  readonly gid?: number;
  readonly flips?: number;
  readonly points?: readonly { readonly x: number; readonly y: number }[];
  readonly text?: string;
  readonly properties: PropertyMap;
}

export interface ObjectLayer extends LayerBase {
  readonly type: 'object';
  readonly objects: readonly MapObject[];
}

export interface ImageLayer extends LayerBase {
  readonly type: 'image';
  readonly image?: TiledImage;
  readonly repeatX: boolean;
  readonly repeatY: boolean;
}

export interface GroupLayer extends LayerBase {
  readonly type: 'group';
  readonly layers: readonly Layer[];
}

export type Layer = TileLayer | ObjectLayer | ImageLayer | GroupLayer;

export interface TiledMap {
  /** The file it was read from, as given to the loader. */
  readonly file: string;
  readonly orientation: 'orthogonal';
  readonly renderOrder: string;
  readonly width: number;
  readonly height: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly infinite: boolean;
  readonly backgroundColor?: string;
  readonly className: string;
  readonly properties: PropertyMap;
  readonly tilesets: readonly Tileset[];
  /** Layers in drawing order, groups kept as a tree (see `flattenLayers`). */
  readonly layers: readonly Layer[];
}

/** Reads a file the map refers to (an external tileset, template or image), relative paths already resolved. */
export type ReadFile = (path: string) => Promise<string>;
