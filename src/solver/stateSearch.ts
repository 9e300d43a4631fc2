import { costSlack, withinBudget } from '../grid';
import { MinHeap } from '../grid/minHeap';
import { assignPlayState, type PlayState } from '../level/rules/playState';
import type { RuleLevel } from '../level/rules/ruleLevel';
import { startState } from '../level/rules/ruleLevel';
import type { SearchGraph } from './searchGraph';
import { CLOSED, StateSpace, WON } from './stateSpace';

export interface StateSearchOptions {
  /** The energy left at the start (Infinity for none): no walk may cost more. */
  readonly energy: number;
  /** Lower bound on the cost from each node to a win (the A* heuristic); Infinity where none is possible. */
  readonly toWin: Float64Array;
  /** Give up after creating this many states. */
  readonly maxStates: number;
  /** The state to search from (default: the level's start); its cell must be a node of the graph. */
  readonly from?: PlayState;
  /** Consider no walk costing more than this (from `from`), besides the energy. */
  readonly limit?: number;
}

export interface StateSearchResult {
  /** The least cost of a win from the start state, or null when there is none (or the search gave up). */
  readonly cost: number | null;
  /**
   * The walk of the win as cells, the start's cell first: per edge the node it entered and, after
   * a pipe, the landing. Stretches between points of interest are filled in by the caller.
   */
  readonly stops: readonly number[];
  /** How many states were created. */
  readonly states: number;
  /** True when the search stopped at `maxStates` without an answer. */
  readonly gaveUp: boolean;
  /** The most bones taken in any state the cat survived to (a fact for explaining a loss). */
  readonly maxBonesTaken: number;
}

/**
 * A* over the play states of a search graph (`StateSpace`), cost = moves, from the level's start or
 * any state of a play.
 *
 * Pruning is exact: an edge into a closed door, a dog met with no bone, a state that cannot afford
 * the rest of the way on its energy (cost so far plus the heuristic) all end a branch, and the
 * heuristic (the cost to the nearest exit over walls alone) is consistent, so the first win taken
 * off the heap is optimal.
 */
export function searchStates(
  level: RuleLevel,
  graph: SearchGraph,
  options: StateSearchOptions,
): StateSearchResult {
  const space = new StateSpace(level, graph, options.energy);
  const found = explore(space, options, true);
  if (found.won === -1) {
    return {
      cost: null,
      stops: [],
      states: space.size,
      gaveUp: found.gaveUp,
      maxBonesTaken: found.maxBonesTaken,
    };
  }
  return {
    cost: space.cost[found.won],
    stops: trace(space, found.won),
    states: space.size,
    gaveUp: false,
    maxBonesTaken: found.maxBonesTaken,
  };
}

/**
 * Every state a walk from the start reaches at a cost within `options.limit` (and the energy) that
 * could still win within it by the heuristic, each closed with its least cost: the raw material of
 * `optimalWalks`. Null when there are more than `maxStates`.
 */
export function exploreStates(
  level: RuleLevel,
  graph: SearchGraph,
  options: StateSearchOptions,
): StateSpace | null {
  const space = new StateSpace(level, graph, options.energy);
  return explore(space, options, false).gaveUp ? null : space;
}

/**
 * The A* loop. With `firstWin` it stops at the first win taken off the heap (optimal); without, it
 * runs until the heap is empty, closing every state within the limit and not expanding wins.
 */
function explore(
  space: StateSpace,
  options: StateSearchOptions,
  firstWin: boolean,
): { won: number; gaveUp: boolean; maxBonesTaken: number } {
  const { level, graph } = space;
  const { toWin, maxStates } = options;
  const budget = Math.min(options.energy, options.limit ?? Number.POSITIVE_INFINITY);
  const { cells, nodeAt, edgeTo, edgeCost } = graph;
  const linkTo = level.grid.linkTo;
  const boneSlots = level.bySlot.filter((p) => p.kind === 'bone').map((p) => p.slot);
  // Entering a pipe's entry means coming out of its other end: bound it by the landing's way on.
  const enterBound = Float64Array.from(cells, (cell, n) =>
    linkTo !== null && linkTo[cell] >= 0
      ? (level.grid.linkCost as Float64Array)[cell] + toWin[nodeAt[linkTo[cell]]]
      : toWin[n],
  );
  const heap = new MinHeap(4096);
  const here = startState(level);
  const work = startState(level);

  const from = options.from ?? startState(level);
  space.setKey(from);
  const first = space.add();
  space.cost[first] = 0;
  space.parent[first] = -1;
  space.entered[first] = nodeAt[from.cell];
  heap.push(first, toWin[nodeAt[from.cell]], 0);
  let maxBonesTaken = 0;
  let won = -1;

  while (heap.length > 0) {
    const s = heap.pop();
    if ((space.flags[s] & CLOSED) !== 0) continue;
    space.flags[s] |= CLOSED;
    if ((space.flags[s] & WON) !== 0) {
      if (won === -1) won = s;
      if (firstWin) break;
      continue;
    }
    const g0 = space.cost[s];
    space.load(s, here);
    let taken = 0;
    for (const slot of boneSlots) if ((here.gone[slot >>> 5] & (1 << (slot & 31))) !== 0) taken++;
    if (taken > maxBonesTaken) maxBonesTaken = taken;
    const node = nodeAt[here.cell];
    const targets = edgeTo[node];
    const costs = edgeCost[node];
    for (let e = 0; e < targets.length; e++) {
      const next = targets[e];
      const optimistic = g0 + costs[e] + enterBound[next];
      if (optimistic === Number.POSITIVE_INFINITY || !withinBudget(optimistic, budget)) continue;
      assignPlayState(work, here);
      if (!space.take(work, cells[next], costs[e])) continue;
      const g = work.moves;
      const isWin = work.status === 'won';
      const landed = nodeAt[work.cell];
      if (!isWin && !withinBudget(g + toWin[landed], budget)) continue;
      space.setKey(work);
      let t = space.find();
      if (t !== -1) {
        if ((space.flags[t] & CLOSED) !== 0 || g >= space.cost[t] - costSlack(g)) continue;
      } else {
        if (space.size >= maxStates) return { won: -1, gaveUp: true, maxBonesTaken };
        t = space.add();
      }
      space.cost[t] = g;
      space.parent[t] = s;
      space.entered[t] = next;
      if (isWin) space.flags[t] |= WON;
      // Among equal f prefer the costlier state (nearer the goal); ties broken the same way every run.
      heap.push(t, isWin ? g : g + toWin[landed], -g);
    }
  }
  return { won, gaveUp: false, maxBonesTaken };
}

/** The cells of the walk to state `s`: per state the node it entered and, after a pipe, where it landed. */
function trace(space: StateSpace, s: number): number[] {
  const { cells } = space.graph;
  const out: number[] = [];
  for (let t = s; t !== -1; t = space.parent[t]) {
    const landed = cells[space.nodeOf(t)];
    const entered = cells[space.entered[t]];
    out.push(landed);
    if (entered !== landed) out.push(entered);
  }
  return out.reverse();
}
