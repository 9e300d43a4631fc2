/**
 * Pieces read at a glance: pointing at a pipe end (hover, or a long press on a phone) lights its
 * partner; patrol routes are drawn. Screenshots of pipes and patrols at desktop and phone sizes go
 * to test-results/pieces/, and with UPDATE_SCREENSHOTS=1 to docs/screenshots/ (docs/rules.md shows them).
 */
import type { Page } from '@playwright/test';
import type { Piece } from '../src/level/kinds/types';
import { atEachSize, expect, looksStill, openGame, saveShot, solved, test, tilePoint } from './game';

const shoot = (page: Page, name: string) => saveShot(page, 'pieces', name);

/** The pixels of one tile on screen, with the board held still. */
async function tilePixels(page: Page, cell: { x: number; y: number }): Promise<Buffer> {
  await looksStill(page);
  const p = await page.evaluate(({ x, y }) => window.__mazeCat?.tileToClient(x, y) ?? null, cell);
  if (!p) throw new Error('no tile point');
  return page.screenshot({
    clip: { x: p.x - 24, y: p.y - 24, width: 48, height: 48 },
    animations: 'disabled',
  });
}

/**
 * A finger held still on `point` until the page takes it for a long press (it points at the tile
 * there: however long a busy page takes, not a fixed time); `whileHeld` runs before it lifts.
 */
async function longPress(page: Page, point: { x: number; y: number }, whileHeld: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...point, id: 0 }] });
  await page.waitForFunction(() => window.__mazeCat?.pointed() != null);
  await looksStill(page);
  await whileHeld();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

atEachSize((size) => {
  test(`pointing at a pipe end lights its partner (${size.name})`, async ({ page }) => {
    const { level } = await solved('20-plumbing');
    const pipes = level.pieces.filter((p) => p.kind === 'pipe');
    const partnerOf = (p: Piece) => pipes.find((q) => q.id === p.partner) as Piece;
    const apart = (p: Piece) => Math.abs(partnerOf(p).cell - p.cell);
    // The pair whose ends lie closest: both are on screen at once, even on a phone.
    const end = [...pipes].sort((a, b) => apart(a) - apart(b))[0];
    const partner = partnerOf(end);
    const cellOf = (p: Piece) => ({ x: p.cell % level.width, y: Math.floor(p.cell / level.width) });
    await openGame(page, 'level=20-plumbing&speed=12');
    await shoot(page, `${size.name}-pipes`);
    // Both ends in view (a phone pans to them), then the partner's look before and while pointing.
    await tilePoint(page, cellOf(partner), size.touch);
    const at = await tilePoint(page, cellOf(end), size.touch);
    const before = await tilePixels(page, cellOf(partner));
    if (size.touch) {
      await longPress(page, at, async () => {
        await expect.poll(async () => (await tilePixels(page, cellOf(partner))).equals(before)).toBe(false);
        await shoot(page, `${size.name}-pipe-partner`);
      });
    } else {
      await page.mouse.move(at.x, at.y);
      await expect.poll(async () => (await tilePixels(page, cellOf(partner))).equals(before)).toBe(false);
      await shoot(page, `${size.name}-pipe-partner`);
      await page.mouse.move(5, size.viewport.height / 2);
      await expect.poll(async () => (await tilePixels(page, cellOf(partner))).equals(before)).toBe(true);
    }
  });

  test(`screenshots: patrol routes and pipe pairs (${size.name})`, async ({ page }) => {
    for (const id of ['21-on-patrol', '22-the-rounds', '22a-slip-behind']) {
      await openGame(page, `level=${id}&speed=12`);
      await looksStill(page);
      await shoot(page, `${size.name}-patrol-${id}`);
    }
    // The preview of the short way on Slip Behind: where the dog will be as the cat passes.
    const { level } = await solved('22a-slip-behind');
    const exit = level.pieces.find((p) => p.kind === 'exit') as Piece;
    const at = await tilePoint(
      page,
      { x: exit.cell % level.width, y: Math.floor(exit.cell / level.width) },
      size.touch,
    );
    if (size.touch) await longPress(page, at, () => shoot(page, `${size.name}-patrol-preview`));
    else {
      await page.mouse.move(at.x, at.y);
      await looksStill(page);
      await shoot(page, `${size.name}-patrol-preview`);
    }
    await openGame(page, 'level=19-down-the-pipe&speed=12');
    await looksStill(page);
    await shoot(page, `${size.name}-pipes-19`);
  });
});
