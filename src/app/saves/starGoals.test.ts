import { describe, expect, it } from 'vitest';
import { DIAGONAL, Grid, hexRule, ORTHOGONAL, staggeredRule } from '../../grid';
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
    const win = { par: 17, wholeMoves: true, hints: 0 };
    expect(starGoalText({ ...win, stars: 1, moves: 30 })).toBe(
      'Par is 17: finish in 17 moves for three stars, in 21 or fewer for two.',
    );
    expect(starGoalText({ ...win, stars: 2, moves: 20 })).toBe(
      'Par is 17: finish in 17 moves for three stars.',
    );
    expect(starGoalText({ ...win, stars: 3, moves: 17 })).toMatch(/^Par is 17, the fewest moves/);
  });
  it('after a win with hints, never promises three stars for par alone', () => {
    const win = { par: 28, wholeMoves: true, hints: 1, stars: starsFor(28, 28, 1) };
    expect(starGoalText({ ...win, moves: 28 })).toBe(
      'Par is 28, and this win took par: three stars are for par without hints.',
    );
    expect(starGoalText({ ...win, moves: 30 })).toBe(
      'Par is 28: finish in 28 moves without hints for three stars.',
    );
  });
  it('says nothing without a par', () => {
    expect(starGoalText({ stars: 3, moves: 5, par: null, wholeMoves: true, hints: 0 })).toBeNull();
  });
});

describe('movesAreWhole', () => {
  it('is true for whole tile costs and straight steps only', () => {
    const grid = new Grid(3, 2);
    expect(movesAreWhole({ grid, rule: ORTHOGONAL })).toBe(true);
    expect(movesAreWhole({ grid, rule: DIAGONAL })).toBe(false);
    // Hexagons and diamonds sharing an edge cost whole numbers; a corner step between diamonds does not.
    expect(movesAreWhole({ grid, rule: hexRule('y', 'odd') })).toBe(true);
    expect(movesAreWhole({ grid, rule: staggeredRule('x', 'even') })).toBe(true);
    expect(movesAreWhole({ grid, rule: staggeredRule('y', 'odd', true) })).toBe(false);
    grid.setCost(1, 1, 1.5);
    expect(movesAreWhole({ grid, rule: ORTHOGONAL })).toBe(false);
  });
});
