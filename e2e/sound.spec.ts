/**
 * Sound waits for the player (issue #31): no AudioContext is made while a level opens (making one
 * held the page's thread for up to 0.3 s), and after the first tap the effects play.
 */
import type { Page } from '@playwright/test';
import { expect, openGame, solved, tapTile, test } from './game';

interface AudioCounts {
  readonly contexts: number;
  readonly starts: number;
}

const counts = (page: Page): Promise<AudioCounts> =>
  page.evaluate(() => (window as unknown as { __audio: AudioCounts }).__audio);

test('no AudioContext before the first gesture; effects play after it', async ({ page }) => {
  await page.addInitScript(() => {
    const audio = { contexts: 0, starts: 0 };
    (window as unknown as { __audio: typeof audio }).__audio = audio;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        audio.contexts++;
      }
    };
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
      audio.starts++;
      return start.apply(this, args);
    };
  });
  const { solution } = await solved('04-order-matters');
  await openGame(page, 'level=04-order-matters');
  expect(await counts(page)).toEqual({ contexts: 0, starts: 0 });
  const [first, ...rest] = solution.taps;
  await tapTile(page, first);
  await expect.poll(async () => (await counts(page)).contexts).toBe(1);
  // The effects decode after the first gesture; the walks after it are heard.
  for (const tap of rest) {
    await tapTile(page, tap);
    if ((await counts(page)).starts > 0) break;
  }
  await expect.poll(async () => (await counts(page)).starts).toBeGreaterThan(0);
});
