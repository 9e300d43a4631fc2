import { describe, expect, it } from 'vitest';
import {
  agreesAsWritten,
  atPar,
  formatCost,
  formatMoves,
  parAgrees,
  roundCost,
  sameCost,
  withinBudget,
} from './costNumbers';

const SQRT2 = Math.SQRT2;

describe('formatMoves', () => {
  it('shows moves and par to a player to one decimal where not whole (issue 45: Corner Shop showed 10.41)', () => {
    expect(formatMoves(8 + 2 * SQRT2 - 0.42)).toBe('10.4');
    expect(formatMoves(SQRT2)).toBe('1.4');
    expect(formatMoves(10 + 3 * SQRT2)).toBe('14.2');
    expect(formatMoves(2.5)).toBe('2.5');
    expect(formatMoves(2.96)).toBe('3');
    expect(formatMoves(14)).toBe('14');
    expect(formatMoves(0.1 * 30)).toBe('3');
    expect(formatMoves(-0.04)).toBe('0');
  });
});

describe('formatCost', () => {
  it('shows whole numbers without a point, float noise included', () => {
    expect(formatCost(14)).toBe('14');
    expect(formatCost(0)).toBe('0');
    expect(formatCost(-0)).toBe('0');
    expect(formatCost(0.1 * 30)).toBe('3');
    expect(formatCost(SQRT2 * SQRT2 * 5)).toBe('10');
    expect(formatCost(2.9999999999)).toBe('3');
  });

  it('shows other costs with up to two decimals, trailing zeros dropped', () => {
    expect(formatCost(2.96)).toBe('2.96');
    expect(formatCost(14.2)).toBe('14.2');
    expect(formatCost(SQRT2)).toBe('1.41');
    expect(formatCost(10 + 3 * SQRT2)).toBe('14.24');
    expect(formatCost(0.5)).toBe('0.5');
    expect(formatCost(1.004)).toBe('1');
    expect(formatCost(2.996)).toBe('3');
    expect(formatCost(-1.25)).toBe('-1.25');
  });

  it('names infinities rather than printing digits', () => {
    expect(formatCost(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('comparisons', () => {
  it('sameCost absorbs the float noise of sums, relative to their size', () => {
    expect(0.1 + 0.2 === 0.3).toBe(false);
    expect(sameCost(0.1 + 0.2, 0.3)).toBe(true);
    let sum = 0;
    for (let i = 0; i < 100_000; i++) sum += SQRT2;
    expect(sameCost(sum, 100_000 * SQRT2)).toBe(true);
    expect(sameCost(14.2, 14.2426)).toBe(false);
    expect(sameCost(1, 1 + 1e-6)).toBe(false);
  });

  it('withinBudget lets a walk spend exactly its energy', () => {
    expect(withinBudget(0.1 + 0.2, 0.3)).toBe(true);
    expect(withinBudget(10.000001, 10)).toBe(false);
  });

  it('roundCost makes one optimum print the same whatever the route', () => {
    expect(roundCost(SQRT2 + 1 + SQRT2)).toBe(roundCost(1 + 2 * SQRT2));
    expect(roundCost(10 + 3 * SQRT2)).toBe(14.242640687);
  });
});

describe('written precision', () => {
  it('reads the precision from the digits written, exponents included', () => {
    expect(agreesAsWritten(0.54, '.5')).toBe(true);
    expect(agreesAsWritten(0.56, '.5')).toBe(false);
    expect(agreesAsWritten(0.00149, '1.5e-3')).toBe(true);
    expect(agreesAsWritten(0.00144, '1.5e-3')).toBe(false);
    expect(agreesAsWritten(SQRT2, '1.41421356')).toBe(true);
    expect(agreesAsWritten(SQRT2, '1.41421357')).toBe(false);
    for (const text of ['abc', '', '.', 'e5', '1,5']) expect(agreesAsWritten(1.5, text)).toBe(false);
  });

  it('judges an exact length against a stated one at the stated precision', () => {
    const exact = 4 + 5 * SQRT2; // 11.0710678...
    expect(agreesAsWritten(exact, '11.0711')).toBe(true);
    expect(agreesAsWritten(exact, '11.071068')).toBe(true);
    expect(agreesAsWritten(exact, '11.07106781')).toBe(true);
    expect(agreesAsWritten(exact, '11.0712')).toBe(false);
    expect(agreesAsWritten(exact + 2 - SQRT2, '11.0711')).toBe(false);
    expect(agreesAsWritten(1234567.3, '1.23457e+06')).toBe(true);
    expect(agreesAsWritten(12, '12')).toBe(true);
    expect(agreesAsWritten(8 + 3 * SQRT2, '12')).toBe(false);
    expect(agreesAsWritten(12.2, '12.')).toBe(true);
    expect(agreesAsWritten(0, '0.00000000')).toBe(true);
    expect(agreesAsWritten(12, 'twelve')).toBe(false);
  });
});

describe('par', () => {
  const solverPar = roundCost(10 + 3 * SQRT2); // 14.2426...

  it('a map par of 14.2 or 14.24 agrees with a solver par of 14.2426, 14 and 14.3 do not', () => {
    expect(parAgrees(14.2, solverPar)).toBe(true);
    expect(parAgrees(14.24, solverPar)).toBe(true);
    expect(parAgrees(14.2426, solverPar)).toBe(true);
    expect(parAgrees(14, solverPar)).toBe(false);
    expect(parAgrees(14.3, solverPar)).toBe(false);
    expect(parAgrees(14.25, solverPar)).toBe(false);
  });

  it('a whole par agrees only with itself (float noise aside)', () => {
    expect(parAgrees(18, 18)).toBe(true);
    expect(parAgrees(18, 0.1 * 180)).toBe(true);
    expect(parAgrees(18, 18.04)).toBe(false);
  });

  it('a win at the exact optimum is at a par the map writes rounded', () => {
    expect(atPar(10 + 3 * SQRT2, 14.2)).toBe(true);
    expect(atPar(12, 14.2)).toBe(true);
    expect(atPar(15, 14.2)).toBe(false);
    expect(atPar(14 + SQRT2, 14)).toBe(false);
  });
});
