import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFromRows, type RowsOptions } from '../../level/levelFromRows';
import type { Level } from '../../level/types';
import { Sim } from '../../sim/Sim';
import { solveFrom, solveLevel } from '../solveLevel';
import { type Extras, randomLevel } from '../testLevels';
import { firstTaps } from './firstTaps';
import { type Difficulty, measureDifficulty } from './measure';
import { playNaive } from './naive';
import { OptimalWalks } from './optimalWalks';
import { bandOf, difficultyScore } from './score';

function measure(rows: string[], options: RowsOptions = {}): { level: Level; par: number; d: Difficulty } {
  const level = levelFromRows(rows, options);
  const solution = solveLevel(level);
  const d = solution.par === null ? null : measureDifficulty(level, solution.par);
  if (solution.par === null || d === null) throw new Error('expected a solvable level');
  return { level, par: solution.par, d };
}

/**
 * A small puzzle: the dog on the way to the exit needs a bone. The bone at the left is nearer
 * (3 moves) than the one down the side passage (4), but fetching it costs 3 + 9 = 12 against
 * 4 + 2 + 4 = 10 for the side passage.
 */
const PUZZLE = ['B..C...D.E', '#####.####', '#####B####'];

describe('naive strategies, played in the Sim', () => {
  it('all win at par when the way is plain', () => {
    // No dogs, no keys: dogsFirst and keysFirst do not apply.
    expect(playNaive(levelFromRows(['C.E']))).toEqual(
      ['exit', 'nearest', 'useful', 'careful', 'exitWhenSafe'].map((strategy) => ({
        strategy,
        outcome: 'won',
        cost: 2,
      })),
    );
  });

  it('go for the nearest bone of the puzzle and win late, or walk into the dog', () => {
    expect(playNaive(levelFromRows(PUZZLE))).toEqual([
      // Eaten on the dog's tile, 4 moves from the start.
      { strategy: 'exit', outcome: 'lost', cost: 4 },
      // The left bone (3), then the other one (5 + 2), then the exit (2 + 4).
      { strategy: 'nearest', outcome: 'won', cost: 16 },
      // The left bone (3), then straight to the dog (7) and the exit (2).
      { strategy: 'dogsFirst', outcome: 'won', cost: 12 },
      { strategy: 'useful', outcome: 'won', cost: 16 },
      { strategy: 'careful', outcome: 'won', cost: 16 },
      // The preview shows the dog eating the cat: the nearest bone first (3), then the exit (9).
      { strategy: 'exitWhenSafe', outcome: 'won', cost: 12 },
    ]);
  });

  it('are stuck when nothing they aim for can be reached; nearest and keysFirst fetch the key', () => {
    // The red door closes the only way; the key lies before it.
    expect(playNaive(levelFromRows(['C.r.R.E', '...#...']))).toEqual([
      { strategy: 'exit', outcome: 'stuck', cost: 0 },
      // A key is picked up like a bone.
      { strategy: 'nearest', outcome: 'won', cost: 6 },
      { strategy: 'keysFirst', outcome: 'won', cost: 6 },
      { strategy: 'useful', outcome: 'won', cost: 6 },
      { strategy: 'careful', outcome: 'won', cost: 6 },
      { strategy: 'exitWhenSafe', outcome: 'won', cost: 6 },
    ]);
  });

  it('careful play never walks where the preview shows the cat eaten', () => {
    // No bone anywhere: every tap at the exit is deadly, so careful play is stuck, not lost.
    const results = playNaive(levelFromRows(['CDE']));
    expect(results.find((r) => r.strategy === 'exit')).toEqual({
      strategy: 'exit',
      outcome: 'lost',
      cost: 1,
    });
    expect(results.find((r) => r.strategy === 'careful')).toEqual({
      strategy: 'careful',
      outcome: 'stuck',
      cost: 0,
    });
  });
});

