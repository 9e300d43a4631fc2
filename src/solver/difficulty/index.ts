/** How hard a level is, measured by the solver and by naive play in the Sim (docs/levels.md). */

export { describeChance, describeDifficulty } from './describe';
export { type LevelDepth, levelDepth, naiveWinners } from './levelDepth';
export { type Difficulty, difficultyOf, type MeasureOptions, measureDifficulty } from './measure';
export { type NaiveOutcome, type NaiveResult, playNaive, playStrategy, STRATEGIES } from './naive';
export { naiveWords } from './naiveWords';
export { OptimalWalks, SOLUTION_CAP } from './optimalWalks';
export { type PieceTap, PieceTaps } from './pieceTaps';
export {
  needsWaypoint,
  RANDOM_PLAY_CAP,
  type RandomFirstTap,
  type RandomPlay,
  randomFirstTaps,
  randomPlay,
} from './randomPlayer';
export {
  BANDS,
  type Band,
  bandOf,
  difficultyScore,
  HARD_RANDOM_PAR,
  SCORE_WEIGHTS,
  winsAtPar,
} from './score';
