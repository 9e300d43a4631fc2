/**
 * A new player's first ten minutes (issue 45), each item played as a newcomer plays it, at desktop
 * size with a mouse and at phone size by touch: one describe per item.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { drawingToTmj } from '../src/level/tmjWriter';
import { atEachSize, expect, looksStill, openGame, saveShot, state, tapTile, test, tilePoint } from './game';

const TILESET = readFileSync(resolve('levels/maze-cat.tsj'), 'utf8');

/** Serves `maps` (file name to map JSON) and the game's tileset from https://levels.test/. */
async function serveLevels(page: Page, maps: Readonly<Record<string, unknown>>): Promise<void> {
  await page.route('https://levels.test/**', (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === 'maze-cat.tsj') return route.fulfill({ body: TILESET, contentType: 'application/json' });
    const map = maps[name];
    if (map === undefined) return route.fulfill({ status: 404 });
    return route.fulfill({ body: JSON.stringify(map), contentType: 'application/json' });
  });
}

test.describe('fair walks', () => {
  /**
   * Two routes of 6 from the cat to the exit: over the top, past a dog the cat has no bone for, and
   * along the bottom, past nothing. The cat's path finder alone takes the top one (src/sim/fairWalk.test.ts).
   */
  const TIE = drawingToTmj(
    {
      title: 'A Fair Tie',
      intro: 'Two ways round, the same length; one passes a dog.',
      rows: ['#######', '#..D..#', '#C###E#', '#.....#', '#######'],
    },
    6,
  );

  atEachSize((size) => {
    test('the tie level is won by a single tap on the exit', async ({ page }) => {
      await serveLevels(page, { 'tie.tmj': TIE });
      await openGame(page, 'level=https://levels.test/tie.tmj&speed=4');
      expect((await state(page)).cat).toEqual({ x: 1, y: 2 });
      const exit = { x: 5, y: 2 };
      if (!size.touch) {
        // The pointer on the exit: the path preview shows the way round the bottom (a picture to look at).
        const at = await tilePoint(page, exit);
        await page.mouse.move(at.x, at.y);
        await page.waitForFunction(({ x, y }) => {
          const pointed = window.__mazeCat?.pointed();
          return pointed?.x === x && pointed.y === y;
        }, exit);
        await looksStill(page);
        await saveShot(page, 'first-ten-minutes', 'fair-tie-preview-desktop');
      }
      const after = await tapTile(page, exit, size.touch);
      expect(after.status).toBe('won');
      expect(after.moves).toBe(6);
      // The dog was never met: it still stands where it stood.
      const dogs = (await page.evaluate(() => window.__mazeCat?.pieces() ?? [])).filter(
        (p) => p.kind === 'dog',
      );
      expect(dogs).toEqual([{ kind: 'dog', x: 3, y: 1, gone: false }]);
    });
  });
});
