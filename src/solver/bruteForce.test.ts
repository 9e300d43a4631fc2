import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canStep, DIAGONAL, KNIGHT, type MoveRule, ORTHOGONAL, parseMoveRule, stepCost } from '../grid';
import { MinHeap } from '../grid/minHeap';
import { referenceDijkstra } from '../grid/referenceDijkstra';
import { PIPE_COST } from '../level/kinds/pipe';
import { levelFromRows } from '../level/levelFromRows';
import { LevelError } from '../level/problems';
import { copyPlayState, type PlayState } from '../level/rules/playState';
import { ruleLevel, startState } from '../level/rules/ruleLevel';
import { stepInto } from '../level/rules/stepInto';
import type { Level } from '../level/types';
import { replayTaps } from './replay';
import { solveLevel } from './solveLevel';

const RULES: readonly MoveRule[] = [ORTHOGONAL, DIAGONAL, KNIGHT, parseMoveRule('1,0 0,1 -1,-1')];

/** What a random level may hold besides bones and dogs. */
type Extras = 'plain' | 'doors' | 'pipes' | 'patrols';

/**
 * A small random level from a seed: walls, terrain 1-3, up to three bones and dogs, one or two
 * exits, and with `extras` keys and doors, a pipe, or a patrolling dog. Placements the loader
 * refuses (a patrol across a wall), or that do not fit, are retried with the next seed.
 */
function randomLevel(seed: number, extras: Extras): Level {
  for (let attempt = 0; ; attempt++) {
    try {
      return drawLevel(seed + attempt * 7919, extras);
    } catch (error) {
      if (!(error instanceof LevelError)) throw error;
    }
  }
}

function drawLevel(seed: number, extras: Extras): Level {
  let state = seed >>> 0 || 1;
  const rand = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const width = 3 + Math.floor(rand() * 4);
  const height = 3 + Math.floor(rand() * 3);
  const cells: string[][] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) {
      const r = rand();
      row.push(r < 0.2 ? '#' : r < 0.3 ? '3' : r < 0.4 ? '2' : '.');
    }
    cells.push(row);
  }
  const free: [number, number][] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) free.push([x, y]);
  const place = (ch: string): [number, number] => {
    if (free.length === 0)
      throw new LevelError('full', [{ severity: 'error', place: { path: '' }, message: 'full' }]);
    const [x, y] = free.splice(Math.floor(rand() * free.length), 1)[0];
    cells[y][x] = ch;
    return [x, y];
  };
  place('C');
  place('E');
  if (rand() < 0.3) place('E');
  const bones = Math.floor(rand() * 4);
  const dogs = Math.floor(rand() * (extras === 'patrols' ? 2 : 4));
  for (let i = 0; i < bones; i++) place('B');
  for (let i = 0; i < dogs; i++) place('D');
  if (extras === 'doors') {
    for (const ch of rand() < 0.5 ? 'rRR' : 'rRuU') place(ch);
  }
  if (extras === 'pipes') {
    place('O');
    place('O');
  }
  const patrols: [number, number][][] = [];
  if (extras === 'patrols') {
    const [x, y] = place('D');
    const length = 1 + Math.floor(rand() * 3);
    patrols.push(
      rand() < 0.5
        ? [
            [x, y],
            [Math.min(width - 1, x + length), y],
          ]
        : [
            [x, y],
            [x, Math.min(height - 1, y + length)],
          ],
    );
  }
  const rule = RULES[Math.floor(rand() * RULES.length)];
  const energy = rand() < 0.3 ? 2 + Math.floor(rand() * 10) : null;
  return levelFromRows(
    cells.map((r) => r.join('')),
    { rule, energy, patrols },
  );
}

/**
 * The least cost of a win by Dijkstra over every (cell, pieces gone, patrol clock) state, taking
 * every move by the game's own `stepInto` (a move into a pipe followed by its jump). The cat only
 * ever walks cheapest paths, so a move is allowed only when it is itself a cheapest way between its
 * two tiles (decided here by a full Dijkstra from the tile, independently of the solver's shortcut).
 */
function bruteForcePar(level: Level): number | null {
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
      rule.offsets
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
  add(startState(rules));
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

describe('solveLevel against brute force', () => {
  for (const extras of ['plain', 'doors', 'pipes', 'patrols'] as const) {
    it(`finds the same par as a search over every state, and its taps win at par in the Sim (${extras})`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const level = randomLevel(seed, extras);
          const expected = bruteForcePar(level);
          const solution = solveLevel(level);
          if (expected === null) {
            expect(solution.verdict).toBe('unsolvable');
            expect(solution.reason).toBeTruthy();
            return;
          }
          expect(solution.verdict, solution.reason ?? '').toBe('solvable');
          expect(solution.par).toBeCloseTo(expected, 6);
          const replay = replayTaps(level, solution.taps);
          expect(replay.status).toBe('won');
          expect(replay.moves).toBeCloseTo(expected, 6);
        }),
        { numRuns: extras === 'plain' ? 400 : 250 },
      );
    });
  }
});
