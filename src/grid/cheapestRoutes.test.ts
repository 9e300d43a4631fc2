import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathFinder } from './astar';
import { CheapestRoutes, type RouteMove } from './cheapestRoutes';
import { sameCost } from './costNumbers';
import { Grid } from './grid';
import { ORTHOGONAL } from './moveRules';
import { referenceDijkstra, referenceMoves } from './referenceDijkstra';
import { hexRule, staggeredRule } from './staggered';
import { arbitraryLinkedCase, TEST_RULES } from './testGrids';

/** Every route the moves chain into, from `start` to the target, as lists of cells. */
function allRoutes(routes: CheapestRoutes, start: number): number[][] {
  const out: number[][] = [];
  const walk = (at: number, cells: number[]): void => {
    if (at === routes.target) {
      out.push(cells);
      return;
    }
    for (const move of routes.movesFrom(at)) walk(move[move.length - 1], [...cells, ...move]);
  };
  walk(start, [start]);
  return out;
}

const routesOf = (grid: Grid, start: number, goal: number): CheapestRoutes => {
  const found = new PathFinder(grid, ORTHOGONAL).find(start, goal);
  if (!found) throw new Error('no path');
  return new CheapestRoutes(grid, ORTHOGONAL, start, found.cells[found.cells.length - 1], found.cost);
};

describe('CheapestRoutes', () => {
  it('holds every cheapest route across an open room: six of four steps from corner to corner', () => {
    const grid = Grid.fromRows(['...', '...', '...']);
    const routes = allRoutes(routesOf(grid, 0, 8), 0);
    expect(routes).toHaveLength(6);
    for (const route of routes) expect(route).toHaveLength(5);
  });

  it('leaves out a route through dearer ground, and the cells off every cheapest route', () => {
    const grid = Grid.fromRows(['...', '.3.', '...']);
    const routes = allRoutes(routesOf(grid, 0, 8), 0);
    expect(routes.map((r) => r.join(' '))).toEqual(['0 1 2 5 8', '0 3 6 7 8']);
  });

  it('takes a pipe as one move: the step into its entry and the jump out of its other end', () => {
    const grid = Grid.fromRows(['..#..', '..#..']);
    grid.setLink(grid.index(1, 0), grid.index(3, 1));
    grid.setLink(grid.index(3, 1), grid.index(1, 0));
    const routes = routesOf(grid, grid.index(0, 0), grid.index(4, 1));
    expect(routes.movesFrom(grid.index(0, 0))).toEqual([[grid.index(1, 0), grid.index(3, 1)]]);
    expect(allRoutes(routes, grid.index(0, 0))).toEqual([[0, 1, 8, 9]]);
  });
});

const SEED = 45;

/** The searched rules, and offset rules whose steps depend on the row or column (moves walked back by parity). */
const ROUTE_RULES = [
  ...TEST_RULES,
  hexRule('y', 'odd'),
  hexRule('x', 'even'),
  staggeredRule('y', 'even', true),
];

describe(`CheapestRoutes against the reference (fast-check seed ${SEED})`, () => {
  for (const rule of ROUTE_RULES) {
    it(`offers from each cell of a cheapest route exactly the moves that keep it cheapest, under ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryLinkedCase(), ({ grid, start, goal }) => {
          const least = referenceDijkstra(grid, rule, start);
          if (!Number.isFinite(least[goal]) || goal === start) return;
          const cost = least[goal];
          const toGoal = Array.from({ length: grid.size }, (_, c) =>
            Number.isFinite(least[c]) ? referenceDijkstra(grid, rule, c)[goal] : Number.POSITIVE_INFINITY,
          );
          const routes = new CheapestRoutes(grid, rule, start, goal, cost);
          const onRoute = (c: number) => Number.isFinite(toGoal[c]) && sameCost(least[c] + toGoal[c], cost);
          for (let c = 0; c < grid.size; c++) {
            if (c === goal || !onRoute(c)) continue;
            const expected: RouteMove[] = referenceMoves(grid, rule, c)
              .filter((m) => {
                const to = m.cells[m.cells.length - 1];
                return Number.isFinite(toGoal[to]) && sameCost(least[c] + m.cost + toGoal[to], cost);
              })
              .map((m) => m.cells);
            expect(routes.movesFrom(c)).toEqual(expected);
          }
        }),
        { seed: SEED, numRuns: 80 },
      );
    });
  }
});
