import { canStep, type Grid, hasDiagonalSteps, isBanned, type MoveRule, stepCost, stepsFrom } from '../grid';
import { MinHeap } from '../grid/minHeap';
import { PaddedGrid, padFor } from '../grid/paddedGrid';
import { firstStep, type ParityStepTable, parityStepTable } from '../grid/stepTable';
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
  // Diagonal (and corner) steps may not cut a locked door's corner, so with doors each such step's
  // fate depends on the state too: the cell graph again.
  const everyStep = level.period > 1 || (hasDiagonalSteps(rule) && level.blockers.length > 0);
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
  const graph: SearchGraph = {
    cells: Int32Array.from(cells),
    nodeAt,
    start: 0,
    edgeTo,
    edgeCost,
    singleMoves: false,
    usable,
  };
  searches.set(graph, search);
  return graph;
}

/** The search each graph of points of interest was built with, kept for the walks traced on it. */
const searches = new WeakMap<SearchGraph, RestrictedDijkstra>();

/**
 * The stretch search over `graph` (its own nodes as sinks): the one that built it when there is
 * one, whose buffers still hold its last run, else a new one.
 */
export function stretchesOf(graph: SearchGraph, level: RuleLevel): RestrictedDijkstra {
  return searches.get(graph) ?? new RestrictedDijkstra(level.grid, level.rule, graph.nodeAt, graph.usable);
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
    stepsFrom(rule, x, y).forEach(([dx, dy], k) => {
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
  private readonly nodeAt: Int32Array;
  private readonly usable: UsableSteps;
  /** The walls with a border, so a step is an index addition with no bounds checks. */
  private readonly padded: PaddedGrid;
  /** The rule's steps on the padded grid (`delta`, corners, cost factors) and on the grid itself. */
  private readonly steps: ParityStepTable;
  private readonly gridDelta: Int32Array;
  private readonly dist: Float64Array;
  private readonly parent: Int32Array;
  private readonly stamp: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly heap = new MinHeap();
  private generation = 0;
  /** The source of the last search when it was `run` to its end (its parents are then every path's), else -1. */
  private ranOut = -1;
  /** The last run's way back into its source (a pipe end): the cell it steps in from, and the cost. */
  private reentry = { from: -1, cost: Number.POSITIVE_INFINITY };

  constructor(grid: Grid, rule: MoveRule, nodeAt: Int32Array, usable: UsableSteps) {
    this.grid = grid;
    this.nodeAt = nodeAt;
    this.usable = usable;
    this.padded = new PaddedGrid(grid, padFor([...rule.offsets, ...(rule.stagger?.oddOffsets ?? [])]), false);
    this.steps = parityStepTable(rule, this.padded.pw);
    this.gridDelta = parityStepTable(rule, grid.width).delta;
    this.dist = new Float64Array(grid.size);
    this.parent = new Int32Array(grid.size);
    this.stamp = new Uint32Array(grid.size);
    this.closed = new Uint32Array(grid.size);
  }

  /** Every other node reachable from `source` without passing through a node, with its least cost. */
  run(source: number, stopAt = -1): { node: number; cost: number }[] {
    const found: { node: number; cost: number }[] = [];
    this.search(source, null, Number.POSITIVE_INFINITY, (node, cost) => {
      found.push({ node, cost });
      return this.nodeAt[stopAt] === node;
    });
    this.ranOut = stopAt === -1 ? source : -1;
    if (this.reentry.from !== -1 && stopAt === -1)
      found.push({ node: this.nodeAt[source], cost: this.reentry.cost });
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
    this.ranOut = -1;
    return this.search(source, toGoal, budget, accept);
  }

  /**
   * Dijkstra (A* with `toGoal`) from `source` in which every node is a sink, handing each node
   * reached to `visit` until it returns true (then true). Without `toGoal`, cells are taken in the
   * order of cost alone, ties in the heap's order, as every search graph has been built.
   */
  private search(
    source: number,
    toGoal: Float64Array | null,
    budget: number,
    visit: (node: number, cost: number) => boolean,
  ): boolean {
    const { grid, nodeAt, usable, dist, parent, stamp, closed, heap, gridDelta } = this;
    const { steps: count, delta, diagonal, sideA, sideB, factor, dx, dy } = this.steps;
    this.padded.refresh();
    const { blocked, pw, pad } = this.padded;
    const { costs, linkTo, entryBans } = grid;
    const gen = ++this.generation;
    const w = grid.width;
    const pipe = linkTo !== null && linkTo[source] >= 0;
    this.reentry = { from: -1, cost: Number.POSITIVE_INFINITY };
    heap.clear();
    dist[source] = 0;
    parent[source] = -1;
    stamp[source] = gen;
    heap.push(source, toGoal === null ? 0 : toGoal[source]);
    while (heap.length > 0 && heap.peekKey() <= budget) {
      const current = heap.pop();
      if (closed[current] === gen) continue;
      closed[current] = gen;
      if (current !== source && nodeAt[current] !== -1) {
        if (visit(nodeAt[current], dist[current])) return true;
        continue;
      }
      const x = current % w;
      const y = (current - x) / w;
      const p = (y + pad) * pw + x + pad;
      const base = dist[current];
      // The cell's own steps: entries first..first+count of the table (`firstStep`), step k - first.
      const first = firstStep(this.steps, x, y);
      for (let k = first; k < first + count; k++) {
        if (blocked[p + delta[k]] === 1) continue;
        if (diagonal[k] === 1) {
          // No corner cutting, and only steps that are a cheapest way between their tiles.
          if (blocked[p + sideA[k]] === 1 || blocked[p + sideB[k]] === 1) continue;
          if (!usable.usable(current, k - first)) continue;
        }
        const next = current + gridDelta[k];
        // A one-way flap's tile takes steps going its ways only.
        if (entryBans !== null && isBanned(entryBans[next], dx[k], dy[k])) continue;
        const cost = base + costs[next] * factor[k];
        if (next === source) {
          if (pipe && cost < this.reentry.cost) this.reentry = { from: current, cost };
          continue;
        }
        if (stamp[next] === gen && cost >= dist[next]) continue;
        let key = cost;
        if (toGoal !== null) {
          const isNode = nodeAt[next] !== -1;
          key += isNode && linkTo !== null && linkTo[next] >= 0 ? 0 : toGoal[next];
          if (!isNode && !(key <= budget)) continue;
        }
        // With a bound, a cheaper way into a closed cell (float sums along another route) opens it
        // again; without, Dijkstra never finds one.
        closed[next] = 0;
        stamp[next] = gen;
        dist[next] = cost;
        parent[next] = current;
        // With a bound, among equal keys the costlier cell first: the search dives.
        heap.push(next, key, toGoal === null ? 0 : -cost);
      }
    }
    return false;
  }

  /**
   * The cells of a cheapest node-free path from `from` to `to` (both cells of nodes), ends included;
   * with `from === to` (a pipe end), the way round and back into it.
   */
  path(from: number, to: number): number[] {
    // A search stopped at `to` sets the same parents on the way there as one run to its end, so
    // the last run from `from` (building the graph) answers without searching again.
    if (this.ranOut !== from || this.padded.refresh()) this.run(from, from === to ? -1 : to);
    const cells: number[] = from === to ? [to] : [];
    const last = from === to ? this.reentry.from : to;
    if (last === -1 || this.stamp[last] !== this.generation) return [];
    for (let c = last; c !== -1; c = this.parent[c]) cells.push(c);
    return cells.reverse();
  }
}
