/**
 * Layer 2: Tiled maps as typed data. `loadTiledMap` reads JSON and TMX maps with their external
 * tilesets and templates; `flattenLayers` and `tileAt` help the level builder and the view.
 */
export { type FlatLayer, flattenLayers, multiplyTints, parseColor } from './flattenLayers';
export { flipsOf, GidIndex, gidIndexFor, type TileRef } from './gidIndex';
export { DEFAULT_LIMITS, LEVEL_CELL_LIMIT, LEVEL_LIMITS, LEVEL_SIDE, type TiledLimits } from './limits';
export { type LoadOptions, loadTiledMap, parseTiledMap } from './loadTiledMap';
export { MapError } from './mapError';
export { dirName, isAbsoluteRef, normalizePath, resolvePath } from './paths';
export { tileAt } from './tileAt';
export * from './types';
