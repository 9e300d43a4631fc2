import { costSlack, withinBudget } from '../grid';
import { MinHeap } from '../grid/minHeap';
import type { PoiGraph } from './poiGraph';

/** Bones and dogs are kept as bit masks; JavaScript's bit operators give 31 safe bits. */
export const MAX_MASK_BITS = 30;

/**
 * Whether a level's bones and dogs fit the search's state keys: each set in a 30-bit mask, and
 * the key (dogs, bones, node) an exact integer below 2^53.
 */
export function fitsStateKeys(bones: number, dogs: number, nodes: number): boolean {
  return bones <= MAX_MASK_BITS && dogs <= MAX_MASK_BITS && bones + dogs + Math.log2(Math.max(nodes, 1)) < 53;
}

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
  /** The nodes of the win in order, start first and an exit last; empty without a win. */
  readonly nodes: readonly number[];
  /** How many states were created. */
  readonly states: number;
  /** True when the search stopped at `maxStates` without an answer. */
  readonly gaveUp: boolean;
  /** The most bones taken in any state the cat survived to (a fact for explaining a loss). */
  readonly maxBonesTaken: number;
}

/**
 * A* over states (node, bones taken, dogs bribed) of a point-of-interest graph, with cost = moves.
 * A state's bones in paw are the bones taken minus the dogs bribed. Entering a node applies the tile
 * rules exactly as `enterTile` in src/sim/rules.ts does (bone, then dog, then exit); they are
 * written out here because this loop runs millions of times and must not allocate.
 *
 * Pruning is exact: a dog met with no bone ends the walk, a state that cannot afford the rest of
 * the way on its energy (cost so far plus the heuristic) cannot win, and the heuristic (the cost to
 * the nearest exit over walls alone) is consistent, so the first win taken off the heap is optimal.
 */
export function searchStates(graph: PoiGraph, options: StateSearchOptions): StateSearchResult {
  const { nodes, edgeTo, edgeCost } = graph;
  const { energy, toWin, maxStates } = options;
  const boneBits = graph.boneNode.length;
  const nodeCount = nodes.length;
  // key = ((dogs * 2^bones) + bonesTaken) * nodeCount + node stays an exact integer below 2^53.
  const boneScale = 2 ** boneBits;

  const nodeBoneBit = new Int32Array(nodeCount);
  const nodeDogBit = new Int32Array(nodeCount);
  const nodeExit = new Uint8Array(nodeCount);
  for (let n = 0; n < nodeCount; n++) {
    nodeBoneBit[n] = nodes[n].bone >= 0 ? 1 << nodes[n].bone : 0;
    nodeDogBit[n] = nodes[n].dog >= 0 ? 1 << nodes[n].dog : 0;
    nodeExit[n] = nodes[n].exit ? 1 : 0;
  }

  let capacity = 1024;
  let stNode = new Int32Array(capacity);
  let stBones = new Int32Array(capacity);
  let stDogs = new Int32Array(capacity);
  let stHeld = new Int32Array(capacity);
  let stTaken = new Int32Array(capacity);
  let stCost = new Float64Array(capacity);
  let stParent = new Int32Array(capacity);
  let stClosed = new Uint8Array(capacity);
  let count = 0;
  const index = new Map<number, number>();
  const heap = new MinHeap(4096);

  const grow = (): void => {
    capacity *= 2;
    const g32 = (a: Int32Array): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(capacity);
      b.set(a);
      return b;
    };
    stNode = g32(stNode);
    stBones = g32(stBones);
    stDogs = g32(stDogs);
    stHeld = g32(stHeld);
    stTaken = g32(stTaken);
    stParent = g32(stParent);
    const cost = new Float64Array(capacity);
    cost.set(stCost);
    stCost = cost;
    const closed = new Uint8Array(capacity);
    closed.set(stClosed);
    stClosed = closed;
  };

  const start = graph.start;
  stNode[0] = start;
  stCost[0] = 0;
  stParent[0] = -1;
  count = 1;
  index.set(start, 0);
  heap.push(0, toWin[start], 0);
  let maxBonesTaken = 0;

  while (heap.length > 0) {
    const s = heap.pop();
    if (stClosed[s] === 1) continue;
    stClosed[s] = 1;
    const node = stNode[s];
    if (nodeExit[node] === 1 && s !== 0) {
      return { cost: stCost[s], nodes: trace(s), states: count, gaveUp: false, maxBonesTaken };
    }
    if (stTaken[s] > maxBonesTaken) maxBonesTaken = stTaken[s];
    const bones = stBones[s];
    const dogs = stDogs[s];
    const base = stCost[s];
    const targets = edgeTo[node];
    const costs = edgeCost[node];
    for (let e = 0; e < targets.length; e++) {
      const next = targets[e];
      const g = base + costs[e];
      const f = g + toWin[next];
      if (f === Number.POSITIVE_INFINITY || !withinBudget(f, energy)) continue;
      let nb = bones;
      let nd = dogs;
      let held = stHeld[s];
      let taken = stTaken[s];
      const boneBit = nodeBoneBit[next];
      if (boneBit !== 0 && (nb & boneBit) === 0) {
        nb |= boneBit;
        held++;
        taken++;
      }
      const dogBit = nodeDogBit[next];
      if (dogBit !== 0 && (nd & dogBit) === 0) {
        if (held === 0) continue; // eaten
        nd |= dogBit;
        held--;
      }
      const key = (nd * boneScale + nb) * nodeCount + next;
      let t = index.get(key);
      if (t !== undefined) {
        if (stClosed[t] === 1 || g >= stCost[t] - costSlack(g)) continue;
      } else {
        if (count >= maxStates) {
          return { cost: null, nodes: [], states: count, gaveUp: true, maxBonesTaken };
        }
        if (count === capacity) grow();
        t = count++;
        index.set(key, t);
        stNode[t] = next;
        stBones[t] = nb;
        stDogs[t] = nd;
        stHeld[t] = held;
        stTaken[t] = taken;
      }
      stCost[t] = g;
      stParent[t] = s;
      // Among equal f prefer the costlier state (nearer the goal); ties broken the same way every run.
      heap.push(t, nodeExit[next] === 1 ? g : g + toWin[next], -g);
    }
  }
  return { cost: null, nodes: [], states: count, gaveUp: false, maxBonesTaken };

  function trace(s: number): number[] {
    const out: number[] = [];
    for (let t = s; t !== -1; t = stParent[t]) out.push(stNode[t]);
    return out.reverse();
  }
}
