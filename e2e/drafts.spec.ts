/**
 * Drafts that cannot be lost (issue 43), in the built game through real clicks and keys: the last
 * edit is kept when the page reloads or the tab closes at once, and when New level opens before the
 * save was due; two tabs editing one draft keep both tabs' work and say so; drafts stored the old
 * way (one list) open and are listed, and My levels with 1,500 drafts shows them a page at a time.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { newMapText } from '../src/level/edit';
import { expect, openGame, test } from './game';

/** The editor on the page, its level's title and intro as the Level section shows them. */
const title = (page: Page) => page.getByRole('textbox', { name: 'Title' });
const intro = (page: Page) => page.getByRole('textbox', { name: 'Intro' });
const myLevels = (page: Page) => page.locator('.editor-drafts');

async function openEditor(page: Page): Promise<void> {
  await openGame(page);
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await page.locator('.editor-canvas[data-cell]').waitFor();
}

/** Reloads the page, which opens the editor again (its place is in the address). */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await page.locator('.editor-canvas[data-cell]').waitFor();
}

/**
 * Stops the page's clock (installed by the test): the save due a moment after an edit never comes
 * by itself, so what is kept was saved by the page going away or another level opening.
 */
async function standStill(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Types a title and commits it (Enter: the field's change), as a maker does. */
async function setTitle(page: Page, text: string): Promise<void> {
  await title(page).fill(text);
  await title(page).press('Enter');
}

/** Types an intro and commits it (leaving the field: its change). */
async function setIntro(page: Page, text: string): Promise<void> {
  await intro(page).fill(text);
  await intro(page).press('Tab');
}

/** Opens the draft named `name` from My levels. */
async function openDraft(page: Page, name: string): Promise<void> {
  await myLevels(page).getByRole('button', { name, exact: true }).click();
  await expect(title(page)).toHaveValue(name);
}

test('the last edit is kept when the page reloads at once, and when the tab closes at once', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await openEditor(page);
  await standStill(page);
  await setTitle(page, 'Kept on reload');
  await reload(page);
  await expect(title(page)).toHaveValue('Kept on reload');

  await standStill(page);
  await setIntro(page, 'Kept on close');
  // As a person closes a tab: the page's unload runs.
  await Promise.all([page.waitForEvent('close'), page.close({ runBeforeUnload: true })]);
  const again = await context.newPage();
  await openEditor(again);
  await expect(title(again)).toHaveValue('Kept on reload');
  await expect(intro(again)).toHaveValue('Kept on close');
});

test('the last edit is kept when New level opens before its save was due', async ({ page }) => {
  await page.clock.install();
  await openEditor(page);
  await standStill(page);
  await setTitle(page, 'Before the new one');
  await page.getByRole('button', { name: 'New level', exact: true }).click();
  await expect(title(page)).toHaveValue('My level');
  await expect(myLevels(page).getByRole('button', { name: 'Before the new one', exact: true })).toHaveCount(
    1,
  );
  await openDraft(page, 'Before the new one');
});

/** A second tab of the same browser (the same storage), with the editor open. */
async function secondTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openEditor(page);
  return page;
}

test('two tabs on one draft: neither tab’s work is lost, and the tab whose save would replace the other’s says so', async ({
  page: tabA,
  context,
}) => {
  await openEditor(tabA);
  const tabB = await secondTab(context);
  // Both tabs opened the draft opened last: the same one.
  await setTitle(tabA, 'Title from A');
  await setIntro(tabA, 'Intro from A');
  await expect(myLevels(tabA).getByRole('button', { name: 'Title from A', exact: true })).toHaveCount(1);
  // Tab B hears of it at once (the storage event), and says so.
  await expect(
    tabB.locator('.notice', { hasText: 'This level was just changed in another tab.' }),
  ).toHaveCount(1);
  await setIntro(tabB, 'Intro from B');
  const notice = tabB.locator('.notice', { hasText: 'changed in another tab since this tab opened it' });
  await expect(notice).toContainText('kept as a separate level, “My level (copy from another tab)”');
  await expect(title(tabB)).toHaveValue('My level (copy from another tab)');
  await expect(intro(tabB)).toHaveValue('Intro from B');

  // A third tab finds both: A's level as A left it, and B's kept beside it.
  const tabC = await secondTab(context);
  await openDraft(tabC, 'Title from A');
  await expect(intro(tabC)).toHaveValue('Intro from A');
  await openDraft(tabC, 'My level (copy from another tab)');
  await expect(intro(tabC)).toHaveValue('Intro from B');
  // Tab A heard of the copy too (its list is kept up to date by the storage event).
  await expect(
    myLevels(tabA).getByRole('button', { name: 'My level (copy from another tab)', exact: true }),
  ).toHaveCount(1);
});

/** A legacy store (format 1: one list of drafts under maze-cat.editor.drafts) of `count` drafts. */
function legacyDrafts(count: number): string {
  const map = JSON.parse(newMapText(6, 5));
  return JSON.stringify(
    Array.from({ length: count }, (_, i) => {
      map.properties = [{ name: 'title', type: 'string', value: `Old level ${i + 1}` }];
      return { id: `old-${i + 1}`, title: `Old level ${i + 1}`, text: JSON.stringify(map), saved: 1e12 - i };
    }),
  );
}

test('drafts stored the old way open; My levels with 1,500 drafts shows a page at a time', async ({
  page,
}) => {
  await page.addInitScript((drafts) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('maze-cat.editor.drafts', drafts);
      localStorage.setItem('maze-cat.editor.open', 'old-2');
    }
    sessionStorage.setItem('seeded', '1');
  }, legacyDrafts(1500));
  await openEditor(page);
  await expect(title(page)).toHaveValue('Old level 2');
  await expect(page.locator('.editor-draft')).toHaveCount(30);
  await expect(page.locator('.editor-drafts-page')).toHaveText('1–30 of 1,500');
  await page.getByRole('button', { name: 'Older levels' }).click();
  await expect(page.locator('.editor-drafts-page')).toHaveText('31–60 of 1,500');
  await openDraft(page, 'Old level 45');
  await setTitle(page, 'Old level 45, changed');
  await reload(page);
  await expect(title(page)).toHaveValue('Old level 45, changed');
  await expect(page.locator('.editor-draft').first()).toContainText('Old level 45, changed');
  await expect(page.locator('.editor-drafts-page')).toHaveText('1–30 of 1,500');
});
