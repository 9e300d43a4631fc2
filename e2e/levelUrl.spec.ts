/**
 * Levels opened from `?level=<url>`: a server that never answers, a download that fails, a level
 * inside a data: URL, and a map whose picture lives on another server.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openGame, screen, test } from './game';

const FIRST = readFileSync(resolve('levels/01-first-steps.tmj'), 'utf8');
const TILESET = readFileSync(resolve('levels/maze-cat.tsj'), 'utf8');
/** A shelf level: its tileset is `../maze-cat.tsj`, a path with a folder in it. */
const SHELF = JSON.stringify(JSON.parse(readFileSync(resolve('levels/community/02-locksmith.tmj'), 'utf8')));

/** `?level=` for a level held in a data: URL. */
function dataLevel(text: string): string {
  return `level=${encodeURIComponent(`data:application/json,${encodeURIComponent(text)}`)}`;
}

/** Console warnings and the addresses the page asked for. */
function watch(page: Page) {
  const warnings: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  page.on('request', (r) => requests.push(r.url()));
  return { warnings, requests };
}

test.describe('a level address that fails', () => {
  test.use({ expectedConsoleErrors: [/sent nothing for|could not download|Failed to load resource/] });

  test('a server that never answers: a clear message after a while, and a way back', async ({ page }) => {
    await page.route('https://slow.test/**', () => {}); // Held: no answer, ever.
    await page.goto('./?test&level=https://slow.test/level.tmj');
    const error = page.locator('.screen-error');
    await expect(error).toContainText(
      /slow\.test sent nothing for 8 s; check the address or try again later/,
      {
        timeout: 30_000,
      },
    );
    await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
    await error.getByRole('button', { name: 'Levels' }).click();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
  });

  test('the loading screen has a way back while it waits', async ({ page }) => {
    await page.route('https://slow.test/**', () => {});
    await page.goto('./?test&level=https://slow.test/level.tmj');
    await page.waitForFunction(() => window.__mazeCat?.screen === 'loading');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
  });

  test('a download that fails shows the error, never the bundled level of that name', async ({ page }) => {
    await page.route('https://other.test/**', (route) => route.abort());
    await page.goto('./?test&level=https://other.test/01-first-steps.tmj');
    await page.waitForFunction(() => window.__mazeCat?.ready === true);
    expect(await screen(page)).toBe('error');
    await expect(page.locator('.screen-error')).toContainText(
      'could not download https://other.test/01-first-steps.tmj',
    );
    expect(await page.evaluate(() => window.__mazeCat?.levelId)).toBeNull();
  });
});

test("a level in a data: URL draws with the game's tileset", async ({ page }) => {
  const seen = watch(page);
  await openGame(page, dataLevel(FIRST));
  expect(await screen(page)).toBe('play');
  // Before, the tileset image resolved to data:application/maze-cat.png, failed, and no tile was drawn.
  expect(seen.warnings.filter((w) => /did not load|plain squares/.test(w))).toEqual([]);
  await expect(page.locator('.notices')).not.toContainText('was not loaded');
});

test("a shelf level in a data: URL finds the game's tileset through its ../ path", async ({ page }) => {
  // Before, ../maze-cat.tsj was fetched relative to the page, which answered with its own HTML.
  await openGame(page, dataLevel(SHELF));
  expect(await screen(page)).toBe('play');
  await expect(page.getByRole('heading', { name: 'Locksmith' })).toBeVisible();
});

test.describe('a map in a data: URL that cannot be played', () => {
  test.use({ expectedConsoleErrors: [/malformed JSON/] });

  test('is named by what it is, not by its whole address', async ({ page }) => {
    await page.goto(`./?test&${dataLevel('{"type": "map", "width": 3,')}`);
    const error = page.locator('.screen-error');
    await expect(error).toContainText('the map in the address: 1 error');
    await expect(error).not.toContainText('data:application');
    await expect(error.locator('.error-title')).toHaveText('A map in the address');
  });
});

test('a picture on another server is not loaded: the player is told, the tiles are plain squares', async ({
  page,
}) => {
  const seen = watch(page);
  const map = JSON.parse(FIRST) as { tilesets: unknown[] };
  map.tilesets = [{ ...JSON.parse(TILESET), firstgid: 1, image: 'https://tracker.test/pixel-art.png' }];
  await openGame(page, dataLevel(JSON.stringify(map)));
  expect(await screen(page)).toBe('play');
  await expect(page.locator('.notices')).toContainText(
    "The map's picture https://tracker.test/pixel-art.png was not loaded: pictures load only from this site",
  );
  expect(seen.requests.filter((url) => new URL(url).hostname === 'tracker.test')).toEqual([]);
  await page.screenshot({ path: 'test-results/plain-squares.png' });
});
