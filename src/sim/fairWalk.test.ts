import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathFinder, sameCost } from '../grid';
import { referenceDijkstra, referenceMoves } from '../grid/referenceDijkstra';
import { levelFromRows } from '../level/levelFromRows';
import { DoorLocks } from '../level/rules/doorLocks';
import { copyPlayState, type PlayState } from '../level/rules/playState';
import { ruleLevel } from '../level/rules/ruleLevel';
import type { Cell, Level } from '../level/types';
import { randomLevel } from '../solver/testLevels';
import { Sim } from './Sim';
import type { SimEvent } from './types';
import { walkOutcomes } from './walkOutcomes';

/** Two routes of 6 from the cat to the exit: over the top past a dog, and along the bottom past none. */
const TIE = ['#######', '#..D..#', '#C###E#', '#.....#', '#######'];
const EXIT = { x: 5, y: 2 };

const cellsOf = (cells: readonly Cell[]) => cells.map((c) => `${c.x},${c.y}`);

/** The path the cat's A* search finds from the cat to `to`, by itself. */
function finderPath(level: Level, to: Cell): string[] {
  const found = new PathFinder(level.grid, level.rule).find(
    level.cat.y * level.width + level.cat.x,
    level.grid.index(to.x, to.y),
  );
  return Array.from(found?.cells ?? [], (c) => `${c % level.width},${Math.floor(c / level.width)}`);
}

/** Taps `to` in a fresh Sim of the level and walks to the end: the walk's tiles, and the Sim. */
function tap(
  level: Level,
  to: Cell,
): { sim: Sim; walked: string[]; previewed: string[]; events: SimEvent[] } {
  const sim = new Sim(level, { ticksPerTile: 1 });
  const previewed = cellsOf(sim.preview(to.x, to.y).path);
  sim.command({ kind: 'walkTo', x: to.x, y: to.y });
  sim.runUntilIdle();
  const events = sim.drainEvents();
  const started = events.find((e) => e.kind === 'walkStarted');
  return { sim, walked: started?.kind === 'walkStarted' ? cellsOf(started.path) : [], previewed, events };
}

describe('fair walks: of the cheapest routes the cat takes one it does not lose on', () => {
  it('takes the equally short route past no dog, and the preview shows that route', () => {
    const level = levelFromRows(TIE);
    // The path finder alone goes over the top, through the dog.
    expect(finderPath(level, EXIT)).toContain('3,1');
    const { sim, walked, previewed } = tap(level, EXIT);
    expect(walked).toEqual(['1,2', '1,3', '2,3', '3,3', '4,3', '5,3', '5,2']);
    expect(previewed).toEqual(walked);
    expect(sim.status).toBe('won');
    expect(sim.moves).toBe(6);
  });

  it('walks the path finder’s path into the dog when every cheapest route meets one, and the preview shows it', () => {
    const level = levelFromRows(['#######', '#..D..#', '#C###E#', '#..D..#', '#######']);
    const sim = new Sim(level, { ticksPerTile: 1 });
    const preview = sim.preview(EXIT.x, EXIT.y);
    expect(cellsOf(preview.path)).toEqual(finderPath(level, EXIT));
    expect(preview.outcomes.map((o) => o.effect)).toEqual(['eat']);
    sim.command({ kind: 'walkTo', ...EXIT });
    sim.runUntilIdle();
    expect(sim.status).toBe('lost');
  });

  it('counts a dog as safe when the route picks up a bone for it first', () => {
    const level = levelFromRows(['#######', '#..D..#', '#C###E#', '#.B.D.#', '#######']);
    const { sim, walked } = tap(level, EXIT);
    expect(walked).toContain('4,3');
    expect(sim.status).toBe('won');
    expect(sim.bones).toBe(0);
  });

  it('judges a patrolling dog where it stands when the cat gets there, not where its round passes', () => {
    // The guard on the bottom route steps out of its pocket onto the route and back; the cat passes
    // its tile while it is in the pocket.
    const level = levelFromRows(
      ['#########', '#...D...#', '#C#####E#', '#.......#', '####D####', '#########'],
      {
        patrols: [
          [
            [4, 4],
            [4, 3],
          ],
        ],
      },
    );
    const exit = { x: 7, y: 2 };
    expect(finderPath(level, exit)).toContain('4,1');
    const { sim, walked } = tap(level, exit);
    expect(walked).toContain('4,3');
    expect(sim.status).toBe('won');
    expect(sim.moves).toBe(8);
  });

  it('leaves the path finder’s path alone when it is safe', () => {
    const level = levelFromRows(['#######', '#.....#', '#C###E#', '#..D..#', '#######']);
    expect(tap(level, EXIT).walked).toEqual(finderPath(level, EXIT));
  });
});

