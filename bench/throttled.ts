/**
 * The throttled rows of `npm run bench:load`: the built game over a slow phone connection
 * (Chromium's network emulation: 1.6 Mbps down, 750 kbps up, 150 ms round trip), in a fresh browser
 * context each run (nothing cached). Per build: the time from navigation to an interactive title
 * screen (the game's own readiness, read through its `?test` hook, which both builds have), the
 * bytes fetched by then, and the time from pressing Play (at once) to the first level ready for
 * input, with the bytes fetched meanwhile.
 */
import type { GameBuild } from './browser/gameBench';
import { quantile } from './browser/harness';

/** Chromium's network emulation for the rows (the DevTools "Slow 4G"-like preset of the issue). */
const SLOW_NETWORK = {
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
}

/** `runs` cold loads of each build over the slow network. */
export async function throttledRows(builds: readonly GameBuild[], runs: number): Promise<ThrottledRow[]> {
  const rows: ThrottledRow[] = [];
  for (const { label, bench } of builds) {
    const row: ThrottledRow = { build: label, titleMs: [], titleKiB: [], levelMs: [], levelKiB: [] };
    for (let r = 0; r < runs; r++) {
      const context = await bench.browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
      let bytes = 0;
      cdp.on('Network.loadingFinished', (e) => {
        bytes += e.encodedDataLength;
      });
      await page.goto(`${bench.url}?test`, { waitUntil: 'commit' });
      // performance.now() counts from the navigation's start.
      const title = await page.waitForFunction(
        () => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'title' && performance.now(),
        undefined,
        { polling: 'raf', timeout: 300_000 },
      );
      row.titleMs.push(Number(await title.jsonValue()));
      row.titleKiB.push(bytes / 1024);
      const pressed = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      const level = await page.waitForFunction(
        () => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'play' && performance.now(),
        undefined,
        { polling: 'raf', timeout: 300_000 },
      );
      row.levelMs.push(Number(await level.jsonValue()) - pressed);
      row.levelKiB.push(bytes / 1024 - row.titleKiB[row.titleKiB.length - 1]);
      await context.close();
      process.stderr.write(`  throttled, ${label}, run ${r + 1}: done\n`);
    }
    rows.push(row);
  }
  return rows;
}

/** The throttled table: medians over the runs. */
export function printThrottledTable(rows: readonly ThrottledRow[]): void {
  const med = (v: readonly number[]) => quantile(v, 0.5);
  console.log(
    '| build | navigation to interactive title, ms | KiB fetched by then | Play to first level ready, ms | KiB fetched for it | title vs this build |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const ours = rows[0];
  for (const row of rows) {
    const ratio = ours ? `${(med(row.titleMs) / med(ours.titleMs)).toFixed(1)}x` : '-';
    console.log(
      `| ${row.build} | ${med(row.titleMs).toFixed(0)} | ${med(row.titleKiB).toFixed(0)} | ${med(row.levelMs).toFixed(0)} | ${med(row.levelKiB).toFixed(0)} | ${ratio} |`,
    );
  }
}
