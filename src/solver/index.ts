/** The level solver: optimal solutions, taps that replay in the Sim, and reasons for unsolvable levels. */
export { fewestDogsOnARoute } from './explain';
export { planTaps } from './planTaps';
export { buildPoiGraph, type PoiGraph, type PoiNode } from './poiGraph';
export { type ReplayResult, replayTaps } from './replay';
export { type LevelSolution, type SolveOptions, solveLevel, type Verdict } from './solveLevel';
export { count } from './words';
