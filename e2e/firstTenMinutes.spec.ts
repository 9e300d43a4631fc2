/**
 * A new player's first ten minutes (issue 45), in the built game by real clicks and taps, at desktop
 * and phone size: nothing they meet is a dead click or a dead end.
 */
import type { Locator, Page } from '@playwright/test';
import { piecesOf } from '../src/level';
import { axeFindings } from './axe';
import {
  atEachSize,
  expect,
  openGame,
  openLevelList,
  saveShot,
  solved,
  tapTile,
  test,
  tilePoint,
} from './game';

/** A real click (or a finger's tap) on the middle of `target`, scrolled into view as a player would. */
async function press(page: Page, target: Locator, touch: boolean): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The level list's card of the level titled `title`. */
function card(list: Locator, title: string): Locator {
  return list.getByRole('button', { name: new RegExp(`^Level \\d+: ${title}`) });
}

/** Puts a save holding wins on `ids` in place before the first load (reloads keep what the game wrote). */
async function savedWins(page: Page, ids: readonly string[]): Promise<void> {
  const levels = Object.fromEntries(ids.map((id) => [id, { best: 99, stars: 1 }]));
  await page.addInitScript(
    (text) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('maze-cat.save', text);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify({ version: 2, levels }),
  );
}

test.describe('locked cards', () => {
  atEachSize((size) => {
    test('a locked card says what opens it when picked, and the list says the rule', async ({ page }) => {
      await openGame(page);
      await openLevelList(page);
      const list = page.locator('.levels-screen');
      await expect(list.locator('.levels-rule')).toHaveText(
        "Each win opens the next level, and a chapter's first level opens the next chapter.",
      );

      // Good Dog, the Dogs chapter's first level, opens with the first level's win.
      const goodDog = card(list, 'Good Dog');
      await expect(goodDog).toBeDisabled();
      await press(page, goodDog, size.touch);
      await expect(goodDog).toContainText('Win “First Steps” to open.');
      await expect(list.getByRole('status')).toHaveText('Good Dog: Win “First Steps” to open.');

      // Order Matters waits for Good Dog, which is locked too: the way starts at First Steps.
      const order = card(list, 'Order Matters');
      await press(page, order, size.touch);
      const reason = 'Win “Good Dog” to open. 2 wins away: start with “First Steps”.';
      await expect(order).toContainText(reason);
      await expect(list.getByRole('status')).toHaveText(`Order Matters: ${reason}`);
      // One card tells at a time, and picking a locked card opens nothing.
      await expect(goodDog).toContainText('locked');
      await expect(goodDog).not.toContainText('Win');
      expect(await page.evaluate(() => window.__mazeCat?.screen)).toBe('levels');
      await saveShot(page, 'first-ten-minutes', `${size.name}-levels-locked`);
      // The card that tells, and the rule, pass the audit (contrast included).
      expect(await axeFindings(page, '.levels-screen')).toEqual([]);

      if (!size.touch) {
        // By keyboard: a locked card takes the focus, and Enter says why it is locked.
        const guards = card(list, 'Two Guards');
        await guards.focus();
        await page.keyboard.press('Enter');
        await expect(guards).toContainText('Win “Order Matters” to open. 3 wins away');
      }
    });

    test("each chapter's first level opens once the previous chapter's first is won", async ({ page }) => {
      // The first level of each chapter up to Keys and Doors won, nothing else.
      const firsts = ['01-first-steps', '03-good-dog', '04-order-matters', '07-mud-season'];
      const more = ['09-running-on-empty', '11-corner-cutter', '13-knight-moves', '15-the-great-maze'];
      await savedWins(page, [...firsts, ...more, '17-the-red-door']);
      await openGame(page);
      await openLevelList(page);
      const list = page.locator('.levels-screen');
      // The pipes are open, and so is the level after each win; the rest of Keys and Doors too.
      await expect(card(list, 'Down the Pipe')).toBeEnabled();
      await expect(card(list, 'Mind the Doors')).toBeEnabled();
      await expect(card(list, 'Plumbing')).toBeDisabled();
      const patrol = card(list, 'On Patrol');
      await expect(patrol).toBeDisabled();
      await press(page, patrol, size.touch);
      await expect(patrol).toContainText('Win “Down the Pipe” to open.');
    });

    test('Opened from links is one press away at the top of the level list', async ({ page }) => {
      const link = {
        id: 'a1',
        title: 'Second Helping',
        maker: 'Bea',
        opened: Date.now(),
        fragment: '#mc=1&l=x',
      };
      await page.addInitScript(
        (text) => localStorage.setItem('maze-cat.openedLinks', text),
        JSON.stringify([link]),
      );
      await openGame(page);
      await openLevelList(page);
      const shortcut = page.getByRole('button', { name: 'Opened from links (1)' });
      await expect(shortcut).toBeInViewport();
      const heading = page.getByRole('heading', { name: 'Opened from links' });
      await expect(heading).not.toBeInViewport();
      await press(page, shortcut, size.touch);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Opened from links' })).toContainText('Second Helping');
    });
  });

  test('without links kept, there is no shortcut to them', async ({ page }) => {
    await openGame(page);
    await openLevelList(page);
    await expect(page.locator('.levels-rule')).toBeVisible();
    await expect(page.getByRole('button', { name: /Opened from links/ })).toHaveCount(0);
  });
});

test.describe('the first level', () => {
  atEachSize((size) => {
    test('the exit tapped first walks into the dog; the bone first, then the exit, wins', async ({
      page,
    }) => {
      const { level, solution } = await solved('01-first-steps');
      const [exit, bone] = (['exit', 'bone'] as const).map((kind) => {
        const [{ x, y }] = piecesOf(level, kind);
        return { x, y };
      });
      // One obvious win: the bone, then the exit.
      expect(solution.taps).toEqual([bone, exit]);
      await openGame(page, 'level=01-first-steps&speed=12');
      await expect(page.locator('.intro')).toContainText('The dog lets you out only for a bone!');
      if (!size.touch) {
        // The mouse on the exit: the path preview goes the short way, past the dog.
        const point = await tilePoint(page, exit);
        await page.mouse.move(point.x, point.y);
      }
      await saveShot(page, 'first-ten-minutes', `${size.name}-first-steps`);

      // The tempting tap: the exit. The cat takes the short way, with no bone, and the dog eats it.
      const eaten = await tapTile(page, exit, size.touch);
      expect(eaten.status).toBe('lost');
      expect(eaten.bones).toBe(0);
      const panel = page.getByRole('dialog');
      await expect(panel).toContainText(/eaten/i);
      const restart = panel.getByRole('button', { name: /restart/i });
      if (size.touch) await restart.tap();
      else await restart.click();
      await page.waitForFunction(() => window.__mazeCat?.state()?.status === 'playing');

      // Where you tap matters: the bone sends the cat the long way round, and the exit is then ahead.
      const fetched = await tapTile(page, bone, size.touch);
      expect(fetched.bones).toBe(1);
      const won = await tapTile(page, exit, size.touch);
      expect(won.status).toBe('won');
      expect(won.moves).toBe(solution.par);
    });
  });
});
