import { describe, expect, it } from 'vitest';
import type { LevelSolution } from '../../solver/solveLevel';
import { JobWorker } from '../workers/JobWorker';
import { JOBS } from '../workers/jobs';
import { designerSummary, solveForDesigner } from './designerInfo';

function solution(over: Partial<LevelSolution>): LevelSolution {
  return {
    verdict: 'solvable',
    par: 6,
    taps: [{ x: 1, y: 1 }],
    path: [],
    reason: null,
    warnings: [],
    states: 1,
    ...over,
  };
}

describe('designerSummary', () => {
  it('states par, verdict and taps', () => {
    const s = designerSummary(
      solution({
        taps: [
          { x: 1, y: 1 },
          { x: 2, y: 2 },
        ],
      }),
      6,
    );
    expect(s.headline).toBe('Par 6 · solvable · 2 taps');
    expect(s.parNote).toBeNull();
  });
  it('says the energy a win at par leaves of the budget, and nothing without one', () => {
    expect(designerSummary(solution({ par: 7.4142 }), 7, 10).headline).toBe(
      'Par 7.41 · solvable · 1 tap · energy left at par: 2.59 of 10',
    );
    expect(designerSummary(solution({}), 6, null).headline).toBe('Par 6 · solvable · 1 tap');
  });
  it('notes a missing or stale par in the map', () => {
    expect(designerSummary(solution({}), null).parNote).toBe('The map sets no par; add par = 6.');
    expect(designerSummary(solution({ par: 7.4142 }), 7).parNote).toBe(
      'The map says par 7; the solver finds 7.41.',
    );
  });
  it('takes a par the map writes rounded (14.2 for 14.2426) as agreeing, as maze-cat check does', () => {
    expect(designerSummary(solution({ par: 10 + 3 * Math.SQRT2 }), 14.2).parNote).toBeNull();
    expect(designerSummary(solution({ par: 10 + 3 * Math.SQRT2 }), 14.24).parNote).toBeNull();
    expect(designerSummary(solution({ par: 10 + 3 * Math.SQRT2 }), 14.3).parNote).toBe(
      'The map says par 14.3; the solver finds 14.24.',
    );
  });
  it('gives the reason for an unsolvable or undecided level, with the warnings', () => {
    const s = designerSummary(
      solution({
        verdict: 'unsolvable',
        par: null,
        taps: [],
        reason: 'the exit is walled off',
        warnings: ['w'],
      }),
      5,
    );
    expect(s.headline).toBe('Unsolvable: the exit is walled off');
    expect(s.warnings).toEqual(['w']);
    expect(designerSummary(solution({ verdict: 'unknown', par: null, reason: null }), null).headline).toBe(
      'Not decided',
    );
  });
});

/** A 4 x 1 level: the cat at the left end, the exit at the right. */
const LEVEL_JSON = JSON.stringify({
  type: 'map',
  orientation: 'orthogonal',
  width: 4,
  height: 1,
  tilewidth: 8,
  tileheight: 8,
  tilesets: [
    { firstgid: 1, name: 't', tilewidth: 8, tileheight: 8, tilecount: 1, columns: 1, image: 't.png' },
  ],
  layers: [
    { type: 'tilelayer', name: 'g', width: 4, height: 1, data: [1, 1, 1, 1] },
    {
      type: 'objectgroup',
      name: 'pieces',
      objects: [
        { id: 1, class: 'Cat', x: 4, y: 4, point: true },
        { id: 2, class: 'Exit', x: 28, y: 4, point: true },
      ],
    },
  ],
});

describe('solveForDesigner', () => {
  it('solves a level once, as a job (here on the page: no worker in Node)', async () => {
    const jobs = new JobWorker(
      () => null,
      async () => JOBS,
    );
    const level = await jobs.run('loadLevel', { file: 'l.tmj' }, { readFile: async () => LEVEL_JSON });
    const first = solveForDesigner(level, jobs);
    expect(solveForDesigner(level, jobs)).toBe(first);
    const result = await first;
    expect(result.verdict).toBe('solvable');
    expect(result.par).toBe(3);
  });

  it('a cancelled solve is forgotten, so the level is solved again next time', async () => {
    const jobs = new JobWorker(
      () => null,
      async () => JOBS,
    );
    const level = await jobs.run('loadLevel', { file: 'l.tmj' }, { readFile: async () => LEVEL_JSON });
    const left = new AbortController();
    const cancelled = solveForDesigner(level, jobs, left.signal);
    left.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    const again = solveForDesigner(level, jobs);
    expect(again).not.toBe(cancelled);
    expect((await again).par).toBe(3);
  });
});
