import { describe, expect, it } from 'vitest';
import { levelOfDrawing } from '../../level/drawing';
import { piecesOf } from '../../level/types';
import { HARD_RANDOM_PAR } from '../difficulty/score';
import { solveLevel } from '../solveLevel';
import { GenerateError, generateLevel, titleOf } from './generateLevel';
import { isOpen, mazeLayout, movesFrom } from './layout';
import { Dice, seedOf } from './seededRandom';

describe('maze layouts', () => {
  for (const [w, h] of [
    [16, 12],
    [7, 7],
    [15, 10],
  ]) {
    it(`fill ${w} x ${h} exactly, walled round, every floor tile connected`, () => {
      const layout = mazeLayout(w, h, new Dice(seedOf(`${w}x${h}`)));
      expect(layout.tiles).toHaveLength(w * h);
      for (let x = 0; x < w; x++)
        expect([layout.tiles[x], layout.tiles[(h - 1) * w + x]]).toEqual(['#', '#']);
      for (let y = 0; y < h; y++)
        expect([layout.tiles[y * w], layout.tiles[y * w + w - 1]]).toEqual(['#', '#']);
      const open = layout.tiles.flatMap((_, c) => (isOpen(layout, c) ? [c] : []));
      const dist = movesFrom(layout, open[0]);
      expect(open.every((c) => dist[c] >= 0)).toBe(true);
      // A maze, not an open field: most tiles are walls or corridors.
      expect(open.length).toBeLessThan(w * h * 0.75);
    });
  }
});

describe('generateLevel', () => {
  it('makes the same level from the same options, and another from another seed', () => {
    const options = { width: 12, height: 9, difficulty: 'medium', seed: 'same' } as const;
    const a = generateLevel(options);
    expect(generateLevel(options).drawing).toEqual(a.drawing);
    expect(generateLevel({ ...options, seed: 'other' }).drawing.rows).not.toEqual(a.drawing.rows);
  });

  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    it(`makes a ${difficulty} level that solves at the par it states`, () => {
      const made = generateLevel({ width: 16, height: 12, difficulty, seed: `band-${difficulty}` });
      expect(made.difficulty.band).toBe(difficulty);
      const level = levelOfDrawing(made.drawing);
      const solution = solveLevel(level);
      expect(solution.verdict).toBe('solvable');
      expect(solution.par).toBe(made.par);
      expect(made.drawing.intro).toContain(`par ${made.par}`);
      if (difficulty === 'hard') {
        expect(made.difficulty.beatsNaive).toBe(true);
        expect(made.difficulty.solutions).toBeLessThanOrEqual(2);
        expect(made.difficulty.traps).toBeGreaterThanOrEqual(0.5);
        // Random piece taps rarely make par.
        expect(made.difficulty.randomPar).toBeLessThanOrEqual(HARD_RANDOM_PAR);
        // A bone and its dog for each of the two dogs: more than finding the way round.
        expect(made.difficulty.piecesMet).toBeGreaterThanOrEqual(4);
      }
    });
  }

  it('makes hard levels that need a waypoint, and titles that say only what is there', () => {
    // Pinned seeds: a hard level with keys that no taps on pieces alone win at par, and one without.
    const keys = { width: 16, height: 12, difficulty: 'hard', mechanics: ['keys'] } as const;
    const needs = [1, 2, 3, 4, 5, 6].map(
      (n) => generateLevel({ ...keys, seed: String(n) }).difficulty.needsWaypoint,
    );
    expect(needs.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(titleOf(['#C.E#'], 'any')).not.toMatch(/Muddy|Grassy|Soggy|Locked|Leaky/);
    for (let n = 0; n < 20; n++)
      expect(titleOf(['#CmE#'], String(n))).not.toMatch(/Grassy|Soggy|Locked|Leaky/);
  });

  it('places the pieces asked for, the mechanics, terrain and a tight energy budget', () => {
    const made = generateLevel({
      width: 16,
      height: 12,
      bones: 3,
      dogs: 2,
      mechanics: ['keys', 'pipes', 'patrols'],
      costs: true,
      energy: true,
      difficulty: 'hard',
      seed: 'everything',
    });
    const level = levelOfDrawing(made.drawing);
    expect(piecesOf(level, 'bone')).toHaveLength(3);
    expect(piecesOf(level, 'dog')).toHaveLength(2);
    expect(piecesOf(level, 'dog').filter((d) => d.route !== null)).toHaveLength(1);
    expect(piecesOf(level, 'key').length).toBe(piecesOf(level, 'door').length);
    expect(piecesOf(level, 'key').length).toBeGreaterThan(0);
    expect(piecesOf(level, 'pipe')).toHaveLength(2);
    // Slow ground of every kind the intro names.
    for (const terrain of ['g', 'm', 'w']) expect(made.drawing.rows.join('')).toContain(terrain);
    // Hard: not a move to spare.
    expect(made.drawing.energy).toBe(made.par);
    expect(solveLevel(level).par).toBe(made.par);
  });

  it('refuses options it cannot honour, saying which and what it takes', () => {
    const base = { width: 16, height: 12, seed: '1' };
    expect(() => generateLevel({ ...base, width: 3 })).toThrow(
      'the width must be a whole number from 7 to 40, not 3',
    );
    expect(() => generateLevel({ ...base, dogs: 200 })).toThrow('dogs must be a whole number from 0 to');
    expect(() => generateLevel({ ...base, mechanics: ['lasers' as 'keys'] })).toThrow(
      'unknown mechanic "lasers" (one of keys, pipes, patrols)',
    );
    expect(() => generateLevel({ ...base, dogs: 0, mechanics: ['patrols'] })).toThrow(
      'patrols need at least one dog',
    );
  });

  it('says so when no level of the band turns up', () => {
    // Nothing to bribe and nothing to pick: no level without pieces beats naive play.
    expect(() =>
      generateLevel({ width: 9, height: 9, bones: 0, dogs: 0, difficulty: 'hard', seed: '1', maxTries: 30 }),
    ).toThrow(GenerateError);
  });
});
