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
  /** Collision shapes drawn in Tiled's tile collision editor (coordinates relative to the tile). */
  readonly objects?: readonly MapObject[];
  /** Tiled's random-placement weight (default 1). */
  readonly probability?: number;
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
  /** The tileset's class (`class`, or `type` in older files); '' when none. */
  readonly className?: string;
  /** A colour of the atlas image to draw as transparent (`#rrggbb`), when set in Tiled. */
  readonly transparentColor?: string;
  /** How tile objects of this tileset are anchored (`unspecified` means bottom-left on orthogonal maps). */
  readonly objectAlignment?: string;
  /** Tiles with data (properties, class, animation, own image), by local id. */
  readonly tiles: ReadonlyMap<number, TilesetTile>;
}

/** How a layer is drawn: its own settings, or (see `flattenLayers`) combined with its groups'. */
export interface LayerDrawing {
  readonly visible: boolean;
  readonly opacity: number;
  readonly offsetX: number;
  readonly offsetY: number;
  readonly parallaxX: number;
  readonly parallaxY: number;
  /** `#aarrggbb` or `#rrggbb`, or undefined. */
  readonly tintColor?: string;
}

interface LayerBase extends LayerDrawing {
  readonly id: number;
  readonly name: string;
  readonly className: string;
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
  /** How a text object is drawn (font, size, colour, alignment), for `shape: 'text'`. */
  readonly textStyle?: TextStyle;
  /** The template file (resolved path) the object was made from, if any. */
  readonly template?: string;
  readonly properties: PropertyMap;
}

/** Tiled's text object settings, with Tiled's defaults filled in. */
export interface TextStyle {
  readonly fontFamily: string;
  readonly pixelSize: number;
  readonly wrap: boolean;
  /** `#aarrggbb` or `#rrggbb`. */
  readonly color: string;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly underline: boolean;
  readonly strikeout: boolean;
  readonly kerning: boolean;
  readonly hAlign: 'left' | 'center' | 'right' | 'justify';
  readonly vAlign: 'top' | 'center' | 'bottom';
}

export interface ObjectLayer extends LayerBase {
  readonly type: 'object';
  readonly objects: readonly MapObject[];
  /** `topdown` (sort by y when drawing) or `index` (in the order listed). */
  readonly drawOrder?: string;
  /** The colour Tiled shows the layer's shapes in. */
  readonly color?: string;
}

export interface ImageLayer extends LayerBase {
  readonly type: 'image';
  readonly image?: TiledImage;
  readonly repeatX: boolean;
  readonly repeatY: boolean;
  /** A colour of the image to draw as transparent (`#rrggbb`), when set in Tiled. */
  readonly transparentColor?: string;
}

export interface GroupLayer extends LayerBase {
  readonly type: 'group';
  readonly layers: readonly Layer[];
}

export type Layer = TileLayer | ObjectLayer | ImageLayer | GroupLayer;

/** The four grids Tiled draws (docs/tiled.md, Orientations). */
export type Orientation = 'orthogonal' | 'isometric' | 'staggered' | 'hexagonal';
/** Staggered and hexagonal maps shift every other column (`x`) or row (`y`) by half a tile. */
export type StaggerAxis = 'x' | 'y';
/** Which columns or rows are shifted: the odd ones or the even ones. */
export type StaggerIndex = 'odd' | 'even';

/**
 * What a projection needs to know of a map's grid (see `projectionOf`): the orientation, the tile
 * size and, for staggered and hexagonal maps, the stagger settings.
 */
export interface GridShape {
  readonly orientation: Orientation;
  readonly tileWidth: number;
  readonly tileHeight: number;
  /** Staggered and hexagonal maps; Tiled's default `y` elsewhere (unused there). */
  readonly staggerAxis: StaggerAxis;
  /** Staggered and hexagonal maps; Tiled's default `odd` elsewhere (unused there). */
  readonly staggerIndex: StaggerIndex;
  /** Hexagonal maps: the length in pixels of the hexagon's sides parallel to the stagger axis; 0 elsewhere. */
  readonly hexSideLength: number;
}

export interface TiledMap extends GridShape {
  /** The file it was read from, as given to the loader. */
  readonly file: string;
  readonly renderOrder: string;
  readonly width: number;
  readonly height: number;
  readonly infinite: boolean;
  /**
   * The height in tiles the map was saved with. The same as `height` for a finite map; an infinite
   * map keeps it too, and Tiled draws an isometric map shifted right by half its width in tiles
   * (`isometricProjection`).
   */
  readonly savedHeight: number;
  /**
   * For infinite maps, the top-left tile of the smallest rectangle holding all chunks of all tile
   * layers (`width` x `height` is that rectangle's size); 0,0 for finite maps.
   */
  readonly originX?: number;
  readonly originY?: number;
  /** `#aarrggbb` or `#rrggbb`, or undefined. */
  readonly backgroundColor?: string;
  readonly className: string;
  readonly properties: PropertyMap;
  readonly tilesets: readonly Tileset[];
  /** Layers in drawing order, groups kept as a tree (see `flattenLayers`). */
  readonly layers: readonly Layer[];
}

/** Reads a file the map refers to (an external tileset, template or image), relative paths already resolved. */
export type ReadFile = (path: string) => Promise<string>;

/**
 * Reads a file's bytes (an atlas image whose tileset does not say how many tiles it has), paths as
 * for ReadFile. Optional: without it, or when it fails, such a tileset is counted from the tiles the
 * map uses.
 */
export type ReadBytes = (path: string) => Promise<Uint8Array>;
