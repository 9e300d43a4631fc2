/**
 * The built game for the browser benches that measure the game itself (the idle rows of
 * bench:render, the throttled rows of bench:load): this working tree's game, and optionally a git
 * revision's ("today's build", `--baseline <rev>`) to compare against in the same run. Each is built
 * with its own Vite config into a private folder and served with a browser of its own.
 *
 * Pages get two probes that work on any build, with no help from the game: a count of the frames
 * drawn (tasks that issued a WebGL draw or clear) and the main thread's busy time (Chrome's
 * `TaskDuration` metric, through the DevTools protocol).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { type BrowserBench, startBrowserBench } from './harness';

const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** A build to measure: its label in the tables and its served game. */
export interface GameBuild {
  readonly label: string;
  readonly bench: BrowserBench;
}

/** The value of `--name` on the command line, or undefined. */
export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Builds and serves this tree's game on `port`, and with `baseline` (git revisions, comma
 * separated) each revision's game on the ports after it, exported from git into `<outDir>-src`
 * (`-src-2`...) with this tree's node_modules. Close them with `closeBuilds`.
 */
async function startGameBuilds(options: {
  outDir: string;
  port: number;
  baseline?: string;
  viewport?: { width: number; height: number };
}): Promise<GameBuild[]> {
  const builds: GameBuild[] = [];
  const config = (root: string) => ({ configFile: join(root, 'vite.config.ts'), root });
  builds.push({
    label: 'this build',
    bench: await startBrowserBench({
      ...config(REPO),
      outDir: options.outDir,
      port: options.port,
      viewport: options.viewport,
    }),
  });
  // `--baseline a,b`: each revision on the next port, in the same run (the single bundle and the
  // commit before, say).
  const revs = (options.baseline ?? '').split(',').filter((r) => r !== '');
  for (const [i, baseline] of revs.entries()) {
    const rev = execFileSync('git', ['rev-parse', '--short', baseline], {
      cwd: REPO,
      encoding: 'utf8',
    }).trim();
    const suffix = i === 0 ? '' : `-${i + 1}`;
    const src = `${options.outDir}-src${suffix}`;
    rmSync(src, { recursive: true, force: true });
    mkdirSync(src, { recursive: true });
    // Only the revision's tracked files: nothing of this tree's uncommitted work leaks into it.
    execFileSync('sh', ['-c', `git archive ${rev} | tar -x -C "${src}"`], { cwd: REPO });
    if (!existsSync(join(src, 'node_modules')))
      symlinkSync(join(REPO, 'node_modules'), join(src, 'node_modules'));
    builds.push({
      label: `${rev} (baseline)`,
      bench: await startBrowserBench({
        ...config(src),
        outDir: `${options.outDir}-baseline${suffix}`,
        port: options.port + 1 + i,
        viewport: options.viewport,
      }),
    });
  }
  return builds;
}

async function closeBuilds(builds: readonly GameBuild[]): Promise<void> {
  for (const b of builds) await b.bench.close();
}

/**
 * Runs `measure` on this tree's game and, with `--baseline <rev>` on the command line, that
 * revision's (see `startGameBuilds`), then closes them; prints `title` and the table `measure` makes.
 */
export async function withGameBuilds(
  options: { outDir: string; port: number },
  measure: (builds: readonly GameBuild[]) => Promise<() => void>,
  title: string,
): Promise<void> {
  const builds = await startGameBuilds({ ...options, baseline: argValue('baseline') });
  try {
    const print = await measure(builds);
    console.log('');
    console.log(title);
    console.log('');
    print();
  } finally {
    await closeBuilds(builds);
  }
}

/**
 * Counts the frames a page draws: a task (a rAF callback, a timer) that issues at least one WebGL
 * draw or clear is one frame (`__benchFramesDrawn`; their times in `__benchFrameTimes`). For `page.addInitScript` (runs before the page's scripts); a string,
 * since a function would be sent with the bench runner's transpiler helpers in it.
 */
export const DRAW_COUNTER_SCRIPT = `(() => {
  let frames = 0;
  let inTask = false;
  // Each frame's time (performance.now at its first draw), for latency benches; they empty it.
  const times = [];
  const mark = () => {
    if (inTask) return;
    inTask = true;
    frames++;
    if (times.length < 100000) times.push(performance.now());
    queueMicrotask(() => { inTask = false; });
  };
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'clear']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (...args) {
        mark();
        return original.apply(this, args);
      };
    }
  }
  Object.defineProperty(window, '__benchFramesDrawn', { get: () => frames });
  Object.defineProperty(window, '__benchFrameTimes', { get: () => times });
})();`;

/** Frames drawn so far in a page that ran `installDrawCounter`. */
export function framesDrawn(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __benchFramesDrawn: number }).__benchFramesDrawn);
}

/**
 * The main thread's busy time (ms, Chrome's TaskDuration metric), read with `read()` while the
 * probe is open: Chrome counts it only while a DevTools session has metrics enabled.
 */
export async function mainThreadProbe(
  page: Page,
): Promise<{ read(): Promise<number>; close(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    async read() {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
    },
    close: () => cdp.detach(),
  };
}
