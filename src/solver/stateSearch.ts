import { costSlack, withinBudget } from '../grid';
import { MinHeap } from '../grid/minHeap';
import { KINDS } from '../level/kinds/table';
import { assignPlayState, type PlayState } from '../level/rules/playState';
import type { RuleLevel } from '../level/rules/ruleLevel';
import { startState } from '../level/rules/ruleLevel';
import { applyArrival, blockedAt, checkStep, takeStep } from '../level/rules/stepInto';
import type { SearchGraph } from './searchGraph';
import { StateTable } from './stateTable';

export interface StateSearchOptions {
  /** The energy budget (Infinity for none): no state may cost more. */
  readonly energy: number;
  /** Lower bound on the cost from each node to a win (the A* heuristic); Infinity where none is possible. */
  readonly toWin: Float64Array;
  /** Give up after creating this many states. */
  readonly maxStates: number;
}

export interface StateSearchResult {
  /** The least cost of a win, or null when there is none (or the search gave up). */
  readonly cost: number | null;
  /**
   * The walk of the win as cells, the cat's start first: per edge the node it entered and, after a
   * pipe, the landing. Stretches between points of interest are filled in by the caller.
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
 * A* over play states of a search graph, cost = moves. A state is (node, the clock modulo the
 * patrols' period, which pieces have gone); counters follow from the pieces gone (`KindDef.counter`).
 * Every edge is taken by the game's own rules (src/level/rules: `applyArrival` after a stretch,
 * `takeStep` for single moves and pipe jumps), so what the solver finds is what the game does.
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
  const { energy, toWin, maxStates } = options;
  const { cells, nodeAt, edgeTo, edgeCost } = graph;
  const period = level.period;
  const linkTo = level.grid.linkTo;
  const goneWords = Math.ceil(level.bySlot.length / 32);
  const table = new StateTable(1 + goneWords);
  const key = new Int32Array(1 + goneWords);
  // What a gone piece adds to the counters, by slot; and which slots are bones.
  const slotCounter = level.bySlot.map((p) => {
    const c = KINDS[p.kind].counter?.(p);
    return c ? { index: level.counterIndex.get(c.name) as number, delta: c.delta } : null;
  });
  const boneSlots = level.bySlot.filter((p) => p.kind === 'bone').map((p) => p.slot);
  // Entering a pipe's entry means coming out of its other end: bound it by the landing's way on.
  const enterBound = Float64Array.from(cells, (cell, n) =>
    linkTo !== null && linkTo[cell] >= 0
      ? (level.grid.linkCost as Float64Array)[cell] + toWin[nodeAt[linkTo[cell]]]
      : toWin[n],
  );

  let capacity = 1024;
  let stCost = new Float64Array(capacity);
  let stParent = new Int32Array(capacity);
  let stEntered = new Int32Array(capacity);
  let stFlags = new Uint8Array(capacity);
  const CLOSED = 1;
  const WON = 2;
  const heap = new MinHeap(4096);
  const here = startState(level);
  const work = startState(level);

  const grow = (): void => {
    capacity *= 2;
    const cost = new Float64Array(capacity);
    cost.set(stCost);
    stCost = cost;
    const parent = new Int32Array(capacity);
    parent.set(stParent);
    stParent = parent;
    const entered = new Int32Array(capacity);
    entered.set(stEntered);
    stEntered = entered;
    const flags = new Uint8Array(capacity);
    flags.set(stFlags);
    stFlags = flags;
  };

  /** Loads state `s` into `into`: its cell, clock phase, pieces gone, counters, cost and energy. */
  const load = (s: number, into: PlayState): void => {
    const at = s * table.width;
    const head = table.keys[at];
    into.cell = cells[Math.floor(head / period)];
    into.clock = head % period;
    into.moves = stCost[s];
    into.energyLeft = energy - stCost[s];
    into.status = 'playing';
    into.lostBy = null;
    into.counters.fill(0);
    for (let w = 0; w < goneWords; w++) into.gone[w] = table.keys[at + 1 + w];
    for (let slot = 0; slot < slotCounter.length; slot++) {
      const c = slotCounter[slot];
      if (c && (into.gone[slot >>> 5] & (1 << (slot & 31))) !== 0) into.counters[c.index] += c.delta;
    }
  };

