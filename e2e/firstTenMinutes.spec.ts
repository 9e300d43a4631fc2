/**
 * The first ten minutes of a new player (issue 45), at desktop size by mouse and phone size by
 * touch, on the built game, reading nothing first: a shared link opens ready to play with the
 * sender's win offered, a hint asked for during the winning walk leaves nothing over the win
 * panel, Back or Forward into the editor never lets the next tap change the level, and the
 * Community shelf has easy levels and a way back from an empty filter; the board is centred in
 * the room the intro note leaves, See all stays big enough to tap, and every control on a phone is
 * at least 44 px with its words inside; and among equally short routes the cat takes the one it
 * survives; a locked card says what opens it, and level 01 shows why where you tap matters.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { formatCost } from '../src/grid';
import { piecesOf } from '../src/level';
import { drawingToTmj } from '../src/level/tmjWriter';
import type { Cell, Level } from '../src/level/types';
import { Sim } from '../src/sim';
import { encodeReplay, type ReplayStep } from '../src/sim/replay';
import { axeFindings } from './axe';
import {
  atEachSize,
  expect,
  type LookSize,
  looksStill,
  openGame,
  openLevelList,
  saveShot,
  solved,
  state,
  tapTile,
  test,
  tilePoint,
} from './game';

/** A real click (or a finger's tap) on the middle of `target`, scrolled into view as a player would. */
async function pressAt(page: Page, target: Locator, touch: boolean): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The level list's card of the level titled `title`. */
function card(list: Locator, title: string): Locator {
  return list.getByRole('button', { name: new RegExp(`^Level \\d+: ${title}`) });
}

/** Puts a save holding wins on `ids` in place before the first load (reloads keep what the game wrote). */
async function savedWins(page: Page, ids: readonly string[]): Promise<void> {
  const levels = Object.fromEntries(ids.map((id) => [id, { best: 99, stars: 1 }]));
  await page.addInitScript(
    (text) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('maze-cat.save', text);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify({ version: 2, levels }),
  );
}

const TILESET = readFileSync(resolve('levels/maze-cat.tsj'), 'utf8');

/** Serves `maps` (file name to map JSON) and the game's tileset from https://levels.test/. */
async function serveLevels(page: Page, maps: Readonly<Record<string, unknown>>): Promise<void> {
  await page.route('https://levels.test/**', (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === 'maze-cat.tsj') return route.fulfill({ body: TILESET, contentType: 'application/json' });
    const map = maps[name];
    if (map === undefined) return route.fulfill({ status: 404 });
    return route.fulfill({ body: JSON.stringify(map), contentType: 'application/json' });
  });
}

const LEVEL = '03-good-dog';

/** Taps or clicks a button, as the size plays. */
async function press(page: Page, size: LookSize, name: string | RegExp): Promise<void> {
  const control = page.getByRole('button', { name });
  if (size.touch) await control.tap();
  else await control.click();
}

/** The sender's win as a replay: each tap sent once the cat stands still after the one before. */
function timedWin(level: Level, taps: readonly Cell[]): ReplayStep[] {
  const sim = new Sim(level);
  const steps: ReplayStep[] = [];
  let tick = 0;
  for (const { x, y } of taps) {
    steps.push({ kind: 'tap', x, y, tick });
    sim.command({ kind: 'walkTo', x, y });
    do {
      sim.step();
      tick++;
    } while (!sim.idle && sim.status === 'playing');
    tick++;
  }
  expect(sim.status).toBe('won');
  return steps;
}

