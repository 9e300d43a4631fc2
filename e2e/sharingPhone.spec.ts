/**
 * Hints, replays and sharing on a phone, by taps: the banner and the share panel fit the screen
 * above the bottom bar, and the share sheet is offered when the browser has one. Screenshots of
 * each go to the test's output folder.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, openGame, solved, tapTile, test } from './game';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const LEVEL = '03-good-dog';

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}.png`), animations: 'disabled' });
}

/** The box of `selector` lies on screen and above the bottom bar. */
async function fitsAboveBar(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  const bar = await page.locator('.hud-bottom').boundingBox();
  expect(box && bar).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + 1);
}

test('a phone: a hint, a replay and the share panel, by taps', async ({ page }, info) => {
  const { solution } = await solved(LEVEL);
  // A phone browser with a share sheet (the page's own navigator.share, answering at once).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: async () => {}, configurable: true });
  });
  await openGame(page, `level=${LEVEL}&speed=12`);
  await page.getByRole('button', { name: 'Hint: show the next tap (H)' }).tap();
  await expect(page.locator('.play-banner-hint')).toContainText('marked tile');
  await expect(page.locator('.play-banner-hint')).toContainText('Tap Hint again');
  await fitsAboveBar(page, '.play-banner-hint');
  await shot(page, info, 'phone-hint');
  for (const tap of solution.taps) await tapTile(page, tap, true);
  await page.waitForFunction(() => window.__mazeCat?.screen === 'won');
  await expect(page.getByRole('dialog')).toContainText('1 hint used');
  await shot(page, info, 'phone-win');
  await page.getByRole('dialog').getByRole('button', { name: 'Share this level and your win' }).tap();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'share');
  await expect(page.getByRole('button', { name: 'Share…' })).toBeVisible();
  await page.getByRole('button', { name: 'Share…' }).tap();
  await expect(page.locator('.share-status')).toHaveText('Shared.');
  await shot(page, info, 'phone-share');
  await page.getByRole('button', { name: 'Back' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Watch your win again' }).tap();
  await expect(page.locator('.play-banner-replay')).toContainText('Replay over: won in');
  await fitsAboveBar(page, '.play-banner-replay');
  await shot(page, info, 'phone-replay');
});
