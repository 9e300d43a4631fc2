/**
 * bench:start's figures and tables (bench/start.ts measures): each wait's runs at each CPU rate,
 * their medians, the ratio to the bare pixi floor, the targets of issue #49 and the margin of each
 * miss, and the breakdown of each wait. Pure: samples in, Markdown lines out.
 */
import { quantile } from './browser/harness';
import { type TraceBreakdown, unionLength } from './browser/trace';

/** The waits a phone player feels, and the floor they are set against. */
export type WaitKey = 'title' | 'play' | 'address' | 'maze' | 'daily' | 'floor';

/** Where a wait's time went on the page's own timeline (its `maze-cat:*` measures), ms. */
export interface PhaseSpans {
  /** The board's WebGL context, pixi's renderer and its shaders (`maze-cat:renderer`). */
  readonly rendererMs: number;
  /** Reading, parsing and building the level in the job worker (`maze-cat:job:loadLevel`). */
  readonly levelLoadMs: number;
  /** The sim and the view made on the page (`maze-cat:board-setup`). */
  readonly boardSetupMs: number;
  /** The generator and the solver in the job worker (`maze-cat:job:generateLevel`, `solveMap`). */
  readonly solverMs: number;
  /** From the level shown to its first frame drawn (`maze-cat:first-frame`). */
  readonly firstFrameMs: number;
}

/** One run of one wait. */
export interface WaitSample {
  readonly key: WaitKey;
  /** The CPU's slow-down (1 = this machine's full speed). */
  readonly rate: number;
  readonly waitMs: number;
  readonly trace: TraceBreakdown;
  readonly phases: PhaseSpans;
}

/** A measure on the page's timeline, as `performance.getEntriesByType('measure')` has it. */
export interface PageMeasure {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
}

/**
 * The time each phase's measures cover between `from` and `to` (page ms), clipped to them; two
 * measures of a phase at once (the modes' two generations) count once.
 */
export function phaseSpans(measures: readonly PageMeasure[], from: number, to: number): PhaseSpans {
  const within = (...names: string[]) =>
    unionLength(
      measures
        .filter((m) => names.includes(m.name))
        .map((m) => [Math.max(from, m.startTime), Math.min(to, m.startTime + m.duration)] as const),
    );
  return {
    rendererMs: within('maze-cat:renderer'),
    levelLoadMs: within('maze-cat:job:loadLevel'),
    boardSetupMs: within('maze-cat:board-setup'),
    solverMs: within('maze-cat:job:generateLevel', 'maze-cat:job:solveMap'),
    firstFrameMs: within('maze-cat:first-frame'),
  };
}

/** Each wait, in the order of the issue's table, with its words and its target at 4x CPU. */
export const WAITS: readonly {
  readonly key: WaitKey;
  readonly words: string;
  /** The most it may take at 4x CPU, ms (null: no target of its own). */
  readonly targetMs: number | null;
  /** Whether it starts pixi, so that the floor is a part of it (the 1.5x-of-the-floor target). */
  readonly startsPixi: boolean;
}[] = [
  { key: 'title', words: 'navigation to a title that answers', targetMs: 1000, startsPixi: false },
  { key: 'play', words: 'Play tapped to level 01 playable', targetMs: 1000, startsPixi: true },
  { key: 'address', words: 'a level opened by its address, to playable', targetMs: 1500, startsPixi: true },
  { key: 'maze', words: 'the 65 x 65 maze by its address, to playable', targetMs: 1500, startsPixi: true },
  { key: 'daily', words: 'the daily puzzle tapped, to playable', targetMs: 1500, startsPixi: true },
  {
    key: 'floor',
    words: 'floor: bare pixi page, navigation to first frame',
    targetMs: null,
    startsPixi: false,
  },
];

/** The longest main-thread task allowed in any wait, ms. */
export const LONGEST_TASK_TARGET_MS = 200;
/** How far above the floor a wait that starts pixi may be. */
export const FLOOR_RATIO_TARGET = 1.5;
/** The CPU rate the targets are set at. */
export const TARGET_RATE = 4;

