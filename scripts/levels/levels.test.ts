import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { atPar } from '../../src/grid';
import { loadLevel, piecesOf } from '../../src/level';
import { Sim } from '../../src/sim';
import { solveLevel } from '../../src/solver';

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

  files.forEach((name, index) => {
    it(`${name}: has a title, an intro and the par the solver finds; a careless tap at the exit does not win at par`, async () => {
      const level = await loadLevel(resolve(LEVELS, name), read);
      expect(level.title).not.toBe('');
      expect(level.intro).not.toBe('');
      const solution = solveLevel(level);
      expect(solution.verdict).toBe('solvable');
      expect(level.par).toBe(solution.par);
      if (index >= 2) {
        const sim = new Sim(level);
        const exit = piecesOf(level, 'exit')[0];
        sim.command({ kind: 'walkTo', x: exit.x, y: exit.y });
        sim.runUntilIdle();
        expect(sim.status === 'won' && atPar(sim.moves, solution.par!)).toBe(false);
      }
    });
  });
});