describe('difficulty measures', () => {
  it('a plain walk: no traps, one solution, beaten by any play', () => {
    const { d } = measure(['C.E']);
    expect(d).toMatchObject({
      beatsNaive: false,
      traps: 0,
      firstTaps: 2,
      solutions: 1,
      solutionsCapped: false,
      // The start and the win.
      states: 2,
    });
  });

  it('traps: the share of first taps after which par is gone', () => {
    // Par 2 to the left; tapping either tile on the right wastes moves.
    expect(measure(['E.C.B']).d).toMatchObject({ traps: 0.5, firstTaps: 4 });
    // Eleven tiles to tap: only the two tiles towards the side passage and the passage itself
    // keep par 10; the left (a detour), beyond the passage (a detour), the dog and beyond it (eaten) do not.
    const { d, par } = measure(PUZZLE);
    expect(par).toBe(10);
    expect(d).toMatchObject({ beatsNaive: true, firstTaps: 11, traps: Math.round((7 / 11) * 1000) / 1000 });
  });

  it('counts solutions as distinct orders of the pieces met', () => {
    // Two routes of equal cost, the same pieces met (only the exit): one solution.
    expect(measure(['C.', '.E']).d.solutions).toBe(1);
    // Through one bone or the other: two.
    expect(measure(['CB', 'BE']).d.solutions).toBe(2);
    // A room of bones: every monotone route meets a different set, far more than the cap.
    const room = measure(['CBBBBB', 'BBBBBB', 'BBBBBB', 'BBBBBB', 'BBBBBB', 'BBBBBE']).d;
    expect(room).toMatchObject({ solutions: 50, solutionsCapped: true });
  });

  it('counts the fewest pieces an optimal solution acts with, the exit aside', () => {
    expect(measure(['C.E']).d.piecesMet).toBe(0);
    // Either bone is taken on the way: one piece.
    expect(measure(['CB', 'BE']).d.piecesMet).toBe(1);
    // The bone down the side passage, then the dog.
    expect(measure(PUZZLE).d.piecesMet).toBe(2);
    // The only way on is through the pipe: the jump counts.
    expect(measure(['CO#O.E', '..#...']).d.piecesMet).toBe(1);
  });

  it('scores by the formula of docs/levels.md', () => {
    const { d } = measure(PUZZLE);
    // 40 x 1 (beats naive play) + 30 x 7/11 + 15 x 1/1 + 15 x log10(4) / 3.
    const expected = 40 + 30 * (7 / 11) + 15 + (15 * Math.log10(d.states)) / 3;
    expect(d.states).toBe(4);
    expect(d.score).toBe(Math.round(expected));
    // Hard by the score, but a random sensible player makes par a quarter of the time: the side
    // bone first (1/2), then the exit (1/3) or the dog (1/3) and the exit before the other bone (1/2).
    expect(d.randomPar).toBe(0.25);
    expect(d.band).toBe('medium');
  });

  it('counts a random player who would chase a guard round a ring for ever', () => {
    // With the bone, a tap on the guard ahead walks to where it was, and it has walked on at the
    // cat's pace: such a tap changes nothing and is no move (it was followed until the stack ran out).
    const ring = ['#########', '#CB.D...#', '#.#####.#', '#.#####.#', '#.......#', '####E####'];
    const patrols = [
      [
        [4, 1],
        [7, 1],
        [7, 4],
        [1, 4],
        [1, 1],
        [4, 1],
      ],
    ] as const;
    const { d } = measure(ring, { patrols });
    expect(d.randomWin).not.toBeNull();
  });

  it('scores a level naive play wins lower than one it does not', () => {
    const naiveWins = difficultyScore({
      naive: [{ strategy: 'exit', outcome: 'won', cost: 5 }],
      par: 5,
      traps: 0.5,
      solutions: 1,
      states: 10,
    });
    const naiveLoses = difficultyScore({
      naive: [{ strategy: 'exit', outcome: 'won', cost: 6 }],
      par: 5,
      traps: 0.5,
      solutions: 1,
      states: 10,
    });
    expect(naiveLoses - naiveWins).toBe(40);
  });

  it('bands: hard needs the score, beating naive play, few solutions and many traps', () => {
    const hard = { score: 70, beatsNaive: true, solutions: 2, traps: 0.5 };
    expect(bandOf(hard)).toBe('hard');
    expect(bandOf({ ...hard, beatsNaive: false })).toBe('medium');
    expect(bandOf({ ...hard, solutions: 3 })).toBe('medium');
    expect(bandOf({ ...hard, traps: 0.4 })).toBe('medium');
    expect(bandOf({ ...hard, score: 39 })).toBe('easy');
  });
});

describe('first taps', () => {
  it('are every tile a first tap walks to, and an even sample of them on a large level', () => {
    const small = firstTaps(levelFromRows(['C..#', '.#.E']));
    expect(small.sampled).toBe(false);
    expect(small.taps.map((t) => [t.x, t.y])).toEqual([
      [1, 0],
      [2, 0],
      [0, 1],
      [2, 1],
      [3, 1],
    ]);
    const rows = Array.from({ length: 60 }, (_, y) => (y === 0 ? `C${'.'.repeat(58)}E` : '.'.repeat(60)));
    const large = firstTaps(levelFromRows(rows));
    expect(large.sampled).toBe(true);
    // 2,500 of the 3,600 tiles tried, the cat's own among them.
    expect(large.taps.length).toBe(2499);
  });
});

describe.each([
  ['square', 1],
  ['offset', 0.5],
] as const)('first taps and optimal walks on random levels (%s grids)', (grids, share) => {
  const extrasList: readonly Extras[] = ['plain', 'doors', 'pipes', 'patrols'];

  it('a first tap ends where tapping in the Sim ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom(...extrasList),
        (seed, extras) => {
          const level = randomLevel(seed, extras, grids);
          for (const tap of firstTaps(level).taps) {
            const sim = new Sim(level, { ticksPerTile: 1 });
            sim.command({ kind: 'walkTo', x: tap.x, y: tap.y });
            sim.runUntilIdle();
            expect(sim.state.cell).toBe(tap.state.cell);
            expect(sim.state.status).toBe(tap.state.status);
            expect(sim.moves).toBeCloseTo(tap.state.moves, 9);
            expect(Array.from(sim.state.gone)).toEqual(Array.from(tap.state.gone));
          }
        },
      ),
      { numRuns: 60 * share },
    );
  });

  it('par can still be made after a first tap exactly when solveFrom says so', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom(...extrasList),
        (seed, extras) => {
          const level = randomLevel(seed, extras, grids);
          const par = solveLevel(level).par;
          if (par === null) return;
          const walks = OptimalWalks.of(level, par);
          expect(walks).not.toBeNull();
          for (const tap of firstTaps(level).taps) {
            const from = solveFrom(level, tap.state);
            const keepsPar = from.par !== null && Math.abs(from.par - par) < 1e-6;
            expect(walks?.continuesAtPar(tap.state), `tap ${tap.x},${tap.y}`).toBe(keepsPar);
          }
        },
      ),
      { numRuns: 150 * share },
    );
  });
});
