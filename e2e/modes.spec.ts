import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dayOf } from '../src/app/modes/calendar';
import { dailyId, dailyLevel, endlessLevel, type ModeLevel, parseModeId } from '../src/app/modes/modeLevels';
import { expect, openGame, state, tapTile, test } from './game';
import { expectSamePieces, madeHere } from './madeLevels';

/**
 * The daily puzzle and endless mode, played from the title screen on a phone: each level is made
 * again here, in Node, from the same date or run seed with the game's own generator, solved by the
 * solver, and its solution tapped on the canvas to a win. The records show on the title after a
 * reload.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** A screenshot in test-results/screens/ for a person to look at. */
async function shoot(page: Page, name: string) {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

/** Waits until a level of the mode is open and ready for taps; returns its id. */
async function opened(page: Page, prefix: string): Promise<string> {
  await page.waitForFunction(
    (p) => {
      const hook = window.__mazeCat;
      return !!hook && hook.ready && hook.screen === 'play' && !!hook.levelId?.startsWith(p);
    },
    prefix,
    { timeout: 60_000 },
  );
  return (await page.evaluate(() => window.__mazeCat?.levelId)) ?? '';
}

/** Plays a mode level the page has open to a win at par, tapping the solver's taps. */
async function winAtPar(page: Page, level: ModeLevel) {
  const { level: here, solution } = await madeHere(level);
  await expectSamePieces(page, here);
  expect(solution.par).toBe(here.par);
  for (const tap of solution.taps) await tapTile(page, tap, true);
  const end = await state(page);
  expect(end.status).toBe('won');
  expect(end.moves).toBeCloseTo(solution.par ?? Number.NaN, 6);
  await expect(page.getByRole('dialog')).toContainText(/escaped/i);
}

test("today's daily puzzle: made from the date, won at par, and the title keeps its result and streak", async ({
  page,
}) => {
  const today = dayOf(new Date());
  await openGame(page, 'speed=12');
  const daily = page.getByRole('button', { name: /daily puzzle/i });
  await expect(daily).toContainText('new');
  await shoot(page, 'modes-title-phone');
  await daily.tap();
  expect(await opened(page, 'daily:')).toBe(dailyId(today));
  await shoot(page, 'modes-daily-phone');
  await winAtPar(page, dailyLevel(today));
  await expect(page.getByRole('status').filter({ hasText: 'Streak: 1 day' })).toBeVisible();

  await openGame(page, 'speed=12');
  await expect(page.getByRole('button', { name: /daily puzzle/i })).toContainText('solved ★★★ · streak 1');
  await shoot(page, 'modes-title-after-phone');
});

test('endless: two levels of a new run won one after the other; the run keeps its length and stars', async ({
  page,
}) => {
  await openGame(page, 'speed=12');
  const endless = page.getByRole('button', { name: /^endless/i });
  await expect(endless).toContainText('levels that get harder');
  await endless.tap();
  const first = parseModeId(await opened(page, 'endless:'));
  if (first?.mode !== 'endless') throw new Error('no endless level opened');
  expect(first.n).toBe(1);
  await winAtPar(page, endlessLevel(first.seed, 1));

  await page.getByRole('button', { name: /next level/i }).tap();
  expect(await opened(page, `endless:${first.seed}:2`)).toBe(`endless:${first.seed}:2`);
  await winAtPar(page, endlessLevel(first.seed, 2));
  await expect(page.getByRole('status').filter({ hasText: 'Endless run: 2 levels, 6 stars.' })).toBeVisible();

  await openGame(page, 'speed=12');
  await expect(page.getByRole('button', { name: /^endless/i })).toContainText(
    'level 3 · 6 ★ · best 2 levels',
  );
});

test.describe('on a desktop', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

  test('the title offers both modes, and the daily puzzle opens with a click', async ({ page }) => {
    await openGame(page, 'speed=12');
    await shoot(page, 'modes-title-desktop');
    await page.getByRole('button', { name: /daily puzzle/i }).click();
    expect(await opened(page, 'daily:')).toBe(dailyId(dayOf(new Date())));
    await shoot(page, 'modes-daily-desktop');
    // Made in a worker of its own, beside the one that loads maps: the page never computes it.
    expect(
      page
        .workers()
        .map((w) => w.url())
        .filter((url) => /levelWorker/.test(url)),
    ).toHaveLength(2);
  });
});
