/** Grids, move rules and searches: the pure bottom layer every other layer builds on. */
export { type Path, PathFinder } from './astar';
export { CheapestRoutes, type RouteMove } from './cheapestRoutes';
export {
  agreesAsWritten,
  atPar,
  COST_TOLERANCE,
  costSlack,
  formatCost,
  formatMoves,
  parAgrees,
  roundCost,
  sameCost,
  withinBudget,
} from './costNumbers';
export { distanceMap } from './distanceMap';
export { entryBit, Grid, type GridData, isBanned } from './grid';
export { costRangeText, MAX_CELLS, MAX_COST, MIN_COST } from './gridLimits';
export { type CellHeuristic, cellHeuristicFor, type Heuristic, heuristicFor } from './heuristic';
export { LinkedSearch, linkedStepCost } from './linkedSearch';
export { movementRange } from './movementRange';
export {
  checksCorners,
  DIAGONAL,
  hasDiagonalSteps,
  isDiagonalStep,
  KNIGHT,
  type MoveRule,
  type MoveRuleKind,
  ORTHOGONAL,
  parseMoveRule,
} from './moveRules';
export {
  hexRule,
  isCornerStep,
  OFFSET_RULES,
  type Stagger,
  type StaggerAxis,
  type StaggerIndex,
  staggeredRule,
  stepLists,
  stepsFrom,
} from './staggered';
export { canStep, cornerCells, forEachStepInto, stepCost } from './steps';
