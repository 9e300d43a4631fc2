/**
 * The throttled rows of `npm run bench:load`: the built game over a slow phone connection
 * (Chromium's network emulation: 1.6 Mbps down, 750 kbps up, 150 ms round trip), in a fresh browser
 * context each run (nothing cached). Per build: the time from navigation to an interactive title
 * screen (the game's own readiness, read through its `?test` hook, which both builds have), the
 * bytes fetched by then, and the time from pressing Play to the first level ready for input, with
 * the bytes fetched meanwhile: Play pressed at once (the worst case), and in a second cold load
 * pressed once the title's network has been quiet for a second (what a build prefetches while the
 * title shows is then in; a build that prefetches nothing is timed the same way).
 */
import type { GameBuild } from './browser/gameBench';
import { quantile } from './browser/harness';

/** Chromium's network emulation for the rows (the DevTools "Slow 4G"-like preset of the issue). */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

export interface ThrottledRow {
  readonly build: string;
  readonly titleMs: number[];
  readonly titleKiB: number[];
  readonly levelMs: number[];
  /** KiB fetched from the title to the level ready. */
  readonly levelKiB: number[];
  /** Play pressed once the title's network is quiet: to the level ready, and KiB fetched for it. */
  readonly quietLevelMs: number[];
  readonly quietLevelKiB: number[];
}

/** How long the network must be idle (no request in flight) before "quiet" Play is pressed. */
const QUIET_MS = 1000;

/** One cold load: the title, then Play (at once, or once the network has been quiet). */
async function coldLoad(
  bench: GameBuild['bench'],
  quiet: boolean,
): Promise<{ titleMs: number; titleKiB: number; levelMs: number; levelKiB: number }> {
  const context = await bench.browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    let bytes = 0;
    const inFlight = new Set<string>();
    let lastDone = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => inFlight.add(e.requestId));
    const done = (id: string) => {
      inFlight.delete(id);
      lastDone = Date.now();
    };
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      done(e.requestId);
    });
    cdp.on('Network.loadingFailed', (e) => done(e.requestId));
    await page.goto(`${bench.url}?test`, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start.
    const title = await page.waitForFunction(
      () => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'title' && performance.now(),
      undefined,
      { polling: 'raf', timeout: 300_000 },
    );
    const titleMs = Number(await title.jsonValue());
    if (quiet) {
      const deadline = Date.now() + 120_000;
      while ((inFlight.size > 0 || Date.now() - lastDone < QUIET_MS) && Date.now() < deadline)
        await page.waitForTimeout(100);
    }
    const before = bytes;
    const pressed = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const level = await page.waitForFunction(
      () => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'play' && performance.now(),
      undefined,
      { polling: 'raf', timeout: 300_000 },
    );
    return {
      titleMs,
      titleKiB: before / 1024,
      levelMs: Number(await level.jsonValue()) - pressed,
      levelKiB: (bytes - before) / 1024,
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` cold loads of each build over the slow network, the builds taking turns (run 1 of each,
 * then run 2...), so a change of the machine's load during the run falls on every build alike.
 */
export async function throttledRows(builds: readonly GameBuild[], runs: number): Promise<ThrottledRow[]> {
  const rows: ThrottledRow[] = builds.map(({ label }) => ({
    build: label,
    titleMs: [],
    titleKiB: [],
    levelMs: [],
    levelKiB: [],
    quietLevelMs: [],
    quietLevelKiB: [],
  }));
  for (let r = 0; r < runs; r++) {
    for (const [i, { label, bench }] of builds.entries()) {
      const row = rows[i];
      const atOnce = await coldLoad(bench, false);
      row.titleMs.push(atOnce.titleMs);
      row.titleKiB.push(atOnce.titleKiB);
      row.levelMs.push(atOnce.levelMs);
      row.levelKiB.push(atOnce.levelKiB);
      const later = await coldLoad(bench, true);
      row.quietLevelMs.push(later.levelMs);
      row.quietLevelKiB.push(later.levelKiB);
      process.stderr.write(
        `  throttled, ${label}, run ${r + 1}: Play at once ${atOnce.levelMs.toFixed(0)} ms, once quiet ${later.levelMs.toFixed(0)} ms\n`,
      );
    }
  }
  return rows;
}

/** The throttled table: medians over the runs. */
export function printThrottledTable(rows: readonly ThrottledRow[]): void {
  const med = (v: readonly number[]) => quantile(v, 0.5);
  console.log(
    '| build | navigation to interactive title, ms | KiB fetched by then | Play at once: first level ready, ms | KiB fetched for it | Play once the title is quiet: level ready, ms | KiB fetched for it | title vs this build |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const ours = rows[0];
  for (const row of rows) {
    const ratio = ours ? `${(med(row.titleMs) / med(ours.titleMs)).toFixed(1)}x` : '-';
    console.log(
      `| ${row.build} | ${med(row.titleMs).toFixed(0)} | ${med(row.titleKiB).toFixed(0)} | ${med(row.levelMs).toFixed(0)} | ${med(row.levelKiB).toFixed(0)} | ${med(row.quietLevelMs).toFixed(0)} | ${med(row.quietLevelKiB).toFixed(0)} | ${ratio} |`,
    );
  }
}
