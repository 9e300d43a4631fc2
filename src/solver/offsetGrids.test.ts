import { describe, expect, it } from 'vitest';
import { parseMoveRule } from '../grid';
import { levelFromRows } from '../level/levelFromRows';
import { type LevelMapSpec, mapLevel, OFFSET_GRID_LEVELS } from '../level/testMaps';
import { measureDifficulty } from './difficulty/measure';
import { playNaive } from './difficulty/naive';
import { solvedAtPar } from './testSolved';

const solvedMap = async (spec: LevelMapSpec) => solvedAtPar(await mapLevel(spec));

describe('the solver on hexagonal and staggered maps', () => {
  it.each(['hexRows', 'hexEvenRows', 'hexColumns', 'staggeredRows'] as const)(
    'solves the %s zigzag at par 2, a step from each row or column',
    async (name) => {
      const s = await solvedMap(OFFSET_GRID_LEVELS[name]);
      expect(s.par).toBe(2);
      expect(s.path).toHaveLength(3);
    },
  );

  it('finds the corner steps of the staggered diagonal rule, and never cuts a wall or a locked door', async () => {
    expect((await solvedMap(OFFSET_GRID_LEVELS.staggeredCorners)).par).toBeCloseTo(2 * Math.SQRT2, 9);
    expect((await solvedMap(OFFSET_GRID_LEVELS.staggeredCornerWalled)).par).toBeCloseTo(2 + Math.SQRT2, 9);
    // A red door on (1,1) with its key out of the way: shut, it is a wall the corner step may not pass.
    const door = { ...OFFSET_GRID_LEVELS.staggeredCorners, rows: ['.C.', '.R.', '...', '...', 'rE.'] };
    expect((await solvedMap(door)).par).toBeCloseTo(2 + Math.SQRT2, 9);
  });

  it('walks a hex level around a dog with a bone on the way, a dog and a bone on odd rows', async () => {
    const s = await solvedMap({
      grid: OFFSET_GRID_LEVELS.hexRows.grid,
      rows: ['C..#', '#D.B', '...#', 'E.D.'],
    });
    expect(s.verdict).toBe('solvable');
  });
});

describe('naive play and the difficulty measure on a hex map', () => {
  it('play the zigzag by its own steps: every naive strategy wins at par, in one tap', async () => {
    const level = await mapLevel(OFFSET_GRID_LEVELS.hexRows);
    expect(playNaive(level).every((r) => r.outcome === 'won' && r.cost === 2)).toBe(true);
    const d = measureDifficulty(level, 2);
    expect(d).toMatchObject({ oneTapWin: true, solutions: 1, beatsNaive: false, band: 'easy' });
  });
});

describe('the solver on isometric maps', () => {
  it('plays the orthogonal and diagonal rules unchanged in tile coordinates', async () => {
    const rows = ['C.#.', '#.2.', '#..E'];
    for (const rule of ['orthogonal', 'diagonal']) {
      const iso = await solvedMap({ grid: { orientation: 'isometric' }, rows, rule });
      const square = solvedAtPar(levelFromRows(rows, { rule: parseMoveRule(rule) }));
      expect(iso.par).toBe(square.par);
      expect(iso.path).toEqual(square.path);
      expect(iso.taps).toEqual(square.taps);
    }
  });
});