/** The median of `values` (nearest rank, the lower of two middles), NaN when empty. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

const of = (samples: readonly WaitSample[], key: WaitKey, rate: number) =>
  samples.filter((s) => s.key === key && s.rate === rate);

const ms = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '-');

/** "1,234 (1,100-1,400)": the median and the range of the runs, ms. */
function spread(values: readonly number[]): string {
  if (values.length === 0) return '-';
  return `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
}

/** "met" or the margin of a miss: how far over the limit, in ms and per cent. */
export function verdict(value: number, limit: number): string {
  if (!Number.isFinite(value)) return 'not measured';
  if (value <= limit) return 'met';
  return `**missed by ${ms(value - limit)} ms (${Math.round((100 * (value - limit)) / limit)} %)**`;
}

/**
 * The main table: each wait's median at each rate (with the runs' range), its ratio to the floor
 * at the target rate, and the targets with the margin of each miss; then the longest task.
 */
export function waitTable(samples: readonly WaitSample[], rates: readonly number[]): string[] {
  const lines = [
    `| wait | ${rates.map((r) => `${r}x CPU, ms: median (range)`).join(' | ')} | ${TARGET_RATE}x / floor | target at ${TARGET_RATE}x | met, or the margin of the miss |`,
    `| --- | ${rates.map(() => '---:').join(' | ')} | ---: | --- | --- |`,
  ];
  const floor = median(of(samples, 'floor', TARGET_RATE).map((s) => s.waitMs));
  // Only the waits this run measured (`--only`).
  for (const wait of WAITS.filter((w) => samples.some((s) => s.key === w.key))) {
    const at = (rate: number) => of(samples, wait.key, rate).map((s) => s.waitMs);
    const value = median(at(TARGET_RATE));
    const ratio = value / floor;
    const targets: string[] = [];
    const verdicts: string[] = [];
    if (wait.targetMs !== null) {
      targets.push(`<= ${ms(wait.targetMs)} ms`);
      verdicts.push(verdict(value, wait.targetMs));
    }
    if (wait.startsPixi) {
      targets.push(`<= ${FLOOR_RATIO_TARGET}x floor`);
      const limit = FLOOR_RATIO_TARGET * floor;
      if (!Number.isFinite(ratio)) verdicts.push('not measured against the floor');
      else verdicts.push(value <= limit ? 'met' : `**${ratio.toFixed(2)}x: ${ms(value - limit)} ms over**`);
    }
    const ratioCell = wait.key === 'floor' || !Number.isFinite(ratio) ? '-' : `${ratio.toFixed(2)}x`;
    lines.push(
      `| ${wait.words} | ${rates.map((r) => spread(at(r))).join(' | ')} | ${ratioCell} | ${targets.join('; ') || '-'} | ${verdicts.join('; ') || '-'} |`,
    );
  }
  const longest = (rate: number) =>
    samples.filter((s) => s.rate === rate && s.key !== 'floor').map((s) => s.trace.longestTaskMs);
  const worst = Math.max(...longest(TARGET_RATE));
  lines.push(
    `| longest main-thread task in any of these (all runs) | ${rates.map((r) => spread(longest(r))).join(' | ')} | - | <= ${LONGEST_TASK_TARGET_MS} ms in every run | ${verdict(worst, LONGEST_TASK_TARGET_MS)} (longest ${ms(worst)} ms) |`,
  );
  return lines;
}

/** The breakdown table: per wait and rate, the medians over the runs of each column. */
export function breakdownTable(samples: readonly WaitSample[], rates: readonly number[]): string[] {
  const lines = [
    '| wait | CPU | wait | longest task (at) | main thread busy | script evaluation | main thread waiting on the GPU process | WebGL context and shaders | level parse and build (worker) | sim and view | solver or generator (worker) | first frame | GPU process busy |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const wait of WAITS) {
    for (const rate of rates) {
      const runs = of(samples, wait.key, rate);
      if (runs.length === 0) continue;
      const med = (pick: (s: WaitSample) => number) => ms(median(runs.map(pick)));
      // The run whose longest task is the median one, for where it fell.
      const byTask = [...runs].sort((a, b) => a.trace.longestTaskMs - b.trace.longestTaskMs);
      const mid = byTask[Math.ceil(byTask.length / 2) - 1];
      lines.push(
        `| ${wait.key} | ${rate}x | ${med((s) => s.waitMs)} | ${ms(mid.trace.longestTaskMs)} (${mid.trace.longestTaskAtMs < 0 ? '' : '+'}${ms(mid.trace.longestTaskAtMs)}) | ${med((s) => s.trace.mainBusyMs)} | ${med((s) => s.trace.scriptMs)} | ${med((s) => s.trace.gpuWaitMs)} | ${med((s) => s.phases.rendererMs)} | ${med((s) => s.phases.levelLoadMs)} | ${med((s) => s.phases.boardSetupMs)} | ${med((s) => s.phases.solverMs)} | ${med((s) => s.phases.firstFrameMs)} | ${med((s) => s.trace.gpuBusyMs)} |`,
      );
    }
  }
  return lines;
}
