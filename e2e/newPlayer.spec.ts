/**
 * What a new player hit (issue 18), each driven the way a player does it: the intro note never
 * covers the board and a tap puts it away; par reads as par and the win panel says what more stars
 * take; the sound button shows its state; focus rings for keyboard players only; Restart brings the
 * keyboard cursor back to the cat; Back and Forward move between screens; touch screens get
 * fingertip-sized tiles and a pinch.
 */
import type { Page } from '@playwright/test';
import { piecesOf } from '../src/level';
import {
  arrived,
  boardFrame,
  expect,
  openGame,
  openLevelList,
  pinch,
  solved,
  state,
  tapTile,
  test,
} from './game';

type Rect = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function rectOf(page: Page, selector: string): Promise<Rect> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
}

/** Every tile of the level lies in the board's frame (the whole board is seen, nothing covers it). */
async function boardInFrame(page: Page, width: number, height: number): Promise<boolean> {
  const frame = await boardFrame(page);
  const corners = await page.evaluate(
    ([w, h]) => [window.__mazeCat!.tileToClient(0, 0)!, window.__mazeCat!.tileToClient(w - 1, h - 1)!],
    [width, height],
  );
  const half = (corners[1].x - corners[0].x) / (width - 1) / 2;
  return (
    corners[0].x - half >= frame.left - 1 &&
    corners[0].y - half >= frame.top - 1 &&
    corners[1].x + half <= frame.right + 1 &&
    corners[1].y + half <= frame.bottom + 1
  );
}

/** The tile size on screen, in CSS pixels. */
const tileSize = (page: Page) =>
  page.evaluate(() => window.__mazeCat!.tileToClient(1, 0)!.x - window.__mazeCat!.tileToClient(0, 0)!.x);

const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' ? 'none' : style.outlineWidth;
  });

test.describe('phone on its side (844 x 390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the intro note stands beside the board, a tap puts it away, and the board takes the taps', async ({
    page,
  }) => {
    const { level, solution } = await solved('02-a-bone-to-pick');
    await openGame(page, 'level=02-a-bone-to-pick&speed=12');
    const intro = page.locator('.intro');
    await expect(intro).toBeVisible();
    // The note and the board's frame do not meet, and the exit and the cat are in the frame.
    const note = await rectOf(page, '.intro');
    const frame = await boardFrame(page);
    expect(overlaps(note, frame)).toBe(false);
    for (const cell of [level.cat, piecesOf(level, 'exit')[0]]) {
      const p = await page.evaluate(([x, y]) => window.__mazeCat!.tileToClient(x, y)!, [cell.x, cell.y]);
      expect(p.x > frame.left && p.x < frame.right && p.y > frame.top && p.y < frame.bottom).toBe(true);
    }
    // The whole board, in tiles a fingertip still hits (24 CSS pixels or more).
    expect(await tileSize(page)).toBeGreaterThanOrEqual(24);
    expect(await boardInFrame(page, level.width, level.height)).toBe(true);
    const corner = async () => (await page.evaluate(() => window.__mazeCat!.tileToClient(0, 0)))?.x ?? 0;
    const before = await corner();

    await page.touchscreen.tap((note.left + note.right) / 2, note.top + 12);
    await expect(intro).toBeHidden();
    expect((await state(page)).moves).toBe(0);
    // The finger was on the note, not the board: the board takes the note's room, centred anew.
    await expect.poll(corner).toBeLessThan(before);

    let last = await state(page);
    for (const tap of solution.taps) last = await tapTile(page, tap, true);
    expect(last.status).toBe('won');
  });
});

