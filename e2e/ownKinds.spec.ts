/**
 * A shelf level with kinds of its own (issue 48: a fish and a crocodile, declared in the map's
 * `kinds` property, known to no code) is found on the Community screen by taps (its filter, its
 * card), played from the solver's solution by real taps on the canvas and won at par, at both sizes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { loadLevel } from '../src/level';
import { levelMechanics } from '../src/level/shelfInfo';
import { atEachSize, expect, openGame, saveShot, solved, tapTile, test } from './game';

const CROCODILE = 'community/23-fish-for-the-crocodile';

/** The shelf levels with kinds of their own (the mechanic `own`), by id. */
async function ownKindLevels(): Promise<string[]> {
  const ids: string[] = [];
  for (const name of readdirSync(resolve('levels/community'))
    .filter((n) => n.endsWith('.tmj'))
    .sort()) {
    const file = resolve('levels/community', name);
    const level = await loadLevel(file, async (path) => readFileSync(path, 'utf8'));
    if (levelMechanics(level).includes('own')) ids.push(`community/${name.slice(0, -4)}`);
  }
  return ids;
}

/** A tap on a phone, a click on a desktop. */
async function press(page: Page, name: string, touch: boolean): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  if (touch) await button.tap();
  else await button.click();
}

atEachSize((size) => {
  test('the crocodile level is found under "new pieces", its fish and crocodile named on its card, and won by taps', async ({
    page,
  }) => {
    await openGame(page, 'speed=120');
    await press(page, 'Community', size.touch);
    await page.waitForFunction(() => window.__mazeCat?.screen === 'community');

    // The filter for a map's own kinds keeps the levels that have them, this one among them.
    await press(page, 'new pieces', size.touch);
    const card = page.locator(`[data-level="${CROCODILE}"]`);
    await expect(card).toBeVisible();
    const own = await ownKindLevels();
    expect(own).toContain(CROCODILE);
    const cards = page.locator('.shelf-card');
    await expect(cards).toHaveCount(own.length);
    expect((await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-level')))).sort()).toEqual(
      own,
    );
    await expect(card.locator('.shelf-tag')).toContainText(['bones', 'dogs', 'fish', 'crocodile']);
    await saveShot(page, 'own-kinds', `own-kinds-shelf-${size.name}`);

    const { level, solution } = await solved(CROCODILE);
    expect(solution.verdict).toBe('solvable');
    if (size.touch) await card.tap();
    else await card.click();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'play');
    await page.waitForFunction(() => window.__mazeCat?.ready === true);
    await saveShot(page, 'own-kinds', `own-kinds-play-${size.name}`);
    let last = null;
    for (const tap of solution.taps) last = await tapTile(page, tap, size.touch);
    expect(last?.status).toBe('won');
    expect(last?.moves).toBeCloseTo(level.par ?? Number.NaN, 6);
    await page.waitForFunction(() => window.__mazeCat?.screen === 'won');
  });
});
