import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Grid } from './grid';
import { MonotonePath } from './monotonePath';
import { ORTHOGONAL } from './moveRules';
import { PaddedGrid } from './paddedGrid';
import { referenceDijkstra } from './referenceDijkstra';
import { arbitraryGridCase } from './testGrids';

/** The walk's answer in grid cells (it works on the padded copy). */
function walk(grid: Grid, start: number, goal: number, budget: number): number[] | null {
  const padded = new PaddedGrid(grid, 1);
  padded.refresh();
  const monotone = new MonotonePath(padded);
  const found = monotone.find(padded.toPadded(start), padded.toPadded(goal), budget);
  return found < 0 ? null : Array.from(monotone.path.subarray(0, found), (p) => padded.toGrid(p));
}

function manhattan(grid: Grid, a: number, b: number): number {
  const w = grid.width;
  return Math.abs((a % w) - (b % w)) + Math.abs(Math.floor(a / w) - Math.floor(b / w));
}

describe('MonotonePath', () => {
  it('finds a path exactly when the shortest one has Manhattan length, and that path is open and goal-ward', () => {
    fc.assert(
      fc.property(arbitraryGridCase(true), ({ grid, start, goal }) => {
        const distance = referenceDijkstra(grid, ORTHOGONAL, start)[goal];
        const path = walk(grid, start, goal, grid.size);
        const m = manhattan(grid, start, goal);
        if (distance !== m) {
          expect(path).toBeNull();
          return;
        }
        expect(path).not.toBeNull();
        const cells = path as number[];
        expect(cells[0]).toBe(start);
        expect(cells[cells.length - 1]).toBe(goal);
        expect(cells.length - 1).toBe(m);
        for (let i = 1; i < cells.length; i++) {
          expect(grid.walls[cells[i]]).toBe(0);
          expect(manhattan(grid, cells[i - 1], cells[i])).toBe(1);
          expect(manhattan(grid, cells[i], goal)).toBe(m - i);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('keeps its direction while it can: one turn on open ground', () => {
    const grid = Grid.fromRows(['......', '......', '......', '......']);
    expect(walk(grid, 0, grid.index(5, 3), 100)).toEqual([0, 1, 2, 3, 4, 5, 11, 17, 23]);
  });

  it('backs out of a dead end and gives up beyond its budget', () => {
    const grid = Grid.fromRows(['....#', '...#.', '.....']);
    const goal = grid.index(4, 2);
    // Along the top row first, blocked at (4, 0) and (3, 1): it must come back and go down.
    const path = walk(grid, 0, goal, 100);
    expect(path?.length).toBe(7);
    expect(path?.[path.length - 1]).toBe(goal);
    expect(walk(grid, 0, goal, 3)).toBeNull();
  });

  it('when it finds none, has entered every cell a goal-ward path from the start reaches', () => {
    // Column 3 walls the box off: the way to the goal goes down a row first.
    const grid = Grid.fromRows(['...#..', '...#..', '...#..', '...#..', '......']);
    const padded = new PaddedGrid(grid, 1);
    padded.refresh();
    const monotone = new MonotonePath(padded);
    const start = padded.toPadded(grid.index(0, 3));
    const goal = padded.toPadded(grid.index(5, 0));
    expect(monotone.find(start, goal, grid.size)).toBe(-1);
    expect(monotone.exhausted).toBe(true);
    const entered = Array.from(monotone.entered.subarray(0, monotone.enteredCount), (p) => padded.toGrid(p));
    const leftOfWall = [0, 1, 2].flatMap((x) => [0, 1, 2, 3].map((y) => grid.index(x, y)));
    expect(entered.sort((a, b) => a - b)).toEqual(leftOfWall.sort((a, b) => a - b));
    expect(monotone.find(start, goal, 3)).toBe(-1);
    expect(monotone.exhausted).toBe(false);
  });
});
