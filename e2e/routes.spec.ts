import type { Page } from '@playwright/test';
import { expect, openGame, openLevelList, solved, tapTile, test } from './game';

/**
 * The router's routes and what Back does on each, through the real buttons and the browser's Back
 * (the route table's every rule is unit-tested in src/app/router): About, the modes, the replay
 * after a win, and the unlocking rule as a new player meets it.
 */

const onScreen = (page: Page, name: string) =>
  page.waitForFunction((n) => window.__mazeCat?.screen === n && window.__mazeCat.ready, name, {
    timeout: 60_000,
  });

test('About opens from the title; its Back and the browser Back return to the title', async ({
  page,
}, info) => {
  await openGame(page);
  await page.getByRole('button', { name: 'About Maze Cat and its controls' }).click();
  await onScreen(page, 'about');
  await expect(page.getByRole('heading', { name: 'About Maze Cat' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('about-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('about-phone.png') });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await onScreen(page, 'title');
  await page.getByRole('button', { name: 'About Maze Cat and its controls' }).click();
  await onScreen(page, 'about');
  await page.goBack();
  await onScreen(page, 'title');
});

test('Back from Endless lands on the title it was opened from', async ({ page }) => {
  await openGame(page);
  await page
    .getByRole('button', { name: /endless/i })
    .first()
    .click();
  await page.waitForFunction(
    () => window.__mazeCat?.ready && window.__mazeCat.levelId?.startsWith('endless:'),
    undefined,
    { timeout: 60_000 },
  );
  await page.goBack();
  await onScreen(page, 'title');
});

test('Next level is there after watching the win; a new player has two levels open', async ({ page }) => {
  const { solution } = await solved('01-first-steps');
  await openGame(page, 'level=01-first-steps&speed=12');
  for (const tap of solution.taps) await tapTile(page, tap);
  await onScreen(page, 'won');
  await page.getByRole('dialog').getByRole('button', { name: 'Watch your win again' }).click();
  const banner = page.locator('.play-banner-replay');
  await expect(banner).toContainText('Replay over: won', { timeout: 30_000 });
  await banner.getByRole('button', { name: 'Next level' }).click();
  await page.waitForFunction(
    () => window.__mazeCat?.ready && window.__mazeCat.levelId === '02-a-bone-to-pick',
  );
  // A fresh game: the first two levels open, the third locked.
  await openGame(page, 'reset');
  await openLevelList(page);
  const cards = page.locator('.level-card');
  await expect(cards.nth(0)).toBeEnabled();
  await expect(cards.nth(1)).toBeEnabled();
  await expect(cards.nth(2)).toBeDisabled();
});
