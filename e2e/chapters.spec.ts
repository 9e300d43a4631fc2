/**
 * The level list in chapters (each level's `chapter` map property), with the stars won per chapter
 * and in all. Expectations are worked out from the files in levels/, so the test holds for a
 * campaign with chapters and for levels without any.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, openGame, shippedLevelIds, solved, tapTile, test } from './game';

/** Each shipped level's chapter, as its map writes it ('' for none). */
function chapterOf(id: string): string {
  const map = JSON.parse(readFileSync(resolve('levels', `${id}.tmj`), 'utf8')) as {
    properties?: { name: string; value: unknown }[];
  };
  const value = map.properties?.find((p) => p.name === 'chapter')?.value;
  return typeof value === 'string' ? value.trim() : '';
}

test('the level list shows chapters, the stars won in each and in all', async ({ page }) => {
  const ids = shippedLevelIds();
  const chapters = ids.map(chapterOf);
  const named = chapters.some((c) => c !== '');
  const names = [...new Set(chapters.map((c) => c || 'More levels'))];
  const first = names[0];
  const inFirst = chapters.filter((c) => (c || 'More levels') === first).length;

  const { solution } = await solved(ids[0]);
  await openGame(page, `level=${ids[0]}&speed=12`);
  for (const tap of solution.taps) await tapTile(page, tap);
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Levels' }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');

  const list = page.locator('.levels-screen');
  await expect(list.locator('.level-card')).toHaveCount(ids.length);
  await expect(list.locator('.star-total')).toContainText(`3 of ${ids.length * 3} stars in all`);
  if (named) {
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(names);
    const firstChapter = list.getByRole('region', { name: first });
    await expect(firstChapter.locator('.level-card')).toHaveCount(inFirst);
    await expect(firstChapter.locator('.chapter-stars')).toContainText(
      `3 of ${inFirst * 3} stars in ${first}`,
    );
  } else {
    // Levels without chapters: one plain list, no headings.
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(0);
  }
});
