/**
 * The first ten minutes of a new player (issue 45), at desktop size by mouse and phone size by
 * touch, on the built game, reading nothing first: a shared link opens ready to play with the
 * sender's win offered, a hint asked for during the winning walk leaves nothing over the win
 * panel, Back or Forward into the editor never lets the next tap change the level, and the
 * Community shelf has easy levels and a way back from an empty filter.
 */
import type { Locator, Page } from '@playwright/test';
import { formatCost } from '../src/grid';
import type { Cell, Level } from '../src/level/types';
import { Sim } from '../src/sim';
import { encodeReplay, type ReplayStep } from '../src/sim/replay';
import {
  atEachSize,
  expect,
  type LookSize,
  openGame,
  saveShot,
  solved,
  state,
  tapTile,
  test,
  tilePoint,
} from './game';

const LEVEL = '03-good-dog';

/** Taps or clicks a button, as the size plays. */
async function press(page: Page, size: LookSize, name: string | RegExp): Promise<void> {
  const control = page.getByRole('button', { name });
  if (size.touch) await control.tap();
  else await control.click();
}

/** The sender's win as a replay: each tap sent once the cat stands still after the one before. */
function timedWin(level: Level, taps: readonly Cell[]): ReplayStep[] {
  const sim = new Sim(level);
  const steps: ReplayStep[] = [];
  let tick = 0;
  for (const { x, y } of taps) {
    steps.push({ kind: 'tap', x, y, tick });
    sim.command({ kind: 'walkTo', x, y });
    do {
      sim.step();
      tick++;
    } while (!sim.idle && sim.status === 'playing');
    tick++;
  }
  expect(sim.status).toBe('won');
  return steps;
}

test.describe('Links that do not spoil', () => {
  atEachSize((size) => {
    test('a shared link opens with the board still and a Watch button', async ({ page }) => {
      const { level, solution } = await solved(LEVEL);
      const code = encodeReplay(timedWin(level, solution.taps));
      await page.goto(`./?test&speed=4#mc=1&level=${LEVEL}&replay=${code}`);
      await page.waitForFunction(
        () => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'play',
      );
      expect(await page.evaluate(() => window.__mazeCat?.levelId)).toBe(LEVEL);
      // One note at a time: the level's intro first, then the offer of the sender's win.
      await expect(page.locator('.play-banner-replay')).toBeHidden();
      await press(page, size, 'Got it');
      const banner = page.locator('.play-banner-replay');
      await expect(banner.getByRole('button', { name: 'Watch how they did it' })).toBeVisible();
      await expect(banner).not.toContainText('Watching');
      // The board is still: the cat waits at its start for the player.
      const still = await state(page);
      expect(still).toMatchObject({ moves: 0, walking: false, status: 'playing', cat: level.cat });
      await saveShot(page, 'firstTenMinutes', `shared-link-${size.name}`);

      // Asked for, the sender's win plays; Play gives the level back from its start.
      await press(page, size, 'Watch how they did it');
      await expect(banner).toContainText(`Replay over: won in ${formatCost(solution.par!)} moves.`);
      await press(page, size, 'Play the level yourself');
      await page.waitForFunction(() => window.__mazeCat?.state()?.moves === 0);
      // The offer is back while the play is at its start, and goes with the first walk.
      await expect(banner.getByRole('button', { name: 'Watch how they did it' })).toBeVisible();
      for (const tap of solution.taps) await tapTile(page, tap, size.touch);
      await page.waitForFunction(() => window.__mazeCat?.screen === 'won');
      await press(page, size, 'Compare: watch how they did it');
      await expect(banner).toContainText(`Replay over: won in ${formatCost(solution.par!)} moves.`);
    });
  });
});

