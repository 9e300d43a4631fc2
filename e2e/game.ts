/**
 * Shared end-to-end helpers: open the built game with the read-only test hook, wait for it, map tiles
 * to client points, and play by real clicks, taps and drags on the canvas. Every test also fails on
 * any console error or uncaught page error.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { DEFAULT_GESTURE_OPTIONS } from '../src/input/gestures';
import { loadLevel } from '../src/level';
import type { Cell, Level } from '../src/level/types';
import { type LevelSolution, solveLevel } from '../src/solver';

export { expect };

export interface TestState {
  status: 'playing' | 'won' | 'lost';
  bones: number;
  moves: number;
  energyLeft: number | null;
  cat: { x: number; y: number };
  walking: boolean;
}

/**
 * A test whose page collects console errors and page errors, and fails if any appeared. A test that
 * breaks something on purpose (a sound that cannot load) lists the messages it expects in
 * `expectedConsoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      const unexpected = errors.filter(
        (text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** A size the game is looked at: desktop by mouse, or a phone upright by touch. */
export interface LookSize {
  readonly name: 'desktop' | 'phone';
  readonly viewport: { readonly width: number; readonly height: number };
  readonly touch: boolean;
}

const LOOK_SIZES: readonly LookSize[] = [
  { name: 'desktop', viewport: { width: 1280, height: 720 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
];

/** Declares `tests` once per size (desktop 1280 x 720 by mouse, phone 390 x 844 by touch), each in its own describe. */
export function atEachSize(tests: (size: LookSize) => void): void {
  for (const size of LOOK_SIZES)
    test.describe(size.name, () => {
      test.use({ viewport: { ...size.viewport }, isMobile: size.touch, hasTouch: size.touch });
      tests(size);
    });
}

/**
 * A screenshot for a person to look at, in test-results/<group>/<name>.png, and with
 * UPDATE_SCREENSHOTS=1 in docs/screenshots/ too (where the docs show it).
 */
export async function saveShot(page: Page, group: string, name: string): Promise<void> {
  for (const folder of [
    `test-results/${group}`,
    ...(process.env.UPDATE_SCREENSHOTS ? ['docs/screenshots'] : []),
  ]) {
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: `${folder}/${name}.png`, animations: 'disabled' });
  }
}

/** The level ids shipped in levels/, in play order. */
export function shippedLevelIds(): string[] {
  return readdirSync(resolve('levels'))
    .filter((name) => name.endsWith('.tmj'))
    .map((name) => name.replace(/\.tmj$/, ''))
    .sort();
}

/** Loads a shipped level and solves it, in the test's own process, with the game's own code. */
export async function solved(id: string): Promise<{ level: Level; solution: LevelSolution }> {
  const level = await loadLevel(resolve('levels', `${id}.tmj`), async (path) => readFileSync(path, 'utf8'));
  return { level, solution: solveLevel(level) };
}

/** Opens the game at `query` (e.g. `level=01-first-steps&speed=8`) with the test hook, and waits until it is ready. */
export async function openGame(page: Page, query = ''): Promise<void> {
  await page.goto(`./?test${query ? `&${query}` : ''}`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true, undefined, { timeout: 30_000 });
}

export async function state(page: Page): Promise<TestState> {
  const current = await page.evaluate(() => window.__mazeCat?.state() ?? null);
  if (!current) throw new Error('no level is open');
  return current as TestState;
}

export async function screen(page: Page): Promise<string> {
  return page.evaluate(() => window.__mazeCat?.screen ?? '');
}

/** Client coordinates of a tile's centre, panning the camera with real drags until the tile is in view. */
export async function tilePoint(page: Page, cell: Cell, touch = false): Promise<{ x: number; y: number }> {
  // The HUD (bars, the intro note) covers parts of the canvas; a tap must land on the board's frame.
  const margin = 12;
  for (let attempt = 0; attempt < 12; attempt++) {
    const point = await steadyPoint(page, cell);
    const frame = await boardFrame(page);
    const inside =
      point.x >= frame.left + margin &&
      point.y >= frame.top + margin &&
      point.x <= frame.right - margin &&
      point.y <= frame.bottom - margin;
    // And nothing drawn over it there (a button, a note): a tap must land on the board itself.
    if (inside && (await onBoard(page, point))) return point;
    const cx = (frame.left + frame.right) / 2;
    const cy = (frame.top + frame.bottom) / 2;
    const rx = (frame.right - frame.left) / 2 - margin;
    const ry = (frame.bottom - frame.top) / 2 - margin;
    // Across the whole frame at most, as a player's long swipe: the tile towards the middle.
    const dx = Math.max(-2 * rx, Math.min(2 * rx, cx - point.x));
    const dy = Math.max(-2 * ry, Math.min(2 * ry, cy - point.y));
    await drag(page, { x: cx - dx / 2, y: cy - dy / 2 }, { x: cx + dx / 2, y: cy + dy / 2 }, touch);
  }
  throw new Error(`tile ${cell.x},${cell.y} could not be brought into view`);
}

