/**
 * `npx tsx bench/requests.ts [--dist DIR] [--port N]`: the requests of one cold load of a built
 * game (`npx vite build --outDir DIR` first; default dist, port 4617) under the throttled rows'
 * network (bench/throttled.ts: 1.6 Mbps down, 150 ms round trip), with Play pressed as soon as the
 * title is interactive. One line per request of the page: when it was sent, when its response
 * began and ended (ms from the document's request), its encoded KiB, Chromium's priority, its type
 * and initiator. What the first level waits for, request by request (docs/performance.md, "Title
 * screen over a slow connection"). A worker's own requests show with no response: they are the
 * worker's, not the page's.
 */
import { argValue } from './browser/gameBench';
import { startBrowserBench } from './browser/harness';
import { SLOW_NETWORK } from './throttled';

interface Request {
  readonly url: string;
  readonly priority: string;
  readonly type: string;
  readonly initiator: string;
  readonly sent: number;
  response?: number;
  end?: number;
  kib?: number;
}

const ms = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(0)).padStart(6);

async function main(): Promise<void> {
  const bench = await startBrowserBench({
    configFile: 'vite.config.ts',
    root: process.cwd(),
    outDir: argValue('dist') ?? 'dist',
    port: Number(argValue('port') ?? 4617),
    build: false,
  });
  try {
    const context = await bench.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    const requests = new Map<string, Request>();
    let t0: number | undefined;
    const at = (timestamp: number) => (timestamp - (t0 ?? timestamp)) * 1000;
    cdp.on('Network.requestWillBeSent', (e) => {
      t0 ??= e.timestamp;
      requests.set(e.requestId, {
        url: new URL(e.request.url).pathname,
        priority: e.request.initialPriority,
        type: e.type ?? '-',
        initiator: e.initiator.type,
        sent: at(e.timestamp),
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.response = at(e.timestamp);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.end = at(e.timestamp);
      r.kib = e.encodedDataLength / 1024;
    });
    await page.goto(`${bench.url}?test`, { waitUntil: 'commit' });
    const timeOf = async (screen: string) =>
      Number(
        await (
          await page.waitForFunction(
            (s) => window.__mazeCat?.ready === true && window.__mazeCat.screen === s && performance.now(),
            screen,
            { polling: 'raf', timeout: 300_000 },
          )
        ).jsonValue(),
      );
    const title = await timeOf('title');
    const pressed = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const level = await timeOf('play');
    console.log(
      `interactive title ${title.toFixed(0)} ms, Play pressed ${pressed.toFixed(0)} ms, first level ready ${level.toFixed(0)} ms (navigation time)`,
    );
    console.log('  sent  resp.    end      KiB priority type       initiator url');
    for (const r of [...requests.values()].sort((a, b) => a.sent - b.sent))
      console.log(
        `${ms(r.sent)} ${ms(r.response)} ${ms(r.end)} ${(r.kib ?? 0).toFixed(1).padStart(8)} ${r.priority.padEnd(8)} ${r.type.padEnd(10)} ${r.initiator.padEnd(9)} ${r.url}`,
      );
    await context.close();
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
