import { describe, expect, it } from 'vitest';
import { PathFinder } from './astar';
import { entryBit, Grid, isBanned } from './grid';
import { movementRange } from './movementRange';
import { DIAGONAL, ORTHOGONAL } from './moveRules';
import { canStep } from './steps';

/** A corridor with a loop under it: the straight way along row 0, or round by row 2. */
const LOOP = ['.....', '.###.', '.....'];

describe('one-way cells (Grid.banEntries)', () => {
  it('canStep refuses a step into a cell that bans its way, and allows the others and the way out', () => {
    const grid = Grid.fromRows(LOOP);
    const flap = grid.index(2, 0);
    // Only steps going east (dx 1) may enter.
    grid.banEntries(flap, entryBit(-1, 0) | entryBit(0, 1) | entryBit(0, -1));
    expect(canStep(grid, ORTHOGONAL, 1, 0, 1, 0)).toBe(true);
    expect(canStep(grid, ORTHOGONAL, 3, 0, -1, 0)).toBe(false);
    expect(canStep(grid, ORTHOGONAL, 2, 0, -1, 0)).toBe(true);
    expect(isBanned(grid.entryBans?.[flap] ?? 0, 3, 0)).toBe(false);
  });

  it('the path finder (even the unit-cost search) and the movement range go round a banned way', () => {
    const grid = Grid.fromRows(LOOP);
    grid.banEntries(grid.index(2, 0), entryBit(-1, 0));
    const finder = new PathFinder(grid, ORTHOGONAL);
    const east = finder.find(grid.index(0, 0), grid.index(4, 0));
    expect(east?.cost).toBe(4);
    const west = finder.find(grid.index(4, 0), grid.index(0, 0));
    // Westward, row 0 is shut at (2, 0): round by row 2.
    expect(west?.cost).toBe(8);
    expect(Array.from(west?.cells ?? [])).not.toContain(grid.index(2, 0));
    expect(movementRange(grid, ORTHOGONAL, grid.index(4, 0))[grid.index(1, 0)]).toBe(9);
  });

  it('bans diagonal ways on their own', () => {
    const grid = Grid.fromRows(['...', '...', '...']);
    grid.banEntries(grid.index(1, 1), entryBit(1, 1));
    expect(canStep(grid, DIAGONAL, 0, 0, 1, 1)).toBe(false);
    expect(canStep(grid, DIAGONAL, 2, 2, -1, -1)).toBe(true);
    expect(new PathFinder(grid, DIAGONAL).find(0, grid.index(1, 1))?.cost).toBe(2);
  });

  it('are kept by a clone and by a grid revived from its data (a level crossing to a worker)', () => {
    const grid = Grid.fromRows(LOOP);
    grid.banEntries(grid.index(2, 0), entryBit(-1, 0));
    for (const copy of [grid.clone(), Grid.revive({ ...grid })]) {
      expect(copy.entryBans?.[grid.index(2, 0)]).toBe(entryBit(-1, 0));
      expect(new PathFinder(copy, ORTHOGONAL).find(grid.index(4, 0), 0)?.cost).toBe(8);
    }
  });

  it('names a step too long for a bit', () => {
    expect(() => entryBit(3, 0)).toThrow(/at most 2 tiles, not \(3, 0\)/);
    expect(isBanned(0xffffffff, 3, 0)).toBe(false);
  });
});
