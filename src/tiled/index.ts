/**
 * Layer 2: Tiled maps as typed data. `loadTiledMap` reads JSON and TMX maps with their external
 * tilesets and templates; `flattenLayers` and `tileAt` help the level builder and the view, and
 * `mapProjection` says where each orientation's tiles are drawn and which tile a point is on.
 */
export { type FlatLayer, flattenLayers, multiplyTints, parseColor } from './flattenLayers';
export { flipsOf, GidIndex, gidIndexFor, type TileRef } from './gidIndex';
export { orthogonalShape, readGridShape } from './gridShape';
export { isometricProjection } from './isometricProjection';
export { DEFAULT_LIMITS, LEVEL_CELL_LIMIT, LEVEL_LIMITS, LEVEL_SIDE, type TiledLimits } from './limits';
export { type LoadOptions, loadTiledMap, parseTiledMap } from './loadTiledMap';
export { MapError } from './mapError';
export { objectCentre } from './objectCentre';
export { orthogonalProjection } from './orthogonalProjection';
export { dirName, isAbsoluteRef, normalizePath, resolvePath } from './paths';
export {
  mapProjection,
  objectPixelToTile,
  type Point,
  projectionOf,
  type TileProjection,
} from './projection';
export { type StaggeredLayout, staggeredLayout, staggeredProjection } from './staggeredProjection';
export { tileAt } from './tileAt';
export * from './types';
