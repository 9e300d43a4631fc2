/**
 * The level editor's model (docs/editor.md): a level being made, kept as the Tiled map it is saved
 * as, changed by undoable edits; pure, for the editor screen and for tests in Node.
 */

export type { ShelfLicence } from '../shelfInfo';
export { docProjection, docShape } from './docGrid';
export { docKinds, docOwnKinds, kindsWith } from './docKinds';
export { levelOfDoc } from './editLevel';
export { EDITOR_MAX_CELLS, MAX_SIDE, MIN_SIDE, tooBigToEdit } from './editorLimits';
export { type EditPiece, type KindTraits, traitsOf } from './editPieces';
export { type ExportOptions, exportTmj } from './exportMap';
export {
  clampSide,
  type Edit,
  type EditSettings,
  LevelEditor,
  UNDO_CHARS,
  UNDO_LIMIT,
} from './LevelEditor';
export { GAME_TILESET_FILE, gameTileset, type JsonObject, type MapDoc } from './mapDoc';
export { NEW_GRIDS, NEW_HEIGHT, NEW_WIDTH, type NewGrid, newMapText } from './newMap';
export {
  creditRemix,
  MAX_MAKER,
  makerProblem,
  OFFERED_LICENCES,
  type RemixOrigin,
  remixOriginOf,
  type ShelfCredit,
  shelfTextProblem,
  shelfTmj,
} from './shelfExport';
export { fillCells, rectangleCells, TERRAINS, type Terrain } from './terrain';
