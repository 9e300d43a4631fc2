import { expect, solved, tapTile, test } from './game';
import { serveSite } from './staticSite';

test('after a first visit the game loads and plays offline', async ({ page }) => {
  const site = await serveSite(process.env.E2E_DIST ?? 'dist');
  await page.goto(site.url);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await site.close();
  // The server is gone: only the service worker can answer.
  await page.goto(`${site.url}?test&level=02-a-bone-to-pick&speed=12`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true);
  const { solution } = await solved('02-a-bone-to-pick');
  let last = null;
  for (const tap of solution.taps) last = await tapTile(page, tap);
  expect(last?.status).toBe('won');
});
