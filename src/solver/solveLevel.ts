import { roundCost, sameCost } from '../grid';
import type { Cell, Level } from '../level/types';
import { distanceToTargets } from './exitDistance';
import { explainLoss, fewestDogsOnARoute } from './explain';
import { planTaps } from './planTaps';
import { buildPoiGraph, type PoiGraph, RestrictedDijkstra } from './poiGraph';
import { replayTaps } from './replay';
import { fitsStateKeys, searchStates } from './stateSearch';
import { levelWarnings } from './warnings';

/** `unknown` only when the level is too big to decide (too many bones and dogs, or too many states). */
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
  readonly warnings: readonly string[];
  /** Search states created (for benchmarks). */
  readonly states: number;
}

export interface SolveOptions {
  /** Give up (verdict `unknown`) after this many search states; default 5 million (a Map holds at most 2^24 keys). */
  readonly maxStates?: number;
}

const DEFAULT_MAX_STATES = 5_000_000;

/**
 * Solves a level optimally: fewest moves (least cost over terrain), with pickups and encounters in
 * passing, energy and the level's move rule. The solution is replayed in the game's own Sim; if the
 * cat's A* would walk differently from the planned taps, the taps are made finer until it agrees.
 */
export function solveLevel(level: Level, options: SolveOptions = {}): LevelSolution {
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
  const graph = buildPoiGraph(level);
  const { grid } = level;
  const w = grid.width;
  const unsolved = (verdict: Verdict, reason: string, states: number): LevelSolution => ({
    verdict,
    par: null,
    taps: [],
    path: [],
    reason,
    warnings: levelWarnings(level, null),
    states,
  });
  if (!fitsStateKeys(graph.boneNode.length, graph.dogNode.length, graph.nodes.length)) {
    return unsolved(
      'unknown',
      `too many bones and dogs to solve exactly (${level.bones.length} bones, ${level.dogs.length} dogs; at most 30 of each)`,
      0,
    );
  }
  const toExit = distanceToTargets(
    grid,
    level.rule,
    level.exits.map((e) => e.y * w + e.x),
  );
  const toWin = Float64Array.from(graph.nodes, (n) => toExit[n.cell]);
  const energy = level.energy ?? Number.POSITIVE_INFINITY;
  const result = searchStates(graph, { energy, toWin, maxStates });
  if (result.gaveUp) {
    return unsolved('unknown', `the search gave up after ${result.states} states`, result.states);
  }
  if (result.cost === null) {
    const walledOff = !Number.isFinite(toWin[graph.start]);
    let costWithoutEnergyLimit: number | null = null;
    let mostBones = result.maxBonesTaken;
    if (!walledOff && level.energy !== null) {
      const free = searchStates(graph, { energy: Number.POSITIVE_INFINITY, toWin, maxStates });
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

  const cells = walkCells(graph, result.nodes);
  const par = roundCost(result.cost);
  const toCell = (i: number): Cell => ({ x: i % w, y: Math.floor(i / w) });
  let taps = planTaps(level, cells).map(toCell);
  let replayed = winsAtPar(level, taps, par);
  if (!replayed) {
    // The cat's own path finder disagreed with the plan somewhere: one tap per tile always agrees.
    taps = cells.slice(1).map(toCell);
    replayed = winsAtPar(level, taps, par);
  }
  const path = cells.map(toCell);
  const warnings = levelWarnings(level, path);
  if (!replayed) {
    warnings.push('the solution did not replay to a win at par in the game (a solver bug: please report it)');
  }
  return { verdict: 'solvable', par, taps, path, reason: null, warnings, states: result.states };
}

function winsAtPar(level: Level, taps: readonly Cell[], par: number): boolean {
  const replay = replayTaps(level, taps);
  return replay.status === 'won' && replay.tapsUsed === taps.length && sameCost(replay.moves, par);
}

/** The tiles of the walk through `nodes`, each stretch the cheapest one that enters no other node. */
function walkCells(graph: PoiGraph, nodes: readonly number[]): number[] {
  const search = new RestrictedDijkstra(graph.grid, graph.rule, graph.nodeAt, graph.usable);
  const cells = [graph.nodes[nodes[0]].cell];
  for (let i = 1; i < nodes.length; i++) {
    const stretch = search.path(graph.nodes[nodes[i - 1]].cell, graph.nodes[nodes[i]].cell);
    for (let k = 1; k < stretch.length; k++) cells.push(stretch[k]);
  }
  return cells;
}
