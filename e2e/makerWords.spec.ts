/**
 * The editor speaks the maker's language (issue 46): at 1280 x 720 with a mouse and 390 x 844 by
 * touch, no text of the Level, Solver, Ideas and Share panels names a class, a layer, an object, a
 * strategy's identifier or a file of the docs, with findings (a map that is not a level yet, a bone
 * the solution leaves) and suggestions showing; no finding or suggestion gives coordinates: each
 * that names a place outlines it on the board while it is hovered (desktop), or tapped or held
 * (phone). The outlined tiles are read from the board's canvas (`data-spot`), as the board drew them.
 */
import type { Locator, Page } from '@playwright/test';
import type { Cell } from '../src/level/types';
import { MADE, makeLevel, openSection, tapEditor, tool } from './editorFlow';
import { startFromCampaign } from './editorPartner';
import { atEachSize, expect, openGame, test } from './game';

/** Words of Tiled and of the code that the page never shows (issue 46's list). */
const DEVELOPER_WORDS = /class |layer |object \d|dogsFirst|exitWhenSafe|docs\//;
/** A tile written as coordinates ("4,6"): the board outlines places instead. */
const COORDINATES = /\b\d{1,3},\d{1,3}\b/;
/** A bone the made level's solution never picks up (the far corner): the solver warns of it. */
const DECOY: Cell = { x: 8, y: 6 };

/** The tiles the board outlines for the words looked at, "x,y" each. */
const spot = (page: Page) => page.locator('.editor-canvas');

/** Every panel's text the maker can see: each section opened in turn (on a phone, one at a time). */
async function expectMakerWords(
  page: Page,
  touch: boolean,
  sections = ['Level', 'Solver', 'Ideas', 'Share'],
) {
  for (const name of sections) {
    await openSection(page, name as 'Level', touch);
    const panel = page.locator(`#editor-panel-${name === 'Ideas' ? 'partner' : name.toLowerCase()}`);
    const text = (await panel.textContent()) ?? '';
    expect(text, `${name}: ${text}`).not.toMatch(DEVELOPER_WORDS);
  }
  const bar = (await page.locator('.editor-status').textContent()) ?? '';
  expect(bar).not.toMatch(DEVELOPER_WORDS);
}

/** Looks at `target` the way the size does: a mouse over it, or a finger tapping it. */
async function lookAt(target: Locator, touch: boolean) {
  await target.scrollIntoViewIfNeeded();
  if (touch) await target.tap();
  else await target.hover();
}

/**
 * A finger held on a suggestion (a tap would apply it): the board outlines its tiles while the
 * finger is down, and it lifts without applying it.
 */
async function holdOn(page: Page, target: Locator, tiles: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the suggestion is not shown');
  const finger = [{ x: box.x + box.width / 2, y: box.y + box.height / 2, id: 0 }];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger });
  await expect(target).toHaveAttribute('data-held', 'yes');
  await expect(spot(page)).toHaveAttribute('data-spot', tiles);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();
}

atEachSize((size) => {
  test("a made level's findings in the maker's words, each outlining its tiles when looked at", async ({
    page,
  }, info) => {
    const { touch } = size;
    await openGame(page, 'speed=12');
    await page.getByRole('button', { name: /make a level/i }).click();
    await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
    await page.locator('.editor-canvas[data-cell]').waitFor();
    await expect(page.locator('.editor-status')).toContainText('Not a level yet');

    await test.step('a blank map: no cat, no exit, said with the palette', async () => {
      await openSection(page, 'Solver', touch);
      const findings = page.locator('.editor-findings');
      await expect(findings).toContainText('pick Cat under Pieces');
      await expect(findings).toContainText('pick Exit under Pieces');
      await page.screenshot({ path: info.outputPath(`maker-words-blank-${size.name}.png`) });
      await expectMakerWords(page, touch);
    });

    await test.step('a level with a bone it does not need: the warning outlines the bone', async () => {
      await openSection(page, 'Draw', touch);
      await page.getByRole('button', { name: 'Back to the title' }).click();
      await page.waitForFunction(() => window.__mazeCat?.screen === 'title');
      await makeLevel(page, touch);
      await openSection(page, 'Draw', touch);
      await tool(page, 'Bone');
      await tapEditor(page, DECOY, touch);
      await expect(page.locator('.editor-status')).toContainText(`Par ${MADE.par} `);
      await openSection(page, 'Solver', touch);
      const decoy = page.locator('.editor-findings li', { hasText: 'This bone is not needed' });
      await expect(decoy).toHaveAttribute('data-tiles', `${DECOY.x},${DECOY.y}`);
      // Naive play in words, once the band is measured.
      await expect(page.locator('.editor-findings')).toContainText(/makes? par|takes a plan/);
      const lines = (await page.locator('.editor-findings').textContent()) ?? '';
      expect(lines).not.toMatch(COORDINATES);
      // (On a phone the tab's tap may leave the browser's pointer over the line, outlining it already.)
      if (!touch) await expect(spot(page)).toHaveAttribute('data-spot', '');
      await lookAt(decoy, touch);
      await expect(spot(page)).toHaveAttribute('data-spot', `${DECOY.x},${DECOY.y}`);
      await page.screenshot({ path: info.outputPath(`maker-words-finding-${size.name}.png`) });
      await expectMakerWords(page, touch);
    });

    await test.step('the share panel, its link shown', async () => {
      await openSection(page, 'Share', touch);
      const share = page.getByRole('button', { name: 'Share link' });
      await (touch ? share.tap() : share.click());
      await expect(page.locator('.editor-share-out')).toContainText(/of 32,000 characters/);
      await expectMakerWords(page, touch, ['Share']);
    });
  });

  test("a campaign level's ideas: no coordinates, and each suggestion outlines what it moves", async ({
    page,
  }, info) => {
    const { touch } = size;
    await openGame(page);
    await startFromCampaign(page, '03-good-dog', 17, touch);
    const partner = page.locator('.editor-partner');
    const text = (await partner.textContent()) ?? '';
    expect(text).not.toMatch(COORDINATES);
    expect(text).not.toMatch(DEVELOPER_WORDS);
    await expectMakerWords(page, touch);

    await openSection(page, 'Ideas', touch);
    const first = partner.locator('.partner-suggestion').first();
    const tiles = await first.getAttribute('data-tiles');
    expect(tiles).toMatch(/^\d+,\d+( \d+,\d+)*$/);
    if (touch) await holdOn(page, first, tiles ?? '');
    else {
      await lookAt(first, touch);
      await expect(spot(page)).toHaveAttribute('data-spot', tiles ?? '');
      await page.screenshot({ path: info.outputPath(`maker-words-suggestion-${size.name}.png`) });
      // Leaving it ends the outline.
      await page.mouse.move(0, 0);
      await expect(spot(page)).toHaveAttribute('data-spot', '');
    }

    // "Why it is easy" names the first tap most players make as "this bone": it outlines it.
    const lead = partner.locator('.partner-why li[data-tiles]').first();
    await expect(lead).toContainText(/this (bone|dog|key|door|exit)/);
    await lookAt(lead, touch);
    await expect(spot(page)).toHaveAttribute('data-spot', (await lead.getAttribute('data-tiles')) ?? '');
    if (touch) await page.screenshot({ path: info.outputPath(`maker-words-why-${size.name}.png`) });
  });
});
