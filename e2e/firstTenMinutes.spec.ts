import type { Locator } from '@playwright/test';
import { atEachSize, expect, openGame, saveShot, test } from './game';

/**
 * A new player's first ten minutes (issue 45), at a desktop's size by mouse and a phone's by touch,
 * reading nothing first.
 */

test.describe('community for newcomers', () => {
  atEachSize((size) => {
    test('easy levels to start with; an empty filter says so, and Clear filters brings the levels back', async ({
      page,
    }) => {
      const press = (target: Locator) => (size.touch ? target.tap() : target.click());
      await openGame(page, 'speed=120');
      await press(page.getByRole('button', { name: 'Community' }));
      await page.waitForFunction(() => window.__mazeCat?.screen === 'community');
      const cards = page.locator('.shelf-card');
      await expect(cards.first()).toBeVisible();
      const all = await cards.count();
      expect(all).toBeGreaterThanOrEqual(12);

      const easy = page.getByRole('button', { name: 'easy', exact: true });
      await press(easy);
      await expect(easy).toHaveAttribute('aria-pressed', 'true');
      expect(await cards.count()).toBeGreaterThanOrEqual(4);

      // No easy level has knight moves: the filters keep nothing.
      await press(page.getByRole('button', { name: 'knight moves', exact: true }));
      await expect(cards).toHaveCount(0);
      await expect(page.getByText('No level matches these filters.')).toBeVisible();
      const clear = page.getByRole('button', { name: 'Clear filters' });
      await expect(clear).toBeVisible();
      await saveShot(page, 'firstTenMinutes', `community-empty-filter-${size.name}`);

      await press(clear);
      await expect(cards).toHaveCount(all);
      await expect(page.getByText(`Showing ${all} of ${all} levels`)).toBeVisible();
      await expect(clear).toBeHidden();
      await expect(easy).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
