import { describe, expect, it } from 'vitest';
import type { TraceBreakdown } from './browser/trace';
import {
  breakdownTable,
  median,
  phaseSpans,
  verdict,
  type WaitKey,
  type WaitSample,
  waitTable,
} from './startTable';

const TRACE: TraceBreakdown = {
  longestTaskMs: 150,
  longestTaskAtMs: 10,
  mainBusyMs: 500,
  scriptMs: 100,
  gpuWaitMs: 50,
  gpuBusyMs: 300,
};
const PHASES = { rendererMs: 0, levelLoadMs: 0, boardSetupMs: 0, solverMs: 0, firstFrameMs: 0 };
const sample = (key: WaitKey, rate: number, waitMs: number, longestTaskMs = 150): WaitSample => ({
  key,
  rate,
  waitMs,
  trace: { ...TRACE, longestTaskMs },
  phases: PHASES,
});

describe('bench:start tables', () => {
  it('takes the median of the runs (the lower middle of an even count)', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });

  it('clips each phase to the wait and counts measures at once only once', () => {
    const spans = phaseSpans(
      [
        { name: 'maze-cat:renderer', startTime: 50, duration: 100 },
        { name: 'maze-cat:job:generateLevel', startTime: 120, duration: 30 },
        { name: 'maze-cat:job:solveMap', startTime: 300, duration: 500 },
        { name: 'maze-cat:job:generateLevel', startTime: 310, duration: 20 },
        { name: 'other', startTime: 100, duration: 10 },
      ],
      100,
      400,
    );
    expect(spans).toEqual({
      rendererMs: 50,
      levelLoadMs: 0,
      boardSetupMs: 0,
      solverMs: 130,
      firstFrameMs: 0,
    });
  });

  it('says met, or by how much a figure misses its limit', () => {
    expect(verdict(900, 1000)).toBe('met');
    expect(verdict(1250, 1000)).toBe('**missed by 250 ms (25 %)**');
    expect(verdict(Number.NaN, 1000)).toBe('not measured');
  });

  it('prints each wait against its target and the floor, and the longest task of all runs', () => {
    const samples = [
      ...[800, 900, 1000].map((ms) => sample('floor', 4, ms)),
      ...[1100, 1200, 1300].map((ms) => sample('play', 4, ms)),
      ...[500, 600, 700].map((ms) => sample('title', 4, ms, 250)),
      sample('title', 1, 300),
    ];
    const lines = waitTable(samples, [1, 4]);
    expect(lines[0]).toContain('| 1x CPU, ms: median (range) | 4x CPU, ms: median (range) |');
    // The waits not measured in the run (`--only`) have no row.
    expect(lines.some((l) => l.includes('daily puzzle'))).toBe(false);
    expect(lines.find((l) => l.includes('navigation to a title'))).toBe(
      '| navigation to a title that answers | 300 (300-300) | 600 (500-700) | 0.67x | <= 1,000 ms | met |',
    );
    // 1,200 ms against 1,000 ms, and 1.33x of the floor's 900 ms (within 1.5x).
    expect(lines.find((l) => l.includes('Play tapped'))).toBe(
      '| Play tapped to level 01 playable | - | 1,200 (1,100-1,300) | 1.33x | <= 1,000 ms; <= 1.5x floor | **missed by 200 ms (20 %)**; met |',
    );
    expect(lines.at(-1)).toContain('**missed by 50 ms (25 %)** (longest 250 ms)');
    const noFloor = waitTable(
      samples.filter((s) => s.key !== 'floor'),
      [4],
    );
    expect(noFloor.find((l) => l.includes('Play tapped'))).toContain(
      '| - | <= 1,000 ms; <= 1.5x floor | **missed by 200 ms (20 %)**; not measured against the floor |',
    );
    const rows = breakdownTable(samples, [1, 4]);
    expect(rows.find((l) => l.startsWith('| play | 4x'))).toBe(
      '| play | 4x | 1,200 | 150 (+10) | 500 | 100 | 50 | 0 | 0 | 0 | 0 | 0 | 300 |',
    );
  });
});
