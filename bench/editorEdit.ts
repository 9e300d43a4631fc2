/**
 * `npm run bench:edit -- --dist <built folder>`: what one edit costs the page's thread on a crowded
 * map (issue 43): a 128 x 128 map with 4,000 bones opened in the built editor (its draft put in
 * the browser's storage first), then `--edits` walls (3 by default) drawn by clicks, each waited on
 * until the solver's headline and the design partner have answered. For each edit: the page's long
 * tasks (50 ms and over, as the browser reports them), when the headline and the partner answered,
 * and the machine's load; then the functions that took the page's thread, over all the edits.
 * `--port` (4404 by default) serves the build; `--top` lists that many functions (12).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crowdedMap } from '../src/app/workers/crowdedMap';
import { benchOption, startBrowserBench } from './browser/harness';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const option = benchOption(process.argv.slice(2));
const dist = option('dist', 'dist');
const port = Number(option('port', '4404'));
const edits = Number(option('edits', '3'));

const tileset = readFileSync(join(REPO, 'levels/maze-cat.tsj'), 'utf8');
const map = JSON.stringify((await crowdedMap(128, 4000, async () => tileset)).doc);
const bench = await startBrowserBench({
  outDir: dist,
  port,
  root: REPO,
  configFile: join(REPO, 'vite.config.ts'),
  build: false,
});
try {
  const page = await bench.browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript((text) => {
    if (localStorage.getItem('maze-cat.editor.open')) return;
    const draft = { id: 'crowded', title: 'Crowded', text, saved: 1 };
    localStorage.setItem('maze-cat.editor.drafts', JSON.stringify([draft]));
    localStorage.setItem('maze-cat.editor.open', 'crowded');
  }, map);
  await page.goto(`http://127.0.0.1:${port}/?test`);
  await page.getByRole('button', { name: /make a level/i }).click();
  const status = page.locator('.editor-status', { hasText: 'Too big to decide' });
  const partnerDone = page.locator('.editor-partner[aria-busy="false"]');
  await status.waitFor({ timeout: 600_000 });
  await partnerDone.waitFor({ timeout: 600_000 });
  await page.locator('.editor-palette').getByRole('button', { name: 'Wall', exact: true }).click();
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const canvas = page.locator('.editor-canvas');
  console.log('edit  load  headline ms  partner ms  long tasks ms (their sum)');
  for (let i = 0; i < edits; i++) {
    const box = await canvas.boundingBox();
    const d = await canvas.evaluate((c: HTMLCanvasElement) => ({ ...c.dataset }));
    if (!box) throw new Error('the board is not shown');
    const cell = Number(d.cell);
    const t0 = Date.now();
    await page.mouse.click(
      box.x + Number(d.ox) + (100.5 - i * 7) * cell,
      box.y + Number(d.oy) + 100.5 * cell,
    );
    await page.locator('.editor-partner[aria-busy="true"]').waitFor({ timeout: 600_000 });
    await status.waitFor({ timeout: 600_000 });
    const headline = Date.now() - t0;
    await partnerDone.waitFor({ timeout: 600_000 });
    const partner = Date.now() - t0;
    // The draft's save, 400 ms after the edit, is the edit's too.
    await page.waitForTimeout(600);
    const tasks = await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      return w.longTasks.splice(0);
    });
    const sum = tasks.reduce((a, b) => a + b, 0);
    console.log(
      `${String(i + 1).padStart(4)}${loadavg()[0].toFixed(1).padStart(6)}${String(headline).padStart(13)}` +
        `${String(partner).padStart(12)}  ${tasks.join(', ') || '-'} (${sum})`,
    );
  }
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const name = (n: (typeof profile.nodes)[number]) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  (profile.samples ?? []).forEach((sample, i) => {
    const dt = profile.timeDeltas?.[i + 1] ?? 0;
    let n = nodes.get(sample);
    if (!n) return;
    self.set(name(n), (self.get(name(n)) ?? 0) + dt);
    const seen = new Set<string>();
    while (n) {
      if (!seen.has(name(n))) inclusive.set(name(n), (inclusive.get(name(n)) ?? 0) + dt);
      seen.add(name(n));
      n = nodes.get(parent.get(n.id) ?? -1);
    }
  });
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .filter(([n]) => !/^\((idle|program|root)\)/.test(n))
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([n, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms ${n}`);
  console.log(`\nthe page's thread over the ${edits} edits, by function (self):`);
  console.log(top(self, 8).join('\n'));
  console.log('inclusive:');
  console.log(top(inclusive, Number(option('top', '12'))).join('\n'));
} finally {
  await bench.close();
}
