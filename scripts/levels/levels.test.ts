import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Level, loadLevel } from '../../src/level';
import { solveLevel } from '../../src/solver';
import { measureDifficulty } from '../../src/solver/difficulty';
import { campaignProblems, type MeasuredLevel } from './campaignRules';
import { difficultyTable, withTable } from './difficultyTable';
import { DRAWINGS } from './drawings';

const LEVELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels');
const files = readdirSync(LEVELS)
  .filter((name) => name.endsWith('.tmj'))
  .sort();
const read = async (path: string) => readFileSync(path, 'utf8');
const load = (name: string): Promise<Level> => loadLevel(resolve(LEVELS, name), read);

describe('the shipped levels', () => {
  it('are the drawings, at least thirty, in chapter order, three of them large enough to need the camera', async () => {
    expect(files).toEqual(DRAWINGS.map((d) => `${d.id}.tmj`));
    expect(files.length).toBeGreaterThanOrEqual(30);
    const sizes = await Promise.all(files.map(async (name) => (await load(name)).width));
    expect(sizes.filter((width) => width >= 48).length).toBeGreaterThanOrEqual(3);
  });

  it('teach each mechanic in a chapter: keys and doors, pipes, patrolling dogs, diagonal and knight moves', async () => {
    const levels = await Promise.all(files.map(load));
    const having = (test: (level: Level) => boolean) => levels.filter(test).length;
    expect(having((l) => l.pieces.some((p) => p.kind === 'door'))).toBeGreaterThanOrEqual(2);
    expect(having((l) => l.pieces.some((p) => p.kind === 'pipe'))).toBeGreaterThanOrEqual(2);
    expect(having((l) => l.pieces.some((p) => p.route !== null))).toBeGreaterThanOrEqual(2);
    expect(new Set(levels.map((l) => l.chapter)).size).toBeGreaterThanOrEqual(11);
  });

  it('have intros that differ, each one or two sentences', async () => {
    const intros = (await Promise.all(files.map(load))).map((l) => l.intro);
    expect(new Set(intros).size).toBe(intros.length);
    for (const intro of intros)
      expect(intro.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(2);
  });

  const measured: MeasuredLevel[] = [];
  files.forEach((name) => {
    it(`${name}: has a title, an intro, a chapter and the par the solver finds`, async () => {
      const level = await load(name);
      expect(level.title).not.toBe('');
      expect(level.intro).not.toBe('');
      const solution = solveLevel(level);
      expect(solution.verdict).toBe('solvable');
      expect(level.par).toBe(solution.par);
      const difficulty = measureDifficulty(level, solution.par ?? 0);
      expect(difficulty).not.toBeNull();
      measured.push({
        id: name,
        chapter: level.chapter,
        tutorial: level.tutorial,
        beatsNaive: difficulty?.beatsNaive ?? false,
        score: difficulty?.score ?? 0,
      });
    });
  });

  it('keep the campaign rules: tutorials first in their chapter, the rest beat naive play, scores rise', () => {
    expect(measured.map((m) => m.id)).toEqual(files);
    expect(campaignProblems(measured)).toEqual([]);
  });

  it('docs/levels.md shows their difficulty as the solver measures it now (npm run levels:table)', async () => {
    const doc = readFileSync(resolve(LEVELS, '../docs/levels.md'), 'utf8');
    expect(doc).toBe(withTable(doc, await difficultyTable()));
  });
});

describe('the campaign rules', () => {
  const level = (id: string, chapter: string, score: number, more: Partial<MeasuredLevel> = {}) => ({
    id,
    chapter,
    tutorial: false,
    beatsNaive: true,
    score,
    ...more,
  });

  it('hold for a tutorial first, then levels that beat naive play with rising scores', () => {
    expect(
      campaignProblems([
        level('a', 'One', 20, { tutorial: true, beatsNaive: false }),
        level('b', 'One', 60),
        level('c', 'Two', 50),
        level('d', 'Two', 70),
      ]),
    ).toEqual([]);
  });

  it('name a late tutorial, a level naive play wins, a falling score and a split chapter', () => {
    expect(
      campaignProblems([
        level('a', 'One', 40),
        level('b', 'One', 30, { tutorial: true, beatsNaive: false }),
        level('c', 'Two', 50, { beatsNaive: false }),
        level('d', 'One', 90),
        level('e', '', 10),
      ]),
    ).toEqual([
      "b: only a chapter's first level may be a tutorial",
      'b: scores 30, not above a (40) before it',
      'c: naive play wins it at par',
      'd: chapter "One" is split (its levels must come together)',
      'e: names no chapter',
    ]);
  });
});
