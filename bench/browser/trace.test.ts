import { describe, expect, it } from 'vitest';
import { breakdown, coveredMs, markedThread, type TraceEvent } from './trace';

const MAIN = { pid: 1, tid: 1 };
const GPU = { pid: 2, tid: 2 };
const x = (name: string, ts: number, dur: number, thread = MAIN, cat = 'devtools.timeline'): TraceEvent => ({
  name,
  cat,
  ph: 'X',
  ts,
  dur,
  ...thread,
});

/** A small trace: the page's mark, three tasks (one mostly before the window), script, GPU waits. */
const EVENTS: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 2, args: { name: 'CrGpuMain' } },
  { name: 'bench:playable', ph: 'I', ts: 1_000_000, ...MAIN, args: { data: { startTime: 900 } } },
  x('RunTask', 90_000, 30_000),
  x('RunTask', 150_000, 250_000),
  x('v8.evaluateModule', 160_000, 100_000, MAIN, 'v8,devtools.timeline'),
  x('v8.compileModule', 200_000, 100_000, MAIN, 'v8,devtools.timeline'),
  x('CommandBufferProxyImpl::Initialize', 300_000, 50_000, MAIN, 'gpu'),
  x('RunTask', 600_000, 50_000),
  x('RunTask', 280_000, 100_000, GPU),
];

describe('trace breakdown', () => {
  it('maps the page clock to the trace clock through a mark on the page thread', () => {
    expect(markedThread(EVENTS, 'bench:playable')).toEqual({ pid: 1, tid: 1, offset: 100_000 });
    expect(() => markedThread(EVENTS, 'bench:none')).toThrow(/no user-timing mark "bench:none"/);
  });

  it('counts overlapping events once, clipped to the window', () => {
    const events = [x('a', 0, 100_000), x('b', 50_000, 100_000), x('c', 300_000, 10_000)];
    expect(coveredMs(events, { start: 20_000, end: 305_000 })).toBe(135);
    expect(coveredMs([], { start: 0, end: 1 })).toBe(0);
  });

  it('reads the longest task, busy time, script, GPU waits and the GPU process in the window', () => {
    const b = breakdown(EVENTS, MAIN, { start: 100_000, end: 1_000_000 });
    expect(b).toEqual({
      longestTaskMs: 250,
      longestTaskAtMs: 50,
      // 20 ms of the first task (the rest is before the window), 250 and 50.
      mainBusyMs: 320,
      // Module evaluation and compilation overlap from 200 to 260 ms: 140 ms in all.
      scriptMs: 140,
      gpuWaitMs: 50,
      gpuBusyMs: 100,
    });
  });
});
