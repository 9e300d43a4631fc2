import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canStep, stepCost, stepsFrom } from '../grid';
import { MinHeap } from '../grid/minHeap';
import { referenceDijkstra } from '../grid/referenceDijkstra';
import { PIPE_COST } from '../level/kinds/pipe';
import { copyPlayState, type PlayState } from '../level/rules/playState';
import { ruleLevel, startState } from '../level/rules/ruleLevel';
import { stepInto } from '../level/rules/stepInto';
import type { Level } from '../level/types';
import { Sim } from '../sim/Sim';
import { replayTaps } from './replay';
import { solveFrom, solveLevel } from './solveLevel';
import { type Grids, randomLevel } from './testLevels';

/**
 * The least cost of a win by Dijkstra over every (cell, pieces gone, patrol clock) state, taking
 * every move by the game's own `stepInto` (a move into a pipe followed by its jump). The cat only
 * ever walks cheapest paths, so a move is allowed only when it is itself a cheapest way between its
 * two tiles (decided here by a full Dijkstra from the tile, independently of the solver's shortcut).
 */
function bruteForcePar(level: Level, from?: PlayState): number | null {
  const { grid, rule } = level;
  const rules = ruleLevel(level);
  const w = grid.width;
  const linkTo = grid.linkTo;
  const moves: number[][] = [];
  for (let c = 0; c < grid.size; c++) {
    const x = c % w;
    const y = (c - x) / w;
    const nearest = referenceDijkstra(grid, rule, c);
    moves.push(
      stepsFrom(rule, x, y)
        .filter(([dx, dy]) => canStep(grid, rule, x, y, dx, dy))
        .filter(([dx, dy]) => {
          const to = c + dy * w + dx;
          // The cheapest way into a pipe's entry is measured up to the jump's landing.
          const landing = linkTo?.[to] ?? -1;
          const cost = stepCost(grid, rule, to, dx, dy) + (landing >= 0 ? PIPE_COST : 0);
          return cost <= nearest[landing >= 0 ? landing : to] + 1e-9;
        })
        .map(([dx, dy]) => c + dy * w + dx),
    );
  }
  const states: PlayState[] = [];
  const best = new Map<string, number>();
  const heap = new MinHeap();
  const keyOf = (s: PlayState) =>
    `${s.status === 'won' ? -1 : s.cell}/${s.clock % rules.period}/${s.gone.join()}`;
  const add = (s: PlayState): void => {
    const key = keyOf(s);
    if ((best.get(key) ?? Number.POSITIVE_INFINITY) <= s.moves + 1e-12) return;
    best.set(key, s.moves);
    states.push(s);
    heap.push(states.length - 1, s.moves);
  };
  add(from ? copyPlayState(from) : startState(rules));
  while (heap.length > 0) {
    const s = states[heap.pop()];
    if (best.get(keyOf(s))! < s.moves - 1e-12) continue;
    if (s.status === 'won') return s.moves;
    for (const to of moves[s.cell]) {
      const next = copyPlayState(s);
      if (stepInto(rules, next, to) !== 'ok') continue;
      const landing = linkTo?.[to] ?? -1;
      if (landing >= 0 && next.status === 'playing' && stepInto(rules, next, landing) !== 'ok') continue;
      if (next.status !== 'lost') add(next);
    }
  }
  return null;
}

/**
 * Solves the level from `state` (from its start when absent) and checks the solver against the
 * brute force: the same par, or no win for both; and its taps replayed in the Sim win at that par.
 */
function expectBruteForceAgrees(level: Level, state?: PlayState): void {
  const solution = state ? solveFrom(level, state) : solveLevel(level);
  const expected = state?.status === 'lost' ? null : bruteForcePar(level, state);
  if (expected === null) {
    expect(solution.verdict).toBe('unsolvable');
    expect(solution.reason).toBeTruthy();
    return;
  }
  expect(solution.verdict, solution.reason ?? '').toBe('solvable');
  expect(solution.par).toBeCloseTo(expected, 6);
  expect(solution.warnings.some((w) => w.includes('did not replay'))).toBe(false);
  const replay = replayTaps(level, solution.taps, state);
  expect(replay.status).toBe('won');
  expect(replay.moves).toBeCloseTo(expected, 6);
}

/** Runs per kind of random level: square grids get the most; offset grids, added later, fewer. */
const RUNS: Readonly<Record<Grids, number>> = { square: 1, offset: 0.5 };

describe.each(['square', 'offset'] as const)('solveLevel against brute force (%s grids)', (grids) => {
  for (const extras of ['plain', 'doors', 'pipes', 'patrols'] as const) {
    it(`finds the same par as a search over every state, and its taps win at par in the Sim (${extras})`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) =>
          expectBruteForceAgrees(randomLevel(seed, extras, grids)),
        ),
        { numRuns: (extras === 'plain' ? 400 : 250) * RUNS[grids] },
      );
    });
  }
});

/**
 * A state in the middle of a play: one to three taps on random open tiles other than exits (some
 * unreachable, as a player might tap), each walk played to its end in the Sim.
 */
function midGameState(level: Level, seed: number): PlayState {
  const sim = new Sim(level, { ticksPerTile: 1 });
  let r = seed;
  const next = (n: number): number => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r >>> 8) % n;
  };
  const exits = new Set(level.pieces.filter((p) => p.kind === 'exit').map((p) => p.cell));
  const open: number[] = [];
  for (let c = 0; c < level.grid.size; c++) if (level.grid.walls[c] === 0 && !exits.has(c)) open.push(c);
  const taps = 1 + next(3);
  for (let i = 0; i < taps && sim.status === 'playing'; i++) {
    const cell = open[next(open.length)];
    sim.command({ kind: 'walkTo', x: cell % level.width, y: Math.floor(cell / level.width) });
    sim.runUntilIdle();
  }
  return copyPlayState(sim.state as PlayState);
}

// Hints are answers of solveFrom from the play's state (src/app/play/hints).
describe.each(['square', 'offset'] as const)(
  'solveFrom against brute force, from random states of a play (%s grids)',
  (grids) => {
    for (const extras of ['plain', 'doors', 'pipes', 'patrols'] as const) {
      it(`finds the least total cost from bones held, pieces gone, energy left and the patrol clock (${extras})`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
            const level = randomLevel(seed, extras, grids);
            expectBruteForceAgrees(level, midGameState(level, seed));
          }),
          { numRuns: (extras === 'plain' ? 300 : 200) * RUNS[grids] },
        );
      });
    }
  },
);

/** The seed of the one-way tiles' runs, fixed so a failure comes back (fast-check prints it too). */
const FLAP_SEED = 48;

describe.each(['square', 'offset'] as const)(
  `solveLevel and solveFrom against brute force with one-way tiles (%s grids, seed ${FLAP_SEED})`,
  (grids) => {
    it('finds the same par as a search over every state, steps into a one-way tile only its open ways', () => {
      console.log(`fast-check seed ${FLAP_SEED}`);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) =>
          expectBruteForceAgrees(randomLevel(seed, 'flaps', grids)),
        ),
        { seed: FLAP_SEED, numRuns: 250 * RUNS[grids] },
      );
    });

    it('from random states of a play (hints)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const level = randomLevel(seed, 'flaps', grids);
          expectBruteForceAgrees(level, midGameState(level, seed));
        }),
        { seed: FLAP_SEED, numRuns: 200 * RUNS[grids] },
      );
    });
  },
);
