/**
 * The level editor (issue 30) in the built game, through real clicks, drags and taps: a level made
 * from nothing on desktop and on a phone (walls, a cat, a bone, a dog, an exit), its par shown,
 * play-tested and won, back in the editor as it was; on desktop also exported and checked with
 * `maze-cat check`, and shared by a link that opens in a fresh browser; on a phone (upright and on
 * its side) every palette control is on the screen, and each is tapped for real. The design partner
 * (issue 37), on both: a campaign level started from, a suggestion applied by a click or a tap, the
 * depth figure changed to what it promised, and undo.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expectPaletteInReach, makeLevel, playTestAndWin, solveFile } from './editorFlow';
import { applySuggestion, startFromCampaign } from './editorPartner';
import { expect, openGame, test } from './game';

test('desktop: make a level, see par, export and check it, play-test and win it, share it', async ({
  page,
  browser,
}, info) => {
  await openGame(page, 'speed=12');
  const par = await makeLevel(page, false);
  await page.screenshot({ path: info.outputPath('editor-desktop.png') });
  await expectPaletteInReach(page, false);

  await page.getByText('Share and export').click();
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

  const { solution } = await solveFile(path, readFileSync(path, 'utf8'));
  expect(solution.par).toBe(par);
  await playTestAndWin(page, solution.taps, false);
  await page.getByRole('button', { name: 'Edit this level', exact: true }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await expect(page.locator('.editor-headline')).toContainText(`Par ${par}`);
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeEnabled();

  await page.getByRole('button', { name: 'Share link' }).click();
  await expect(page.locator('.editor-share-out')).toContainText(/takes [\d,]+ of 32,000 characters/);
  const link = await page.locator('.editor-share-link').inputValue();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const fresh = await context.newPage();
  await fresh.goto(`./?test&speed=12${new URL(link).hash}`);
  await fresh.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat?.ready);
  const pieces = await fresh.evaluate(() => window.__mazeCat?.pieces() ?? []);
  expect(pieces.map((p) => p.kind).sort()).toEqual(['bone', 'cat', 'dog', 'exit']);
  await fresh.getByRole('button', { name: 'Edit this level in the editor' }).click();
  await fresh.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await expect(fresh.locator('.editor-headline')).toContainText(`Par ${par}`);
  await context.close();
});

test('desktop: the design partner suggests an edit, and applying it changes the depth figure', async ({
  page,
}, info) => {
  await openGame(page);
  await startFromCampaign(page, '03-good-dog', 17, false);
  // Hovering a suggestion outlines the tiles it changes on the board.
  await page.locator('.partner-suggestion').first().hover();
  await page.screenshot({ path: info.outputPath('editor-partner-desktop.png') });
  const { before, promised } = await applySuggestion(page, false);
  expect([before, promised]).toEqual([1, 0]);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the design partner suggests an edit, and a tap applies it', async ({ page }, info) => {
    await openGame(page);
    await startFromCampaign(page, '03-good-dog', 17, true);
    await page.locator('.editor-partner').scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath('editor-partner-phone.png') });
    const { promised } = await applySuggestion(page, true);
    expect(promised).toBeLessThan(1);
  });

  test('make a level by taps and a drag, see par, play-test and win it', async ({ page }, info) => {
    await openGame(page, 'speed=12');
    const par = await makeLevel(page, true);
    await page.screenshot({ path: info.outputPath('editor-phone.png') });
    // Every tool and its options in reach by a tap, upright and on its side, without scrolling.
    await expectPaletteInReach(page, true);
    await page.setViewportSize({ width: 844, height: 390 });
    await page.screenshot({ path: info.outputPath('editor-phone-landscape.png') });
    await expectPaletteInReach(page, false);
    await page.setViewportSize({ width: 390, height: 844 });
    const text = await page.evaluate(() => {
      const drafts = JSON.parse(localStorage.getItem('maze-cat.editor.drafts') ?? '[]');
      return drafts[0]?.text as string;
    });
    const { solution } = await solveFile('made.tmj', text);
    expect(solution.par).toBe(par);
    await playTestAndWin(page, solution.taps, true);
  });
});
