import { roundCost, sameCost } from '../grid';
import { formatPlace, type LevelProblem } from '../level/problems';
import { type RuleLevel, ruleLevel } from '../level/rules/ruleLevel';
import type { Cell, Level } from '../level/types';
import { distanceToTargets } from './exitDistance';
import { explainLoss, fewestDogsOnARoute } from './explain';
import { planTaps } from './planTaps';
import { replayTaps } from './replay';
import { buildSearchGraph, RestrictedDijkstra, type SearchGraph } from './searchGraph';
import { searchStates } from './stateSearch';
import { levelWarnings } from './warnings';

/** `unknown` only when the level is too big to decide (too many states). */
export type Verdict = 'solvable' | 'unsolvable' | 'unknown';

/** Everything the solver found out about a level. Tiles are level cells (x right, y down, from 0). */
export interface LevelSolution {
  readonly verdict: Verdict;
  /** The least total cost of a win (`roundCost`), or null without a solution. */
  readonly par: number | null;
  /** The tiles to tap, in order; replayed in the Sim they win at par. */
  readonly taps: readonly Cell[];
  /** Every tile the cat walks, its start first, the exit last. */
  readonly path: readonly Cell[];
  /** Why there is no solution (or why the solver could not decide), in a designer's words. */
  readonly reason: string | null;
  /**
   * What a designer should know (pieces out of reach, bones the solution leaves), each at its place.
   * Always set by solveLevel; optional only so hand-made solutions in older tests still type-check.
   */
  readonly problems?: readonly LevelProblem[];
  /** The same, each as one line `<place>: <message>` (as the designer overlay lists them). */
  readonly warnings: readonly string[];
  /** Search states created (for benchmarks). */
  readonly states: number;
}

export interface SolveOptions {
  /** Give up (verdict `unknown`) after this many search states; default 5 million. */
  readonly maxStates?: number;
}

const DEFAULT_MAX_STATES = 5_000_000;

/**
 * Solves a level optimally: fewest moves (least cost over terrain), with everything the kinds table
 * makes happen on the way (bones, dogs and patrols, keys and doors, pipes), energy and the level's
 * move rule. The solution is replayed in the game's own Sim; if the cat's A* would walk differently
 * from the planned taps, the taps are made finer until it agrees.
 */
export function solveLevel(level: Level, options: SolveOptions = {}): LevelSolution {
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
  const rules = ruleLevel(level);
  const graph = buildSearchGraph(rules);
  const { grid } = level;
  const w = grid.width;
  const unsolved = (verdict: Verdict, reason: string, states: number): LevelSolution => ({
    verdict,
    par: null,
    taps: [],
    path: [],
    reason,
    ...findings(levelWarnings(level, null)),
    states,
  });
  const exits = level.pieces.filter((p) => p.kind === 'exit').map((p) => p.cell);
  const toExit = distanceToTargets(grid, level.rule, exits);
  const toWin = Float64Array.from(graph.cells, (cell) => toExit[cell]);
  const energy = level.energy ?? Number.POSITIVE_INFINITY;
  const result = searchStates(rules, graph, { energy, toWin, maxStates });
  if (result.gaveUp) {
    return unsolved('unknown', `the search gave up after ${result.states} states`, result.states);
  }
  if (result.cost === null) {
    const walledOff = !Number.isFinite(toWin[graph.start]);
    let costWithoutEnergyLimit: number | null = null;
    let mostBones = result.maxBonesTaken;
    if (!walledOff && level.energy !== null) {
      const free = searchStates(rules, graph, { energy: Number.POSITIVE_INFINITY, toWin, maxStates });
      costWithoutEnergyLimit = free.cost;
      mostBones = free.maxBonesTaken;
    }
    const reason = explainLoss({
      level,
      walledOff,
      costWithoutEnergyLimit,
      dogsOnEveryRoute: walledOff ? 0 : fewestDogsOnARoute(level, graph.usable),
      mostBones,
    });
    return unsolved('unsolvable', reason, result.states);
  }

  const cells = walkCells(rules, graph, result.stops);
  const par = roundCost(result.cost);
  const toCell = (i: number): Cell => ({ x: i % w, y: Math.floor(i / w) });
  let taps = planTaps(level, cells).map(toCell);
  let replayed = winsAtPar(level, taps, par);
  if (!replayed) {
    // The cat's own path finder disagreed with the plan somewhere: one tap per move always agrees.
    taps = cells
      .slice(1)
      .filter((c, i) => !grid.linkTo || grid.linkTo[cells[i]] !== c)
      .map(toCell);
    replayed = winsAtPar(level, taps, par);
  }
  const path = cells.map(toCell);
  const problems = levelWarnings(level, path);
  if (!replayed) {
    problems.push({
      severity: 'warning',
      place: { path: 'layers' },
      message: 'the solution did not replay to a win at par in the game (a solver bug: please report it)',
    });
  }
  return { verdict: 'solvable', par, taps, path, reason: null, ...findings(problems), states: result.states };
}

function findings(problems: readonly LevelProblem[]): Pick<LevelSolution, 'problems' | 'warnings'> {
  return { problems, warnings: problems.map((p) => `${formatPlace(p.place)}: ${p.message}`) };
}

function winsAtPar(level: Level, taps: readonly Cell[], par: number): boolean {
  const replay = replayTaps(level, taps);
  return replay.status === 'won' && replay.tapsUsed === taps.length && sameCost(replay.moves, par);
}

/**
 * The tiles of the walk through `stops` (cells the search entered, and pipe landings): each stretch
 * between points of interest is the cheapest one that enters no other point of interest.
 */
function walkCells(level: RuleLevel, graph: SearchGraph, stops: readonly number[]): number[] {
  const { grid, rule } = level;
  const search = new RestrictedDijkstra(grid, rule, graph.nodeAt, graph.usable);
  const cells = [stops[0]];
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1];
    const to = stops[i];
    if (graph.singleMoves || grid.linkTo?.[from] === to) {
      cells.push(to);
      continue;
    }
    const stretch = search.path(from, to);
    for (let k = 1; k < stretch.length; k++) cells.push(stretch[k]);
  }
  return cells;
}
