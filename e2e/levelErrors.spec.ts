/**
 * What the built game says on the page when a level cannot be shown as it should: an unknown level
 * id in the address, and a tileset picture that fails to load.
 */
import { expect, openGame, solved, state, tapTile, test } from './game';

test('an unknown level id says there is no such level, names the near ones, and offers the list', async ({
  page,
}) => {
  await openGame(page, 'level=fetch-first');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'error');
  const alert = page.getByRole('alert');
  await expect(alert.locator('.error-heading')).toHaveText(/there is no such level/i);
  await expect(alert).toContainText('the game has no level "fetch-first".');
  await expect(alert).not.toContainText(/XML/i);
  await alert.getByRole('button', { name: 'Levels' }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');

  await openGame(page, 'level=good-dog');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'error');
  await expect(page.getByRole('alert')).toContainText('Did you mean "03-good-dog"?');
});

test.describe('a tileset picture that fails to load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('is said on the page, and the level still plays', async ({ page }) => {
    await page.route(/\/assets\/maze-cat-[^/]*\.png/, (route) => route.abort());
    const { solution } = await solved('03-good-dog');
    await openGame(page, 'level=03-good-dog&speed=12');
    const notice = page.locator('.notice-warn');
    await expect(notice).toContainText('did not load, so its tiles are drawn as plain squares');
    await expect(notice).toContainText('maze-cat.png');
    expect((await state(page)).status).toBe('playing');
    let last = null;
    for (const tap of solution.taps) last = await tapTile(page, tap);
    expect(last?.status).toBe('won');
  });
});
