/**
 * The level editor (issues 30 and 37) in the built game, through real clicks, drags and taps, on a
 * desktop (1280 x 800, mouse) and on a phone (390 x 844 upright and 844 x 390 on its side, touch):
 * a level made from nothing (walls, a cat, a bone, a dog, an exit) with nothing scrolling sideways,
 * its par shown, play-tested and won, back in the editor as it was, shared by a link that a fresh
 * browser opens and plays to a win. On a desktop the level is also exported and checked with
 * `maze-cat check`; on a phone every section keeps 44 px targets and 60 % of the screen for the
 * board, every palette control is tapped for real, and two fingers zoom and move the board with
 * a tool held, painting nothing. On both, the design partner's first suggestion is applied (the
 * depth figure changes to what it promised), undone and applied again by Redo, and the level so
 * deepened is the one exported, play-tested, shared and played from the link; and a campaign level
 * is started from, where on a phone a finger held on a suggestion previews it without applying it.
 * A new level on hexagons and one on diamonds (New level with Grid: Hexagons, Diamonds) get their
 * cat and exit by taps on the tiles as the board draws them (one near a tile's corner) and are won.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { Cell } from '../src/level/types';
import {
  editorPointNearEdge,
  expectNoSidewaysScroll,
  expectPaletteInReach,
  expectPhoneLayout,
  MADE,
  makeLevel,
  openSection,
  playTestAndWin,
  solveFile,
  tapEditor,
  tool,
} from './editorFlow';
import { applySuggestion, holdSuggestion, startFromCampaign } from './editorPartner';
import { expect, openGame, pinch, tapTile, test, touchGesture } from './game';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const;

/**
 * The grids a new level is made on by taps: hexagons move by their six sides only (shown, not
 * changeable), diamonds (isometric) by the square grid's rules in tile coordinates.
 */
const NEW_GRID_CASES = [
  { name: 'hexagons', option: 'Hexagons', orientation: 'hexagonal', moves: 'the six sides' },
  { name: 'diamonds', option: 'Diamonds (isometric)', orientation: 'isometric', moves: /./ },
] as const;

/** The level's text as the editor saved it (its draft). */
async function draftText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // The index lists the drafts, the latest saved first; each is kept under a key of its own.
    const index = JSON.parse(localStorage.getItem('maze-cat.editor.drafts') ?? '{}');
    const latest = localStorage.getItem(`maze-cat.editor.draft.${index.drafts?.[0]?.id}`);
    return JSON.parse(latest ?? '{}').text as string;
  });
}

