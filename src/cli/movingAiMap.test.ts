import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIAGONAL, ORTHOGONAL } from '../grid';
import { runScenarios } from './commands/scen';
import { parseMovingAiMap, parseScenarios } from './movingAiMap';

const DATA = fileURLToPath(new URL('../../test-data/movingai/', import.meta.url));

function load(name: string) {
  const grid = parseMovingAiMap(readFileSync(`${DATA}${name}.map`, 'utf8'), `${name}.map`);
  const scenarios = parseScenarios(readFileSync(`${DATA}${name}.map.scen`, 'utf8'), `${name}.map.scen`);
  return { grid, scenarios };
}

/** `count` problems spread evenly over the file, so every bucket (short to long) is represented. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]);
}

describe('parseMovingAiMap', () => {
  it('reads walls from the map characters', () => {
    const grid = parseMovingAiMap('type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n.GS\r\n@TW\r\n', 'tiny.map');
    expect([grid.width, grid.height]).toEqual([3, 2]);
    expect(Array.from(grid.walls)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('names the line of what is wrong', () => {
    expect(() => parseMovingAiMap('type octile\nheight 3\nwidth 2\nmap\n..\n..\n', 'a.map')).toThrow(
      'a.map: line 7: row 2 has 0 characters, expected 2',
    );
    expect(() => parseMovingAiMap('type octile\nheight 3\nwidth 2\nmap\n..\n..', 'a.map')).toThrow(
      'a.map: line 7: the map ends after 2 of 3 rows',
    );
    expect(() => parseMovingAiMap('hello\n', 'b.map')).toThrow('b.map: line 1:');
    expect(() => parseScenarios('version 1\n0\tx.map\t1\n', 'c.scen')).toThrow(
      'c.scen: line 2: expected 9 fields',
    );
  });
});

describe('Moving AI scenarios with the diagonal rule', () => {
  it('finds the optimal length of every arena2 scenario', () => {
    const { grid, scenarios } = load('arena2');
    expect(scenarios.length).toBeGreaterThan(900);
    expect(runScenarios(grid, DIAGONAL, scenarios).optimal).toBe(scenarios.length);
  });

  for (const name of ['8room_000', 'maze512-1-0', 'random512-10-0']) {
    it(`finds the optimal length of 1,000 scenarios of ${name}`, () => {
      const { grid, scenarios } = load(name);
      const sample = spread(scenarios, 1000);
      expect(runScenarios(grid, DIAGONAL, sample).optimal).toBe(1000);
    });
  }

  it('matches the optimum with 4-connected moves on the maze, where they coincide', () => {
    const { grid, scenarios } = load('maze512-1-0');
    const sample = spread(scenarios, 500);
    expect(runScenarios(grid, ORTHOGONAL, sample).optimal).toBe(500);
  });
});
