import { describe, expect, it } from 'vitest';
import { DIAGONAL, Grid, KNIGHT, ORTHOGONAL } from '../grid';
import { facingOf } from './facing';
import { canAfford, costOfStep, enterTile, isExhausted } from './rules';

const EMPTY = { bone: false, dog: false, exit: false };
const start = { bones: 0, moves: 0, energyLeft: null };

describe('enterTile', () => {
  it('pays the cost and counts moves and energy', () => {
    expect(enterTile({ bones: 0, moves: 1, energyLeft: 5 }, 2, EMPTY).state).toEqual({
      bones: 0,
      moves: 3,
      energyLeft: 3,
    });
    expect(enterTile(start, 1, EMPTY).state.energyLeft).toBeNull();
  });

  it('applies bone, then dog, then exit', () => {
    expect(enterTile(start, 1, { ...EMPTY, bone: true })).toMatchObject({
      state: { bones: 1 },
      pickedUp: true,
    });
    expect(enterTile({ ...start, bones: 2 }, 1, { ...EMPTY, dog: true })).toMatchObject({
      state: { bones: 1 },
      bribed: true,
    });
    expect(enterTile(start, 1, { ...EMPTY, dog: true })).toMatchObject({ eaten: true, bribed: false });
    expect(enterTile(start, 1, { bone: true, dog: true, exit: false })).toMatchObject({
      state: { bones: 0 },
      bribed: true,
    });
    expect(enterTile(start, 1, { ...EMPTY, exit: true }).won).toBe(true);
    expect(enterTile(start, 1, { bone: false, dog: true, exit: true })).toMatchObject({
      eaten: true,
      won: false,
    });
  });
});

describe('energy', () => {
  it('affords a step within rounding of sqrt(2) sums', () => {
    expect(canAfford(null, 1e9)).toBe(true);
    expect(canAfford(2, 2)).toBe(true);
    expect(canAfford(2, 2.5)).toBe(false);
    expect(canAfford(Math.SQRT2 * 3, Math.SQRT2 + Math.SQRT2 + Math.SQRT2)).toBe(true);
  });

  it('is exhausted only when no legal step is affordable', () => {
    const grid = Grid.fromRows(['.3.', '3.3', '.3.']);
    expect(isExhausted(grid, ORTHOGONAL, 4, 2)).toBe(true);
    expect(isExhausted(grid, ORTHOGONAL, 4, 3)).toBe(false);
    expect(isExhausted(grid, ORTHOGONAL, 4, null)).toBe(false);
    // Diagonal steps cost sqrt(2) but may not cut the (costly, open) corners: they are legal here.
    expect(isExhausted(grid, DIAGONAL, 4, 1.5)).toBe(false);
    expect(isExhausted(Grid.fromRows(['...', '...', '...']), KNIGHT, 4, 10)).toBe(true);
  });

  it('costs a step by its landing tile, sqrt(2) more on a diagonal', () => {
    const grid = Grid.fromRows(['.2', '3.']);
    expect(costOfStep(grid, ORTHOGONAL, 0, 1)).toBe(2);
    expect(costOfStep(grid, DIAGONAL, 0, 3)).toBeCloseTo(Math.SQRT2);
    expect(costOfStep(grid, DIAGONAL, 1, 2)).toBeCloseTo(3 * Math.SQRT2);
  });
});

describe('facingOf', () => {
  it('faces along the larger axis, x on ties', () => {
    expect([facingOf(1, 0), facingOf(-1, 0), facingOf(0, 1), facingOf(0, -1)]).toEqual([
      'right',
      'left',
      'down',
      'up',
    ]);
    expect([facingOf(1, -2), facingOf(-2, 1), facingOf(-1, -1), facingOf(1, 1)]).toEqual([
      'up',
      'left',
      'left',
      'right',
    ]);
  });
});
