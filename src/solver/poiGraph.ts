import { canStep, type Grid, type MoveRule, stepCost } from '../grid';
import { MinHeap } from '../grid/minHeap';
import type { Level } from '../level/types';
import { UsableSteps } from './usableSteps';

/**
 * A point of interest: a tile where something happens (the cat's start, a bone, a dog, an exit).
 * Several things may share a tile; the rules then apply in the order bone, dog, exit.
 */
export interface PoiNode {
  /** Cell index `y * width + x`. */
  readonly cell: number;
  readonly x: number;
  readonly y: number;
  /** The bone on this tile (index into `level.bones`), or -1. */
  readonly bone: number;
  /** The dog on this tile (index into `level.dogs`), or -1. */
  readonly dog: number;
  readonly exit: boolean;
}

/**
 * The walk of a level reduced to its points of interest. An edge from A to B is the cheapest path
 * from A to B whose inner tiles hold no point of interest. Any walk splits at the points of interest
 * it enters into such edges, and a bone taken or a dog bribed leaves a plain tile that the search
 * may still step on as a node, so a search over (node, bones taken, dogs bribed) with these edges
 * is exact.
 */
export interface PoiGraph {
  readonly grid: Grid;
  readonly rule: MoveRule;
  readonly nodes: readonly PoiNode[];
  /** The node of the cat's start (always 0). */
  readonly start: number;
  /** `nodeAt[cell]`: the node on a cell, or -1. */
  readonly nodeAt: Int32Array;
  /** Outgoing edges per node as parallel arrays: target nodes and costs, cheapest first. */
  readonly edgeTo: readonly Int32Array[];
  readonly edgeCost: readonly Float64Array[];
  /** The bone or dog index to node. */
  readonly boneNode: readonly number[];
  readonly dogNode: readonly number[];
  /** The steps a cheapest-path walk can take (see UsableSteps). */
  readonly usable: UsableSteps;
}

/**
 * Builds the graph of a level: one node per distinct tile among start, bones, dogs and exits, and
 * the edges by one Dijkstra search per node in which the other nodes can be entered but not left.
 * A bone or dog listed twice on one tile counts once (the tile rules see one bone, one dog).
 */
export function buildPoiGraph(level: Level): PoiGraph {
  const { grid, rule } = level;
  const nodeAt = new Int32Array(grid.size).fill(-1);
  const draft: { cell: number; x: number; y: number; bone: number; dog: number; exit: boolean }[] = [];
  const nodeOf = (x: number, y: number): number => {
    const cell = y * grid.width + x;
    if (nodeAt[cell] === -1) {
      nodeAt[cell] = draft.length;
      draft.push({ cell, x, y, bone: -1, dog: -1, exit: false });
    }
    return nodeAt[cell];
  };
  nodeOf(level.cat.x, level.cat.y);
  const boneNode = level.bones.map((b, i) => {
    const n = nodeOf(b.x, b.y);
    if (draft[n].bone === -1) draft[n].bone = i;
    return n;
  });
  const dogNode = level.dogs.map((d, i) => {
    const n = nodeOf(d.x, d.y);
    if (draft[n].dog === -1) draft[n].dog = i;
    return n;
  });
  for (const e of level.exits) draft[nodeOf(e.x, e.y)].exit = true;

  const usable = new UsableSteps(grid, rule);
  const search = new RestrictedDijkstra(grid, rule, nodeAt, usable);
  const edgeTo: Int32Array[] = [];
  const edgeCost: Float64Array[] = [];
  for (let n = 0; n < draft.length; n++) {
    // Leaving an exit never happens (entering it wins), so exits need no outgoing edges.
    const reached = draft[n].exit && n !== 0 ? [] : search.run(draft[n].cell);
    reached.sort((a, b) => a.cost - b.cost);
    edgeTo.push(Int32Array.from(reached, (r) => r.node));
    edgeCost.push(Float64Array.from(reached, (r) => r.cost));
  }
  return { grid, rule, nodes: draft, start: 0, nodeAt, edgeTo, edgeCost, boneNode, dogNode, usable };
}

/**
 * Dijkstra from one cell where every other point-of-interest cell is a sink: it can be reached but
 * the search does not continue through it. Buffers are reused across runs with a generation stamp.
 */
export class RestrictedDijkstra {
  private readonly grid: Grid;
  private readonly rule: MoveRule;
  private readonly nodeAt: Int32Array;
  private readonly usable: UsableSteps;
  private readonly dist: Float64Array;
  private readonly parent: Int32Array;
  private readonly stamp: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly heap = new MinHeap();
  private generation = 0;

  constructor(grid: Grid, rule: MoveRule, nodeAt: Int32Array, usable: UsableSteps) {
    this.grid = grid;
    this.rule = rule;
    this.nodeAt = nodeAt;
    this.usable = usable;
    this.dist = new Float64Array(grid.size);
    this.parent = new Int32Array(grid.size);
    this.stamp = new Uint32Array(grid.size);
    this.closed = new Uint32Array(grid.size);
  }

  /** Every other node reachable from `source` without passing through a node, with its least cost. */
  run(source: number, stopAt = -1): { node: number; cost: number }[] {
    const { grid, rule, nodeAt, usable, dist, parent, stamp, closed, heap } = this;
    const offsets = rule.offsets;
    const gen = ++this.generation;
    const w = grid.width;
    const found: { node: number; cost: number }[] = [];
    heap.clear();
    dist[source] = 0;
    parent[source] = -1;
    stamp[source] = gen;
    heap.push(source, 0);
    while (heap.length > 0) {
      const current = heap.pop();
      if (closed[current] === gen) continue;
      closed[current] = gen;
      if (current !== source && nodeAt[current] !== -1) {
        found.push({ node: nodeAt[current], cost: dist[current] });
        if (current === stopAt) break;
        continue;
      }
      const x = current % w;
      const y = (current - x) / w;
      for (let k = 0; k < offsets.length; k++) {
        const [dx, dy] = offsets[k];
        if (!canStep(grid, rule, x, y, dx, dy) || !usable.usable(current, k)) continue;
        const next = current + dy * w + dx;
        if (closed[next] === gen) continue;
        const cost = dist[current] + stepCost(grid, rule, next, dx, dy);
        if (stamp[next] !== gen || cost < dist[next]) {
          stamp[next] = gen;
          dist[next] = cost;
          parent[next] = current;
          heap.push(next, cost);
        }
      }
    }
    return found;
  }

  /** The cells of a cheapest node-free path from `from` to `to` (both cells of nodes), ends included. */
  path(from: number, to: number): number[] {
    this.run(from, to);
    if (this.stamp[to] !== this.generation) return [];
    const cells: number[] = [];
    for (let c = to; c !== -1; c = this.parent[c]) cells.push(c);
    return cells.reverse();
  }
}
