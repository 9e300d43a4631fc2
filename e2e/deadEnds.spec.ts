/**
 * Dead ends said at once: on The Red Door the short way from the key spends it on the first door;
 * the game says no win is left, with Undo and Restart, and says quietly when par is out of reach.
 */
import type { Page } from '@playwright/test';
import { atEachSize, expect, openGame, saveShot, tapTile, test } from './game';

const LEVEL = '17-the-red-door';
const KEY = { x: 8, y: 1 };
/** Past the first red door, which the key opened: the second red door stays shut for good. */
const PAST_FIRST_DOOR = { x: 6, y: 4 };
/** A step off the way to the key: a win is left, but not at par. */
const DETOUR = { x: 6, y: 2 };

const deadEnd = (page: Page) => page.locator('.play-banner-dead-end');

atEachSize((size) => {
  test(`The Red Door: a dead end is said, and Undo and Restart leave it (${size.name})`, async ({ page }) => {
    await openGame(page, `level=${LEVEL}&speed=12`);
    await tapTile(page, KEY, size.touch);
    await expect(deadEnd(page)).toBeHidden();
    const stuck = await tapTile(page, PAST_FIRST_DOOR, size.touch);
    expect(stuck.status).toBe('playing');
    await expect(deadEnd(page)).toContainText('No win is left from here.');
    await saveShot(page, 'dead-ends', `${size.name}-dead-end`);
    const banner = deadEnd(page);
    await banner.getByRole('button', { name: 'Undo the last walk' }).click();
    await page.waitForFunction(({ x, y }) => {
      const s = window.__mazeCat?.state();
      return s?.cat.x === x && s.cat.y === y && !s.walking;
    }, KEY);
    await expect(deadEnd(page)).toBeHidden();
    await tapTile(page, PAST_FIRST_DOOR, size.touch);
    await deadEnd(page).getByRole('button', { name: 'Restart the level' }).click();
    await page.waitForFunction(() => window.__mazeCat?.state()?.moves === 0);
    await expect(deadEnd(page)).toBeHidden();

    // A detour: a win is left, so no banner, but par has gone, said in the HUD.
    await expect(page.locator('.hud-par-note')).toBeHidden();
    await tapTile(page, DETOUR, size.touch);
    await expect(page.locator('.hud-par-note')).toHaveText('out of reach');
    await expect(deadEnd(page)).toBeHidden();
  });
});