test.describe('desktop (1280 x 720)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the intro note covers no tile, and the first walk puts it away', async ({ page }) => {
    const { level, solution } = await solved('01-first-steps');
    await openGame(page, 'level=01-first-steps&speed=12');
    await expect(page.locator('.intro')).toBeVisible();
    expect(overlaps(await rectOf(page, '.intro'), await boardFrame(page))).toBe(false);
    expect(await boardInFrame(page, level.width, level.height)).toBe(true);
    await tapTile(page, solution.taps[0]);
    await expect(page.locator('.intro')).toBeHidden();
    expect(await boardInFrame(page, level.width, level.height)).toBe(true);
  });

  test('the HUD shows par as par, and the win panel says what more stars take', async ({ page }) => {
    const { solution } = await solved('02-a-bone-to-pick');
    const { par } = solution;
    if (par === null) throw new Error('the level has a par');
    await openGame(page, 'level=02-a-bone-to-pick&speed=12');
    // "Moves 0 · Par 17": two numbers side by side, not "0 / 17" (which reads as a limit).
    const moves = page.locator('.hud-moves');
    const parBox = page.locator('.hud-par');
    await expect(moves).toHaveText('0');
    await expect(parBox).toBeVisible();
    await expect(parBox.locator('.hud-label')).toHaveText('Par');
    await expect(parBox.locator('.hud-value')).toHaveText(String(par));
    await expect(page.locator('.hud-top')).not.toContainText('/');
    // Three walks to the next tile and back: six moves over par, one star.
    const [start, next] = solution.path;
    for (let i = 0; i < 3; i++) {
      await tapTile(page, next);
      await tapTile(page, start);
    }
    await expect(moves).toHaveText('6');
    let last = await state(page);
    for (const tap of solution.taps) last = await tapTile(page, tap);
    expect(last.status).toBe('won');
    const panel = page.getByRole('dialog');
    await expect(panel).toContainText(`${par + 6} moves.`);
    await expect(panel).toContainText(
      `Par is ${par}: finish in ${par} moves for three stars, in ${Math.floor(par * 1.25)} or fewer for two.`,
    );

    // At par: the panel says what par is.
    await panel.getByRole('button', { name: 'Restart' }).click();
    await page.waitForFunction(
      () => window.__mazeCat?.screen === 'play' && window.__mazeCat.state()?.status === 'playing',
    );
    for (const tap of solution.taps) last = await tapTile(page, tap);
    expect(last.moves).toBe(par);
    await expect(panel).toContainText(`Par is ${par}, the fewest moves a win can take`);
  });

  test('the sound button shows whether sound is on, by icon and word', async ({ page }) => {
    await openGame(page, 'level=01-first-steps');
    const sound = page.locator('.btn-sound');
    await expect(sound).toHaveAccessibleName('Sound on');
    await expect(sound).toContainText('Sound on');
    const icon = () => sound.locator('.btn-icon svg path').getAttribute('d');
    const onIcon = await icon();
    await sound.click();
    await expect(sound).toHaveAccessibleName('Muted');
    await expect(sound).toContainText('Muted');
    expect(await icon()).not.toBe(onIcon);
    await page.keyboard.press('m');
    await expect(sound).toContainText('Sound on');
    expect(await icon()).toBe(onIcon);
  });

  test('focus rings show for keyboard players, not after clicks', async ({ page }) => {
    await openGame(page);
    await openLevelList(page);
    // The list puts focus on the first level to play; after a click it shows no ring.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className ?? ''))
      .toContain('level-card');
    expect(await focusOutline(page)).toBe('none');
    await page.keyboard.press('Tab');
    expect(await focusOutline(page)).not.toBe('none');

    await page.locator('.level-card').first().click();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat.ready);
    const { solution } = await solved('01-first-steps');
    await tapTile(page, solution.taps[0]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    expect(await focusOutline(page)).toBe('none');
    await page.keyboard.press('Shift+ArrowUp');
    expect(await focusOutline(page)).not.toBe('none');
  });

  test('Restart brings the keyboard cursor back to the cat, and Enter acts on it', async ({ page }) => {
    const { level } = await solved('01-first-steps');
    await openGame(page, 'level=01-first-steps&speed=12');
    const cursor = () => page.evaluate(() => window.__mazeCat!.cursor());
    const start = level.cat;
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(cursor).toEqual({ x: start.x + 2, y: start.y });
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (x) => window.__mazeCat?.state()?.cat.x === x && !window.__mazeCat.state()!.walking,
      start.x + 2,
    );
    await page.keyboard.press('r');
    await page.waitForFunction(() => window.__mazeCat?.state()?.moves === 0);
    await expect.poll(cursor).toEqual(start);
    // From the cat, one cursor step and Enter: a one-tile walk.
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Enter');
    const after = await arrived(page, { x: start.x + 1, y: start.y });
    expect(after.moves).toBe(1);
  });

  test('Back and Forward move between the title, the list and a level; Back from the title leaves', async ({
    page,
  }) => {
    await page.goto('about:blank');
    await openGame(page);
    const onScreen = (name: string) =>
      page.waitForFunction((n) => window.__mazeCat?.screen === n && window.__mazeCat.ready, name);
    await openLevelList(page);
    await page.locator('.level-card').first().click();
    await onScreen('play');
    expect(new URL(page.url()).searchParams.get('level')).toBe('01-first-steps');
    await page.goBack();
    await onScreen('levels');
    expect(new URL(page.url()).searchParams.has('level')).toBe(false);
    await page.goForward();
    await onScreen('play');
    expect(await page.evaluate(() => window.__mazeCat!.levelId)).toBe('01-first-steps');
    // The list's own Back button and the browser's agree: one step down each.
    await page.goBack();
    await onScreen('levels');
    await page.getByRole('button', { name: 'Back to the title' }).click();
    await onScreen('title');
    await page.goBack();
    await expect.poll(() => page.url()).toBe('about:blank');
  });

  test('a level opened from its address goes Back to the list', async ({ page }) => {
    await openGame(page, 'level=03-good-dog');
    await page.goBack();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
    await page.goBack();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'title');
  });
});

test.describe('phone upright (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('a big level opens close up at 40 px; a pinch zooms in, and out no smaller than a finger taps', async ({
    page,
  }) => {
    await openGame(page, 'level=15-the-great-maze');
    await page.locator('.intro .intro-close').tap();
    await expect(page.locator('.intro')).toBeHidden();
    const fit = await tileSize(page);
    expect(fit).toBeGreaterThanOrEqual(40);
    const seeAll = page.getByRole('button', { name: /^See all/ });
    await expect(seeAll).toHaveAttribute('aria-pressed', 'false');
    // Fingers apart: bigger tiles. Fingers together, again and again: 28 px tiles, no further (the
    // whole 65 x 65 map would be 6 px tiles no finger hits; the player pans).
    await pinch(page, 195, 420, 50, 230);
    await expect.poll(() => tileSize(page)).toBeGreaterThan(fit * 1.5);
    for (let i = 0; i < 6; i++) {
      await pinch(page, 195, 420, 270, 30);
    }
    await expect(seeAll).toHaveAttribute('aria-pressed', 'true');
    expect(await tileSize(page)).toBeCloseTo(28, 0);
    expect((await state(page)).moves).toBe(0);
    // See all again: back to a close-up.
    await seeAll.tap();
    await expect(seeAll).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => tileSize(page)).toBeGreaterThanOrEqual(40);
  });
});
