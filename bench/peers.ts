import { createRequire } from 'node:module';
import EasyStar from 'easystarjs';
import createGraph from 'ngraph.graph';
import ngraphPath from 'ngraph.path';
import { Path as RotPath } from 'rot-js';
import type { Grid } from '../src/grid';

/**
 * The JavaScript pathfinding libraries the benchmark compares with, each behind one shape: set up
 * on a grid once, then answer 4-connected queries with the path's length in moves (-1: no path).
 * Libraries without type declarations are loaded through `require` and described by the small
 * interfaces below, only as far as the benchmark uses them.
 */
export type Query = (sx: number, sy: number, gx: number, gy: number) => number;

export interface Peer {
  readonly name: string;
  /** Work done once per map (building the library's own grid or graph, preprocessing). */
  setup(grid: Grid): Query;
  /** Work every query needs but that the library does not count as search (PathFinding.js's clone), done untimed. */
  untimedBeforeEach?: () => void;
}

const require = createRequire(import.meta.url);

interface PfGrid {
  setWalkableAt(x: number, y: number, walkable: boolean): void;
  clone(): PfGrid;
}
interface PfModule {
  Grid: new (width: number, height: number) => PfGrid;
  AStarFinder: new (
    options?: object,
  ) => { findPath(sx: number, sy: number, gx: number, gy: number, grid: PfGrid): number[][] };
  JumpPointFinder: new (
    options?: object,
  ) => { findPath(sx: number, sy: number, gx: number, gy: number, grid: PfGrid): number[][] };
  DiagonalMovement: { Never: number; Always: number; OnlyWhenNoObstacles: number };
}
type L1Planner = { search(sx: number, sy: number, gx: number, gy: number, path?: number[]): number };
type Ndarray = (data: Uint8Array, shape: number[], stride: number[]) => unknown;
interface AstarNode {
  readonly x: number;
}
interface JsAstarModule {
  Graph: new (grid: number[][], options?: { diagonal?: boolean }) => { grid: AstarNode[][] };
  astar: {
    search(graph: { grid: AstarNode[][] }, start: AstarNode, end: AstarNode, options?: object): AstarNode[];
    heuristics: { manhattan: unknown };
  };
}

/** PathFinding.js, typed as far as the benchmark and the tests of our rules against its own use it. */
export const PF = require('pathfinding') as PfModule;
const createPlanner = require('l1-path-finder') as (grid: unknown) => L1Planner;
const ndarray = require('ndarray') as Ndarray;
const jsAstar = require('javascript-astar') as JsAstarModule;

/** A PathFinding.js grid with our grid's walls. */
export function pfGrid(grid: Grid): PfGrid {
  const pf = new PF.Grid(grid.width, grid.height);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++)
      if (grid.walls[y * grid.width + x] === 1) pf.setWalkableAt(x, y, false);
  }
  return pf;
}

/** PathFinding.js A*, cloning the grid before each search as its documentation requires. */
export const pathfindingWithClone: Peer = {
  name: 'PathFinding.js A* (with clone)',
  setup(grid) {
    const base = pfGrid(grid);
    const finder = new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.Never });
    return (sx, sy, gx, gy) => finder.findPath(sx, sy, gx, gy, base.clone()).length - 1;
  },
};

/** PathFinding.js finders with the clone done outside the timer: the search alone. */
function pathfindingNoClone(
  name: string,
  make: () => { findPath(sx: number, sy: number, gx: number, gy: number, grid: PfGrid): number[][] },
): Peer {
  let fresh: PfGrid | null = null;
  let base: PfGrid | null = null;
  return {
    name,
    setup(grid) {
      base = pfGrid(grid);
      const finder = make();
      return (sx, sy, gx, gy) => {
        const g = fresh ?? (base as PfGrid).clone();
        fresh = null;
        return finder.findPath(sx, sy, gx, gy, g).length - 1;
      };
    },
    untimedBeforeEach() {
      fresh = base ? base.clone() : null;
    },
  };
}

export const pathfindingNoCloneAStar = pathfindingNoClone(
  'PathFinding.js A* (clone untimed)',
  () => new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.Never }),
);
export const pathfindingNoCloneJps = pathfindingNoClone(
  'PathFinding.js JPS (clone untimed)',
  () => new PF.JumpPointFinder({ diagonalMovement: PF.DiagonalMovement.Never }),
);

