/** Levels: Tiled maps read as Maze Cat levels (docs/levels.md). */
export { buildLevel, MAX_LEVEL_CELLS } from './buildLevel';
export { type LevelPieces, levelFromGrid, levelFromRows, type RowsOptions } from './levelFromRows';
export { type LevelSettings, readLevelSettings } from './levelSettings';
export { loadLevel } from './loadLevel';
export { objectCentre } from './pieces';
export type { Cell, Level } from './types';
