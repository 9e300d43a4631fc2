/**
 * The idle rows of `npm run bench:render`: what the built game costs while nobody touches it. For
 * each build (this tree's, and `--baseline <rev>`'s), on still screens: the title screen, a level
 * standing still (the first level: the cat, a bone and a dog; Wet Paws: animated water too), and that
 * level paused. Each row counts the frames drawn per idle second and the main thread's busy time
 * per idle second (gameBench.ts), after the screen has settled.
 */
import type { Page } from '@playwright/test';
import { DRAW_COUNTER_SCRIPT, framesDrawn, type GameBuild, mainThreadProbe } from './browser/gameBench';

/** A still screen to measure: how to reach it in a fresh page. */
interface IdleScene {
  readonly name: string;
  readonly query: string;
  /** Runs once the page is ready: puts the game in the state to measure. */
  readonly enter?: (page: Page) => Promise<void>;
}

const SCENES: readonly IdleScene[] = [
  { name: 'title screen', query: '' },
  { name: 'level 01, still (cat, bone, dog)', query: 'level=01-first-steps' },
  { name: 'level 08, still (water, bone, dog)', query: 'level=08-wet-paws' },
  {
    name: 'level 08, paused',
    query: 'level=08-wet-paws',
    enter: async (page) => {
      await page.locator('#board').focus();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
    },
  },
];

/** One measured row. */
export interface IdleRow {
  readonly build: string;
  readonly scene: string;
  readonly framesPerSecond: number;
  readonly cpuMsPerSecond: number;
}

/**
 * Measures every scene on every build: a fresh page each, `settleMs` for it to come to rest (the
 * camera eases in, the intro fades), then `seconds` of idle time.
 */
export async function idleRows(
  builds: readonly GameBuild[],
  seconds: number,
  viewport = { width: 1280, height: 720 },
  settleMs = 2000,
): Promise<IdleRow[]> {
  const rows: IdleRow[] = [];
  for (const scene of SCENES) {
    for (const { label, bench } of builds) {
      const page = await bench.browser.newPage({ viewport });
      await page.addInitScript({ content: DRAW_COUNTER_SCRIPT });
      await page.goto(`${bench.url}?test${scene.query ? `&${scene.query}` : ''}`);
      await page.waitForFunction(() => window.__mazeCat?.ready === true, undefined, { timeout: 120_000 });
      await scene.enter?.(page);
      await page.waitForTimeout(settleMs);
      const cpu = await mainThreadProbe(page);
      const frames0 = await framesDrawn(page);
      const cpu0 = await cpu.read();
      await page.waitForTimeout(seconds * 1000);
      const frames1 = await framesDrawn(page);
      const cpu1 = await cpu.read();
      await cpu.close();
      await page.close();
      rows.push({
        build: label,
        scene: scene.name,
        framesPerSecond: (frames1 - frames0) / seconds,
        cpuMsPerSecond: (cpu1 - cpu0) / seconds,
      });
      process.stderr.write(`  idle, ${scene.name}, ${label}: done\n`);
    }
  }
  return rows;
}

/** The idle table, with each build's figures against the first build's. */
export function printIdleTable(rows: readonly IdleRow[]): void {
  console.log(
    '| screen | build | frames drawn per idle s | main-thread CPU ms per idle s | frames vs this build | CPU vs this build |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const ours = rows.find((r) => r.scene === row.scene);
    const ratio = (a: number, b: number | undefined) => (b && b > 0 ? `${(a / b).toFixed(1)}x` : '-');
    console.log(
      `| ${row.scene} | ${row.build} | ${row.framesPerSecond.toFixed(1)} | ${row.cpuMsPerSecond.toFixed(1)} | ${ratio(row.framesPerSecond, ours?.framesPerSecond)} | ${ratio(row.cpuMsPerSecond, ours?.cpuMsPerSecond)} |`,
    );
  }
}
