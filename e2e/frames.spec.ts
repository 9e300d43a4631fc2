/**
 * The board draws only what changes: a walk draws frames, a still board draws only at the rate of
 * its animations (all on one 125 ms beat), a paused game and a hidden tab draw none. Read through
 * the test hook's frame counter (`renders`), over a span of display frames measured in the page.
 */
import type { Page } from '@playwright/test';
import { piecesOf } from '../src/level';
import { expect, openGame, solved, state, test, tilePoint } from './game';

/** Frames the board drew while the page showed `frames` display frames, and the ms they took. */
async function drawnOver(page: Page, frames: number): Promise<{ drawn: number; ms: number }> {
  return page.evaluate(
    (frames) =>
      new Promise<{ drawn: number; ms: number }>((resolve) => {
        const hook = window.__mazeCat!;
        const before = hook.renders;
        const start = performance.now();
        let left = frames;
        const tick = () => {
          if (--left > 0) requestAnimationFrame(tick);
          else resolve({ drawn: hook.renders - before, ms: performance.now() - start });
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}

/**
 * Tells the page its tab was hidden or shown again, as the browser does when the player switches
 * tabs; with `midWalk`, in the very frame the page says the cat walks (a busy page's round trips
 * could outlast a short walk).
 */
async function setTabHidden(page: Page, hidden: boolean, midWalk = false): Promise<void> {
  await page.evaluate(
    async ({ hidden, midWalk }) => {
      if (midWalk)
        await new Promise<void>((resolve) => {
          const check = () => (window.__mazeCat?.state()?.walking ? resolve() : requestAnimationFrame(check));
          check();
        });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    { hidden, midWalk },
  );
}

test('a still board draws at its animations rate, a paused or hidden one draws nothing', async ({ page }) => {
  await openGame(page, 'level=01-first-steps');
  await page.locator('#board').focus();

  // A step draws frames while the cat moves.
  const opened = await page.evaluate(() => window.__mazeCat!.renders);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    () => window.__mazeCat?.state()?.walking === false && window.__mazeCat.state()!.cat.x === 2,
  );
  expect(await page.evaluate(() => window.__mazeCat!.renders)).toBeGreaterThan(opened);

  // Still: the pieces' idle animations (the cat, the dog, the bone) and nothing else, a few frames a
  // second at most (the fastest steps on the 125 ms beat), never one per display frame. Measured once the board says
  // it holds still (the last step's frames drawn), however late a busy page draws them.
  await page.waitForFunction(() => window.__mazeCat?.moving === false);
  const still = await drawnOver(page, 120);
  expect(still.drawn).toBeLessThanOrEqual(Math.ceil(still.ms / 125) + 2);
  expect(still.drawn).toBeLessThan(120);

  // Paused: nothing at all.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
  expect((await drawnOver(page, 120)).drawn).toBe(0);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'play');

  // Hidden mid-walk (a click on the bone, the long way round): nothing, and the walk waits; shown
  // again, it goes on to the bone.
  const { level } = await solved('01-first-steps');
  const [bone] = piecesOf(level, 'bone');
  const far = await tilePoint(page, bone);
  await page.mouse.click(far.x, far.y);
  await setTabHidden(page, true, true);
  const before = await state(page);
  expect(before.walking).toBe(true);
  expect((await drawnOver(page, 60)).drawn).toBe(0);
  expect(await state(page)).toEqual(before);
  const hiddenAt = await page.evaluate(() => window.__mazeCat!.renders);
  await setTabHidden(page, false);
  await page.waitForFunction(() => window.__mazeCat?.state()?.bones === 1);
  expect(await page.evaluate(() => window.__mazeCat!.renders)).toBeGreaterThan(hiddenAt);
});

test('a still board with many animations draws them on one beat, 8 frames a second at most', async ({
  page,
}) => {
  // Wet Paws: animated water, a breathing bone, the cat's and a dog's idle cycles, each with its own
  // rate and phase; on their own clocks they drew about 21 frames a second.
  await openGame(page, 'level=08-wet-paws');
  await page.waitForFunction(() => window.__mazeCat?.moving === false);
  const still = await drawnOver(page, 120);
  expect(still.drawn).toBeGreaterThan(0);
  expect(still.drawn).toBeLessThanOrEqual(Math.ceil(still.ms / 125) + 1);
});
