import { roundCost, sameCost } from '../grid';
import { formatPlace, type LevelProblem } from '../level/problems';
import { copyPlayState, type PlayState } from '../level/rules/playState';
import { type RuleLevel, ruleLevel, startState } from '../level/rules/ruleLevel';
import type { Cell, Level } from '../level/types';
import { distanceToTargets } from './exitDistance';
import { explainLoss, fewestDogsOnARoute } from './explain';
import { planTaps } from './planTaps';
import { replayTaps } from './replay';
import { buildSearchGraph, type SearchGraph, startingAt, stretchesOf } from './searchGraph';
import { searchStates } from './stateSearch';
import { levelWarnings } from './warnings';

/** `unknown` only when the level is too big to decide (too many states). */
export type Verdict = 'solvable' | 'unsolvable' | 'unknown';

/** Everything the solver found out about a level. Tiles are level cells (x right, y down, from 0). */
export interface LevelSolution {
  readonly verdict: Verdict;
  /**
   * The least total cost of a win (`roundCost`), or null without a solution. From a play state
   * (`solveFrom`) it counts the moves already made.
   */
  readonly par: number | null;
  /** The tiles to tap, in order; replayed in the Sim they win at par. */
  readonly taps: readonly Cell[];
  /** Every tile the cat walks, its start (or the play state's tile) first, the exit last. */
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

export const DEFAULT_MAX_STATES = 5_000_000;

/** What every search of a level shares: its rules, its search graph, and the cost from each cell to an exit. */
export interface LevelSearch {
  readonly rules: RuleLevel;
  readonly graph: SearchGraph;
  /** Per cell, the least cost to an exit over walls alone (the A* heuristic). */
  readonly toExit: Float64Array;
  /** The same per node of `graph`. */
  readonly toWin: Float64Array;
}

const searches = new WeakMap<Level, LevelSearch>();

/** The search graph and heuristic of a level, made once per level and kept. */
export function levelSearch(level: Level): LevelSearch {
  let made = searches.get(level);
  if (!made) {
    const rules = ruleLevel(level);
    const exits = level.pieces.filter((p) => p.kind === 'exit').map((p) => p.cell);
    const graph = buildSearchGraph(rules);
    const toExit = distanceToTargets(level.grid, level.rule, exits);
    made = { rules, graph, toExit, toWin: Float64Array.from(graph.cells, (cell) => toExit[cell]) };
    searches.set(level, made);
  }
  return made;
}

/**
 * Solves a level optimally: fewest moves (least cost over terrain), with everything the kinds table
 * makes happen on the way (bones, dogs and patrols, keys and doors, pipes), energy and the level's
 * move rule. The solution is replayed in the game's own Sim; if the cat's A* would walk differently
 * from the planned taps, the taps are made finer until it agrees. The same as `solveFrom` the
 * level's start, with reasons in a designer's words when there is no win.
 */
export function solveLevel(level: Level, options: SolveOptions = {}): LevelSolution {
  return solve(level, startState(ruleLevel(level)), options, true);
}

/**
 * Solves a level from any state of a play of it (bones held, pieces gone, energy left, the patrols'
 * clock), as `Sim.state` reads: the least total cost of a win from there and the taps that make it.
 * The state must be one the cat rests in (not mid-walk). For hints, and for measuring which first
 * taps spoil a level (`traps`).
 */
export function solveFrom(
  level: Level,
  state: Readonly<PlayState>,
  options: SolveOptions = {},
): LevelSolution {
  return solve(level, state, options, false);
}

/**
 * Only the par of a level, from its start: the least cost of a win, or null when there is none (or
 * the search gives up). No taps are planned: for generators that try many levels.
 */
export function solvePar(level: Level, options: SolveOptions = {}): number | null {
  const { rules, graph, toWin } = levelSearch(level);
  const energy = level.energy ?? Number.POSITIVE_INFINITY;
  const result = searchStates(rules, graph, {
    energy,
    toWin,
    maxStates: options.maxStates ?? DEFAULT_MAX_STATES,
  });
  return result.cost === null ? null : roundCost(result.cost);
}

function solve(
  level: Level,
  from: Readonly<PlayState>,
  options: SolveOptions,
  atStart: boolean,
): LevelSolution {
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
  const search = levelSearch(level);
  const { rules, graph: base } = search;
  const { grid } = level;
  const w = grid.width;
  const toCell = (i: number): Cell => ({ x: i % w, y: Math.floor(i / w) });
  const unsolved = (verdict: Verdict, reason: string, states: number): LevelSolution => ({
    verdict,
    par: null,
    taps: [],
    path: [],
    reason,
    ...findings(atStart ? levelWarnings(level, null) : []),
    states,
  });
  if (from.status === 'lost') return unsolved('unsolvable', 'the play is already lost', 0);
  if (from.status === 'won') {
    const path = [toCell(from.cell)];
    return {
      verdict: 'solvable',
      par: roundCost(from.moves),
      taps: [],
      path,
      reason: null,
      warnings: [],
      states: 0,
    };
  }
  const { graph, toWin, result } = searchFrom(search, from, maxStates, atStart);
  if (result.gaveUp) {
    return unsolved('unknown', `the search gave up after ${result.states} states`, result.states);
  }
  if (result.cost === null) {
    const walledOff = !Number.isFinite(toWin[graph.start]);
    if (!atStart) {
      const reason = walledOff ? 'walls cut every exit off from here' : 'no win is left from here';
      return unsolved('unsolvable', reason, result.states);
    }
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

  const cells = walkCells(rules, base, result.stops);
  const par = roundCost(from.moves + result.cost);
  let taps = planTaps(level, cells, from).map(toCell);
  let replayed = winsAtPar(level, taps, par, from);
  if (!replayed) {
    // The cat's own path finder disagreed with the plan somewhere: one tap per move always agrees.
    taps = cells
      .slice(1)
      .filter((c, i) => !grid.linkTo || grid.linkTo[cells[i]] !== c)
      .map(toCell);
    replayed = winsAtPar(level, taps, par, from);
  }
  const path = cells.map(toCell);
  const problems = atStart ? levelWarnings(level, path) : [];
  if (!replayed) {
    problems.push({
      severity: 'warning',
      place: { path: 'layers' },
      message: 'the solution did not replay to a win at par in the game (a solver bug: please report it)',
    });
  }
  return { verdict: 'solvable', par, taps, path, reason: null, ...findings(problems), states: result.states };
}

/** The state search from `from` (the level's start when `atStart`), with the graph and heuristic it ran on. */
function searchFrom(search: LevelSearch, from: Readonly<PlayState>, maxStates: number, atStart: boolean) {
  const { rules, graph: base, toExit } = search;
  const graph = atStart ? base : startingAt(base, rules, from.cell);
  const toWin = atStart ? search.toWin : Float64Array.from(graph.cells, (cell) => toExit[cell]);
  const start = copyPlayState(from as PlayState);
  const result = searchStates(rules, graph, { energy: from.energyLeft, toWin, maxStates, from: start });
  return { graph, toWin, result };
}

/** Whether a play can still be won from a state, and in how few moves (`outlookFrom`). */
export interface Outlook {
  /** `unknown` when the search gave up (too many states to decide in the time a glance takes). */
  readonly verdict: Verdict;
  /** The least moves a win can take in all, the moves already made included; null without a win. */
  readonly best: number | null;
  /** Search states created. */
  readonly states: number;
}

/**
 * Only whether a play can still be won from `state` (a state the cat rests in, as `Sim.state`
 * reads) and the least moves a win would take in all: the same search as `solveFrom`, without
 * planning taps. Asked after every walk, so the game says at once when no win, or no win at par,
 * is left.
 */
export function outlookFrom(level: Level, state: Readonly<PlayState>, options: SolveOptions = {}): Outlook {
  if (state.status === 'won') return { verdict: 'solvable', best: roundCost(state.moves), states: 0 };
  if (state.status === 'lost') return { verdict: 'unsolvable', best: null, states: 0 };
  const { result } = searchFrom(levelSearch(level), state, options.maxStates ?? DEFAULT_MAX_STATES, false);
  if (result.gaveUp) return { verdict: 'unknown', best: null, states: result.states };
  if (result.cost === null) return { verdict: 'unsolvable', best: null, states: result.states };
  return { verdict: 'solvable', best: roundCost(state.moves + result.cost), states: result.states };
}

function findings(problems: readonly LevelProblem[]): Pick<LevelSolution, 'problems' | 'warnings'> {
  return { problems, warnings: problems.map((p) => `${formatPlace(p.place)}: ${p.message}`) };
}

function winsAtPar(level: Level, taps: readonly Cell[], par: number, from: Readonly<PlayState>): boolean {
  const replay = replayTaps(level, taps, from);
  return replay.status === 'won' && replay.tapsUsed === taps.length && sameCost(replay.moves, par);
}

/**
 * The tiles of the walk through `stops` (cells the search entered, and pipe landings): each stretch
 * between points of interest is the cheapest one that enters no other point of interest.
 */
function walkCells(level: RuleLevel, graph: SearchGraph, stops: readonly number[]): number[] {
  const { grid } = level;
  const search = stretchesOf(graph, level);
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
