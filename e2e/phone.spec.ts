import { expect, openGame, pinch, solved, state, tapTile, test, touchGesture } from './game';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('a phone plays a level to a win with taps', async ({ page }) => {
  const { solution } = await solved('03-good-dog');
  await openGame(page, 'level=03-good-dog&speed=12');
  let last = await state(page);
  for (const tap of solution.taps) last = await tapTile(page, tap, true);
  expect(last.status).toBe('won');
  expect(last.moves).toBe(solution.par);
});

test('a drag pans and a pinch zooms a large map; a drag is not a tap', async ({ page }) => {
  await openGame(page, 'level=15-the-great-maze');
  const tile = (x: number, y: number) =>
    page.evaluate(([x, y]) => window.__mazeCat!.tileToClient(x, y)!, [x, y]);
  // Let the camera settle on the cat before measuring: it has stopped easing, and two reads 300 ms
  // apart agree (on a busy machine no frame may come between two reads while it still eases).
  let last = '';
  await expect
    .poll(
      async () => {
        if (await page.evaluate(() => window.__mazeCat?.moving !== false)) return false;
        const now = JSON.stringify(await tile(10, 10));
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const before = await tile(10, 10);
  await touchGesture(page, [{ x: 300, y: 500 }], [{ x: 150, y: 300 }]);
  await expect.poll(async () => (await tile(10, 10)).x - before.x).toBeCloseTo(-150, -1);
  const after = await tile(10, 10);
  expect(after.y - before.y).toBeCloseTo(-200, -1);
  expect((await state(page)).moves).toBe(0);

  const spacing = async () => (await tile(11, 10)).x - (await tile(10, 10)).x;
  const small = await spacing();
  await pinch(page, 195, 420, 50, 230);
  await expect.poll(spacing).toBeGreaterThan(small * 1.5);
  expect((await state(page)).moves).toBe(0);
});

test('turning the phone re-lays out the board, which still takes taps', async ({ page }) => {
  const { solution } = await solved('02-a-bone-to-pick');
  await openGame(page, 'level=02-a-bone-to-pick&speed=12');
  await page.setViewportSize({ width: 844, height: 390 });
  await expect
    .poll(() => page.evaluate(() => document.querySelector('canvas')!.getBoundingClientRect().width))
    .toBe(844);
  const scroll = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  expect(scroll).toEqual([844, 390]);
  let last = await state(page);
  for (const tap of solution.taps) last = await tapTile(page, tap, true);
  expect(last.status).toBe('won');
});
