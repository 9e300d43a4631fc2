import type { Page } from '@playwright/test';
import { expect, openGame, openLevelList, solved, tapTile, test } from './game';

test('progress survives a reload: the won level shows its best, the next two are unlocked', async ({
  page,
}) => {
  const { solution } = await solved('01-first-steps');
  await openGame(page, 'level=01-first-steps&speed=12');
  for (const tap of solution.taps) await tapTile(page, tap);
  await expect(page.getByRole('dialog')).toContainText(/escaped/i);
  await openGame(page);
  await openLevelList(page);
  await expect(page.getByRole('button', { name: /Level 01:/ })).toContainText(`best ${solution.par}`);
  // Two levels not yet won are always open (docs/rules.md, "Unlocking levels").
  await expect(page.getByRole('button', { name: /Level 02:/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Level 03:/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Level 04:/ })).toBeDisabled();
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

/** Puts `raw` in the save slot before the first load only (reloads keep what the game wrote). */
async function storeOnce(page: Page, raw: string) {
  await page.addInitScript((text) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('maze-cat.save', text);
      sessionStorage.setItem('seeded', '1');
    }
  }, raw);
}

async function savedItems(page: Page) {
  return page.evaluate(() => {
    const backups: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('maze-cat.save.backup.')) backups.push(localStorage.getItem(key) ?? '');
    }
    return { save: localStorage.getItem('maze-cat.save'), backups };
  });
}

test("a newer build's save survives a settings change here, and is backed up", async ({ page }) => {
  const newer = JSON.stringify({ version: 3, levels: { '01-first-steps': { best: 18, stars: 3 } } });
  await storeOnce(page, newer);
  await openGame(page);
  await expect(page.locator('.notices')).toContainText(/newer version.*backup \(maze-cat\.save\.backup\./);
  await page.getByRole('switch', { name: 'Sound effects' }).click();
  await expect(page.getByRole('switch', { name: 'Sound effects' })).not.toBeChecked();
  expect(await savedItems(page)).toEqual({ save: newer, backups: [newer] });
  await openGame(page);
  expect(await savedItems(page)).toEqual({ save: newer, backups: [newer] });
});

test('an unreadable save is backed up before the first settings change writes a new one', async ({
  page,
}) => {
  const junk = '{"version": 1, "levels": {"01-first-steps": {"best": 18';
  await storeOnce(page, junk);
  await openGame(page);
  await expect(page.locator('.notices')).toContainText(/could not be read.*backup/);
  await page.getByRole('switch', { name: 'Music', exact: true }).click();
  const items = await savedItems(page);
  expect(items.backups).toEqual([junk]);
  expect(JSON.parse(items.save ?? '{}').settings.music).toBe(false);
});
