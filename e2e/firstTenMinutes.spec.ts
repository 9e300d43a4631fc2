/**
 * The first ten minutes of a new player (issue #45), on the built game: what a newcomer meets on
 * first sight must neither hide the board nor be too small to tap.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, looksStill, openGame, openLevelList, saveShot, test } from './game';

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The client box of the first element matching `selector` that is shown, or null. */
async function shownBox(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((selector) => {
    for (const e of document.querySelectorAll<HTMLElement>(selector)) {
      const r = e.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden')
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }
    return null;
  }, selector);
}

/** The screen point of a tile's centre, once the board holds still. */
async function tileCentre(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  await page.waitForFunction(() => window.__mazeCat?.moving === false);
  const point = await page.evaluate(([x, y]) => window.__mazeCat?.tileToClient(x, y) ?? null, [x, y]);
  if (!point) throw new Error(`no point for tile ${x},${y}`);
  return point;
}

/** The part of the canvas the HUD bars and `note` (when shown) leave: the note takes the side that leaves the most. */
async function freeArea(page: Page, note: Box | null): Promise<Box> {
  const canvas = await shownBox(page, '#board');
  const top = await shownBox(page, '.hud-top');
  const bottom = await shownBox(page, '.hud-bottom');
  if (!canvas || !top || !bottom) throw new Error('the play screen is not shown');
  const area = { left: canvas.left, top: top.bottom, right: canvas.right, bottom: bottom.top };
  if (!note) return area;
  const sides: Box[] = [
    { ...area, left: Math.max(area.left, note.right) },
    { ...area, right: Math.min(area.right, note.left) },
    { ...area, top: Math.max(area.top, note.bottom) },
    { ...area, bottom: Math.min(area.bottom, note.top) },
  ];
  const size = (b: Box) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
  return sides.reduce((best, b) => (size(b) > size(best) ? b : best));
}

test.describe('the board centred, the intro note clear of it, See all big enough to tap', () => {
  test('desktop: the board is centred in the free area with the intro note shown and after it closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openGame(page, 'level=02-a-bone-to-pick');
    const size = JSON.parse(readFileSync(resolve('levels/02-a-bone-to-pick.tmj'), 'utf8')) as {
      width: number;
      height: number;
    };
    const centre = async () => {
      const a = await tileCentre(page, 0, 0);
      const b = await tileCentre(page, size.width - 1, size.height - 1);
      return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    };
    const note = await shownBox(page, '.intro');
    expect(note, 'the intro note shows').not.toBeNull();
    const withNote = await freeArea(page, note);
    const shown = await centre();
    expect(shown.x).toBeCloseTo((withNote.left + withNote.right) / 2, -1);
    expect(shown.y).toBeCloseTo((withNote.top + withNote.bottom) / 2, -1);

    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.locator('.intro')).toBeHidden();
    const free = await freeArea(page, null);
    await expect
      .poll(async () => Math.abs((await centre()).x - (free.left + free.right) / 2))
      .toBeLessThan(5);
    const closed = await centre();
    expect(closed.y).toBeCloseTo((free.top + free.bottom) / 2, -1);
  });

  test('phone on its side: See all on the 65 x 65 maze keeps tiles big enough to tap', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 844, height: 390 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await openGame(page, 'level=15-the-great-maze');
    const note = await shownBox(page, '.intro');
    expect(note, 'the intro note shows').not.toBeNull();
    // The note covers at most a fifth of the screen.
    if (note) expect((note.right - note.left) * (note.bottom - note.top)).toBeLessThan((844 * 390) / 5);
    await page.getByRole('button', { name: /See all/ }).tap();
    await expect(page.getByRole('button', { name: /See all/ })).toHaveAttribute('aria-pressed', 'true');
    const a = await tileCentre(page, 10, 10);
    const b = await tileCentre(page, 11, 10);
    expect(b.x - a.x).toBeGreaterThanOrEqual(24);
    await context.close();
  });
});

/** Every shown control too small for a finger, or whose text runs out of it, described. */
async function badControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, input, select, a, [role=button], summary',
    );
    for (const c of controls) {
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(c).visibility === 'hidden') continue;
      if (c.closest('[hidden], [aria-hidden=true]')) continue;
      const name = `${c.tagName.toLowerCase()}${c.className ? `.${String(c.className).split(' ').join('.')}` : ''} "${(c.textContent || c.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
      if (r.width < 43.5 || r.height < 43.5)
        bad.push(`${name} is ${Math.round(r.width)} x ${Math.round(r.height)}`);
      if (c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1)
        bad.push(`${name}: its text runs out of it (${c.scrollWidth} > ${c.clientWidth})`);
    }
    return bad;
  });
}

test.describe('touch targets at least 44 px on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const fontSize of [null, '24px']) {
    test(`every visible control on the title, list, play, settings and community screens is at least 44 x 44 CSS px${fontSize ? ` (root font ${fontSize})` : ''}`, async ({
      page,
    }) => {
      const check = async (where: string) => {
        if (fontSize) await page.addStyleTag({ content: `html { font-size: ${fontSize} !important; }` });
        // A screen that is still sliding in (or out) is drawn scaled: measure it at rest.
        await looksStill(page);
        expect(await badControls(page), where).toEqual([]);
      };
      await openGame(page);
      await check('title (with its settings)');
      await openLevelList(page);
      await check('level list');
      await openGame(page, 'level=02-a-bone-to-pick');
      await check('play');
      await page.getByRole('button', { name: /pause/i }).tap();
      await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
      await check('pause (settings)');
      await openGame(page);
      await page.getByRole('button', { name: 'Community' }).tap();
      await page.waitForFunction(() => window.__mazeCat?.screen === 'community');
      await check('community');
    });
  }
});

test.describe('screenshots of the first sight', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 720 }],
    ['phone', { width: 390, height: 844 }],
    ['phone-landscape', { width: 844, height: 390 }],
  ] as const) {
    test(`the title and a big level with its intro note at ${name}`, async ({ browser }) => {
      const touch = name !== 'desktop';
      const context = await browser.newContext({ viewport, isMobile: touch, hasTouch: touch });
      const page = await context.newPage();
      await openGame(page);
      await saveShot(page, 'first-sight', `first-title-${name}`);
      await openGame(page, 'level=15-the-great-maze');
      await page.waitForFunction(() => window.__mazeCat?.moving === false);
      await saveShot(page, 'first-sight', `first-big-level-${name}`);
      await context.close();
    });
  }
});