test.describe('Links that do not spoil', () => {
  atEachSize((size) => {
    test('a shared link opens with the board still and a Watch button', async ({ page }) => {
      const { level, solution } = await solved(LEVEL);
      const code = encodeReplay(timedWin(level, solution.taps));
      await page.goto(`./?test&speed=4#mc=1&level=${LEVEL}&replay=${code}`);
      await page.waitForFunction(
        () => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'play',
      );
      expect(await page.evaluate(() => window.__mazeCat?.levelId)).toBe(LEVEL);
      // One note at a time: the level's intro first, then the offer of the sender's win.
      await expect(page.locator('.play-banner-replay')).toBeHidden();
      await press(page, size, 'Got it');
      const banner = page.locator('.play-banner-replay');
      await expect(banner.getByRole('button', { name: 'Watch how they did it' })).toBeVisible();
      await expect(banner).not.toContainText('Watching');
      // The board is still: the cat waits at its start for the player.
      const still = await state(page);
      expect(still).toMatchObject({ moves: 0, walking: false, status: 'playing', cat: level.cat });
      await saveShot(page, 'firstTenMinutes', `shared-link-${size.name}`);

      // Asked for, the sender's win plays; Play gives the level back from its start.
      await press(page, size, 'Watch how they did it');
      await expect(banner).toContainText(`Replay over: won in ${formatCost(solution.par!)} moves.`);
      await press(page, size, 'Play the level yourself');
      await page.waitForFunction(() => window.__mazeCat?.state()?.moves === 0);
      // The offer is back while the play is at its start, and goes with the first walk.
      await expect(banner.getByRole('button', { name: 'Watch how they did it' })).toBeVisible();
      for (const tap of solution.taps) await tapTile(page, tap, size.touch);
      await page.waitForFunction(() => window.__mazeCat?.screen === 'won');
      await press(page, size, 'Compare: watch how they did it');
      await expect(banner).toContainText(`Replay over: won in ${formatCost(solution.par!)} moves.`);
    });
  });
});

test.describe('A hint during the winning walk', () => {
  atEachSize((size) => {
    test('a hint pressed during the winning walk shows no advice over the win panel', async ({ page }) => {
      const { solution } = await solved(LEVEL);
      // Slow, so the last walk is still under way when Hint is pressed (with room to spare on a busy machine).
      await page.goto(`./?test&level=${LEVEL}&speed=0.25`);
      await page.waitForFunction(() => window.__mazeCat?.ready === true);
      const taps = solution.taps;
      for (const tap of taps.slice(0, -1)) await tapTile(page, tap, size.touch);
      // Every word the hint's banner says is noted as it is said, however short a time it shows.
      await page.evaluate(() => {
        const said: string[] = [];
        (window as unknown as { hintWords: string[] }).hintWords = said;
        const text = document.querySelector('.play-banner-hint .play-banner-text');
        new MutationObserver(() => said.push(text?.textContent ?? '')).observe(text!, { childList: true });
      });
      // Both points found before the last walk starts: during it, only the two presses remain.
      const exit = await tilePoint(page, taps[taps.length - 1], size.touch);
      const hintBox = await page.getByRole('button', { name: 'Hint: show the next tap (H)' }).boundingBox();
      if (!hintBox) throw new Error('the Hint button is not on screen');
      const hint = { x: hintBox.x + hintBox.width / 2, y: hintBox.y + hintBox.height / 2 };
      const at = ({ x, y }: { x: number; y: number }) =>
        size.touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y);
      await at(exit);
      await page.waitForFunction(() => window.__mazeCat?.state()?.walking === true);
      await at(hint);
      await page.waitForFunction(() => window.__mazeCat?.screen === 'won');
      expect((await state(page)).status).toBe('won');
      const said = await page.evaluate(() => (window as unknown as { hintWords: string[] }).hintWords);
      // Pressed during the walk (the hint waits for the cat to stop), then dropped with the win.
      expect(said).toEqual(['A hint is coming when the cat stops.']);
      await expect(page.locator('.play-banner-hint')).toBeHidden();
      await expect(page.getByText('No win is left from here', { exact: false })).toHaveCount(0);
    });
  });
});

test.describe('Back and Forward', () => {
  atEachSize((size) => {
    test('Forward into the editor: the first tap only lifts the veil, the next one paints', async ({
      page,
    }) => {
      await page.goto('./?test');
      await page.waitForFunction(() => window.__mazeCat?.ready === true);
      await press(page, size, /make a level/i);
      await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
      const canvas = page.locator('.editor-canvas[data-cell]');
      await canvas.waitFor();
      const veil = page.locator('.editor-veil');
      // Opened by a button, the board takes taps at once.
      await expect(veil).toBeHidden();
      await page.locator('.editor-palette').getByRole('button', { name: 'Wall', exact: true }).click();
      const undo = page.getByRole('button', { name: 'Undo (Ctrl+Z)' });
      await expect(undo).toBeDisabled();

      await page.goBack();
      await page.waitForFunction(() => window.__mazeCat?.screen === 'title');
      await page.goForward();
      await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
      await expect(veil).toBeVisible();
      await expect(veil.getByRole('button', { name: /keep editing/i })).toBeFocused();

      const box = await canvas.boundingBox();
      const data = await canvas.evaluate((c: HTMLCanvasElement) => ({ ...c.dataset }));
      const cell = Number(data.cell);
      const at = { x: box!.x + Number(data.ox) + 3.5 * cell, y: box!.y + Number(data.oy) + 2.5 * cell };
      const tap = () => (size.touch ? page.touchscreen.tap(at.x, at.y) : page.mouse.click(at.x, at.y));
      await tap();
      await expect(veil).toBeHidden();
      await expect(undo).toBeDisabled();
      await tap();
      await expect(undo).toBeEnabled();
    });
  });
});

