import { describe, expect, it } from 'vitest';
import { Grid } from './grid';

describe('Grid', () => {
  it('blocks a tile for now and gives it back its own state', () => {
    const grid = Grid.fromRows(['.3#']);
    const v = grid.version;
    grid.setBlocked(1, 0, true);
    expect(grid.isWall(1, 0)).toBe(true);
    expect(grid.enterCost(1, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(grid.version).toBeGreaterThan(v);
    grid.setBlocked(1, 0, false);
    expect(grid.isWall(1, 0)).toBe(false);
    expect(grid.enterCost(1, 0)).toBe(3);
    grid.setBlocked(2, 0, false); // never overridden: stays a wall
    expect(grid.isWall(2, 0)).toBe(true);
  });

  it('overrides costs and clears every override at once', () => {
    const grid = Grid.fromRows(['.3.']);
    grid.setCostOverride(0, 0, 5);
    grid.setCostOverride(1, 0, 0.5);
    grid.setBlocked(2, 0, true);
    expect(grid.isOverridden(1, 0)).toBe(true);
    expect(grid.minCost()).toBe(0.5);
    grid.clearOverrides();
    expect([grid.cost(0, 0), grid.cost(1, 0), grid.isWall(2, 0)]).toEqual([1, 3, false]);
    expect(grid.minCost()).toBe(1);
    expect(grid.isOverridden(1, 0)).toBe(false);
    expect(() => grid.setCostOverride(0, 0, 0)).toThrow(RangeError);
  });

  it('knows whether all open tiles cost the same, ignoring walls', () => {
    const grid = Grid.fromRows(['..#', '...']);
    expect(grid.uniformCost()).toBe(true);
    grid.setCost(2, 0, 4); // a wall's cost does not matter
    expect(grid.uniformCost()).toBe(true);
    grid.setCost(1, 1, 4);
    expect(grid.uniformCost()).toBe(false);
    expect(grid.enterCost(-1, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('refuses sizes that are not whole and positive', () => {
    expect(() => new Grid(0, 3)).toThrow(RangeError);
    expect(() => new Grid(2.5, 3)).toThrow(RangeError);
  });

  it('revives from its structured clone on the same arrays, links included', () => {
    const grid = Grid.fromRows(['.#', '3.']);
    grid.setLink(0, 3, 2);
    const data = structuredClone(grid);
    const revived = Grid.revive(data);
    expect(revived).toBeInstanceOf(Grid);
    expect(revived.walls).toBe(data.walls);
    expect(revived.isWall(1, 0)).toBe(true);
    expect(revived.cost(0, 1)).toBe(3);
    expect(revived.linkTo).toEqual(grid.linkTo);
    expect(Grid.revive(grid)).toBe(grid);
    expect(() => new Grid(2, 2, new Uint8Array(3))).toThrow(RangeError);
  });
});
