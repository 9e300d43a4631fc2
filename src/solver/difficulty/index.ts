/** How hard a level is, measured by the solver and by naive play in the Sim (docs/levels.md). */

export { describeDifficulty } from './describe';
export { type LevelDepth, levelDepth, naiveWinners } from './levelDepth';
export { type Difficulty, type MeasureOptions, measureDifficulty } from './measure';
export { type NaiveOutcome, type NaiveResult, playNaive, playStrategy, STRATEGIES } from './naive';
export { OptimalWalks, SOLUTION_CAP } from './optimalWalks';
export { BANDS, type Band, bandOf, difficultyScore, SCORE_WEIGHTS, winsAtPar } from './score';
