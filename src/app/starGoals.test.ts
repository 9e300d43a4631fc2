import { describe, expect, it } from 'vitest';
import { DIAGONAL, Grid, ORTHOGONAL } from '../grid';
import { movesAreWhole, starGoalText, twoStarMoves } from './starGoals';
import { starsFor } from './stars';

describe('twoStarMoves', () => {
  it('is the two-star limit, whole on a whole-move level', () => {
    expect(twoStarMoves(17, true)).toBe(21);
    expect(twoStarMoves(17, false)).toBe(21.25);
    expect(twoStarMoves(20, true)).toBe(25);
  });
  it('agrees with the star rule', () => {
    for (let par = 1; par < 60; par++) {
      const most = twoStarMoves(par, true);
      expect(starsFor(most, par)).toBe(par === most ? 3 : 2);
      expect(starsFor(most + 1, par)).toBe(1);
    }
  });
});

describe('starGoalText', () => {
  it('says what par is and what more stars take', () => {
    expect(starGoalText(1, 17, true)).toBe(
      'Par is 17: finish in 17 moves for three stars, in 21 or fewer for two.',
    );
    expect(starGoalText(2, 17, true)).toBe('Par is 17: finish in 17 moves for three stars.');
    expect(starGoalText(3, 17, true)).toMatch(/^Par is 17, the fewest moves/);
  });
  it('says nothing without a par', () => {
    expect(starGoalText(3, null, true)).toBeNull();
  });
});

describe('movesAreWhole', () => {
  it('is true for whole tile costs and straight steps only', () => {
    const grid = new Grid(3, 2);
    expect(movesAreWhole({ grid, rule: ORTHOGONAL })).toBe(true);
    expect(movesAreWhole({ grid, rule: DIAGONAL })).toBe(false);
    grid.setCost(1, 1, 1.5);
    expect(movesAreWhole({ grid, rule: ORTHOGONAL })).toBe(false);
  });
});
