/**
 * Every shipped level up to 16 tiles wide opens whole on a phone held upright, a phone on its side
 * and a desktop: every tile is on screen, at least 24 CSS pixels, and nothing (the HUD, the buttons,
 * the intro note, a hint) is drawn over any part of it. One page per size goes from level to level
 * through the level list, as a player would, so the test stays quick.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { SAVE_VERSION } from '../src/app/saves/progress';
import { SAVE_KEY } from '../src/app/saves/storage';
import { expect, openGame, openLevelList, shippedLevelIds, test } from './game';

/** A level's size in tiles, read from its file. */
function size(id: string): { width: number; height: number } {
  const map = JSON.parse(readFileSync(resolve('levels', `${id}.tmj`), 'utf8')) as {
    width: number;
    height: number;
  };
  return { width: map.width, height: map.height };
}

const SMALL = shippedLevelIds().filter((id) => size(id).width <= 16);

/** A save with every level won once, so the list opens each of them. */
function everyLevelWon(): string {
  const levels = Object.fromEntries(shippedLevelIds().map((id) => [id, { best: 999, stars: 1 }]));
  return JSON.stringify({ version: SAVE_VERSION, levels });
}

/**
 * The tiles of the open level not wholly on screen and uncovered: for each, its centre and a point
 * near each corner must be inside the window and hit the board's canvas. Also the tile size.
 */
async function hiddenTiles(page: Page, width: number, height: number) {
  return page.evaluate(
    ({ width, height }) => {
      const hook = window.__mazeCat;
      const canvas = document.getElementById('board');
      if (!hook || !canvas) throw new Error('no board');
      const a = hook.tileToClient(0, 0);
      const b = hook.tileToClient(1, 0);
      if (!a || !b) throw new Error('no level open');
      const px = b.x - a.x;
      const inset = px / 2 - 2;
      const hidden: string[] = [];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const c = hook.tileToClient(x, y);
          if (!c) throw new Error('no level open');
          for (const [dx, dy] of [
            [0, 0],
            [-inset, -inset],
            [inset, -inset],
            [-inset, inset],
            [inset, inset],
          ]) {
            const px = c.x + dx;
            const py = c.y + dy;
            const inside = px >= 0 && py >= 0 && px < window.innerWidth && py < window.innerHeight;
            const top = inside ? document.elementFromPoint(px, py) : null;
            if (top !== canvas) {
              hidden.push(`${x},${y} under ${top ? top.className || top.tagName : 'the window edge'}`);
              break;
            }
          }
        }
      }
      return { px, hidden };
    },
    { width, height },
  );
}

/**
 * Opens level `id` from the level list. The whole board is framed as the level opens, so tiles can
 * be looked for at once (its composites may still be drawing: that moves nothing).
 */
async function openFromList(page: Page, id: string, index: number): Promise<void> {
  await page.locator('.level-card').nth(index).click();
  await page.waitForFunction(
    (id) =>
      window.__mazeCat?.ready === true &&
      window.__mazeCat.screen === 'play' &&
      window.__mazeCat.levelId === id,
    id,
  );
}

async function backToList(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
  await page.getByRole('button', { name: 'Levels', exact: true }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
}

const SIZES = [
  { name: 'a phone held upright', width: 390, height: 844, touch: true },
  { name: 'a phone on its side', width: 844, height: 390, touch: true },
  { name: 'a desktop', width: 1280, height: 720, touch: false },
];

for (const screen of SIZES) {
  test.describe(`on ${screen.name}`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.touch,
      hasTouch: screen.touch,
    });

    test(`every level up to 16 wide opens whole, every tile seen and uncovered`, async ({ page }) => {
      // About a minute on a quiet machine; far more when it is shared.
      test.setTimeout(600_000);
      await page.addInitScript(
        ([key, save]) => {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, save);
        },
        [SAVE_KEY, everyLevelWon()],
      );
      await openGame(page);
      const order = await page.evaluate(() => window.__mazeCat?.levels() ?? []);
      await openLevelList(page);
      for (const id of SMALL) {
        await openFromList(page, id, order.indexOf(id));
        const { width, height } = size(id);
        const seen = await hiddenTiles(page, width, height);
        expect(seen.hidden, `${id}: tiles hidden`).toEqual([]);
        expect(seen.px, `${id}: tile size`).toBeGreaterThanOrEqual(24);
        await backToList(page);
      }
    });
  });
}

test.describe('on a phone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('the intro going away gives its room to the board; a hint stands beside it', async ({ page }) => {
    await openGame(page, 'level=06-the-kennel');
    const corner = async () => (await page.evaluate(() => window.__mazeCat?.tileToClient(0, 0)))?.x ?? 0;
    const before = await corner();
    await page.getByRole('button', { name: 'Got it' }).tap();
    await expect(page.locator('.intro')).toBeHidden();
    // The board is centred again in the room the note left: it moves left, towards the middle.
    await expect.poll(corner).toBeLessThan(before);
    await page.getByRole('button', { name: /^Hint/ }).tap();
    await expect(page.locator('.play-banner-hint')).toBeVisible();
    // The board is framed anew clear of the hint as it comes up (the next frame drawn).
    const { width, height } = size('06-the-kennel');
    await expect.poll(async () => (await hiddenTiles(page, width, height)).hidden).toEqual([]);
  });
});
