import { piecesOf } from '../src/level';
import { expect, openGame, solved, tapTile, test } from './game';

test('walking into a dog without a bone loses, and Restart starts over', async ({ page }) => {
  const { level } = await solved('03-good-dog');
  await openGame(page, 'level=03-good-dog&speed=12');
  const end = await tapTile(page, piecesOf(level, 'exit')[0]);
  expect(end.status).toBe('lost');
  expect(end.bones).toBe(0);
  const panel = page.getByRole('dialog');
  await expect(panel).toContainText(/eaten|dog/i);
  await panel.getByRole('button', { name: /restart/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.state()?.status === 'playing');
  const again = await page.evaluate(() => window.__mazeCat?.state());
  expect(again?.cat).toEqual(level.cat);
});
