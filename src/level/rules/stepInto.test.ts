import { describe, expect, it } from 'vitest';
import { DIAGONAL, KNIGHT, ORTHOGONAL } from '../../grid';
import type { Effect } from '../kinds/types';
import { levelFromRows, type RowsOptions } from '../levelFromRows';
import { copyPlayState, isGone } from './playState';
import { counter } from './ruleCall';
import { ruleLevel, startState } from './ruleLevel';
import { canAfford, checkStep, isExhausted, stepInto } from './stepInto';

/** Walks the cat right along row 0 of `rows`, one move per cell, and lists what happened. */
function walkRight(rows: string[], moves: number, options: RowsOptions = {}) {
  const level = ruleLevel(levelFromRows(rows, options));
  const state = startState(level);
  const effects: [number, Effect][] = [];
  for (let i = 0; i < moves && state.status === 'playing'; i++) {
    stepInto(level, state, state.cell + 1, (effect, piece) => effects.push([piece.x, effect]));
  }
  return { level, state, effects };
}

describe('stepInto: the rules of the kinds table', () => {
  it('pays the cost and counts moves and energy', () => {
    const { state } = walkRight(['C.2.E'], 2, { energy: 5 });
    expect(state.moves).toBe(3);
    expect(state.energyLeft).toBe(2);
    expect(state.clock).toBe(2);
  });

  it('takes a bone, bribes a dog with it, and the next dog eats the cat', () => {
    const { state, effects } = walkRight(['CBDD.E'], 5);
    expect(effects).toEqual([
      [1, 'take'],
      [2, 'bribe'],
      [3, 'eat'],
    ]);
    expect(state).toMatchObject({ status: 'lost', lostBy: 'eaten', cell: 3 });
  });

  it('wins on the exit', () => {
    const { state, effects } = walkRight(['C.E'], 2);
    expect(effects).toEqual([[2, 'win']]);
    expect(state.status).toBe('won');
  });

  it('refuses a door without its key, opens it with one and spends the key', () => {
    const locked = walkRight(['C.R.E'], 4);
    expect(locked.state.cell).toBe(1);
    expect(checkStep(locked.level, locked.state, 2)).toBe('blocked');
    const { level, state, effects } = walkRight(['CrR.E'], 4);
    expect(effects).toEqual([
      [1, 'take'],
      [2, 'open'],
      [4, 'win'],
    ]);
    expect(counter(level, state, 'key:red')).toBe(0);
    expect(isGone(state, level.pieces[2].slot)).toBe(true);
  });

  it('opens a door only with a key of its colour', () => {
    const { state } = walkRight(['CuR.E'], 4);
    expect(state.cell).toBe(1);
  });

  it('jumps through a pipe: the step in, then the jump for 1 more, with no rule on the landing', () => {
    const level = ruleLevel(levelFromRows(['CO#O.E']));
    const state = startState(level);
    const effects: Effect[] = [];
    stepInto(level, state, 1, (effect) => effects.push(effect));
    stepInto(level, state, 3, (effect) => effects.push(effect));
    expect(effects).toEqual(['jump']);
    expect(state.cell).toBe(3);
    expect(state.moves).toBe(2);
  });

  it('jumps through a pipe under the diagonal rule past locked doors: a jump cuts no corner', () => {
    // The jump from (1,0) to (3,1) is no diagonal step: the locked door at (3,0) is not in its way.
    const level = ruleLevel(levelFromRows(['CO#R', '###O', '#r#E'], { rule: DIAGONAL }));
    const state = startState(level);
    expect(stepInto(level, state, 1)).toBe('ok');
    expect(stepInto(level, state, level.grid.index(3, 1))).toBe('ok');
    expect(state.cell).toBe(level.grid.index(3, 1));
  });

  it('lets a patrolling dog meet the cat on its tile, or when they swap tiles', () => {
    // The dog walks 4 -> 3 -> 2 -> 3 ...; the cat walks right from 0.
    const swap = walkRight(['C...D.E'], 3, {
      patrols: [
        [
          [4, 0],
          [2, 0],
        ],
      ],
    });
    // After step 1: cat 1, dog 3. Step 2: cat 2, dog 2: same tile.
    expect(swap.effects).toEqual([[4, 'eat']]);
    expect(swap.state.cell).toBe(2);
    const crossing = walkRight(['C..D.E'], 3, {
      patrols: [
        [
          [3, 0],
          [2, 0],
        ],
      ],
    });
    // Step 1: cat 1, dog 2. Step 2: cat 1 -> 2, dog 2 -> 3: no meeting. Cat 2 -> 3, dog 3 -> 2: swap.
    expect(crossing.effects).toEqual([[3, 'eat']]);
  });

  it('puts a bribed patroller to sleep where it is: it never bites again', () => {
    const { level, state, effects } = walkRight(['CB..D..E'], 7, {
      patrols: [
        [
          [4, 0],
          [2, 0],
        ],
      ],
    });
    expect(effects.map(([, e]) => e)).toEqual(['take', 'bribe', 'win']);
    expect(isGone(state, level.pieces.find((p) => p.kind === 'dog')?.slot ?? -1)).toBe(true);
  });

  it('copies are independent', () => {
    const level = ruleLevel(levelFromRows(['CB.E']));
    const a = startState(level);
    const b = copyPlayState(a);
    stepInto(level, b, 1);
    expect(counter(level, a, 'bone')).toBe(0);
    expect(counter(level, b, 'bone')).toBe(1);
  });
});

describe('energy', () => {
  it('affords a step within rounding of sqrt(2) sums', () => {
    expect(canAfford(Number.POSITIVE_INFINITY, 1e9)).toBe(true);
    expect(canAfford(2, 2)).toBe(true);
    expect(canAfford(2, 2.5)).toBe(false);
    expect(canAfford(Math.SQRT2 * 3, Math.SQRT2 + Math.SQRT2 + Math.SQRT2)).toBe(true);
  });

  it('is exhausted only when no legal move is affordable', () => {
    const at = (rows: string[], energy: number | null, rule = ORTHOGONAL) => {
      const level = ruleLevel(levelFromRows(rows, { energy, rule }));
      const state = startState(level);
      return isExhausted(level, state, state.cell);
    };
    const rows = ['.3E', '3C3', '.3.'];
    expect(at(rows, 2)).toBe(true);
    expect(at(rows, 3)).toBe(false);
    expect(at(rows, null)).toBe(false);
    // Diagonal steps cost sqrt(2) but may not cut the (costly, open) corners: they are legal here.
    expect(at(rows, 1.5, DIAGONAL)).toBe(false);
    expect(at(['...', '.C.', '..E'], 10, KNIGHT)).toBe(true);
  });

  it('stops tired when the energy left cannot pay the next step', () => {
    const { state } = walkRight(['C....E'], 5, { energy: 3 });
    expect(state).toMatchObject({ status: 'lost', lostBy: 'tired', cell: 3 });
  });
});
