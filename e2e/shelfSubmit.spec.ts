/**
 * "Submit to the shelf" in the built editor (issue 38), by real clicks: the level downloads as a
 * `.tmj` with the shelf's properties filled, and `maze-cat check` passes it where it is added, in
 * `levels/community/` (a copy of the folder in the test's output, never the repository's); a level
 * opened from a share link and submitted credits the link it came from.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Download, Page, TestInfo } from '@playwright/test';
import { dayOf } from '../src/app/modes/calendar';
import { packMap } from '../src/app/share/mapPayload';
import { makeLevel, openSection } from './editorFlow';
import { expect, openGame, test } from './game';

/** Saves a download as `levels/community/<name>` in a copy of the levels folder, and checks it with the CLI. */
async function checkOnShelf(
  download: Download,
  info: TestInfo,
  name: string,
): Promise<Record<string, unknown>> {
  const levels = info.outputPath('levels');
  mkdirSync(join(levels, 'community'), { recursive: true });
  for (const file of ['maze-cat.tsj', 'maze-cat.png'])
    copyFileSync(resolve('levels', file), join(levels, file));
  const path = join(levels, 'community', name);
  await download.saveAs(path);
  const check = spawnSync('node', ['bin/maze-cat.mjs', 'check', path], { encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  const map = JSON.parse(readFileSync(path, 'utf8')) as { properties: { name: string; value: unknown }[] };
  return Object.fromEntries(map.properties.map((p) => [p.name, p.value]));
}

/** Opens the editor's Submit to the shelf section (a click on its heading), when it is closed. */
/** Submit to the shelf is in the Share section (a tab on a phone; always in view on a desktop). */
async function openShelfSection(page: Page): Promise<void> {
  await openSection(page, 'Share', false);
}

/** Waits until the solver has checked the map as it is and measured how hard it is. */
async function measured(page: Page): Promise<void> {
  await expect(page.locator('.editor-status')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(/^Difficulty: (easy|medium|hard|too large)/)).toBeVisible();
}

async function submit(page: Page, maker: string | null, licence: string): Promise<Download> {
  await measured(page);
  await openShelfSection(page);
  if (maker !== null) await page.getByRole('textbox', { name: 'Maker' }).fill(maker);
  await page.getByRole('combobox', { name: 'Licence' }).selectOption(licence);
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Submit to the shelf' }).click();
  return saving;
}

test("a made level is submitted only as the shelf's check would take it, and the maker's name is remembered", async ({
  page,
}, info) => {
  await openGame(page, 'speed=12');
  const par = await makeLevel(page, false);
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('Round The Wall');
  await title.press('Tab');
  await expect(page.locator('.editor-status')).toContainText(`Par ${par} `);

  // No name yet: the shelf asks for one and nothing downloads.
  await openShelfSection(page);
  await page.getByRole('button', { name: 'Submit to the shelf' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'write your name' })).toBeVisible();

  // A name the shelf's check refuses is refused here, in the check's words: nothing downloads that CI
  // would then refuse (once only < and > were).
  let downloads = 0;
  page.on('download', () => downloads++);
  for (const [maker, words] of [
    ['javascript:alert(1)', 'holds markup or a script address'],
    ['Ada &#60;', 'holds markup or a script address'],
    ['Ada\u0007', 'holds a control character (U+0007)'],
  ]) {
    await page.getByRole('textbox', { name: 'Maker' }).fill(maker);
    await page.getByRole('button', { name: 'Submit to the shelf' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The maker's name ${words}` })).toBeVisible();
  }

  // The made level is won by a single tap: once the difficulty shows, the shelf's ask for a plan
  // is said here, as the check in levels/community/ would say it, and nothing downloads.
  await measured(page);
  await page.getByRole('textbox', { name: 'Maker' }).fill('Ada');
  await page.getByRole('combobox', { name: 'Licence' }).selectOption('CC0-1.0');
  await page.getByRole('button', { name: 'Submit to the shelf' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The shelf asks for a plan: a single tap wins this level.' }),
  ).toBeVisible();
  expect(downloads).toBe(0);

  await page.getByRole('button', { name: 'Share link' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  await page.locator('.editor-side').screenshot({ path: info.outputPath('editor-share-and-shelf.png') });

  // The name is remembered; the licence starts at CC-BY-4.0.
  // A new tab of the same browser (the old one's history would reopen its editor).
  const later = await page.context().newPage();
  await openGame(later, 'speed=12');
  await later.getByRole('button', { name: /make a level/i }).click();
  await openShelfSection(later);
  await expect(later.getByRole('textbox', { name: 'Maker' })).toHaveValue('Ada');
  await expect(later.getByRole('combobox', { name: 'Licence' })).toHaveValue('CC-BY-4.0');
});

/**
 * Opens a link to a shelf level's map (one that beats naive play, as the shelf asks) retitled
 * `title` by `maker` (a file `file`), then Edit: a remix of it in the editor.
 */
async function remixLink(page: Page, title: string, maker: string, file: string): Promise<void> {
  const map = JSON.parse(readFileSync(resolve('levels/community/08-corner-shop.tmj'), 'utf8')) as {
    properties: { name: string; type: string; value: unknown }[];
    tilesets: { source?: string }[];
  };
  // The link carries the map alone; its tileset is the game's own, found beside it.
  for (const tileset of map.tilesets) if (tileset.source) tileset.source = 'maze-cat.tsj';
  const credit: Record<string, string> = { title, maker, licence: 'CC-BY-4.0' };
  map.properties = map.properties.filter((p) => !(p.name in credit));
  for (const [name, value] of Object.entries(credit)) map.properties.push({ name, type: 'string', value });
  const packed = packMap([{ path: file, text: JSON.stringify(map) }]);
  await page.goto(`./?test&speed=12#mc=1&map=${packed}`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'play');
  await page.getByRole('button', { name: 'Edit this level in the editor' }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await expect(page.locator('.editor-status')).toContainText('Par ');
  await openShelfSection(page);
}

test('a level opened from a link and submitted credits the link it came from', async ({ page }, info) => {
  await remixLink(page, 'Bea Dog', 'Bea', 'bea-dog.tmj');
  await expect(page.getByText('A remix of “Bea Dog” by Bea')).toBeVisible();

  const download = await submit(page, 'Ada', 'CC-BY-4.0');
  const props = await checkOnShelf(download, info, '91-bea-dog.tmj');
  const par = Number(await page.locator('.editor-screen').getAttribute('data-par'));
  expect(props.added).toBe(dayOf(new Date()));
  // The file states par as the designer's two decimals.
  expect(Number(props.par)).toBeCloseTo(par, 2);
  expect(props).toMatchObject({
    title: 'Bea Dog',
    maker: 'Ada',
    licence: 'CC-BY-4.0',
    remixOfTitle: 'Bea Dog',
    remixOfMaker: 'Bea',
  });
  // The parent's link opens the parent: the same map, Bea's credit and all.
  const parent = new URL(String(props.remixOf));
  expect(parent.hash).toMatch(/^#mc=1&map=[\w-]+$/);
  await page.goto(`./?test&speed=12${parent.hash}`);
  await page.waitForFunction(
    () =>
      window.__mazeCat?.ready === true &&
      window.__mazeCat.screen === 'play' &&
      window.__mazeCat.levelId === 'shared:bea-dog',
  );
});

test("a remix of a link titled in markup checks on the shelf: the parent's words the shelf refuses are left out", async ({
  page,
}, info) => {
  const title = '<img src=x onerror="window.pwned=1">';
  await remixLink(page, title, 'Eve\u0007', 'markup.tmj');
  // Shown as the text it is, in the editor.
  await expect(page.getByText(`A remix of “${title}”`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Tidy Dog');
  await page.getByRole('textbox', { name: 'Title' }).press('Tab');
  await expect(page.locator('.editor-status')).toContainText('Par ');
  const props = await checkOnShelf(await submit(page, 'Ada', 'CC-BY-4.0'), info, '92-tidy-dog.tmj');
  expect(props).toMatchObject({ title: 'Tidy Dog', maker: 'Ada' });
  expect(String(props.remixOf)).toMatch(/^http.*#mc=1&map=[\w-]+$/);
  expect(props).not.toHaveProperty('remixOfTitle');
  expect(props).not.toHaveProperty('remixOfMaker');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});