  /** Takes the edge to `cell` (cost `cost`) from the state in `work`; false when the rules refuse it. */
  const take = (cell: number, cost: number): boolean => {
    if (graph.singleMoves) {
      if (checkStep(level, work, cell) !== 'ok') return false;
      takeStep(level, work, cell);
    } else {
      // A stretch between points of interest: nothing happens on its inner tiles, so pay it whole
      // and apply the rules where it ends.
      if (blockedAt(level, work, cell)) return false;
      work.moves += cost;
      work.energyLeft -= cost;
      work.cell = cell;
      applyArrival(level, work, -1, cell);
    }
    if (work.status === 'playing' && linkTo !== null && linkTo[cell] >= 0) {
      // Into a pipe: the jump to its other end follows at once.
      if (checkStep(level, work, linkTo[cell]) !== 'ok') return false;
      takeStep(level, work, linkTo[cell]);
    }
    return work.status !== 'lost';
  };

  const start = graph.start;
  key.fill(0);
  key[0] = start * period;
  table.add(key);
  stCost[0] = 0;
  stParent[0] = -1;
  stEntered[0] = start;
  heap.push(0, toWin[start], 0);
  let maxBonesTaken = 0;

  while (heap.length > 0) {
    const s = heap.pop();
    if ((stFlags[s] & CLOSED) !== 0) continue;
    stFlags[s] |= CLOSED;
    if ((stFlags[s] & WON) !== 0) {
      return { cost: stCost[s], stops: trace(s), states: table.size, gaveUp: false, maxBonesTaken };
    }
    load(s, here);
    let taken = 0;
    for (const slot of boneSlots) if ((here.gone[slot >>> 5] & (1 << (slot & 31))) !== 0) taken++;
    if (taken > maxBonesTaken) maxBonesTaken = taken;
    const node = nodeAt[here.cell];
    const targets = edgeTo[node];
    const costs = edgeCost[node];
    for (let e = 0; e < targets.length; e++) {
      const next = targets[e];
      const optimistic = stCost[s] + costs[e] + enterBound[next];
      if (optimistic === Number.POSITIVE_INFINITY || !withinBudget(optimistic, energy)) continue;
      assignPlayState(work, here);
      if (!take(cells[next], costs[e])) continue;
      const g = work.moves;
      const won = work.status === 'won';
      const landed = nodeAt[work.cell];
      if (!won && !withinBudget(g + toWin[landed], energy)) continue;
      key[0] = landed * period + (work.clock % period);
      key.set(work.gone, 1);
      let t = table.find(key);
      if (t !== -1) {
        if ((stFlags[t] & CLOSED) !== 0 || g >= stCost[t] - costSlack(g)) continue;
      } else {
        if (table.size >= maxStates) {
          return { cost: null, stops: [], states: table.size, gaveUp: true, maxBonesTaken };
        }
        if (table.size === capacity) grow();
        t = table.add(key);
        stFlags[t] = 0;
      }
      stCost[t] = g;
      stParent[t] = s;
      stEntered[t] = next;
      if (won) stFlags[t] |= WON;
      // Among equal f prefer the costlier state (nearer the goal); ties broken the same way every run.
      heap.push(t, won ? g : g + toWin[landed], -g);
    }
  }
  return { cost: null, stops: [], states: table.size, gaveUp: false, maxBonesTaken };

  function trace(s: number): number[] {
    const out: number[] = [];
    for (let t = s; t !== -1; t = stParent[t]) {
      const landed = cells[Math.floor(table.keys[t * table.width] / period)];
      const entered = cells[stEntered[t]];
      out.push(landed);
      if (entered !== landed) out.push(entered);
    }
    return out.reverse();
  }
}