/** EasyStar.js in sync mode: one calculate() runs the whole search and calls back at once. */
export const easystar: Peer = {
  name: 'EasyStar.js',
  setup(grid) {
    const rows: number[][] = [];
    for (let y = 0; y < grid.height; y++)
      rows.push(Array.from(grid.walls.subarray(y * grid.width, (y + 1) * grid.width)));
    const finder = new EasyStar.js();
    finder.setGrid(rows);
    finder.setAcceptableTiles([0]);
    finder.enableSync();
    finder.setIterationsPerCalculation(Number.MAX_SAFE_INTEGER);
    return (sx, sy, gx, gy) => {
      let length = -2;
      finder.findPath(sx, sy, gx, gy, (path) => {
        length = path === null ? -1 : path.length - 1;
      });
      while (length === -2) finder.calculate();
      return length;
    };
  },
};

/** ngraph.path A* over a graph of the open cells with Manhattan heuristic. */
export const ngraph: Peer = {
  name: 'ngraph.path',
  setup(grid) {
    const graph = createGraph<{ x: number; y: number }>();
    const w = grid.width;
    for (let i = 0; i < grid.size; i++) {
      if (grid.walls[i] === 1) continue;
      const x = i % w;
      const y = (i - x) / w;
      graph.addNode(i, { x, y });
      if (x + 1 < w && grid.walls[i + 1] === 0) graph.addLink(i, i + 1);
      if (y + 1 < grid.height && grid.walls[i + w] === 0) graph.addLink(i, i + w);
    }
    const finder = ngraphPath.aStar(graph, {
      heuristic: (a, b) => Math.abs(a.data.x - b.data.x) + Math.abs(a.data.y - b.data.y),
      distance: () => 1,
    });
    return (sx, sy, gx, gy) => {
      const path = finder.find(sy * w + sx, gy * w + gx);
      return path.length === 0 ? -1 : path.length - 1;
    };
  },
};

/**
 * l1-path-finder: preprocesses the map into a corner graph, then answers queries on it. Asked for
 * the path too (its corner points), as every other library returns one and a game needs it;
 * without the output array it would only compute the length.
 */
export const l1: Peer = {
  name: 'l1-path-finder',
  setup(grid) {
    // Shape [width, height] with strides [1, width]: get(x, y) reads walls[y * width + x].
    const planner = createPlanner(ndarray(grid.walls, [grid.width, grid.height], [1, grid.width]));
    const path: number[] = [];
    return (sx, sy, gx, gy) => {
      path.length = 0;
      const d = planner.search(sx, sy, gx, gy, path);
      return Number.isFinite(d) ? d : -1;
    };
  },
};

/** javascript-astar (bgrins) with Manhattan heuristic; it cleans its dirty nodes itself. */
export const javascriptAstar: Peer = {
  name: 'javascript-astar',
  setup(grid) {
    const columns: number[][] = [];
    for (let x = 0; x < grid.width; x++) {
      const column: number[] = [];
      for (let y = 0; y < grid.height; y++) column.push(grid.walls[y * grid.width + x] === 1 ? 0 : 1);
      columns.push(column);
    }
    const graph = new jsAstar.Graph(columns, { diagonal: false });
    return (sx, sy, gx, gy) => {
      if (sx === gx && sy === gy) return 0;
      const path = jsAstar.astar.search(graph, graph.grid[sx][sy], graph.grid[gx][gy], {
        heuristic: jsAstar.astar.heuristics.manhattan,
      });
      return path.length === 0 ? -1 : path.length;
    };
  },
};

/** rot.js A*: its target is fixed at construction, so each query builds one (as its users must). */
export const rot: Peer = {
  name: 'rot.js A*',
  setup(grid) {
    const w = grid.width;
    const passable = (x: number, y: number) =>
      x >= 0 && y >= 0 && x < w && y < grid.height && grid.walls[y * w + x] === 0;
    return (sx, sy, gx, gy) => {
      let cells = 0;
      new RotPath.AStar(gx, gy, passable, { topology: 4 }).compute(sx, sy, () => {
        cells++;
      });
      return cells - 1;
    };
  },
};

/** Every peer, in table order. */
export const PEERS: readonly Peer[] = [
  pathfindingWithClone,
  pathfindingNoCloneAStar,
  pathfindingNoCloneJps,
  easystar,
  ngraph,
  l1,
  javascriptAstar,
  rot,
];
