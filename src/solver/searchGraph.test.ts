import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costSlack, Grid, ORTHOGONAL } from '../grid';
import { arbitraryGridCase, TEST_RULES } from '../grid/testGrids';
import { distanceToTargets } from './exitDistance';
import { RestrictedDijkstra } from './searchGraph';
import { UsableSteps } from './usableSteps';

describe('RestrictedDijkstra.someWithin', () => {
  it('offers the nodes run finds at their costs, all of them within the budget and none past it', () => {
    fc.assert(
      fc.property(
        arbitraryGridCase(),
        fc.constantFrom(...TEST_RULES),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ grid, start, goal }, rule, picks, share) => {
          if (grid.walls[start] === 1 || start === goal) return;
          const nodeAt = new Int32Array(grid.size).fill(-1);
          const cells = [goal, ...picks.map((p) => p % grid.size)].filter((c) => c !== start);
          cells.forEach((c, i) => {
            if (nodeAt[c] === -1) nodeAt[c] = i;
          });
          const search = new RestrictedDijkstra(grid, rule, nodeAt, new UsableSteps(grid, rule));
          const toGoal = distanceToTargets(grid, rule, [goal]);
          const found = new Map(search.run(start).map((r) => [r.node, r.cost]));
          const bounds = [...found].map(([node, cost]) => cost + toGoal[cells[node]]).filter(Number.isFinite);
          const budget = bounds.length === 0 ? 0 : Math.max(...bounds) * share;
          const offered = new Map<number, number>();
          const stopped = search.someWithin(start, toGoal, budget, (node, cost) => {
            offered.set(node, cost);
            return false;
          });
          expect(stopped).toBe(false);
          for (const [node, cost] of offered) {
            expect(found.has(node)).toBe(true);
            expect(Math.abs(cost - (found.get(node) as number))).toBeLessThanOrEqual(costSlack(cost));
            expect(cost + toGoal[cells[node]]).toBeLessThanOrEqual(budget + costSlack(budget));
          }
          for (const [node, cost] of found) {
            if (cost + toGoal[cells[node]] < budget - costSlack(budget)) expect(offered.has(node)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('asks the node of the least bound first and stops at the first one accepted', () => {
    const grid = Grid.fromRows(['.....', '.....']);
    const nodeAt = new Int32Array(grid.size).fill(-1);
    nodeAt[0] = 0; // behind the start, away from the goal
    nodeAt[4] = 1; // the goal
    const search = new RestrictedDijkstra(grid, ORTHOGONAL, nodeAt, new UsableSteps(grid, ORTHOGONAL));
    const toGoal = distanceToTargets(grid, ORTHOGONAL, [4]);
    const asked: number[] = [];
    const accepted = search.someWithin(1, toGoal, Number.POSITIVE_INFINITY, (node) => {
      asked.push(node);
      return true;
    });
    expect(accepted).toBe(true);
    expect(asked).toEqual([1]);
    // Within a budget of 3 the goal (3 away) is offered, the cell behind (1 + 4) is not.
    const within: number[] = [];
    search.someWithin(1, toGoal, 3, (node) => within.push(node) < 0);
    expect(within).toEqual([1]);
  });
});
