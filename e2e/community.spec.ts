import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { loadLevel } from '../src/level';
import { levelMechanics, type Mechanic } from '../src/level/shelfInfo';
import { atEachSize, expect, openGame, saveShot, solved, tapTile, test } from './game';

/**
 * The Community screen (issue 38): reached from the title, it lists the whole shelf
 * (levels/community/) at both sizes with no sideways scroll, a mechanic's filter keeps only the
 * cards that have it, and a level picked from it is won from its solver solution by real taps;
 * Back returns to the shelf, where the card shows the stars won.
 */
const SHELF = resolve('levels/community');
const shelfIds = readdirSync(SHELF)
  .filter((n) => n.endsWith('.tmj'))
  .map((n) => `community/${n.replace(/\.tmj$/, '')}`)
  .sort();

async function mechanicsOf(id: string): Promise<Mechanic[]> {
  const level = await loadLevel(resolve('levels', `${id}.tmj`), async (path) => readFileSync(path, 'utf8'));
  return levelMechanics(level);
}

async function openShelf(page: Page): Promise<void> {
  await openGame(page, 'speed=120');
  await page.getByRole('button', { name: 'Community' }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'community');
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('.community-screen');
    return {
      scroll: root?.scrollWidth ?? 0,
      client: root?.clientWidth ?? 0,
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

/** The shelf's smallest knight-move level: a few taps, the board whole on a phone. */
const PLAYED = 'community/09-knights-yard';

atEachSize((size) => {
  test('lists the shelf, filters by a mechanic, and shows the stars of a level won from it', async ({
    page,
  }) => {
    await openShelf(page);
    const cards = page.locator('.shelf-card');
    await expect(cards).toHaveCount(shelfIds.length);
    expect((await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-level')))).sort()).toEqual(
      shelfIds,
    );
    await noSidewaysScroll(page);
    await saveShot(page, 'community', `community-${size.name}`);

    // Knight moves: only the cards of levels whose rule is the knight's.
    const knights: string[] = [];
    for (const id of shelfIds) if ((await mechanicsOf(id)).includes('knight')) knights.push(id);
    expect(knights.length).toBeGreaterThan(0);
    expect(knights.length).toBeLessThan(shelfIds.length);
    const filter = page.getByRole('button', { name: 'knight moves', exact: true });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(knights.length);
    expect((await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-level')))).sort()).toEqual(
      knights,
    );
    await expect(page.locator('.shelf-count')).toHaveText(
      `Showing ${knights.length} of ${shelfIds.length} levels`,
    );

    // Play it from its solution, by real taps, and win at par.
    const { level, solution } = await solved(PLAYED);
    expect(solution.verdict).toBe('solvable');
    const card = page.locator(`[data-level="${PLAYED}"]`);
    await expect(card).toContainText('not solved yet');
    await card.click();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'play');
    await page.waitForFunction(() => window.__mazeCat?.ready === true);
    let last = null;
    for (const tap of solution.taps) last = await tapTile(page, tap, size.touch);
    expect(last?.status).toBe('won');
    expect(last?.moves).toBeCloseTo(level.par ?? Number.NaN, 6);
    await page.waitForFunction(() => window.__mazeCat?.screen === 'won');

    // Browser Back: the shelf again, its card with the three stars of a win at par.
    await page.goBack();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'community');
    const won = page.locator(`[data-level="${PLAYED}"]`);
    await expect(won.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
    await expect(won).toContainText(/best 6 \/ par 6/);
    await expect(page.locator('.community-screen .star-total')).toContainText(
      `3 of ${shelfIds.length * 3} stars`,
    );
  });
});

test.describe('phone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  test('the shelf fits the width', async ({ page }) => {
    await openShelf(page);
    await expect(page.locator('.shelf-card')).toHaveCount(shelfIds.length);
    await noSidewaysScroll(page);
    await saveShot(page, 'community', 'community-phone-landscape');
  });
});

test('the remix chain shows on a remix of a remix; newest first, or hardest; Back to the title', async ({
  page,
}) => {
  await openShelf(page);
  await expect(page.locator('[data-level="community/11-locksmith-running-low"] .shelf-remix')).toHaveText(
    'remix of Locksmith on the Slant by Maze Cat team, a remix of Locksmith by Maze Cat team',
  );
  const first = await page.locator('.shelf-card').first().getAttribute('data-level');
  expect(first).toBe('community/24-the-cat-flaps');
  await page.getByRole('button', { name: 'Hardest', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hardest', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Newest', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
