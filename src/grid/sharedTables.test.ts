import { describe, expect, it } from 'vitest';
import { Grid } from './grid';
import { PaddedGrid } from './paddedGrid';
import { sharedTable } from './sharedTables';

describe('sharedTable', () => {
  const rows = ['....', '.#2.', '....'];
  const built = (grid: Grid, counter: { n: number }) => {
    const padded = new PaddedGrid(grid, 1);
    padded.refresh();
    return sharedTable(grid.family, 'test', padded, () => ({ build: ++counter.n }));
  };

  it('hands a clone the table its original built while their walls and costs agree', () => {
    const grid = Grid.fromRows(rows);
    const counter = { n: 0 };
    const first = built(grid, counter);
    expect(built(grid.clone(), counter)).toBe(first);
    expect(built(grid.clone().clone(), counter)).toBe(first);
    expect(counter.n).toBe(1);
  });

  it('builds again for other walls or costs, and keeps both sets of walls', () => {
    const grid = Grid.fromRows(rows);
    const counter = { n: 0 };
    const open = built(grid, counter);
    const walled = grid.clone();
    walled.setBlocked(0, 0, true);
    const shut = built(walled, counter);
    expect(shut).not.toBe(open);
    walled.setBlocked(0, 0, false);
    expect(built(walled, counter)).toBe(open);
    walled.setBlocked(0, 0, true);
    expect(built(walled, counter)).toBe(shut);
    expect(counter.n).toBe(2);
    const costly = grid.clone();
    costly.setCostOverride(3, 2, 5);
    expect(built(costly, counter)).not.toBe(open);
    expect(counter.n).toBe(3);
  });

  it('shares nothing between grids that are not clones of one another', () => {
    const counter = { n: 0 };
    const first = built(Grid.fromRows(rows), counter);
    expect(built(Grid.fromRows(rows), counter)).not.toBe(first);
  });
});
