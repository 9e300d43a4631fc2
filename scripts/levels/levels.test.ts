import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { levelFromRows, loadLevel } from '../../src/level';
import { solveLevel } from '../../src/solver';
import { difficultyTable, withTable } from './difficultyTable';
import { CARELESS_FROM, carelessPlay, NEAREST_FIRST_FROM, nearestFirstPlay, winsAtPar } from './naivePlay';

const LEVELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels');
const files = readdirSync(LEVELS)
  .filter((name) => name.endsWith('.tmj'))
  .sort();
const read = async (path: string) => readFileSync(path, 'utf8');

describe('the shipped levels', () => {
  it('are at least fifteen, with two large ones that need the camera', async () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    const sizes = await Promise.all(
      files.map(async (name) => (await loadLevel(resolve(LEVELS, name), read)).width),
    );
    expect(sizes.filter((width) => width >= 64).length).toBeGreaterThanOrEqual(2);
  });

  it('teach each mechanic in at least two levels: keys and doors, pipes, patrolling dogs', async () => {
    const levels = await Promise.all(files.map((name) => loadLevel(resolve(LEVELS, name), read)));
    const having = (test: (level: (typeof levels)[number]) => boolean) => levels.filter(test).length;
    expect(having((l) => l.pieces.some((p) => p.kind === 'door'))).toBeGreaterThanOrEqual(2);
    expect(having((l) => l.pieces.some((p) => p.kind === 'pipe'))).toBeGreaterThanOrEqual(2);
    expect(having((l) => l.pieces.some((p) => p.route !== null))).toBeGreaterThanOrEqual(2);
  });

  files.forEach((name, index) => {
    it(`${name}: has a title, an intro and the par the solver finds; careless play does not win at par`, async () => {
      const level = await loadLevel(resolve(LEVELS, name), read);
      expect(level.title).not.toBe('');
      expect(level.intro).not.toBe('');
      const solution = solveLevel(level);
      expect(solution.verdict).toBe('solvable');
      expect(level.par).toBe(solution.par);
      const par = solution.par ?? 0;
      if (index >= CARELESS_FROM) expect(winsAtPar(carelessPlay(level), par), 'tap at the exit').toBe(false);
      if (index >= NEAREST_FIRST_FROM)
        expect(winsAtPar(nearestFirstPlay(level), par), 'nearest bone or key first').toBe(false);
    });
  });

  it('docs/levels.md shows their difficulty as the solver measures it now (npm run levels:table)', async () => {
    const doc = readFileSync(resolve(LEVELS, '../docs/levels.md'), 'utf8');
    expect(doc).toBe(withTable(doc, await difficultyTable()));
  });
});

describe('careless players', () => {
  it('tap the exit, or pick up the nearest bone or key first, again and again', () => {
    // Nearest first takes the bone on the right (1 away) before the one on the left (2 away), and
    // so walks 2 more than the best order.
    const level = levelFromRows(['#########', '#E.B.CB.#', '#########']);
    expect(carelessPlay(level)).toEqual({ strategy: 'exit', outcome: 'won', cost: 4 });
    expect(nearestFirstPlay(level)).toEqual({ strategy: 'nearest', outcome: 'won', cost: 6 });
    expect(winsAtPar(nearestFirstPlay(level), 4)).toBe(false);
    // Nearest first takes the key, then walks the shortest way to the exit, through the first red
    // door: the key is spent there, and the second door stops the cat.
    const doors = levelFromRows([
      '#######',
      '#C.r..#',
      '#.#R#.#',
      '#.....#',
      '###R###',
      '###E###',
      '#######',
    ]);
    expect(nearestFirstPlay(doors)).toMatchObject({ outcome: 'stuck', cost: 4 });
  });
});
