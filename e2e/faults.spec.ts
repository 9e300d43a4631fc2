import type { Page } from '@playwright/test';
import { decodePng } from '../scripts/art/png';
import { expect, openGame, solved, state, tapTile, test } from './game';

/**
 * The share of pixels two screenshots of one size hold alike, in the band between the HUD's bars
 * (the top bar shows a notice about the lost context).
 */
function sameShare(a: Buffer, b: Buffer): number {
  const [x, y] = [decodePng(a), decodePng(b)];
  const from = Math.floor(x.height * 0.15) * x.width * 4;
  const to = Math.floor(x.height * 0.85) * x.width * 4;
  let same = 0;
  for (let i = from; i < to; i += 4) {
    if (x.data[i] === y.data[i] && x.data[i + 1] === y.data[i + 1] && x.data[i + 2] === y.data[i + 2]) same++;
  }
  return (same * 4) / (to - from);
}

test('the game comes back with its state after the WebGL context is lost', async ({ page }) => {
  const { solution } = await solved('03-good-dog');
  await openGame(page, 'level=03-good-dog&speed=12');
  const [first, ...rest] = solution.taps;
  const before = await tapTile(page, first);
  const shotBefore = await page.screenshot();
  await page.evaluate(async () => {
    const canvas = document.querySelector('canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
    const ext = gl.getExtension('WEBGL_lose_context')!;
    // Each half waits for the browser to say it happened (the board has heard it), not for a time.
    const heard = (name: string) =>
      new Promise((resolve) => canvas.addEventListener(name, resolve, { once: true }));
    const lost = heard('webglcontextlost');
    ext.loseContext();
    await lost;
    // A restore is allowed once the lost event's dispatch is over (the board took it): the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const restored = heard('webglcontextrestored');
    ext.restoreContext();
    await restored;
  });
  expect(await state(page)).toEqual(before);
  // The board is drawn again as it was (tile layers and their composites rebuilt); only animated
  // pieces (the cat's idle frames, a bone's breath) may show another frame.
  await expect.poll(async () => sameShare(shotBefore, await page.screenshot())).toBeGreaterThan(0.97);
  let last = before;
  for (const tap of rest) last = await tapTile(page, tap);
  expect(last.status).toBe('won');
  const pixels = await page.screenshot();
  expect(pixels.length).toBeGreaterThan(10_000);
});

/** Takes WebGL away from the page's canvases (the boot's worker probe still says yes). */
async function withoutWebGL(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...args: unknown[]
    ) {
      if (type.startsWith('webgl') || type === 'experimental-webgl' || type === 'webgpu') return null;
      return (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...args);
    } as typeof original;
  });
}

test('a browser without WebGL gets a clear page, not a blank one', async ({ page }) => {
  await withoutWebGL(page);
  // The boot asks a worker (a browser without WebGL says so on the title), which this patch of the
  // page's canvases does not reach: the board's renderer, made when a level opens, finds out.
  await page.goto('./?test&level=01-first-steps');
  await expect(page.getByText(/needs WebGL/i)).toBeVisible();
});

test('without WebGL, Play on the title says so too, whether or not the renderer started ahead has failed yet', async ({
  page,
}) => {
  await withoutWebGL(page);
  await page.goto('./?test');
  await page.waitForFunction(() => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'title');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText(/needs WebGL/i)).toBeVisible();
});

test.describe('sounds that cannot load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('the game plays on silently', async ({ page }) => {
    await page.route(/\/assets\/(sfx|music)\./, (route) => route.abort());
    const { solution } = await solved('02-a-bone-to-pick');
    await openGame(page, 'level=02-a-bone-to-pick&speed=12');
    let last = null;
    for (const tap of solution.taps) last = await tapTile(page, tap);
    expect(last?.status).toBe('won');
  });
});

test('the built site runs under a strict Content-Security-Policy without eval', async ({ page }) => {
  await openGame(page);
  const csp = await page.evaluate(
    () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
  );
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/unsafe-eval/);
});

test('taps as fast as they come, anywhere, never break the game', async ({ page }) => {
  await openGame(page, 'level=06-the-kennel&speed=4');
  const box = (await page.locator('#board').boundingBox())!;
  for (let i = 0; i < 60; i++) {
    const x = box.x + ((i * 97) % box.width);
    const y = box.y + 70 + ((i * 53) % (box.height - 150));
    await page.mouse.click(x, y);
  }
  const s = await state(page);
  expect(s.bones).toBeGreaterThanOrEqual(0);
  expect(['playing', 'won', 'lost']).toContain(s.status);
});