/** Whether the board's canvas is what a tap at `point` lands on. */
async function onBoard(page: Page, point: { x: number; y: number }): Promise<boolean> {
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id === 'board', point);
}

/** The part of the page the board is framed in, clear of the HUD and the intro note (client coordinates). */
export async function boardFrame(
  page: Page,
): Promise<{ left: number; top: number; right: number; bottom: number }> {
  const frame = await page.evaluate(() => window.__mazeCat?.board() ?? null);
  if (!frame) throw new Error('no level is open');
  return frame;
}

/**
 * A tile's client point once the camera holds still: it eases after a level opens or a walk ends,
 * and a tap must land where the tile is. The test hook says when the board stops moving.
 */
async function steadyPoint(page: Page, cell: Cell): Promise<{ x: number; y: number }> {
  await page.waitForFunction(() => window.__mazeCat?.moving === false);
  const point = await page.evaluate(({ x, y }) => window.__mazeCat?.tileToClient(x, y) ?? null, cell);
  if (!point) throw new Error(`no client point for tile ${cell.x},${cell.y}`);
  return point;
}

/**
 * Waits until the page looks still: the board draws no display-rate frames and every CSS
 * transition or finite animation has ended (for screenshots).
 */
export async function looksStill(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      window.__mazeCat?.moving !== true &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** A real drag on the canvas: with the mouse, or with one finger through the DevTools touch input. */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  touch = false,
) {
  const steps = 4;
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    }
    await page.mouse.up();
    return;
  }
  await touchGesture(page, [from], [to]);
}

/** Moves one or more fingers from `starts` to `ends` in small steps, with real touch events. */
export async function touchGesture(
  page: Page,
  starts: readonly { x: number; y: number }[],
  ends: readonly { x: number; y: number }[],
) {
  const cdp = await page.context().newCDPSession(page);
  const points = (t: number) =>
    starts.map((s, id) => ({ x: s.x + (ends[id].x - s.x) * t, y: s.y + (ends[id].y - s.y) * t, id }));
  // Sent back to back without waiting for each one's answer: a software-rendered page can take longer
  // than a long press to answer, and a finger that moves at once must not read as one held still.
  const steps = 10;
  const sent = [cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) })];
  for (let i = 1; i <= steps; i++) {
    sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(i / steps) }));
  }
  sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }));
  await Promise.all(sent);
  await cdp.detach();
}

/** Two fingers on a horizontal line through `y`, from `from` px apart to `to` px apart, centred on `x`. */
export async function pinch(page: Page, x: number, y: number, from: number, to: number) {
  await touchGesture(
    page,
    [
      { x: x - from / 2, y },
      { x: x + from / 2, y },
    ],
    [
      { x: x - to / 2, y },
      { x: x + to / 2, y },
    ],
  );
}

/** From the title, the Levels button (a real click), and waits for the list. */
export async function openLevelList(page: Page) {
  await page
    .getByRole('button', { name: /levels/i })
    .first()
    .click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
}

/**
 * Taps (touch) or clicks (mouse) a tile, then waits until the cat stands still on it or the level
 * has ended on the way.
 */
export async function tapTile(page: Page, cell: Cell, touch = false): Promise<TestState> {
  await tapAt(page, await tilePoint(page, cell, touch), touch);
  return arrived(page, cell);
}

/** Each page's last finger tap on the board, and when it ended. */
const lastTaps = new WeakMap<Page, { x: number; y: number; at: number }>();

/**
 * A click, or a finger's tap, on the board at `point`. The board takes a tap as one of its own,
 * never as the second half of a double tap (a zoom): a player tapping two tiles a few pixels apart
 * on a whole-board view waits a moment too. Only then does the test wait, out the double-tap
 * window (src/input/gestures.ts) and a little more for the page's own clock.
 */
export async function tapAt(page: Page, point: { x: number; y: number }, touch: boolean): Promise<void> {
  if (!touch) {
    await page.mouse.click(point.x, point.y);
    return;
  }
  const { doubleTapMs, doubleTapSlop } = DEFAULT_GESTURE_OPTIONS;
  const last = lastTaps.get(page);
  if (last && Math.hypot(point.x - last.x, point.y - last.y) <= doubleTapSlop) {
    const left = last.at + doubleTapMs + 50 - Date.now();
    if (left > 0) await page.waitForTimeout(left);
  }
  await page.touchscreen.tap(point.x, point.y);
  lastTaps.set(page, { ...point, at: Date.now() });
}

/** Waits until the cat stands still on `cell`, or the level has ended. */
export async function arrived(page: Page, cell: Cell): Promise<TestState> {
  await page.waitForFunction(({ x, y }) => {
    const s = window.__mazeCat?.state();
    return !!s && (s.status !== 'playing' || (!s.walking && s.cat.x === x && s.cat.y === y));
  }, cell);
  return state(page);
}

/** Waits until the level has ended, or the cat stopped on a walk that did not end it. */
export async function settled(page: Page): Promise<TestState> {
  await page.waitForFunction(() => {
    const s = window.__mazeCat?.state();
    return !!s && (s.status !== 'playing' || !s.walking);
  });
  return state(page);
}
