/**
 * The editor's board by keyboard alone (issue 37, "every tool reachable by keyboard"): the board is
 * reached by Tab, the arrow keys move its cursor, Shift with the arrows paints a stroke, Space places
 * the piece picked in the palette, and the tile under the cursor is said to screen readers. The level
 * every editor test draws (MADE) is made this way and the solver finds its par.
 */
import type { Page } from '@playwright/test';
import type { Cell } from '../src/level/types';
import { MADE } from './editorFlow';
import { expect, openGame, test } from './game';

const board = (page: Page) => page.locator('.editor-canvas');

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after 60 presses. */
async function tabTo(page: Page, key: 'Tab' | 'Shift+Tab', selector: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached by ${key}`);
}

/** The keyboard cursor's tile, as the board says it (its canvas's data-cursor). */
async function cursor(page: Page): Promise<Cell> {
  const at = (await board(page).getAttribute('data-cursor')) ?? '';
  const [x, y] = at.split(',').map(Number);
  if (!at || !Number.isInteger(x) || !Number.isInteger(y)) throw new Error(`no cursor on the board: "${at}"`);
  return { x, y };
}

/** Moves the cursor to `cell` with the arrow keys (held Shift, if the caller holds it, drags). */
async function arrowTo(page: Page, cell: Cell) {
  const from = await cursor(page);
  const dx = cell.x - from.x;
  const dy = cell.y - from.y;
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(board(page)).toHaveAttribute('data-cursor', `${cell.x},${cell.y}`);
}

/** From the board, picks a palette tool by Tab and Enter, and comes back to the board by Shift+Tab. */
async function pickTool(page: Page, label: string) {
  await tabTo(page, 'Tab', `.editor-palette .tool-${label.toLowerCase()}`);
  await page.keyboard.press('Enter');
  await expect(
    page.locator('.editor-palette').getByRole('button', { name: label, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, 'Shift+Tab', '.editor-canvas');
}

test('keyboard: a level made on the board with the arrow keys, Shift and Space, and its par found', async ({
  page,
}, info) => {
  await openGame(page, 'speed=12');
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await page.locator('.editor-canvas[data-cell]').waitFor();
  await expect(page.locator('.editor-status')).toContainText('Not a level yet');

  await tabTo(page, 'Tab', '.editor-canvas');
  // The cursor shows once the keyboard is on the board, in the middle of the 10 x 8 map.
  await expect(board(page)).toHaveAttribute('data-cursor', '5,4');
  await page.keyboard.press('2');
  await expect(
    page.locator('.editor-palette').getByRole('button', { name: 'Wall', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // A stroke of wall from 4,1 to 4,5: Shift held down with the arrows.
  await arrowTo(page, MADE.wall[0]);
  await page.keyboard.down('Shift');
  await arrowTo(page, MADE.wall[1]);
  await page.keyboard.up('Shift');
  await expect(page.locator('.editor-screen .sr-only')).toHaveText('4,5: wall');

  for (const kind of ['Cat', 'Bone', 'Dog', 'Exit'] as const) {
    await pickTool(page, kind);
    const at = MADE[kind.toLowerCase() as 'cat'];
    await arrowTo(page, at);
    await page.keyboard.press('Space');
    await expect(page.locator('.editor-screen .sr-only')).toHaveText(
      new RegExp(`^${at.x},${at.y}: floor, a ${kind.toLowerCase()}$`),
    );
  }
  await expect(page.locator('.editor-status')).toContainText(`Par ${MADE.par} `);
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeEnabled();

  await page.screenshot({ path: info.outputPath('editor-keyboard.png') });
  // Leaving the board hides the cursor.
  await page.keyboard.press('Tab');
  await expect(board(page)).toHaveAttribute('data-cursor', '');
});
