import { canStep, type Grid, type MoveRule, stepCost } from '../grid';
import { MinHeap } from '../grid/minHeap';
import type { RuleLevel } from '../level/rules/ruleLevel';
import { UsableSteps } from './usableSteps';

/**
 * The graph the solver's state search walks: nodes are cells, an edge is a stretch the cat can
 * walk. Two shapes (`buildSearchGraph`): points of interest joined by their cheapest stretches, or
 * every open cell joined by single moves when patrols make the timing of every step matter.
 */
export interface SearchGraph {
  /** Node to cell index. */
  readonly cells: Int32Array;
  /** `nodeAt[cell]`: the node on a cell, or -1. */
  readonly nodeAt: Int32Array;
  /** The node a search starts from: the cat's start (node 0), or a play state's cell (`startingAt`). */
  readonly start: number;
  /** Outgoing edges per node as parallel arrays: target nodes and costs, cheapest first. */
  readonly edgeTo: readonly Int32Array[];
  readonly edgeCost: readonly Float64Array[];
  /** True when every edge is one move (the cell graph); false for stretches between points of interest. */
  readonly singleMoves: boolean;
  /** The steps a cheapest-path walk can take (see UsableSteps). */
  readonly usable: UsableSteps;
}

/**
 * The graph of a level. Without patrols: one node for the cat's start and one per piece (every
 * tile where something can happen), and an edge from A to B for the cheapest path whose inner tiles
 * hold no node (one Dijkstra search per node in which the other nodes can be entered but not left).
 * Any walk splits at the nodes it enters into such edges, and a piece that has gone leaves a tile
 * the search may still step on as a node, so a search over (node, pieces gone) with these edges is
 * exact. With patrols the dogs' positions change every step (and with doors under the diagonal rule
 * a step's legality depends on the doors' state), so every open cell is a node and every legal move
 * an edge.
 */
export function buildSearchGraph(level: RuleLevel): SearchGraph {
  const { grid, rule } = level;
  const usable = new UsableSteps(grid, rule);
  // Diagonal steps may not cut a locked door's corner, so with doors each diagonal step's fate
  // depends on the state too: the cell graph again.
  const everyStep = level.period > 1 || (rule.kind === 'diagonal' && level.blockers.length > 0);
  return everyStep ? cellGraph(grid, rule, level.start, usable) : poiGraph(level, usable);
}

/**
 * The graph with its searches starting on `cell`, the cell of a play state. Every cell is a node of
 * the cell graph; in a graph of points of interest a cell that is none becomes one more node, with
 * edges out (its cheapest stretches to the others) and none in: a walk never needs to stop on a
 * tile where nothing happens, so no other edge changes. Walks found in it are filled in with the
 * original graph (`walkCells`), where that cell is no node.
 */
export function startingAt(graph: SearchGraph, level: RuleLevel, cell: number): SearchGraph {
  if (graph.nodeAt[cell] !== -1) return { ...graph, start: graph.nodeAt[cell] };
  const search = new RestrictedDijkstra(level.grid, level.rule, graph.nodeAt, graph.usable);
  const reached = search.run(cell).sort((a, b) => a.cost - b.cost);
  const node = graph.cells.length;
  const nodeAt = graph.nodeAt.slice();
  nodeAt[cell] = node;
  const cells = new Int32Array(node + 1);
  cells.set(graph.cells);
  cells[node] = cell;
  return {
    ...graph,
    cells,
    nodeAt,
    start: node,
    edgeTo: [...graph.edgeTo, Int32Array.from(reached, (r) => r.node)],
    edgeCost: [...graph.edgeCost, Float64Array.from(reached, (r) => r.cost)],
  };
}

function poiGraph(level: RuleLevel, usable: UsableSteps): SearchGraph {
  const { grid, rule } = level;
  const nodeAt = new Int32Array(grid.size).fill(-1);
  const cells: number[] = [];
  const add = (cell: number): void => {
    if (nodeAt[cell] !== -1) return;
    nodeAt[cell] = cells.length;
    cells.push(cell);
  };
  add(level.start);
  for (const piece of level.pieces) add(piece.cell);
  const search = new RestrictedDijkstra(grid, rule, nodeAt, usable);
  const edgeTo: Int32Array[] = [];
  const edgeCost: Float64Array[] = [];
  const isExit = (cell: number): boolean =>
    level.pieceAt[cell] >= 0 && level.pieces[level.pieceAt[cell]].kind === 'exit';
  for (let n = 0; n < cells.length; n++) {
    // Leaving an exit never happens (entering it wins), so exits need no outgoing edges.
    const reached = isExit(cells[n]) && n !== 0 ? [] : search.run(cells[n]);
    reached.sort((a, b) => a.cost - b.cost);
    edgeTo.push(Int32Array.from(reached, (r) => r.node));
    edgeCost.push(Float64Array.from(reached, (r) => r.cost));
  }
  return { cells: Int32Array.from(cells), nodeAt, start: 0, edgeTo, edgeCost, singleMoves: false, usable };
}

