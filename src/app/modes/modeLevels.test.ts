import { describe, expect, it } from 'vitest';
import { generateLevel } from '../../solver/generate';
import { generateMap } from '../workers/generateJob';
import { dailyId, dailyLevel, endlessId, endlessLevel, newRunSeed, parseModeId } from './modeLevels';

describe("the modes' levels", () => {
  it('name daily and endless levels by ids that read back, and no other level', () => {
    expect(parseModeId(dailyId('2026-12-01'))).toEqual({ mode: 'daily', day: '2026-12-01' });
    expect(parseModeId(endlessId('k3x9', 12))).toEqual({ mode: 'endless', seed: 'k3x9', n: 12 });
    for (const other of ['01-first-steps', 'daily:2026-02-30', 'endless:abc:0', 'local:daily:x', 'url:x'])
      expect(parseModeId(other)).toBeNull();
    expect(newRunSeed(() => 0.5)).toMatch(/^[a-z0-9]{8}$/);
  });

  it('make the daily puzzle from the date alone: hard, of the weekday shape', () => {
    const tuesday = dailyLevel('2026-12-01');
    expect(tuesday).toEqual(dailyLevel('2026-12-01'));
    expect(tuesday.options).toMatchObject({ seed: 'daily 2026-12-01', difficulty: 'hard', costs: true });
    expect(tuesday.title).toBe('Daily puzzle, Tue 1 Dec');
    expect(dailyLevel('2026-12-02').options.mechanics).toEqual(['keys']);
  });

  it('grow endless levels from small and easy to hard ones with mechanics, and go on past the table', () => {
    const sizes = [1, 2, 5, 10, 11, 12, 13, 40].map((n) => endlessLevel('s', n).options);
    expect(sizes[0]).toMatchObject({ width: 9, height: 7, difficulty: 'easy' });
    expect(sizes[2]).toMatchObject({ difficulty: 'medium', costs: true });
    expect(sizes[3]).toMatchObject({ difficulty: 'hard', mechanics: ['patrols'] });
    for (const options of sizes.slice(4)) expect(options.difficulty).toBe('hard');
    expect(endlessLevel('s', 3).options.seed).not.toBe(endlessLevel('t', 3).options.seed);
    for (const n of [1, 2, 40]) expect(endlessLevel('s', n).options.oneTapWins).toBe(false);
  });

  it('start the endless ramp at small puzzles: no level is won by one tap', () => {
    for (const n of [1, 2]) {
      const made = generateLevel(endlessLevel('ramp', n).options);
      expect(made.difficulty.oneTapWin, `endless ${n}`).toBe(false);
      expect(made.difficulty.band).toBe('easy');
    }
  });

  it('generate as a Tiled map naming the tileset, with the title, intro and par, the same every time', () => {
    const level = endlessLevel('test', 1);
    const made = generateMap(level);
    expect(generateMap(level)).toEqual(made);
    const map = JSON.parse(made.text);
    expect(map.tilesets).toEqual([{ firstgid: 1, source: 'maze-cat.tsj' }]);
    const property = (name: string) => map.properties.find((p: { name: string }) => p.name === name)?.value;
    expect(property('title')).toBe('Endless, level 1');
    expect(property('intro')).toBe(level.intro);
    expect(property('par')).toBe(made.par);
    expect(made.seed).toBe(level.options.seed);
  });
});
