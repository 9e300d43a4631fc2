/**
 * Levels on an isometric and a hexagonal map (e2e/fixtures/orientations, with the hex and iso
 * tilesets of levels/): drawn as diamonds and hexagons, won by taps aimed at the drawn tile (one
 * of them near its edge, where the tile's box holds a neighbour too), and See all frames every
 * tile's outline (a pinch on a phone zooms in first); arrow keys take the hex grid's own steps. Screenshots of both at each size go
 * to docs/screenshots (UPDATE_SCREENSHOTS=1).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  arrived,
  atEachSize,
  boardFrame,
  expect,
  looksStill,
  openGame,
  pinch,
  saveShot,
  state,
  tapAt,
  test,
} from './game';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** The levels' files: the maps from the fixtures, their tilesets and pictures from levels/. */
async function serveLevels(page: Page): Promise<void> {
  await page.route('https://levels.test/**', (route) => {
    const name = route.request().url().split('/').pop() ?? '';
    const path = name.endsWith('.tmj') ? resolve('e2e/fixtures/orientations', name) : resolve('levels', name);
    try {
      const body = readFileSync(path);
      const contentType = name.endsWith('.png') ? 'image/png' : 'application/json';
      return route.fulfill({ body, contentType });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
}

/** The corners of a tile's drawn outline, in client coordinates, once the camera holds still. */
async function outline(page: Page, cell: Point): Promise<Point[]> {
  await page.waitForFunction(() => window.__mazeCat?.moving === false);
  const corners = await page.evaluate(
    ({ x, y }) => window.__mazeCat?.tileOutlineToClient(x, y) ?? null,
    cell,
  );
  if (!corners) throw new Error(`no outline for tile ${cell.x},${cell.y}`);
  return corners;
}

const centreOf = (corners: readonly Point[]): Point => ({
  x: corners.reduce((sum, p) => sum + p.x, 0) / corners.length,
  y: corners.reduce((sum, p) => sum + p.y, 0) / corners.length,
});

/**
 * A point inside the tile near its upper-left edge (a tenth of the way in from the edge's middle),
 * and so in the corner of its box that a neighbour's diamond or hexagon covers.
 */
function nearEdge(corners: readonly Point[]): Point {
  const c = centreOf(corners);
  // The edge whose middle is furthest up and left of the centre.
  let best = { x: c.x, y: c.y };
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i];
    const b = corners[(i + 1) % corners.length];
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    if (mid.x + mid.y < best.x + best.y) best = mid;
  }
  return { x: c.x + (best.x - c.x) * 0.9, y: c.y + (best.y - c.y) * 0.9 };
}

const widthOf = (corners: readonly Point[]): number =>
  Math.max(...corners.map((p) => p.x)) - Math.min(...corners.map((p) => p.x));

const LEVELS = [
  { file: 'iso.tmj', shot: 'isometric', bone: { x: 4, y: 1 }, exit: { x: 4, y: 3 }, size: { x: 6, y: 5 } },
  { file: 'hex.tmj', shot: 'hexagonal', bone: { x: 4, y: 2 }, exit: { x: 5, y: 4 }, size: { x: 7, y: 6 } },
] as const;

atEachSize(({ name, touch }) => {
  for (const level of LEVELS) {
    test(`the ${level.shot} level is won by taps on its drawn tiles; See all shows it whole`, async ({
      page,
    }) => {
      await serveLevels(page);
      await openGame(page, `level=https://levels.test/${level.file}`);
      const intro = page.locator('.intro .intro-close');
      if (await intro.isVisible()) await (touch ? intro.tap() : intro.click());

      // See all: every tile's outline inside the board's frame.
      const seeAll = page.getByRole('button', { name: /^See all/ });
      if ((await seeAll.getAttribute('aria-pressed')) !== 'true')
        await (touch ? seeAll.tap() : seeAll.click());
      await expect(seeAll).toHaveAttribute('aria-pressed', 'true');
      const frame = await boardFrame(page);
      for (let y = 0; y < level.size.y; y++) {
        for (let x = 0; x < level.size.x; x++) {
          for (const p of await outline(page, { x, y })) {
            expect(p.x).toBeGreaterThanOrEqual(frame.left - 0.5);
            expect(p.x).toBeLessThanOrEqual(frame.right + 0.5);
            expect(p.y).toBeGreaterThanOrEqual(frame.top - 0.5);
            expect(p.y).toBeLessThanOrEqual(frame.bottom + 0.5);
          }
        }
      }
      await looksStill(page);
      await saveShot(page, 'orientations', `grid-${level.shot}-${name}`);
      if (touch) {
        // Fingers apart over the bone: a closer look, and the taps below still land on the drawn tiles.
        const before = await outline(page, level.bone);
        const at = centreOf(before);
        await pinch(page, at.x, at.y, 80, 120);
        await expect(seeAll).toHaveAttribute('aria-pressed', 'false');
        const after = await outline(page, level.bone);
        expect(widthOf(after)).toBeGreaterThan(widthOf(before) * 1.2);
      }

      // The bone's tile, tapped near its edge: the cat walks to that tile, not to a neighbour.
      await tapAt(page, nearEdge(await outline(page, level.bone)), touch);
      const onBone = await arrived(page, level.bone);
      expect(onBone.cat).toEqual(level.bone);
      expect(onBone.bones).toBe(1);
      // The exit, tapped on its centre: the level is won.
      await tapAt(page, centreOf(await outline(page, level.exit)), touch);
      await page.waitForFunction(() => window.__mazeCat?.state()?.status === 'won');
      expect((await state(page)).cat).toEqual(level.exit);
    });
  }
});

test("arrow keys on pointy-top hexagons: Down zigzags straight down the screen, by the grid's own steps", async ({
  page,
}) => {
  await serveLevels(page);
  await openGame(page, 'level=https://levels.test/hex.tmj');
  const cursor = () => page.evaluate(() => window.__mazeCat?.cursor() ?? null);
  // The cat on (1, 1), an odd row (shifted right): down-right, then from an even row down-left.
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(cursor).toEqual({ x: 2, y: 2 });
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(cursor).toEqual({ x: 1, y: 3 });
  const [start, end] = [await outline(page, { x: 1, y: 1 }), await outline(page, { x: 1, y: 3 })];
  expect(centreOf(end).x).toBeCloseTo(centreOf(start).x, 3);
  await page.keyboard.press('Enter');
  expect((await arrived(page, { x: 1, y: 3 })).cat).toEqual({ x: 1, y: 3 });
  // An arrow alone steps the cat: Right along its row.
  await page.keyboard.press('ArrowRight');
  expect((await arrived(page, { x: 2, y: 3 })).cat).toEqual({ x: 2, y: 3 });
});