function cellGraph(grid: Grid, rule: MoveRule, start: number, usable: UsableSteps): SearchGraph {
  const nodeAt = new Int32Array(grid.size).fill(-1);
  const cells: number[] = [start];
  nodeAt[start] = 0;
  for (let c = 0; c < grid.size; c++) {
    if (grid.walls[c] === 1 || c === start) continue;
    nodeAt[c] = cells.length;
    cells.push(c);
  }
  const w = grid.width;
  const edgeTo: Int32Array[] = [];
  const edgeCost: Float64Array[] = [];
  for (const c of cells) {
    const x = c % w;
    const y = (c - x) / w;
    const to: number[] = [];
    const cost: number[] = [];
    rule.offsets.forEach(([dx, dy], k) => {
      if (!canStep(grid, rule, x, y, dx, dy) || !usable.usable(c, k)) return;
      const n = c + dy * w + dx;
      to.push(nodeAt[n]);
      cost.push(stepCost(grid, rule, n, dx, dy));
    });
    edgeTo.push(Int32Array.from(to));
    edgeCost.push(Float64Array.from(cost));
  }
  return { cells: Int32Array.from(cells), nodeAt, start: 0, edgeTo, edgeCost, singleMoves: true, usable };
}

/**
 * Dijkstra from one cell where every other point-of-interest cell is a sink: it can be reached but
 * the search does not continue through it. A source that is a pipe's end is a sink too: the cat
 * may walk away and step back into it, to go through the pipe. Buffers are reused across runs with
 * a generation stamp.
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
  /** The last run's way back into its source (a pipe end): the cell it steps in from, and the cost. */
  private reentry = { from: -1, cost: Number.POSITIVE_INFINITY };

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
    const pipe = grid.linkTo !== null && grid.linkTo[source] >= 0;
    this.reentry = { from: -1, cost: Number.POSITIVE_INFINITY };
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
        const cost = dist[current] + stepCost(grid, rule, next, dx, dy);
        if (next === source) {
          if (pipe && cost < this.reentry.cost) this.reentry = { from: current, cost };
          continue;
        }
        if (closed[next] === gen) continue;
        if (stamp[next] !== gen || cost < dist[next]) {
          stamp[next] = gen;
          dist[next] = cost;
          parent[next] = current;
          heap.push(next, cost);
        }
      }
    }
    if (this.reentry.from !== -1 && stopAt === -1)
      found.push({ node: nodeAt[source], cost: this.reentry.cost });
    return found;
  }

  /**
   * Whether `accept` takes one of the nodes `run(source)` finds, at its least cost, asked cheapest
   * bound first and only for nodes within `budget`. The bound of a cell is its cost so far plus
   * `toGoal` there, a consistent lower bound on the rest of a walk (Infinity where there is none);
   * a cell past the budget is not walked on, since every node found through it would be past it
   * too. A node that is a link's entry is bounded by its cost alone (the rest is counted from its
   * landing). Stops at the first node accepted. `source` must be no link's entry.
   */
  someWithin(
    source: number,
    toGoal: Float64Array,
    budget: number,
    accept: (node: number, cost: number) => boolean,
  ): boolean {
    const { grid, rule, nodeAt, usable, dist, stamp, closed, heap } = this;
    const offsets = rule.offsets;
    const gen = ++this.generation;
    const w = grid.width;
    const { linkTo } = grid;
    heap.clear();
    dist[source] = 0;
    stamp[source] = gen;
    heap.push(source, toGoal[source], 0);
    while (heap.length > 0 && heap.peekKey() <= budget) {
      const current = heap.pop();
      if (closed[current] === gen) continue;
      closed[current] = gen;
      if (current !== source && nodeAt[current] !== -1) {
        if (accept(nodeAt[current], dist[current])) return true;
        continue;
      }
      const x = current % w;
      const y = (current - x) / w;
      for (let k = 0; k < offsets.length; k++) {
        const [dx, dy] = offsets[k];
        if (!canStep(grid, rule, x, y, dx, dy) || !usable.usable(current, k)) continue;
        const next = current + dy * w + dx;
        if (next === source) continue;
        const cost = dist[current] + stepCost(grid, rule, next, dx, dy);
        if (stamp[next] === gen && cost >= dist[next]) continue;
        const isNode = nodeAt[next] !== -1;
        const bound = cost + (isNode && linkTo !== null && linkTo[next] >= 0 ? 0 : toGoal[next]);
        if (!isNode && !(bound <= budget)) continue;
        // A cheaper way into a cell already closed (float sums along another route): open it again.
        closed[next] = 0;
        stamp[next] = gen;
        dist[next] = cost;
        // Among equal bounds the costlier cell first: the search dives instead of widening.
        heap.push(next, bound, -cost);
      }
    }
    return false;
  }

  /**
   * The cells of a cheapest node-free path from `from` to `to` (both cells of nodes), ends included;
   * with `from === to` (a pipe end), the way round and back into it.
   */
  path(from: number, to: number): number[] {
    this.run(from, from === to ? -1 : to);
    const cells: number[] = from === to ? [to] : [];
    const last = from === to ? this.reentry.from : to;
    if (last === -1 || this.stamp[last] !== this.generation) return [];
    for (let c = last; c !== -1; c = this.parent[c]) cells.push(c);
    return cells.reverse();
  }
}
