import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIAGONAL, ORTHOGONAL } from '../grid';
import { LETTERS } from '../level/kinds/table';
import { levelFromRows } from '../level/levelFromRows';
import type { Level } from '../level/types';
import { orthogonalShape } from '../tiled/gridShape';
import { measureDifficulty } from './difficulty/measure';
import { solveLevel } from './solveLevel';
import { randomLevel } from './testLevels';

/**
 * A staggered map and an isometric one tile the plane with the same diamonds, indexed otherwise:
 * diamond (i, j) of an isometric map is cell (x, y) of a staggered one (axis y, odd rows shifted)
 * with y = i + j and 2x + (y odd) = i - j + c. The edge steps of the one are the orthogonal steps
 * of the other, the corner steps its diagonal ones. So a level and its copy re-indexed are one
 * graph, and the solver, which sees only the graph, must find the same par, the same number of
 * optimal solutions, pieces met and walks within par on both. (Not the naive and random players'
 * odds: of two equally cheap paths the path finder takes the first its search order meets, and
 * only one of them may pass a bone.)
 */
function restaggered(level: Level): Level {
  const { width: w, height: h } = level;
  const c = (h - 1) % 2 === 0 ? h - 1 : h;
  const cellOf = (i: number, j: number): [number, number] => {
    const y = i + j;
    return [(i - j + c - (y & 1)) / 2, y];
  };
  const [sw, sh] = [Math.floor((w - 1 + c) / 2) + 1, w + h - 1];
  const rows = Array.from({ length: sh }, () => Array.from({ length: sw }, () => '#'));
  const letterOf = new Map(
    [...LETTERS].map(([letter, { kind, colour }]) => [`${kind}/${colour ?? ''}`, letter]),
  );
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      if (level.grid.isWall(i, j)) continue;
      const [x, y] = cellOf(i, j);
      rows[y][x] = String(level.grid.cost(i, j)).replace('1', '.');
    }
  for (const p of level.pieces) {
    const [x, y] = cellOf(p.x, p.y);
    rows[y][x] = letterOf.get(`${p.kind}/${p.colour ?? ''}`) as string;
  }
  return levelFromRows(
    rows.map((r) => r.join('')),
    {
      rule: level.rule,
      energy: level.energy,
      shape: { ...orthogonalShape(32, 16), orientation: 'staggered' },
    },
  );
}

const SEED = 47;

describe(`an isometric level re-indexed as a staggered one is solved and measured alike (fast-check seed ${SEED})`, () => {
  it('the same par, optimal solutions, pieces met and walks within par, with and without corner steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom('plain', 'doors'),
        (seed, extras) => {
          const level = randomLevel(seed, extras);
          if (level.rule !== ORTHOGONAL && level.rule !== DIAGONAL) return;
          const staggered = restaggered(level);
          expect(staggered.rule.kind).toBe(level.rule === ORTHOGONAL ? 'staggered' : 'staggered-diagonal');
          const a = solveLevel(level);
          const b = solveLevel(staggered);
          expect(b.verdict).toBe(a.verdict);
          if (a.par === null || b.par === null) return;
          expect(b.par).toBeCloseTo(a.par, 9);
          const da = measureDifficulty(level, a.par);
          const db = measureDifficulty(staggered, b.par);
          expect(db?.solutions).toBe(da?.solutions);
          expect(db?.piecesMet).toBe(da?.piecesMet);
          expect(db?.states).toBe(da?.states);
        },
      ),
      { seed: SEED, numRuns: 40 },
    );
  });
});
