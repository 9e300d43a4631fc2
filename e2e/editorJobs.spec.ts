/**
 * The editor's worker jobs (issue 43) in the built game, through real clicks: a level being
 * generated is cancelled when the maker goes Back, and never opens behind the title; on a map past
 * the editor's size gate (128 x 128 with 4,000 bones) the solver's headline and the design partner
 * say the gate's words at once, and the board, repainted only where edits changed it, is the same
 * picture as the edited map drawn whole.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { crowdedMap } from '../src/app/workers/crowdedMap';
import { editorPoint, MADE, makeLevel, openSection, tapEditor, tool } from './editorFlow';
import { expect, openGame, screen, test } from './game';

const partner = (page: Page) => page.locator('.editor-partner');
/** The titles of the drafts kept in this browser (My levels' index, docs/editor.md). */
const draftTitles = (page: Page) =>
  page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem('maze-cat.editor.drafts') ?? '{}') as {
      drafts?: { title: string }[];
    };
    return (index.drafts ?? []).map((d) => d.title);
  });

test('Generate, then Back: the level being generated is cancelled, and never opens or replaces the draft', async ({
  page,
}) => {
  await openGame(page);
  expect(await makeLevel(page, false)).toBe(MADE.par);
  await openSection(page, 'Ideas', false);
  await partner(page).getByRole('combobox', { name: 'Generated size' }).selectOption('32x32');
  await partner(page).getByRole('combobox', { name: 'Generated band' }).selectOption('hard');
  const status = partner(page).locator('.partner-start .partner-status');
  await partner(page).getByRole('button', { name: 'Generate a level' }).click();
  await expect(status).toHaveText('Generating a level…');
  await page.getByRole('button', { name: 'Back to the title' }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'title');
  // The request is settled (cancelled at once; before the fix, when the level was made and opened).
  await expect(status).toHaveText('', { timeout: 120_000 });
  expect(await screen(page)).toBe('title');
  expect(await draftTitles(page)).toEqual(['My level']);
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await expect(page.locator('.editor-status')).toContainText(`Par ${MADE.par} `);
});

/** The editor's board as an image. */
const boardPicture = (page: Page) =>
  page.locator('.editor-canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());

/** Zooms the board in by wheel turns about a tile (the same turns give the same view). */
async function zoomAbout(page: Page, x: number, y: number) {
  const p = await editorPoint(page, { x, y });
  await page.mouse.move(p.x, p.y);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -120);
  await expect(page.locator('.editor-canvas')).not.toHaveAttribute('data-cell', /^\d+$/);
}

test('a map past the size gate: the headline and the partner say so at once, and edits repaint the board exactly', async ({
  page,
}) => {
  const tileset = readFileSync('levels/maze-cat.tsj', 'utf8');
  const map = JSON.stringify((await crowdedMap(128, 4000, async () => tileset)).doc);
  await page.addInitScript((text) => {
    if (localStorage.getItem('maze-cat.editor.open')) return;
    const draft = { id: 'crowded', title: 'Crowded', text, saved: 1 };
    localStorage.setItem('maze-cat.editor.drafts', JSON.stringify([draft]));
    localStorage.setItem('maze-cat.editor.open', 'crowded');
  }, map);
  await openGame(page);
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  const headline = page.locator('.editor-status');
  const gate = (pieces: string) =>
    `${pieces} pieces on 128 x 128 tiles are more than the editor's solver takes on (maze-cat check solves it)`;
  await expect(headline).toContainText('Too big to decide');
  await openSection(page, 'Ideas', false);
  await expect(partner(page).locator('.partner-why')).toHaveText(gate('4,002'));
  // Zoomed, a tile is not a whole number of pixels: each is rounded to its own, and repainted alone.
  await zoomAbout(page, 20, 20);
  const edits: [string, number, number, string][] = [
    ['Erase', 20, 20, '4,001'],
    ['Wall', 21, 34, '4,001'],
    ['Bone', 20, 20, '4,002'],
    ['Bone', 21, 36, '4,003'],
  ];
  for (const [name, x, y, pieces] of edits) {
    await tool(page, name);
    await tapEditor(page, { x, y }, false);
    await expect(partner(page).locator('.partner-why')).toHaveText(gate(pieces));
    await expect(headline).toContainText('Too big to decide');
  }
  const edited = await boardPicture(page);
  // A board a little narrower (the same tile size, the map still covering it) paints the picture
  // whole, and so does the board's own width again: the same picture as the edits painted.
  const canvas = page.locator('.editor-canvas');
  const box = await canvas.getAttribute('data-box');
  await page.setViewportSize({ width: 1240, height: 800 });
  await expect(canvas).not.toHaveAttribute('data-box', box ?? '');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(canvas).toHaveAttribute('data-box', box ?? '');
  await expect.poll(() => boardPicture(page)).toBe(edited);
});