test.describe('community for newcomers', () => {
  atEachSize((size) => {
    test('easy levels to start with; an empty filter says so, and Clear filters brings the levels back', async ({
      page,
    }) => {
      const press = (target: Locator) => (size.touch ? target.tap() : target.click());
      await openGame(page, 'speed=120');
      await press(page.getByRole('button', { name: 'Community' }));
      await page.waitForFunction(() => window.__mazeCat?.screen === 'community');
      const cards = page.locator('.shelf-card');
      await expect(cards.first()).toBeVisible();
      const all = await cards.count();
      expect(all).toBeGreaterThanOrEqual(12);

      const easy = page.getByRole('button', { name: 'easy', exact: true });
      await press(easy);
      await expect(easy).toHaveAttribute('aria-pressed', 'true');
      expect(await cards.count()).toBeGreaterThanOrEqual(4);

      // No easy level has knight moves: the filters keep nothing.
      await press(page.getByRole('button', { name: 'knight moves', exact: true }));
      await expect(cards).toHaveCount(0);
      await expect(page.getByText('No level matches these filters.')).toBeVisible();
      const clear = page.getByRole('button', { name: 'Clear filters' });
      await expect(clear).toBeVisible();
      await saveShot(page, 'firstTenMinutes', `community-empty-filter-${size.name}`);

      await press(clear);
      await expect(cards).toHaveCount(all);
      await expect(page.getByText(`Showing ${all} of ${all} levels`)).toBeVisible();
      await expect(clear).toBeHidden();
      await expect(easy).toHaveAttribute('aria-pressed', 'false');
    });
  });
});

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

test.describe('a phone on its side (844 x 390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('a locked card tapped says what opens it', async ({ page }) => {
    await openGame(page);
    await openLevelList(page);
    const goodDog = card(page.locator('.levels-screen'), 'Good Dog');
    await pressAt(page, goodDog, true);
    await expect(goodDog).toContainText('Win “First Steps” to open.');
    await expect(goodDog).toBeInViewport();
    await saveShot(page, 'first-ten-minutes', 'phone-landscape-levels-locked');
  });

  test('an empty Community filter says so, with Clear filters in sight', async ({ page }) => {
    await openGame(page);
    await page.getByRole('button', { name: 'Community' }).tap();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'community');
    await page.getByRole('button', { name: 'easy', exact: true }).tap();
    await page.getByRole('button', { name: 'knight moves', exact: true }).tap();
    await expect(page.locator('.shelf-card')).toHaveCount(0);
    await expect(page.getByText('No level matches these filters.')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeInViewport();
    await saveShot(page, 'firstTenMinutes', 'community-empty-filter-phone-landscape');
  });
});

test.describe('fair walks', () => {
  /**
   * Two routes of 6 from the cat to the exit: over the top, past a dog the cat has no bone for, and
   * along the bottom, past nothing. The cat's path finder alone takes the top one (src/sim/fairWalk.test.ts).
   */
  const TIE = drawingToTmj(
    {
      title: 'A Fair Tie',
      intro: 'Two ways round, the same length; one passes a dog.',
      rows: ['#######', '#..D..#', '#C###E#', '#.....#', '#######'],
    },
    6,
  );

  atEachSize((size) => {
    test('the tie level is won by a single tap on the exit', async ({ page }) => {
      await serveLevels(page, { 'tie.tmj': TIE });
      await openGame(page, 'level=https://levels.test/tie.tmj&speed=4');
      expect((await state(page)).cat).toEqual({ x: 1, y: 2 });
      const exit = { x: 5, y: 2 };
      if (!size.touch) {
        // The pointer on the exit: the path preview shows the way round the bottom (a picture to look at).
        const at = await tilePoint(page, exit);
        await page.mouse.move(at.x, at.y);
        await page.waitForFunction(({ x, y }) => {
          const pointed = window.__mazeCat?.pointed();
          return pointed?.x === x && pointed.y === y;
        }, exit);
        await looksStill(page);
        await saveShot(page, 'first-ten-minutes', 'fair-tie-preview-desktop');
      }
      const after = await tapTile(page, exit, size.touch);
      expect(after.status).toBe('won');
      expect(after.moves).toBe(6);
      // The dog was never met: it still stands where it stood.
      const dogs = (await page.evaluate(() => window.__mazeCat?.pieces() ?? [])).filter(
        (p) => p.kind === 'dog',
      );
      expect(dogs).toEqual([{ kind: 'dog', x: 3, y: 1, gone: false }]);
    });
  });
});

