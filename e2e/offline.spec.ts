import type { Page } from '@playwright/test';
import { dayOf } from '../src/app/modes/calendar';
import { dailyId } from '../src/app/modes/modeLevels';
import { expect, solved, tapTile, test } from './game';
import { serveSite } from './staticSite';

/** Visits the built game once, until its service worker controls the page, then stops the server. */
async function visitedThenOffline(page: Page): Promise<string> {
  const site = await serveSite(process.env.E2E_DIST ?? 'dist');
  await page.goto(site.url);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await site.close();
  return site.url;
}

test('after a first visit the game loads and plays offline', async ({ page }) => {
  const url = await visitedThenOffline(page);
  // The server is gone: only the service worker can answer.
  await page.goto(`${url}?test&level=02-a-bone-to-pick&speed=12`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true);
  const { solution } = await solved('02-a-bone-to-pick');
  let last = null;
  for (const tap of solution.taps) last = await tapTile(page, tap);
  expect(last?.status).toBe('won');
});

test("after a first visit today's daily puzzle is made and opened offline", async ({ page }) => {
  const url = await visitedThenOffline(page);
  await page.goto(`${url}?test&speed=12`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true);
  // The level is made in a worker whose script only the service worker can serve now.
  await page.getByRole('button', { name: /daily puzzle/i }).click();
  await page.waitForFunction(
    (id) => window.__mazeCat?.ready === true && window.__mazeCat.levelId === id,
    dailyId(dayOf(new Date())),
    { timeout: 60_000 },
  );
  expect(await page.evaluate(() => window.__mazeCat?.screen)).toBe('play');
});
