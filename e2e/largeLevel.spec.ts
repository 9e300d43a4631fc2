/**
 * The largest level the game takes (1024 x 1024), with thirty bones for the solver to link: it
 * loads in the job worker, and with the designer overlay on the cat walks while the solver is
 * still working (on the page's thread it took the page for 46 s); leaving stops the worker.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { zlibSync } from 'fflate';
import { benchMapJson } from '../bench/browser/benchMap';
import { LEVEL_SIDE } from '../src/tiled/limits';
import { expect, openGame, state, tapTile, test } from './game';

const TILESET = readFileSync(resolve('levels/maze-cat.tsj'), 'utf8');

test('a 1024 x 1024 level is loaded and solved off the page; leaving stops the solver', async ({ page }) => {
  test.setTimeout(180_000);
  const map = benchMapJson(
    LEVEL_SIDE,
    { kind: 'base64', compression: 'zlib', compress: (b) => zlibSync(b) },
    1,
    30,
  );
  await page.route('https://levels.test/**', (route) => {
    const url = route.request().url();
    if (url.endsWith('/big.tmj')) return route.fulfill({ body: map, contentType: 'application/json' });
    if (url.endsWith('/maze-cat.tsj'))
      return route.fulfill({ body: TILESET, contentType: 'application/json' });
    return route.fulfill({ status: 404 });
  });
  const workers: { url: string; closed: boolean }[] = [];
  page.on('worker', (worker) => {
    // The boot's WebGL question (src/app/workers/webglProbe.ts) has a worker of its own, kept.
    if (/webglProbe-[\w-]+\.js$/.test(worker.url())) return;
    const seen = { url: worker.url(), closed: false };
    workers.push(seen);
    worker.on('close', () => {
      seen.closed = true;
    });
  });
  await openGame(page, 'level=https://levels.test/big.tmj&designer&speed=8');
  // The job worker that loads and solves the map, and the search worker a level this big walks by.
  await expect
    .poll(() => workers.map((w) => w.url).sort())
    .toEqual([
      expect.stringMatching(/levelWorker-[\w-]+\.js$/),
      expect.stringMatching(/searchWorker-[\w-]+\.js$/),
    ]);
  const legend = page.locator('.designer-legend');
  await expect(legend).toContainText('Solving…');
  // The page answers while the solver works: a walk of four tiles, start to end.
  const { cat } = await state(page);
  const walked = await tapTile(page, { x: cat.x + 4, y: cat.y });
  expect(walked.cat).toEqual({ x: cat.x + 4, y: cat.y });
  await expect(legend).toContainText('Solving…');
  // Leaving the level stops the solve: the workers running it are ended.
  const solving = [...workers];
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
  await page.getByRole('button', { name: 'Levels', exact: true }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
  // (The level list then checks the levels in a job worker of its own.)
  await expect.poll(() => solving.every((w) => w.closed)).toBe(true);
});