/** Opens `link` in a browser of its own (no drafts, no progress) and wins the level with `taps`. */
async function playLinkFresh(
  browser: Browser,
  link: string,
  taps: readonly Cell[],
  size: (typeof SIZES)[number],
) {
  const context = await browser.newContext({
    viewport: size.viewport,
    isMobile: size.touch,
    hasTouch: size.touch,
    deviceScaleFactor: size.touch ? 2 : 1,
  });
  const fresh = await context.newPage();
  await fresh.goto(`./?test&speed=12${new URL(link).hash}`);
  await fresh.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat?.ready);
  const pieces = await fresh.evaluate(() => window.__mazeCat?.pieces() ?? []);
  expect(pieces.map((p) => p.kind).sort()).toEqual(['bone', 'cat', 'dog', 'exit']);
  let last = null;
  for (const tap of taps) last = await tapTile(fresh, tap, size.touch);
  expect(last?.status).toBe('won');
  await fresh.waitForFunction(() => window.__mazeCat?.screen === 'won');
  await context.close();
}

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use({
      viewport: { ...size.viewport },
      isMobile: size.touch,
      hasTouch: size.touch,
      deviceScaleFactor: size.touch ? 2 : 1,
    });

    test('make a level with nothing scrolling sideways, play-test and win it, share it, a fresh browser plays the link', async ({
      page,
      browser,
    }, info) => {
      const { touch } = size;
      await openGame(page, 'speed=12');
      const drawn = await test.step('make the level', () => makeLevel(page, touch));
      await page.screenshot({ path: info.outputPath(`editor-${size.name}.png`) });

      await test.step('every control in reach, nothing scrolling sideways', async () => {
        await expectNoSidewaysScroll(page);
        await expectPaletteInReach(page, touch);
        if (!touch) return;
        await expectPhoneLayout(page);
        await page.setViewportSize({ width: 844, height: 390 });
        await page.screenshot({ path: info.outputPath('editor-phone-landscape.png') });
        await expectPaletteInReach(page, false);
        await expectPhoneLayout(page);
        await page.setViewportSize(size.viewport);
      });

      if (touch)
        await test.step('two fingers zoom and move the board with a tool held, painting nothing', async () => {
          const canvas = page.locator('.editor-canvas');
          const cell = async () => Number(await canvas.getAttribute('data-cell'));
          // The board as drawn for its present size (the phone was just turned back upright).
          await expect
            .poll(() =>
              canvas.evaluate((c) => {
                const box = c.getBoundingClientRect();
                return c.dataset.box === `${Math.round(box.width)}x${Math.round(box.height)}`;
              }),
            )
            .toBe(true);
          const fit = await cell();
          const box = await canvas.boundingBox();
          if (!box) throw new Error('no board');
          const x = box.x + box.width / 2;
          const y = box.y + box.height / 2;
          await pinch(page, x, y, 60, 220);
          await expect.poll(cell).toBeGreaterThan(fit);
          await touchGesture(
            page,
            [
              { x: x - 30, y },
              { x: x + 30, y },
            ],
            [
              { x: x + 10, y: y + 40 },
              { x: x + 70, y: y + 40 },
            ],
          );
          await pinch(page, x, y, 220, 40);
          await expect.poll(cell).toBe(fit);
          await expect(page.locator('.editor-screen')).toHaveAttribute('data-par', String(drawn));
        });

      // From here on the level is the one the partner's first suggestion makes.
      const par =
        await test.step('the design partner: a suggestion applied changes the depth figure, undo restores it, redo applies it again', async () => {
          await openSection(page, 'Ideas', touch);
          const { promised } = await applySuggestion(page, touch);
          await expect(page.locator('.editor-screen')).toHaveAttribute('data-par', String(drawn));
          const redo = page.getByRole('button', { name: /^Redo/ });
          await (touch ? redo.tap() : redo.click());
          const figure = page.locator('.editor-partner .partner-depth[data-state="done"]');
          await expect(figure).toHaveAttribute('data-share', String(promised), { timeout: 60_000 });
          await expect(page.locator('.editor-status')).not.toContainText('Checking');
          await expect(page.locator('.editor-screen')).toHaveAttribute('data-par', /\d/);
          return Number(await page.locator('.editor-screen').getAttribute('data-par'));
        });

      // The draft is saved a moment after the edit: the saved map is the one the editor shows.
      await expect
        .poll(async () => (await solveFile('made.tmj', await draftText(page))).solution.par)
        .toBe(par);
      const { solution } = await solveFile('made.tmj', await draftText(page));

      if (!touch)
        await test.step('export it and check it with maze-cat check', async () => {
          await page.getByRole('checkbox', { name: 'Tileset inside the map' }).check();
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Export .tmj' }).click(),
          ]);
          const path = info.outputPath(download.suggestedFilename());
          await download.saveAs(path);
          const check = spawnSync('node', ['bin/maze-cat.mjs', 'check', path], { encoding: 'utf8' });
          expect(check.stdout + check.stderr).toMatch(new RegExp(`par:\\s+${par} `));
          expect(check.status).toBe(0);
          expect((await solveFile(path, readFileSync(path, 'utf8'))).solution.par).toBe(par);
        });

      await test.step('play-test and win it, then back to the editor as it was', async () => {
        await playTestAndWin(page, solution.taps, touch);
        const edit = page.getByRole('button', { name: 'Edit this level', exact: true });
        await (touch ? edit.tap() : edit.click());
        await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
        await expect(page.locator('.editor-status')).toContainText(`Par ${par}`);
        await expect(page.getByRole('button', { name: /^Undo/ })).toBeEnabled();
      });

      const link = await test.step('share it', async () => {
        await openSection(page, 'Share', touch);
        const share = page.getByRole('button', { name: 'Share link' });
        await (touch ? share.tap() : share.click());
        await expect(page.locator('.editor-share-out')).toContainText(/takes [\d,]+ of 32,000 characters/);
        await expectNoSidewaysScroll(page);
        return page.locator('.editor-share-link').inputValue();
      });

      await test.step('a fresh browser opens the link and plays it to a win', () =>
        playLinkFresh(browser, link, solution.taps, size));
    });

    for (const grid of NEW_GRID_CASES)
      test(`a new level on ${grid.name}: its cat and exit placed by taps on the drawn tiles, play-tested and won`, async ({
        page,
      }, info) => {
        const { touch } = size;
        await openGame(page, 'speed=12');
        await page.getByRole('button', { name: /make a level/i }).click();
        await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
        await openSection(page, 'Level', touch);
        await page.getByRole('combobox', { name: 'Grid of a new level' }).selectOption(grid.option);
        const fresh = page.getByRole('button', { name: 'New level', exact: true });
        await (touch ? fresh.tap() : fresh.click());
        await expect
          .poll(async () => JSON.parse((await draftText(page)) || '{}').orientation)
          .toBe(grid.orientation);
        await expect(page.locator('.editor-canvas')).toHaveAttribute(
          'data-grid',
          new RegExp(grid.orientation),
        );
        await expect(page.getByRole('combobox', { name: 'Moves' })).toHaveText(grid.moves);
        await openSection(page, 'Draw', touch);
        // Both on row 3 (a shifted one on hexagons): the cat walks five tiles east to the exit. The
        // exit's tap lands near its tile's corner, where its box's corner is another tile's.
        await tool(page, 'Cat');
        await tapEditor(page, { x: 2, y: 3 }, touch);
        await tool(page, 'Exit');
        const near = await editorPointNearEdge(page, { x: 7, y: 3 });
        if (touch) await page.touchscreen.tap(near.x, near.y);
        else await page.mouse.click(near.x, near.y);
        await expect(page.locator('.editor-status')).toContainText('Par 5 ');
        await page.screenshot({ path: info.outputPath(`editor-${grid.orientation}-${size.name}.png`) });
        const { level, solution } = await solveFile(`${grid.orientation}.tmj`, await draftText(page));
        expect(level.pieces.map((p) => [p.kind, p.x, p.y])).toEqual([
          ['cat', 2, 3],
          ['exit', 7, 3],
        ]);
        await playTestAndWin(page, solution.taps, touch);
      });

    test('start from a campaign level: the design partner says why it is easy and suggests edits', async ({
      page,
    }, info) => {
      await openGame(page);
      await startFromCampaign(page, '03-good-dog', 17, size.touch);
      if (!size.touch) await page.locator('.partner-suggestion').first().hover();
      await page.screenshot({ path: info.outputPath(`editor-partner-${size.name}.png`) });
      if (size.touch) await holdSuggestion(page, info.outputPath('editor-partner-held-phone.png'));
      const { before, promised } = await applySuggestion(page, size.touch);
      expect(promised).toBeLessThan(before);
      // The applied suggestion was the one undo step (a finger held on it first applied nothing).
      await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();
    });
  });