test.describe('locked cards', () => {
  atEachSize((size) => {
    test('a locked card says what opens it when picked, and the list says the rule', async ({ page }) => {
      await openGame(page);
      await openLevelList(page);
      const list = page.locator('.levels-screen');
      await expect(list.locator('.levels-rule')).toHaveText(
        "Each win opens the next level, and a chapter's first level opens the next chapter.",
      );

      // Good Dog, the Dogs chapter's first level, opens with the first level's win.
      const goodDog = card(list, 'Good Dog');
      await expect(goodDog).toBeDisabled();
      await pressAt(page, goodDog, size.touch);
      await expect(goodDog).toContainText('Win “First Steps” to open.');
      await expect(list.getByRole('status')).toHaveText('Good Dog: Win “First Steps” to open.');

      // Order Matters waits for Good Dog, which is locked too: the way starts at First Steps.
      const order = card(list, 'Order Matters');
      await pressAt(page, order, size.touch);
      const reason = 'Win “Good Dog” to open. 2 wins away: start with “First Steps”.';
      await expect(order).toContainText(reason);
      await expect(list.getByRole('status')).toHaveText(`Order Matters: ${reason}`);
      // One card tells at a time, and picking a locked card opens nothing.
      await expect(goodDog).toContainText('locked');
      await expect(goodDog).not.toContainText('Win');
      expect(await page.evaluate(() => window.__mazeCat?.screen)).toBe('levels');
      await saveShot(page, 'first-ten-minutes', `${size.name}-levels-locked`);
      // The card that tells, and the rule, pass the audit (contrast included).
      expect(await axeFindings(page, '.levels-screen')).toEqual([]);

      if (!size.touch) {
        // By keyboard: a locked card takes the focus, and Enter says why it is locked.
        const guards = card(list, 'Two Guards');
        await guards.focus();
        await page.keyboard.press('Enter');
        await expect(guards).toContainText('Win “Order Matters” to open. 3 wins away');
      }
    });

    test("each chapter's first level opens once the previous chapter's first is won", async ({ page }) => {
      // The first level of each chapter up to Keys and Doors won, nothing else.
      const firsts = ['01-first-steps', '03-good-dog', '04-order-matters', '07-mud-season'];
      const more = ['09-running-on-empty', '11-corner-cutter', '13-knight-moves', '15-the-great-maze'];
      await savedWins(page, [...firsts, ...more, '17-the-red-door']);
      await openGame(page);
      await openLevelList(page);
      const list = page.locator('.levels-screen');
      // The pipes are open, and so is the level after each win; the rest of Keys and Doors too.
      await expect(card(list, 'Down the Pipe')).toBeEnabled();
      await expect(card(list, 'Mind the Doors')).toBeEnabled();
      await expect(card(list, 'Plumbing')).toBeDisabled();
      const patrol = card(list, 'On Patrol');
      await expect(patrol).toBeDisabled();
      await pressAt(page, patrol, size.touch);
      await expect(patrol).toContainText('Win “Down the Pipe” to open.');
    });

    test('Opened from links is one press away at the top of the level list', async ({ page }) => {
      const link = {
        id: 'a1',
        title: 'Second Helping',
        maker: 'Bea',
        opened: Date.now(),
        fragment: '#mc=1&l=x',
      };
      await page.addInitScript(
        (text) => localStorage.setItem('maze-cat.openedLinks', text),
        JSON.stringify([link]),
      );
      await openGame(page);
      await openLevelList(page);
      const shortcut = page.getByRole('button', { name: 'Opened from links (1)' });
      await expect(shortcut).toBeInViewport();
      const heading = page.getByRole('heading', { name: 'Opened from links' });
      await expect(heading).not.toBeInViewport();
      await pressAt(page, shortcut, size.touch);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Opened from links' })).toContainText('Second Helping');
    });

    test('Opened from links is findable from the title', async ({ page }) => {
      const link = {
        id: 'b2',
        title: 'Third Helping',
        maker: 'Cy',
        opened: Date.now(),
        fragment: '#mc=1&l=y',
      };
      await page.addInitScript(
        (text) => localStorage.setItem('maze-cat.openedLinks', text),
        JSON.stringify([link]),
      );
      await openGame(page);
      const entry = page.locator('.title-screen').getByRole('button', { name: 'Opened from links (1)' });
      await expect(entry).toBeInViewport();
      await saveShot(page, 'first-ten-minutes', `title-opened-links-${size.name}`);
      await pressAt(page, entry, size.touch);
      const heading = page.getByRole('heading', { name: 'Opened from links' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Opened from links' })).toContainText('Third Helping');
    });
  });

  test('without links kept, there is no shortcut to them', async ({ page }) => {
    await openGame(page);
    await expect(
      page.locator('.title-screen').getByRole('button', { name: /Opened from links/ }),
    ).toHaveCount(0);
    await openLevelList(page);
    await expect(page.locator('.levels-rule')).toBeVisible();
    await expect(page.getByRole('button', { name: /Opened from links/ })).toHaveCount(0);
  });

  test('a locked card keeps saying what opens it when the level files come in', async ({ page }) => {
    // The list asks for every level file when it opens; here they arrive only after a card is told.
    let release = (): void => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let chunk = '';
    await page.route(/\/assets\/levels-[\w-]+\.js$/, async (route) => {
      chunk = new URL(route.request().url()).pathname;
      await held;
      await route.continue();
    });
    await openGame(page);
    await openLevelList(page);
    const goodDog = card(page.locator('.levels-screen'), 'Good Dog');
    await pressAt(page, goodDog, false);
    await expect(goodDog).toContainText('Win “First Steps” to open.');
    const before = await goodDog.elementHandle();
    await expect.poll(() => chunk).not.toBe('');
    release();
    // The page's own import of the files settles first; a task later, the list has been drawn again.
    await page.evaluate(async (path) => {
      await import(path);
      await new Promise((resolve) => setTimeout(resolve));
    }, chunk);
    expect(await before?.evaluate((b) => b.isConnected)).toBe(true);
    await expect(goodDog).toContainText('Win “First Steps” to open.');
  });
});

test.describe('the first level', () => {
  atEachSize((size) => {
    test('the exit tapped first walks into the dog; the bone first, then the exit, wins', async ({
      page,
    }) => {
      const { level, solution } = await solved('01-first-steps');
      const [exit, bone] = (['exit', 'bone'] as const).map((kind) => {
        const [{ x, y }] = piecesOf(level, kind);
        return { x, y };
      });
      // One obvious win: the bone, then the exit.
      expect(solution.taps).toEqual([bone, exit]);
      await openGame(page, 'level=01-first-steps&speed=12');
      await expect(page.locator('.intro')).toContainText('The dog lets you out only for a bone!');
      if (!size.touch) {
        // The mouse on the exit: the path preview goes the short way, past the dog.
        const point = await tilePoint(page, exit);
        await page.mouse.move(point.x, point.y);
      }
      await saveShot(page, 'first-ten-minutes', `${size.name}-first-steps`);

      // The tempting tap: the exit. The cat takes the short way, with no bone, and the dog eats it.
      const eaten = await tapTile(page, exit, size.touch);
      expect(eaten.status).toBe('lost');
      expect(eaten.bones).toBe(0);
      const panel = page.getByRole('dialog');
      await expect(panel).toContainText(/eaten/i);
      const restart = panel.getByRole('button', { name: /restart/i });
      if (size.touch) await restart.tap();
      else await restart.click();
      await page.waitForFunction(() => window.__mazeCat?.state()?.status === 'playing');

      // Where you tap matters: the bone sends the cat the long way round, and the exit is then ahead.
      const fetched = await tapTile(page, bone, size.touch);
      expect(fetched.bones).toBe(1);
      const won = await tapTile(page, exit, size.touch);
      expect(won.status).toBe('won');
      expect(won.moves).toBe(solution.par);
    });
  });
});
