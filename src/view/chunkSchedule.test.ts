import { describe, expect, it } from 'vitest';
import type { ChunkRect } from './chunkRange';
import { type ChunkScheduleInput, ringRect, scheduleChunks } from './chunkSchedule';

const key = (cx: number, cy: number): string => `${cx},${cy}`;

/** A scheduler input on a 16 x 16-chunk layer with a 2 x 2 view at (5..6, 5..6). */
function input(overrides: Partial<ChunkScheduleInput> & { built?: Iterable<string> }): ChunkScheduleInput {
  const built = new Set(overrides.built ?? []);
  return {
    visible: { x0: 5, y0: 5, x1: 6, y1: 6 },
    ring: 1,
    chunksX: 16,
    chunksY: 16,
    budget: 1,
    isBuilt: (cx, cy) => built.has(key(cx, cy)),
    directionX: 0,
    directionY: 0,
    ...overrides,
  };
}

function allIn(rect: ChunkRect): string[] {
  const out: string[] = [];
  for (let cy = rect.y0; cy <= rect.y1; cy++)
    for (let cx = rect.x0; cx <= rect.x1; cx++) out.push(key(cx, cy));
  return out;
}

const VIEW_BUILT = allIn({ x0: 5, y0: 5, x1: 6, y1: 6 });

describe('scheduleChunks', () => {
  it('builds every missing visible chunk at once, whatever the budget, and nothing ahead then', () => {
    const s = scheduleChunks(input({ budget: 1 }));
    expect(s.now.map((c) => key(c.cx, c.cy))).toEqual(['5,5', '6,5', '5,6', '6,6']);
    expect(s.ahead).toEqual([]);
  });

  it('spends what the visible builds leave of the budget on the ring', () => {
    const s = scheduleChunks(input({ budget: 3, built: ['5,5', '6,5', '5,6'] }));
    expect(s.now).toEqual([{ cx: 6, cy: 6 }]);
    expect(s.ahead).toHaveLength(2);
  });

  it('builds no more than the budget ahead of the view', () => {
    for (const budget of [0, 1, 2]) {
      const s = scheduleChunks(input({ budget, built: VIEW_BUILT }));
      expect(s.now).toEqual([]);
      expect(s.ahead).toHaveLength(budget);
    }
  });

  it('builds first the chunks the camera is heading for', () => {
    const right = scheduleChunks(input({ budget: 2, built: VIEW_BUILT, directionX: 5, directionY: 0 }));
    expect(right.ahead.map((c) => key(c.cx, c.cy))).toEqual(['7,5', '7,6']);
    const upLeft = scheduleChunks(input({ budget: 1, built: VIEW_BUILT, directionX: -1, directionY: -1 }));
    expect(upLeft.ahead).toEqual([{ cx: 4, cy: 4 }]);
    const down = scheduleChunks(input({ budget: 2, built: VIEW_BUILT, directionX: 0, directionY: 0.2 }));
    expect(down.ahead.map((c) => key(c.cx, c.cy))).toEqual(['5,7', '6,7']);
  });

  it('builds the nearest chunks first when the camera stands still', () => {
    const s = scheduleChunks(input({ budget: 12, built: VIEW_BUILT }));
    // Edge neighbours (distance 1.58 from the view's centre) before the corners (2.12).
    const keys = s.ahead.map((c) => key(c.cx, c.cy));
    expect(keys.slice(0, 8).sort()).toEqual(['4,5', '4,6', '5,4', '5,7', '6,4', '6,7', '7,5', '7,6']);
    expect(keys.slice(8).sort()).toEqual(['4,4', '4,7', '7,4', '7,7']);
  });

  it('skips chunks already built and, once the ring is built, builds nothing', () => {
    const ring = allIn(ringRect({ x0: 5, y0: 5, x1: 6, y1: 6 }, 1, 16, 16));
    const partly = scheduleChunks(input({ budget: 16, built: ring.filter((k) => k !== '7,7') }));
    expect(partly.ahead).toEqual([{ cx: 7, cy: 7 }]);
    const full = scheduleChunks(input({ budget: 16, built: ring }));
    expect(full).toEqual({ now: [], ahead: [] });
  });

  it('keeps the ring inside the layer at its edges', () => {
    const s = scheduleChunks(
      input({
        visible: { x0: 0, y0: 0, x1: 1, y1: 0 },
        chunksX: 2,
        chunksY: 2,
        budget: 9,
        built: ['0,0', '1,0'],
      }),
    );
    expect(s.ahead.map((c) => key(c.cx, c.cy)).sort()).toEqual(['0,1', '1,1']);
  });

  it('builds the inner ring before a wider one', () => {
    const s = scheduleChunks(input({ ring: 2, budget: 100, built: VIEW_BUILT, directionX: 1 }));
    expect(s.ahead).toHaveLength(36 - 4);
    const gaps = s.ahead.map((c) => Math.max(5 - c.cx, c.cx - 6, 5 - c.cy, c.cy - 6));
    expect(gaps.slice(0, 12).every((g) => g === 1)).toBe(true);
    expect(gaps.slice(12).every((g) => g === 2)).toBe(true);
  });

  it('does nothing for an empty view or a zero ring', () => {
    expect(scheduleChunks(input({ visible: { x0: 0, y0: 0, x1: -1, y1: -1 }, budget: 5 }))).toEqual({
      now: [],
      ahead: [],
    });
    expect(scheduleChunks(input({ ring: 0, budget: 5, built: VIEW_BUILT })).ahead).toEqual([]);
  });
});

describe('ringRect', () => {
  it('widens the view by the ring and clamps it to the layer', () => {
    expect(ringRect({ x0: 5, y0: 5, x1: 6, y1: 6 }, 1, 16, 16)).toEqual({ x0: 4, y0: 4, x1: 7, y1: 7 });
    expect(ringRect({ x0: 0, y0: 14, x1: 1, y1: 15 }, 2, 16, 16)).toEqual({ x0: 0, y0: 12, x1: 3, y1: 15 });
  });
});