test('keyboard: every tool is reached by Tab, pressed by Enter or Space, and shows its focus', async ({
  page,
}) => {
  await openGame(page, 'speed=12');
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  const tools = await page.locator('.editor-palette .editor-tool').allTextContents();
  const reached = new Set<string>();
  for (let i = 0; i < 40 && reached.size < tools.length; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      if (!e?.classList.contains('editor-tool')) return null;
      return { label: e.textContent ?? '', outline: getComputedStyle(e).outlineStyle };
    });
    if (!focused) continue;
    expect(focused.outline, `${focused.label}: focus shows`).not.toBe('none');
    reached.add(focused.label);
  }
  expect([...reached].sort()).toEqual([...tools].sort());
  const pressed = (name: string) =>
    expect(page.locator('.editor-palette').getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  await page.locator('.editor-palette').getByRole('button', { name: 'Bone', exact: true }).focus();
  await page.keyboard.press('Enter');
  await pressed('Bone');
  await page.locator('.editor-palette').getByRole('button', { name: 'Erase', exact: true }).focus();
  await page.keyboard.press(' ');
  await pressed('Erase');
  await page.keyboard.press('2');
  await pressed('Wall');
});

test('Resize says what it does: a size out of range is refused naming the limit, pieces it would remove are counted first', async ({
  page,
}) => {
  await openGame(page, 'speed=12');
  await makeLevel(page, false);
  const width = page.getByRole('spinbutton', { name: 'Width', exact: true });
  const resize = page.getByRole('button', { name: 'Resize', exact: true });
  const note = page.locator('.editor-size-note');
  await width.fill('200');
  await resize.click();
  await expect(note).toHaveText('Width 200 is too big: a side is 3 to 64 tiles. The size is unchanged.');
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeEnabled();
  await width.fill('6');
  await resize.click();
  // The exit at 8,1 is outside a map 6 wide: said, and nothing done until the maker says so.
  await expect(note).toContainText('Resizing to 6 x 8 removes 1 piece of 4, outside the new size');
  await expect(page.locator('.editor-status')).toContainText(`Par ${MADE.par} `);
  await page.getByRole('button', { name: 'Resize anyway' }).click();
  await expect(note).toBeHidden();
  await expect(page.locator('.editor-status')).toContainText('Not a level yet');
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(page.locator('.editor-status')).toContainText(`Par ${MADE.par} `);
  await expect(width).toHaveValue('10');
});
