import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canStep,
  DIAGONAL,
  KNIGHT,
  type MoveRule,
  movementRange,
  ORTHOGONAL,
  parseMoveRule,
  stepCost,
} from '../grid';
import { MinHeap } from '../grid/minHeap';
import { levelFromRows } from '../level/levelFromRows';
import type { Level } from '../level/types';
import { canAfford, enterTile, type RunState } from '../sim/rules';
import { replayTaps } from './replay';
import { solveLevel } from './solveLevel';

const RULES: readonly MoveRule[] = [ORTHOGONAL, DIAGONAL, KNIGHT, parseMoveRule('1,0 0,1 -1,-1')];

/** A small random level from a seed: walls, terrain 1-3, up to three bones and dogs, one or two exits. */
function randomLevel(seed: number): Level {
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
  const place = (ch: string): void => {
    const [x, y] = free.splice(Math.floor(rand() * free.length), 1)[0];
    cells[y][x] = ch;
  };
  place('C');
  place('E');
  if (rand() < 0.3) place('E');
  const bones = Math.floor(rand() * 4);
  const dogs = Math.floor(rand() * 4);
  for (let i = 0; i < bones; i++) place('B');
  for (let i = 0; i < dogs; i++) place('D');
  const rule = RULES[Math.floor(rand() * RULES.length)];
  const energy = rand() < 0.3 ? 2 + Math.floor(rand() * 10) : null;
  return levelFromRows(
    cells.map((r) => r.join('')),
    { rule, energy },
  );
}

/**
 * The least cost of a win by Dijkstra over every (cell, bones taken, dogs bribed) state, applying
 * the Sim's own `enterTile` on each step. The cat only ever walks cheapest paths, so a step is
 * allowed only when it is itself a cheapest way between its two tiles (decided here by a full
 * Dijkstra from the tile, independently of the solver's shortcut).
 */
function bruteForcePar(level: Level): number | null {
  const { grid, rule } = level;
  const w = grid.width;
  const boneAt = new Map(level.bones.map((b, i) => [b.y * w + b.x, i]));
  const dogAt = new Map(level.dogs.map((d, i) => [d.y * w + d.x, i]));
  const exitAt = new Set(level.exits.map((e) => e.y * w + e.x));
  const steps: { to: number; cost: number }[][] = [];
  for (let c = 0; c < grid.size; c++) {
    const x = c % w;
    const y = (c - x) / w;
    const nearest = movementRange(grid, rule, c);
    steps.push(
      rule.offsets
        .filter(([dx, dy]) => canStep(grid, rule, x, y, dx, dy))
        .map(([dx, dy]) => ({ to: c + dy * w + dx, cost: stepCost(grid, rule, c + dy * w + dx, dx, dy) }))
        .filter((s) => s.cost <= nearest[s.to] + 1e-9),
    );
  }
  type State = { cell: number; bones: number; dogs: number; run: RunState };
  const states: State[] = [];
  const best = new Map<string, number>();
  const heap = new MinHeap();
  const add = (s: State): void => {
    const key = `${s.cell}/${s.bones}/${s.dogs}`;
    if ((best.get(key) ?? Number.POSITIVE_INFINITY) <= s.run.moves + 1e-12) return;
    best.set(key, s.run.moves);
    states.push(s);
    heap.push(states.length - 1, s.run.moves);
  };
  add({
    cell: level.cat.y * w + level.cat.x,
    bones: 0,
    dogs: 0,
    run: { bones: 0, moves: 0, energyLeft: level.energy },
  });
  while (heap.length > 0) {
    const s = states[heap.pop()];
    if (best.get(`${s.cell}/${s.bones}/${s.dogs}`)! < s.run.moves - 1e-12) continue;
    if (s.cell === -1) return s.run.moves;
    for (const step of steps[s.cell]) {
      if (!canAfford(s.run.energyLeft, step.cost)) continue;
      const bone = boneAt.get(step.to);
      const dog = dogAt.get(step.to);
      const hasBone = bone !== undefined && (s.bones & (1 << bone)) === 0;
      const hasDog = dog !== undefined && (s.dogs & (1 << dog)) === 0;
      const result = enterTile(s.run, step.cost, { bone: hasBone, dog: hasDog, exit: exitAt.has(step.to) });
      if (result.eaten) continue;
      if (result.won) {
        add({ cell: -1, bones: 0, dogs: 0, run: result.state });
        continue;
      }
      add({
        cell: step.to,
        bones: hasBone ? s.bones | (1 << bone!) : s.bones,
        dogs: hasDog ? s.dogs | (1 << dog!) : s.dogs,
        run: result.state,
      });
    }
  }
  return null;
}

describe('solveLevel against brute force', () => {
  it('finds the same par as a search over every state, and its taps win at par in the Sim', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const level = randomLevel(seed);
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
      { numRuns: 400 },
    );
  });
});
