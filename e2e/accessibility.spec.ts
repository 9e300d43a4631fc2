/**
 * The usual audit: axe-core finds no violations on the title, level list, Community screen, play,
 * pause, win, share, error and editor screens (WCAG 2.1 A and AA rules, and the label-in-name rule,
 * which axe counts as experimental: a button's accessible name must contain its visible words); the
 * editor at 1280 x 800 and on a phone at 390 x 844, in each of its sections.
 */
import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { makeLevel, openSection, SECTIONS } from './editorFlow';
import { expect, looksStill, openGame, solved, tapTile, test } from './game';

async function audit(page: Page, screen: string): Promise<void> {
  await page.waitForFunction((name) => window.__mazeCat?.screen === name, screen);
  // A panel fading in is measured at its full colours, not half way (colour contrast).
  await looksStill(page);
  const found = await axeFindings(page);
  expect.soft(found, `${screen}:\n${found.join('\n')}`).toEqual([]);
}

test('no violations on the title, level list, Community, play, pause, win, share and error screens', async ({
  page,
}) => {
  const { solution } = await solved('01-first-steps');
  await openGame(page, 'speed=12');
  await audit(page, 'title');
  await page
    .getByRole('button', { name: /levels/i })
    .first()
    .click();
  await audit(page, 'levels');
  await page.goBack();
  await page.getByRole('button', { name: 'Community', exact: true }).click();
  await audit(page, 'community');
  // With a filter pressed (its colours measured too).
  await page.getByRole('button', { name: 'knight moves', exact: true }).click();
  await audit(page, 'community');

  await openGame(page, 'level=01-first-steps&speed=12');
  await audit(page, 'play');
  await page.keyboard.press('Escape');
  await audit(page, 'pause');
  await page.keyboard.press('Escape');
  for (const tap of solution.taps) await tapTile(page, tap);
  await audit(page, 'won');
  await page.getByRole('dialog').getByRole('button', { name: 'Share this level and your win' }).click();
  await audit(page, 'share');

  await openGame(page, 'level=fetch-first');
  await audit(page, 'error');
});

test.describe('editor', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('no violations on the editor at 1280 x 800', async ({ page }) => {
    await openGame(page, 'speed=12');
    await makeLevel(page, false);
    await audit(page, 'editor');
  });
});

test.describe('editor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  test('no violations on the editor at 390 x 844, in every section', async ({ page }) => {
    await openGame(page, 'speed=12');
    await makeLevel(page, true);
    for (const section of SECTIONS) {
      await openSection(page, section, true);
      await audit(page, 'editor');
    }
  });
});
