/** The level solver: optimal solutions, taps that replay in the Sim, and reasons for unsolvable levels. */
export { fewestDogsOnARoute } from './explain';
export { parProblem } from './parProblem';
export { planTaps } from './planTaps';
export { type ReplayResult, replayTaps } from './replay';
export { buildSearchGraph, type SearchGraph } from './searchGraph';
export { type LevelSolution, type SolveOptions, solveLevel, type Verdict } from './solveLevel';
export { count } from './words';
