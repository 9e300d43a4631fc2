/**
 * Reading a Chrome trace (the JSON Playwright's `browser.stopTracing` returns) for the browser
 * benches: the page's main thread and the GPU process's, the tasks run between two moments, and
 * how much of that time went to script evaluation or to waiting on the GPU process. Pure: events
 * in, figures out (bench:start, bench/profileOpen.ts).
 */

/** One trace event, as far as the benches read it (times in microseconds). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      /** A user-timing mark's time on the page's clock (performance.now, ms). */
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** A node of V8's CPU profile in a trace's ProfileChunk events. */
export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** A thread of the trace. */
export interface TraceThread {
  readonly pid: number;
  readonly tid: number;
}

/** A stretch of the trace's clock, in microseconds. */
export interface TraceWindow {
  readonly start: number;
  readonly end: number;
}

/**
 * The thread that made the user-timing mark `name` (the page's main thread, for a mark the page
 * made), and the offset from the page's clock to the trace's: trace µs = offset + page ms * 1000.
 */
export function markedThread(events: readonly TraceEvent[], name: string): TraceThread & { offset: number } {
  const mark = events.find((e) => e.name === name && e.args?.data?.startTime !== undefined);
  if (!mark) throw new Error(`the trace has no user-timing mark "${name}" (category blink.user_timing)`);
  return { pid: mark.pid, tid: mark.tid, offset: mark.ts - (mark.args?.data?.startTime ?? 0) * 1000 };
}

/** The GPU process's main thread (where software WebGL runs), or null. */
export function gpuMainThread(events: readonly TraceEvent[]): TraceThread | null {
  const named = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrGpuMain');
  return named ? { pid: named.pid, tid: named.tid } : null;
}

/** Complete events (`ph` X) of `thread` that overlap `window` and that `keep` keeps. */
export function eventsIn(
  events: readonly TraceEvent[],
  thread: TraceThread,
  window: TraceWindow,
  keep: (e: TraceEvent) => boolean,
): TraceEvent[] {
  return events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      e.ts < window.end &&
      e.ts + (e.dur ?? 0) > window.start &&
      keep(e),
  );
}

/** The length of the union of `spans` ([start, end] pairs, any unit): overlaps count once. */
export function unionLength(spans: readonly (readonly [number, number])[]): number {
  const sorted = spans.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let from = Number.NEGATIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const [a, b] of sorted) {
    if (a > to) {
      if (to > from) total += to - from;
      from = a;
      to = b;
    } else to = Math.max(to, b);
  }
  if (to > from) total += to - from;
  return total;
}

/** The time covered by `events` inside `window` (overlaps counted once), in ms. */
export function coveredMs(events: readonly TraceEvent[], window: TraceWindow): number {
  return (
    unionLength(
      events.map((e) => [Math.max(window.start, e.ts), Math.min(window.end, e.ts + (e.dur ?? 0))] as const),
    ) / 1000
  );
}

/** A task of the main thread's scheduler (what "a long task" means: one turn of its event loop). */
const isTask = (e: TraceEvent) => e.name === 'RunTask';

/** Compiling and running the page's scripts and modules (devtools.timeline, v8.execute). */
const SCRIPT_EVALUATION = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'CompileScript',
]);

/**
 * The main thread blocked on the GPU process (category gpu): making a WebGL context
 * (CommandBufferProxyImpl::Initialize), and each GL call that waits for an answer (a shader's
 * link status, a string, a finish).
 */
const isGpuWait = (e: TraceEvent) => (e.cat ?? '').split(',').includes('gpu');

/** What a trace says of one wait, from its start to its end on the trace's clock; ms. */
export interface TraceBreakdown {
  /** The longest main-thread task that overlaps the wait (its whole length). */
  readonly longestTaskMs: number;
  /** When that task started, ms after the wait's start (negative: before it). */
  readonly longestTaskAtMs: number;
  /** Main-thread time inside tasks. */
  readonly mainBusyMs: number;
  /** Main-thread time compiling and evaluating scripts and modules. */
  readonly scriptMs: number;
  /** Main-thread time blocked on the GPU process. */
  readonly gpuWaitMs: number;
  /** The GPU process's main thread's time inside tasks (software WebGL runs there). */
  readonly gpuBusyMs: number;
}

/** The figures of `TraceBreakdown` for the page's main thread `main` over `window`. */
export function breakdown(
  events: readonly TraceEvent[],
  main: TraceThread,
  window: TraceWindow,
): TraceBreakdown {
  const tasks = eventsIn(events, main, window, isTask);
  const longest = tasks.reduce<TraceEvent | null>(
    (a, e) => (a && (a.dur ?? 0) >= (e.dur ?? 0) ? a : e),
    null,
  );
  const gpu = gpuMainThread(events);
  return {
    longestTaskMs: (longest?.dur ?? 0) / 1000,
    longestTaskAtMs: longest ? (longest.ts - window.start) / 1000 : 0,
    mainBusyMs: coveredMs(tasks, window),
    scriptMs: coveredMs(
      eventsIn(events, main, window, (e) => SCRIPT_EVALUATION.has(e.name)),
      window,
    ),
    gpuWaitMs: coveredMs(eventsIn(events, main, window, isGpuWait), window),
    gpuBusyMs: gpu ? coveredMs(eventsIn(events, gpu, window, isTask), window) : 0,
  };
}
