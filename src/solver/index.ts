/**
 * The level solver: optimal solutions from a level's start or any state of a play, taps that replay
 * in the Sim, and reasons for unsolvable levels. How hard a level is: ./difficulty; levels made from
 * a seed: ./generate.
 */
export { critique } from './critic';
export { findingsDespiteErrors } from './despiteErrors';
export { fewestDogsOnARoute } from './explain';
export { parProblem } from './parProblem';
export { planTaps } from './planTaps';
export { type ReplayResult, replayTaps } from './replay';
export { buildSearchGraph, type SearchGraph } from './searchGraph';
export {
  type LevelSolution,
  type Outlook,
  outlookFrom,
  type SolveOptions,
  solveFrom,
  solveLevel,
  solvePar,
  type Verdict,
} from './solveLevel';
export { count } from './words';
