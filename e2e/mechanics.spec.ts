import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { piecesOf } from '../src/level';
import { expect, looksStill, openGame, solved, tapTile, test, tilePoint } from './game';

/**
 * Keys and doors, pipes and patrols as a player meets them: the HUD counts keys, an opened door
 * stays open, a bribed patroller sleeps where it is, and screenshots of the six levels that teach
 * them (start, path preview, mid-play) at desktop and phone sizes land in test-results/screens/
 * for a person to look at.
 */
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
const LEVELS = [
  '17-the-red-door',
  '18-mind-the-doors',
  '19-down-the-pipe',
  '20-plumbing',
  '21-on-patrol',
  '22-the-rounds',
];
const folders = ['test-results/screens'];

async function shoot(page: Page, name: string) {
  await looksStill(page);
  for (const folder of folders) {
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: `${folder}/${name}.png` });
  }
}

/** The pieces of a kind on the board, from the read-only test hook. */
async function pieces(page: Page, kind: string) {
  const all = await page.evaluate(() => window.__mazeCat?.pieces() ?? []);
  return all.filter((p) => p.kind === kind);
}

/** The HUD's number for a counter (`bone`, `key:red`...), and whether its box is dimmed. */
async function hudCount(page: Page, counter: string) {
  const box = page.locator(`.hud-count[data-counter="${counter}"]`);
  return {
    value: await box.locator('.hud-value').textContent(),
    empty: await box.evaluate((b) => b.classList.contains('empty')),
  };
}

test('the HUD counts a key picked up and spent; the door it opened lets the cat through for good', async ({
  page,
}) => {
  const { level, solution } = await solved('17-the-red-door');
  await openGame(page, 'level=17-the-red-door&speed=12');
  await expect(page.locator('.hud-count')).toHaveCount(2);
  expect(await hudCount(page, 'key:red')).toEqual({ value: '0', empty: true });
  const [key] = piecesOf(level, 'key');
  await tapTile(page, key);
  expect(await hudCount(page, 'key:red')).toEqual({ value: '1', empty: false });
  await expect(page.locator('.hud-count[data-counter="key:red"]')).toHaveAttribute('title', 'Red keys');
  for (const tap of solution.taps.slice(1, -1)) await tapTile(page, tap);
  expect(await hudCount(page, 'key:red')).toEqual({ value: '0', empty: true });
  const doors = await pieces(page, 'door');
  expect(doors.filter((d) => d.gone)).toHaveLength(1);
  // The door is open now: the cat walks back through it and out again.
  const door = solution.taps[solution.taps.length - 2];
  await tapTile(page, { x: door.x, y: door.y - 1 });
  const back = await tapTile(page, solution.taps[solution.taps.length - 1]);
  expect(back.status).toBe('won');
});

test('a pipe level keeps the console clean: no warning, no deprecation, as the cat goes through', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  const { solution } = await solved('19-down-the-pipe');
  await openGame(page, 'level=19-down-the-pipe&speed=12');
  let last = null;
  for (const tap of solution.taps) last = await tapTile(page, tap);
  expect(last?.status).toBe('won');
  // PixiJS 8 warned "addChild: Only Containers will be allowed to add children" for the pipes' marks.
  expect(messages).toEqual([]);
});

test('a patroller walks with the cat, shows its next tile, and sleeps where a bone bribes it', async ({
  page,
}) => {
  const { level } = await solved('22-the-rounds');
  await openGame(page, 'level=22-the-rounds&speed=12');
  const [dog] = await pieces(page, 'dog');
  expect(dog.next).toEqual({ x: dog.x + 1, y: dog.y });
  const [bone] = piecesOf(level, 'bone');
  await tapTile(page, bone);
  // Four steps to the bone: the dog walked four tiles of its round, clockwise.
  const [walked] = await pieces(page, 'dog');
  expect({ x: walked.x, y: walked.y }).toEqual({ x: 9, y: 3 });
  expect(walked.next).toEqual({ x: 9, y: 4 });
  await shoot(page, 'desktop-22-the-rounds-patrol');
  // Down the left side of the yard, then along its bottom against the dog's way: the two meet on
  // the next tile, and the bone bribes it.
  expect((await tapTile(page, { x: 1, y: 7 })).bones).toBe(1);
  const met = await tapTile(page, { x: 3, y: 7 });
  expect(met.bones).toBe(0);
  const [asleep] = await pieces(page, 'dog');
  expect(asleep).toMatchObject({ x: 2, y: 7, gone: true });
  expect(asleep.next).toBeUndefined();
  await shoot(page, 'desktop-22-the-rounds-asleep');
  const won = await tapTile(page, piecesOf(level, 'exit')[0]);
  expect(won.status).toBe('won');
  const [still] = await pieces(page, 'dog');
  expect({ x: still.x, y: still.y }).toEqual({ x: asleep.x, y: asleep.y });
});

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    for (const id of LEVELS) {
      test(`${id}: start, preview and first tap (${size.name})`, async ({ page }) => {
        const touch = size.isMobile;
        const { solution } = await solved(id);
        await openGame(page, `level=${id}&speed=12`);
        await shoot(page, `${size.name}-${id}-start`);
        if (!touch) {
          // The preview of the first tap's walk, with what happens on it.
          const first = await tilePoint(page, solution.taps[0]);
          await page.mouse.move(first.x, first.y);
          await shoot(page, `${size.name}-${id}-preview`);
        }
        await tapTile(page, solution.taps[0], touch);
        await shoot(page, `${size.name}-${id}-played`);
      });
    }
  });
}
