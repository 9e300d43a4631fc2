import { expect, openGame, solved, tapTile, test } from './game';

test('progress survives a reload: the won level shows its best, the next one is unlocked', async ({
  page,
}) => {
  const { solution } = await solved('01-first-steps');
  await openGame(page, 'level=01-first-steps&speed=12');
  for (const tap of solution.taps) await tapTile(page, tap);
  await expect(page.getByRole('dialog')).toContainText(/escaped/i);
  await openGame(page);
  await page
    .getByRole('button', { name: /levels/i })
    .first()
    .click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
  await expect(page.getByRole('button', { name: /Level 1:/ })).toContainText(/best 18/);
  await expect(page.getByRole('button', { name: /Level 2:/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Level 3:/ })).toBeDisabled();
});

test('a corrupted save is reset with a notice, and the game still plays', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('corrupted')) {
      localStorage.setItem('maze-cat.save', '{"version": 1, "levels": {"01-first-steps": {"best": "lots"}');
      sessionStorage.setItem('corrupted', '1');
    }
  });
  await openGame(page);
  await expect(page.locator('.notices')).toContainText(/save|progress/i);
  const { solution } = await solved('01-first-steps');
  await openGame(page, 'level=01-first-steps&speed=12');
  let last = null;
  for (const tap of solution.taps) last = await tapTile(page, tap);
  expect(last?.status).toBe('won');
});
