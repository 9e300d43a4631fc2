/** Levels: Tiled maps read as Maze Cat levels (docs/levels.md), their pieces (the kinds table) and rules. */
export { MAX_PERIOD, MAX_ROUTE } from './assemblePieces';
export { buildLevel, MAX_LEVEL_CELLS } from './buildLevel';
export { didYouMean } from './didYouMean';
export { BONES } from './kinds/bone';
export { cellAtClock } from './kinds/interpret';
export { BUILT_IN_KINDS, type KindTable, kindTable } from './kinds/kindTable';
export { PIPE_COST } from './kinds/pipe';
export {
  type BuiltInKind,
  builtInKind,
  CLASS_NAMES,
  KIND_LIST,
  KINDS,
  kindOf,
  kindOfClass,
  LETTERS,
} from './kinds/table';
export type { Effect, KeyColour, KindDef, KindName, Piece } from './kinds/types';
export { KEY_COLOURS } from './kinds/types';
export { levelFromGrid, levelFromRows, type PieceSpec, type RowsOptions } from './levelFromRows';
export { levelKinds, reviveLevel } from './levelKinds';
export {
  type LevelSettings,
  readLevelSettings,
  SETTING_NAMES,
  SETTING_TYPES,
  type SettingName,
  type SettingType,
} from './levelSettings';
export { loadLevel, loadLevelDespiteErrors } from './loadLevel';
export {
  formatPlace,
  LevelError,
  type LevelPlace,
  type LevelProblem,
  type PlaceFields,
  placeFields,
  problemsOf,
} from './problems';
export { DoorLocks } from './rules/doorLocks';
export { assignPlayState, copyPlayState, isGone, type PlayState } from './rules/playState';
export { counter } from './rules/ruleCall';
export { type RuleLevel, ruleLevel, startState } from './rules/ruleLevel';
export {
  applyArrival,
  blockedAt,
  canAfford,
  checkStep,
  isExhausted,
  type Reporter,
  type StepCheck,
  stepInto,
  takeStep,
} from './rules/stepInto';
export { type Cell, type Level, piecesOf } from './types';
