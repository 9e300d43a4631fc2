import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { piecesOf } from '../src/level';
import { expect, looksStill, openGame, solved, tapTile, test, tilePoint } from './game';

/**
 * Screenshots of every screen at desktop and phone sizes, for a person to look at. They land in
 * test-results/screens/; with UPDATE_SCREENSHOTS=1 in docs/screenshots/ too (the README shows them).
 */
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
const folders = ['test-results/screens', ...(process.env.UPDATE_SCREENSHOTS ? ['docs/screenshots'] : [])];

async function shoot(page: Page, name: string) {
  await looksStill(page);
  for (const folder of folders) {
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: `${folder}/${name}.png` });
  }
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test(`every screen (${size.name})`, async ({ page }) => {
      const touch = size.isMobile;
      await openGame(page, 'speed=12');
      // Files can be dropped on the page only where there is a mouse; a phone is not told to.
      const dropHint = page.getByText('Level designers: drop a .tmj or .tmx map');
      if (touch) await expect(dropHint).toBeHidden();
      else await expect(dropHint).toBeVisible();
      await shoot(page, `${size.name}-title`);
      await page
        .getByRole('button', { name: /levels/i })
        .first()
        .click();
      await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
      await shoot(page, `${size.name}-levels`);

      const { level, solution } = await solved('04-order-matters');
      await openGame(page, 'level=04-order-matters&speed=12');
      await shoot(page, `${size.name}-play-intro`);
      if (!touch) {
        const exit = await tilePoint(page, piecesOf(level, 'exit')[0]);
        await page.mouse.move(exit.x, exit.y);
        await shoot(page, `${size.name}-play-preview`);
      }
      await tapTile(page, solution.taps[0], touch);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
      await shoot(page, `${size.name}-pause`);
      await page.keyboard.press('Escape');
      for (const tap of solution.taps.slice(1)) await tapTile(page, tap, touch);
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, `${size.name}-won`);

      await openGame(page, 'level=04-order-matters&speed=12');
      await tapTile(page, piecesOf(level, 'exit')[0], touch);
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, `${size.name}-lost`);

      const { solution: sewers } = await solved('16-the-old-sewers');
      await openGame(page, 'level=16-the-old-sewers&speed=12');
      await tapTile(page, sewers.path[6], touch);
      await shoot(page, `${size.name}-large`);
      // "See all": the whole 65 x 65 map, its pieces drawn as markers big enough to find.
      await page.getByRole('button', { name: /^See all/ }).click();
      await expect(page.getByRole('button', { name: /^See all/ })).toHaveAttribute('aria-pressed', 'true');
      await shoot(page, `${size.name}-overview`);

      await openGame(page, 'level=09-running-on-empty&speed=12');
      await page.keyboard.press('Space');
      await shoot(page, `${size.name}-range`);
    });
  });
}