test.describe('A hint during the winning walk', () => {
  atEachSize((size) => {
    test('a hint pressed during the winning walk shows no advice over the win panel', async ({ page }) => {
      const { solution } = await solved(LEVEL);
      // Slow, so the last walk is still under way when Hint is pressed.
      await page.goto(`./?test&level=${LEVEL}&speed=0.5`);
      await page.waitForFunction(() => window.__mazeCat?.ready === true);
      const taps = solution.taps;
      for (const tap of taps.slice(0, -1)) await tapTile(page, tap, size.touch);
      const exit = await tilePoint(page, taps[taps.length - 1], size.touch);
      if (size.touch) await page.touchscreen.tap(exit.x, exit.y);
      else await page.mouse.click(exit.x, exit.y);
      await page.waitForFunction(() => window.__mazeCat?.state()?.walking === true);
      // Every word the hint's banner says is noted as it is said, however short a time it shows.
      await page.evaluate(() => {
        const said: string[] = [];
        (window as unknown as { hintWords: string[] }).hintWords = said;
        const text = document.querySelector('.play-banner-hint .play-banner-text');
        new MutationObserver(() => said.push(text?.textContent ?? '')).observe(text!, { childList: true });
      });
      await press(page, size, 'Hint: show the next tap (H)');
      await page.waitForFunction(() => window.__mazeCat?.screen === 'won');
      expect((await state(page)).status).toBe('won');
      const said = await page.evaluate(() => (window as unknown as { hintWords: string[] }).hintWords);
      // Pressed during the walk (the hint waits for the cat to stop), then dropped with the win.
      expect(said).toEqual(['A hint is coming when the cat stops.']);
      await expect(page.locator('.play-banner-hint')).toBeHidden();
      await expect(page.getByText('No win is left from here', { exact: false })).toHaveCount(0);
    });
  });
});

test.describe('Back and Forward', () => {
  atEachSize((size) => {
    test('Forward into the editor: the first tap only lifts the veil, the next one paints', async ({
      page,
    }) => {
      await page.goto('./?test');
      await page.waitForFunction(() => window.__mazeCat?.ready === true);
      await press(page, size, /make a level/i);
      await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
      const canvas = page.locator('.editor-canvas[data-cell]');
      await canvas.waitFor();
      const veil = page.locator('.editor-veil');
      // Opened by a button, the board takes taps at once.
      await expect(veil).toBeHidden();
      await page.locator('.editor-palette').getByRole('button', { name: 'Wall', exact: true }).click();
      const undo = page.getByRole('button', { name: 'Undo (Ctrl+Z)' });
      await expect(undo).toBeDisabled();

      await page.goBack();
      await page.waitForFunction(() => window.__mazeCat?.screen === 'title');
      await page.goForward();
      await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
      await expect(veil).toBeVisible();
      await expect(veil.getByRole('button', { name: /keep editing/i })).toBeFocused();

      const box = await canvas.boundingBox();
      const data = await canvas.evaluate((c: HTMLCanvasElement) => ({ ...c.dataset }));
      const cell = Number(data.cell);
      const at = { x: box!.x + Number(data.ox) + 3.5 * cell, y: box!.y + Number(data.oy) + 2.5 * cell };
      const tap = () => (size.touch ? page.touchscreen.tap(at.x, at.y) : page.mouse.click(at.x, at.y));
      await tap();
      await expect(veil).toBeHidden();
      await expect(undo).toBeDisabled();
      await tap();
      await expect(undo).toBeEnabled();
    });
  });
});

test.describe('community for newcomers', () => {
  atEachSize((size) => {
    test('easy levels to start with; an empty filter says so, and Clear filters brings the levels back', async ({
      page,
    }) => {
      const press = (target: Locator) => (size.touch ? target.tap() : target.click());
      await openGame(page, 'speed=120');
      await press(page.getByRole('button', { name: 'Community' }));
      await page.waitForFunction(() => window.__mazeCat?.screen === 'community');
      const cards = page.locator('.shelf-card');
      await expect(cards.first()).toBeVisible();
      const all = await cards.count();
      expect(all).toBeGreaterThanOrEqual(12);

      const easy = page.getByRole('button', { name: 'easy', exact: true });
      await press(easy);
      await expect(easy).toHaveAttribute('aria-pressed', 'true');
      expect(await cards.count()).toBeGreaterThanOrEqual(4);

      // No easy level has knight moves: the filters keep nothing.
      await press(page.getByRole('button', { name: 'knight moves', exact: true }));
      await expect(cards).toHaveCount(0);
      await expect(page.getByText('No level matches these filters.')).toBeVisible();
      const clear = page.getByRole('button', { name: 'Clear filters' });
      await expect(clear).toBeVisible();
      await saveShot(page, 'firstTenMinutes', `community-empty-filter-${size.name}`);

      await press(clear);
      await expect(cards).toHaveCount(all);
      await expect(page.getByText(`Showing ${all} of ${all} levels`)).toBeVisible();
      await expect(clear).toBeHidden();
      await expect(easy).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
