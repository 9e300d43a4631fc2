/**
 * The usual audit: axe-core finds no violations on the title, level list, play, pause, win, share
 * and error screens (WCAG 2.1 A and AA rules, and the label-in-name rule, which axe counts as
 * experimental: a button's accessible name must contain its visible words).
 */
import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, looksStill, openGame, solved, tapTile, test } from './game';

async function audit(page: Page, screen: string): Promise<void> {
  await page.waitForFunction((name) => window.__mazeCat?.screen === name, screen);
  // A panel fading in is measured at its full colours, not half way (colour contrast).
  await looksStill(page);
  const found = await axeFindings(page);
  expect.soft(found, `${screen}:\n${found.join('\n')}`).toEqual([]);
}

test('no violations on the title, level list, play, pause, win, share and error screens', async ({
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