/**
 * Whether some cheapest route from `state`'s cell to `target` is walked by the rules without losing:
 * every cheapest route listed (a search pruned by the reference Dijkstra's least costs to the
 * target) and each walked on paper.
 */
function someRouteIsSafe(level: Level, state: PlayState, target: number): boolean {
  const rules = ruleLevel(level);
  const grid = level.grid.clone();
  new DoorLocks(rules, grid).apply(state);
  const toTarget = Array.from({ length: grid.size }, (_, c) =>
    grid.walls[c] === 1 ? Number.POSITIVE_INFINITY : referenceDijkstra(grid, level.rule, c)[target],
  );
  const least = toTarget[state.cell];
  const route = [state.cell];
  const search = (at: number, spent: number): boolean => {
    if (at === target) return walkOutcomes(rules, route, state).state.status !== 'lost';
    for (const move of referenceMoves(grid, level.rule, at)) {
      const to = move.cells[move.cells.length - 1];
      const rest = toTarget[to];
      if (!Number.isFinite(rest) || !sameCost(spent + move.cost + rest, least)) continue;
      route.push(...move.cells);
      const safe = search(to, spent + move.cost);
      route.length -= move.cells.length;
      if (safe) return true;
    }
    return false;
  };
  return search(state.cell, 0);
}

/** A state after one or two taps on random open tiles, each walk played to its end. */
function stateAfterTaps(level: Level, picks: readonly number[]): PlayState {
  const sim = new Sim(level, { ticksPerTile: 1 });
  const open: number[] = [];
  for (let c = 0; c < level.grid.size; c++) if (level.grid.walls[c] === 0) open.push(c);
  for (const pick of picks) {
    if (sim.status !== 'playing') break;
    const cell = open[pick % open.length];
    sim.command({ kind: 'walkTo', x: cell % level.width, y: Math.floor(cell / level.width) });
    sim.runUntilIdle();
  }
  return copyPlayState(sim.state as PlayState);
}

const SEED = 45;

describe.each([
  ['square', 300],
  ['offset', 150],
] as const)(
  `fair walks against every cheapest route on %s grids (fast-check seed ${SEED})`,
  (grids, runs) => {
    for (const extras of ['plain', 'doors', 'pipes', 'patrols'] as const) {
      it(`loses on a tap only when every cheapest route loses, and costs what the path finder says (${extras})`, () => {
        fc.assert(
          fc.property(
            fc.integer({ min: 1, max: 2 ** 31 - 1 }),
            fc.array(fc.nat(), { maxLength: 2 }),
            fc.nat(),
            (seed, picks, targetPick) => {
              const level = randomLevel(seed, extras, grids);
              const state = stateAfterTaps(level, picks);
              if (state.status !== 'playing') return;
              const open: number[] = [];
              for (let c = 0; c < level.grid.size; c++) if (level.grid.walls[c] === 0) open.push(c);
              const target = open[targetPick % open.length];
              const sim = new Sim(level, { ticksPerTile: 1, from: state });
              const preview = sim.preview(target % level.width, Math.floor(target / level.width));
              if (preview.path.length < 2 || preview.bump !== undefined) return;
              const path = preview.path.map((c) => c.y * level.width + c.x);
              let cost = 0;
              for (let i = 1; i < path.length; ) {
                const move = referenceMoves(level.grid, level.rule, path[i - 1]).find((m) =>
                  m.cells.every((c, k) => path[i + k] === c),
                );
                if (move === undefined) throw new Error(`no move from ${path[i - 1]} to ${path[i]}`);
                cost += move.cost;
                i += move.cells.length;
              }
              expect(sameCost(cost, preview.cost)).toBe(true);
              const lost = walkOutcomes(ruleLevel(level), path, state).state.status === 'lost';
              expect(lost).toBe(!someRouteIsSafe(level, state, path[path.length - 1]));
            },
          ),
          { seed: SEED, numRuns: runs },
        );
      });
    }
  },
);
