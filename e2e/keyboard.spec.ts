import { expect, openGame, solved, test } from './game';

const KEYS: Record<string, string> = {
  '1,0': 'ArrowRight',
  '-1,0': 'ArrowLeft',
  '0,1': 'ArrowDown',
  '0,-1': 'ArrowUp',
};

test('a keyboard-only player starts from the title and wins the first level', async ({ page }) => {
  const { solution } = await solved('01-first-steps');
  await openGame(page, 'speed=12');
  expect(await page.evaluate(() => window.__mazeCat?.screen)).toBe('title');
  // Tab to the Play button (it may have the focus already), then Enter: no mouse anywhere.
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  for (let i = 0; i < 8 && !/play/i.test(await focusedText()); i++) await page.keyboard.press('Tab');
  expect(await focusedText()).toMatch(/play/i);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat.ready);
  // The focused element shows a visible focus ring.
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return el.tagName === 'BODY' ? 'body' : `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline === 'body' || !outline.startsWith('none')).toBe(true);

  const path = solution.path;
  for (let i = 1; i < path.length; i++) {
    const key = KEYS[`${path[i].x - path[i - 1].x},${path[i].y - path[i - 1].y}`];
    await page.keyboard.press(key);
    await page.waitForFunction(
      ([x, y]) => {
        const s = window.__mazeCat?.state();
        return !!s && (s.status !== 'playing' || (!s.walking && s.cat.x === x && s.cat.y === y));
      },
      [path[i].x, path[i].y],
    );
  }
  const end = await page.evaluate(() => window.__mazeCat!.state()!);
  expect(end.status).toBe('won');
  expect(end.moves).toBe(solution.par);
});

test('Z undoes a walk, R restarts, Esc pauses and resumes', async ({ page }) => {
  await openGame(page, 'level=01-first-steps&speed=12');
  // Two walks, each from standstill to standstill (presses while walking would join one walk).
  for (const x of [2, 3]) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (x) => window.__mazeCat?.state()?.cat.x === x && !window.__mazeCat.state()!.walking,
      x,
    );
  }
  await page.keyboard.press('z');
  await page.waitForFunction(() => window.__mazeCat?.state()?.cat.x === 2);
  await page.keyboard.press('r');
  await page.waitForFunction(
    () => window.__mazeCat?.state()?.cat.x === 1 && window.__mazeCat.state()!.moves === 0,
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'play');
});
