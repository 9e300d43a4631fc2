/**
 * Attacks on the game's newer surfaces that only a browser shows (issue 36): a shared map's markup
 * stays text and runs nothing; the editor tells the maker when their level cannot be saved or a
 * stored one read, keeps the level open, and never writes over what it could not read.
 */

import { packMap } from '../src/app/share/mapPayload';
import { shareFragment } from '../src/app/share/shareLink';
import { newMapText } from '../src/level/edit';
import { expect, openGame, test } from './game';

const DRAFTS = 'maze-cat.editor.drafts';

/** A level of `width` x `height` (6 x 5 by default) with a cat and an exit, its title and intro given. */
function mapText(title: string, intro: string, width = 6, height = 5): string {
  const map = JSON.parse(newMapText(width, height));
  map.properties = [
    { name: 'title', type: 'string', value: title },
    { name: 'intro', type: 'string', value: intro },
  ];
  map.layers.find((l: { name: string }) => l.name === 'entities').objects = [
    { id: 1, name: '', type: 'Cat', x: 32, y: 32, width: 32, height: 32 },
    { id: 2, name: '', type: 'Exit', x: 128, y: 96, width: 32, height: 32 },
  ];
  map.nextobjectid = 3;
  return JSON.stringify(map);
}

test('a shared map whose title and intro are markup shows them as text and runs nothing', async ({
  page,
}) => {
  const title = '<img src=x onerror="window.pwned=1">';
  const intro = '<script>window.pwned=2</script><b onmouseover="window.pwned=3">bold</b>';
  const files = [{ path: 'markup.tmj', text: mapText(title, intro) }];
  await page.goto(`./?test${shareFragment({ kind: 'map', files, packed: packMap(files) }, null)}`);
  await page.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat?.ready);
  await expect(page.locator('.hud-title:not(.error-title)')).toHaveText(title);
  await expect(page.locator('.intro-text')).toHaveText(intro);
  await page.locator('.intro-text').hover();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], .hud b').count()).toBe(0);
});

test('a shared map with a megabyte title shows it cut to 120 characters', async ({ page }) => {
  const files = [{ path: 'long.tmj', text: mapText('Long '.repeat(200_000), '') }];
  await page.goto(`./?test${shareFragment({ kind: 'map', files, packed: packMap(files) }, null)}`);
  await page.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat?.ready);
  const shown = await page.locator('.hud-title:not(.error-title)').textContent();
  expect(shown).toHaveLength(120);
  expect(shown?.endsWith('…')).toBe(true);
});

test('storage full while the editor saves: a notice offers export, and the level stays open', async ({
  page,
}) => {
  await page.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, name, value);
    };
  }, DRAFTS);
  await openGame(page);
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  const notice = page.locator('.notice', { hasText: "This browser's storage is full" });
  await expect(notice).toHaveCount(1);
  await expect(page.locator('.editor-screen')).toHaveAttribute('data-saved', 'no');
  await page.getByRole('textbox', { name: 'Title' }).fill('Kept in memory');
  await page.getByRole('textbox', { name: 'Title' }).press('Enter');
  await page.getByRole('textbox', { name: 'Intro' }).focus();
  // Told once, not once a save.
  await expect(notice).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: 'Export .tmj' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kept-in-memory.tmj');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept in memory');
});

test('My levels from a newer version are kept untouched, and the editor says it cannot read them', async ({
  page,
}) => {
  const newer = JSON.stringify({ version: 3, drafts: [{ id: 'future', pages: ['…'] }] });
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    },
    [DRAFTS, newer],
  );
  await openGame(page);
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  const notice = page.locator('.notice', { hasText: 'saved by a newer version of Maze Cat' });
  // Told once (not again by the save that cannot be made), with a way to keep the level.
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('button', { name: 'Export .tmj' })).toBeVisible();
  await expect(page.locator('.editor-screen')).toHaveAttribute('data-saved', 'no');
  await page.getByText('My levels', { exact: true }).click();
  await expect(page.locator('.editor-drafts-problem')).toContainText(
    'cannot read: they are kept as they are',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFTS)).toBe(newer);
});

test('a draft that cannot be opened is said so and kept; a new level opens instead', async ({ page }) => {
  const drafts = JSON.stringify([
    { id: 'bad', title: 'Broken maze', text: '{"type":"map","width":', saved: 1 },
  ]);
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        localStorage.setItem('maze-cat.editor.open', 'bad');
      }
      sessionStorage.setItem('seeded', '1');
    },
    [DRAFTS, drafts],
  );
  await openGame(page);
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await expect(page.locator('.notice', { hasText: '"Broken maze" could not be opened' })).toContainText(
    'It is kept in My levels as it was.',
  );
  await expect(page.locator('.editor-status')).toContainText('Not a level yet');
  await expect(page.locator('.editor-screen')).toHaveAttribute('data-saved', 'yes');
  // Kept under its own key (drafts stored as one list are moved there), listed still.
  const kept = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('maze-cat.editor.draft.bad') ?? '{}'),
  );
  expect(kept).toEqual(JSON.parse(drafts)[0]);
  await expect(page.locator('.editor-drafts')).toContainText('Broken maze');
});

test('a level too big for the editor: Edit says why at once, and the game goes on', async ({ page }) => {
  const files = [{ path: 'wide.tmj', text: mapText('Wide', '', 200, 200) }];
  await page.goto(`./?test${shareFragment({ kind: 'map', files, packed: packMap(files) }, null)}`);
  await page.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat?.ready);
  await page.getByRole('button', { name: 'Edit this level in the editor' }).click();
  await expect(page.locator('.notice', { hasText: 'cannot be opened in the editor' })).toContainText(
    'the editor edits maps of at most 16,384 tiles (128 x 128); this one is 200 x 200: edit it in Tiled',
  );
  expect(await page.evaluate(() => window.__mazeCat?.screen)).toBe('play');
  await page.getByRole('button', { name: 'Pause (Esc)' }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
});
