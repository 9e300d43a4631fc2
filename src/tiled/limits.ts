/**
 * Limits that keep a hostile or broken map from exhausting memory or time: a few hundred bytes
 * of zlib can claim gigabytes of tiles. Every limit breach is a MapError, never a crash.
 */
export interface TiledLimits {
  /** Cells of one tile layer (width x height, or the rectangle holding an infinite layer's chunks). */
  readonly maxLayerCells: number;
  /** Cells over all tile layers, chunks and the map rectangle together. */
  readonly maxTotalCells: number;
  /** Bytes produced by decompression over the whole load. */
  readonly maxDecompressedBytes: number;
  /** Characters of any one file read (map, tileset, template). */
  readonly maxFileChars: number;
  /** Objects over all object layers, tiles' collision groups included. */
  readonly maxObjects: number;
  /** External files read (tilesets and templates). */
  readonly maxFiles: number;
  /** Nesting of group layers, and of class properties. */
  readonly maxDepth: number;
  /** Nesting of objects and arrays in a JSON document (readers and error messages recurse). */
  readonly maxNesting: number;
  /** `<tile>` elements of XML-encoded tile data (each costs about a kilobyte while parsed). */
  readonly maxXmlTiles: number;
  /** How refusals of size name the cell limits: "the loader's limit", "the level limit". */
  readonly sizeLimitName: string;
}

/** Generous enough for any real level (a 4096 x 4096 map with a few layers), small enough to refuse a bomb. */
export const DEFAULT_LIMITS: TiledLimits = {
  maxLayerCells: 4096 * 4096,
  maxTotalCells: 64 * 1024 * 1024,
  maxDecompressedBytes: 512 * 1024 * 1024,
  maxFileChars: 256 * 1024 * 1024,
  maxObjects: 1_000_000,
  maxFiles: 1000,
  maxDepth: 64,
  maxNesting: 512,
  maxXmlTiles: 256 * 256,
  sizeLimitName: "the loader's limit",
};

/** The largest level side for which LEVEL_CELL_LIMIT is a square. */
export const LEVEL_SIDE = 1024;
/**
 * The largest Maze Cat level, in tiles (1024 x 1024, or any shape of as many tiles): what the
 * game draws at full speed, plays, and `maze-cat check` solves in seconds. Measured in
 * docs/performance.md ("Map size limits"); 4096 x 4096 took the solver 36 s and 1.1 GB.
 */
export const LEVEL_CELL_LIMIT = LEVEL_SIDE * LEVEL_SIDE;

/**
 * Limits for a map read as a level (the game and `check`): its tile layers at most the level's
 * size, refused from the map's width and height before anything is decoded, and all layers
 * together at most sixteen level-sized layers.
 */
export const LEVEL_LIMITS: Partial<TiledLimits> = {
  maxLayerCells: LEVEL_CELL_LIMIT,
  maxTotalCells: 16 * LEVEL_CELL_LIMIT,
  // Objects cost the page's thread to read: a level has hundreds at most, pieces at most MAX_PIECES.
  maxObjects: 65_536,
  sizeLimitName: `the level limit (${LEVEL_SIDE} x ${LEVEL_SIDE})`,
};

/** A byte count as people read it: `40 bytes`, `2 MiB`, `1 GiB`. */
export function formatBytes(bytes: number): string {
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
