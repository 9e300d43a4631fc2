/**
 * A steady editor (issue 46), at 1280 x 720 by mouse and 390 x 844 by touch: the board's box does
 * not move whichever tool of the palette is picked; the share dialog keeps its QR code inside its
 * box after "Copy link"; on a phone each section (Ideas, Solver, Level) takes the screen's free
 * height while the board keeps 60 % of it; and Edit twice on one level leaves one draft in My
 * levels, the second Edit opening it with a choice to start afresh from the level.
 */
import type { Locator, Page } from '@playwright/test';
import { expectPhoneLayout, makeLevel, openSection, tapEditor, tool } from './editorFlow';
import { startFromCampaign } from './editorPartner';
import { atEachSize, expect, openGame, saveShot, solved, test } from './game';

const LEVEL = '03-good-dog';

/** Taps with a finger on a phone, clicks with the mouse on a desktop. */
async function press(target: Locator, touch: boolean): Promise<void> {
  if (touch) await target.tap();
  else await target.click();
}

/** The box of `locator` in client pixels, rounded to a hundredth. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  const r = (n: number) => Math.round(n * 100) / 100;
  return { x: r(b.x), y: r(b.y), width: r(b.width), height: r(b.height) };
}

async function openEditor(page: Page, touch: boolean): Promise<void> {
  await openGame(page);
  await press(page.getByRole('button', { name: /make a level/i }), touch);
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await page.locator('.editor-canvas[data-cell]').waitFor();
}

atEachSize((size) => {
  test('the board does not move whichever tool is picked', async ({ page }) => {
    await openEditor(page, size.touch);
    await openSection(page, 'Draw', size.touch);
    const canvas = page.locator('.editor-canvas');
    const first = await box(canvas);
    const tools = page.locator('.editor-palette .editor-tool, .editor-palette .editor-choice');
    const count = await tools.count();
    expect(count).toBeGreaterThan(10);
    const moved: string[] = [];
    // Every tool, and each tool's own choices (a shape, a colour) as they show.
    for (let i = 0; i < count; i++) {
      const tool = tools.nth(i);
      if (!(await tool.isVisible())) continue;
      await press(tool, size.touch);
      await expect(tool).toHaveAttribute('aria-pressed', 'true');
      const now = await box(canvas);
      if (JSON.stringify(now) !== JSON.stringify(first))
        moved.push(`${await tool.textContent()}: ${JSON.stringify(now)} (was ${JSON.stringify(first)})`);
    }
    // Back to walls and through every tool once more: a choice row coming back moves nothing either.
    for (let i = 0; i < count; i++) {
      const tool = page.locator('.editor-palette .editor-tool').nth(i % 5);
      await press(tool, size.touch);
      if (JSON.stringify(await box(canvas)) !== JSON.stringify(first)) moved.push(`again ${i}`);
    }
    expect(moved, 'the board moved').toEqual([]);
    await saveShot(page, 'steady-editor', `${size.name}-tools`);
  });

  test("the share dialog keeps its QR code inside after 'Copy link'", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A level of the maker's own, play-tested: its link carries the whole map, so its code is large.
    await openGame(page, 'speed=12');
    await makeLevel(page, size.touch);
    await press(page.getByRole('button', { name: /play-test/i }), size.touch);
    await page.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat?.ready);
    await press(page.getByRole('button', { name: 'Pause (Esc)' }), size.touch);
    await press(page.getByRole('dialog').getByRole('button', { name: 'Share this level' }), size.touch);
    await page.waitForFunction(() => window.__mazeCat?.screen === 'share');
    const dialog = page.locator('.panel-share .panel');
    const qr = page.locator('.panel-share .share-qr');
    await expect(qr).toBeVisible();
    await press(page.getByRole('button', { name: 'Copy link' }), size.touch);
    await expect(page.locator('.share-status')).toHaveText('Link copied.');
    const outer = await box(dialog);
    const code = await box(qr);
    expect(code.y, 'the code starts inside the dialog').toBeGreaterThanOrEqual(outer.y);
    expect(code.y + code.height, 'the code ends inside the dialog').toBeLessThanOrEqual(
      outer.y + outer.height,
    );
    expect(code.x).toBeGreaterThanOrEqual(outer.x);
    expect(code.x + code.width).toBeLessThanOrEqual(outer.x + outer.width);
    // Nothing to scroll to: the dialog shows the whole of what it holds.
    const scrolls = await dialog.evaluate((e) => e.scrollHeight > e.clientHeight + 1);
    expect(scrolls, 'the dialog scrolls').toBe(false);
    await saveShot(page, 'steady-editor', `${size.name}-share-copied`);
  });

  test('Edit twice on one level: one draft in My levels, the second Edit opening it with a choice to start afresh', async ({
    page,
  }) => {
    /** The drafts kept, with their maps, and the one open. */
    const kept = () =>
      page.evaluate(() => {
        const index = JSON.parse(localStorage.getItem('maze-cat.editor.drafts') ?? '{}');
        return {
          open: localStorage.getItem('maze-cat.editor.open'),
          drafts: (index.drafts ?? []).map((d: { id: string; title: string }) => ({
            id: d.id,
            title: d.title,
            text: JSON.parse(localStorage.getItem(`maze-cat.editor.draft.${d.id}`) ?? '{}').text as string,
          })),
        };
      });
    const edit = async () => {
      await press(page.getByRole('button', { name: 'Edit this level in the editor' }), size.touch);
      await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
      await page.locator('.editor-canvas[data-cell]').waitFor();
    };
    await openGame(page, `level=${LEVEL}&speed=12`);
    await edit();
    await expect.poll(async () => (await kept()).drafts.length).toBe(1);
    const first = (await kept()).drafts[0];
    expect(first.title).toBe('Good Dog');
    // A wall where there was floor: the draft is the maker's now.
    await openSection(page, 'Draw', size.touch);
    await tool(page, 'Wall');
    await tapEditor(page, { x: 3, y: 1 }, size.touch);
    await expect.poll(async () => (await kept()).drafts[0].text).not.toBe(first.text);
    const changed = (await kept()).drafts[0].text;

    // Another visit: the level played again, then Edit.
    await press(page.getByRole('button', { name: 'Back to the title' }), size.touch);
    await page.waitForFunction(() => window.__mazeCat?.screen !== 'editor');
    await openGame(page, `level=${LEVEL}&speed=12`);
    await edit();
    // The draft as it was left is the one open, and the only one.
    await expect(page.locator('.editor-drafts .editor-draft')).toHaveCount(1);
    expect(await kept()).toEqual({
      open: first.id,
      drafts: [{ id: first.id, title: 'Good Dog', text: changed }],
    });
    const afresh = page.getByRole('button', { name: 'Start afresh', exact: true });
    await expect(afresh).toBeVisible();
    await expect(page.locator('.notices')).toContainText(
      'Your draft of this level, “Good Dog”, is open as you left it.',
    );
    await saveShot(page, 'steady-editor', `${size.name}-edit-again`);

    // Afresh: the same one draft, the level itself again.
    await press(afresh, size.touch);
    await expect.poll(async () => (await kept()).drafts).toEqual([first]);
    await expect(page.locator('.editor-drafts .editor-draft')).toHaveCount(1);
    await expect(page.locator('.editor-status')).toContainText('Par ');
  });

  if (size.touch)
    test('on a phone each section takes the height the board leaves, the board keeping 60 % of it', async ({
      page,
    }) => {
      await openGame(page);
      const { solution } = await solved(LEVEL);
      await startFromCampaign(page, LEVEL, solution.par!, true);
      await expectPhoneLayout(page);
      for (const section of ['Ideas', 'Solver', 'Level'] as const) {
        await openSection(page, section, true);
        await saveShot(page, 'steady-editor', `phone-${section.toLowerCase()}`);
      }
    });
});
