/**
 * The editor's design partner (issue 37) through real clicks and taps: a campaign level opened from
 * "Start from", the partner's suggestions waited for, one applied, the depth figure (the share of
 * random sensible players at par) read before and after, and undo.
 */
import type { Page } from '@playwright/test';
import { openSection } from './editorFlow';
import { expect } from './game';
import { watchFor } from './seen';

const partner = (page: Page) => page.locator('.editor-partner');

/** Presses a control by a click, or a tap on a phone. */
async function press(page: Page, name: string | RegExp, touch: boolean) {
  const control = partner(page).getByRole('button', { name, exact: typeof name === 'string' });
  await control.scrollIntoViewIfNeeded();
  if (touch) await control.tap();
  else await control.click();
}

/** The depth figure once the partner has answered about the map showing: the share at par, 0 to 1. */
async function depth(page: Page): Promise<number> {
  const figure = partner(page).locator('.partner-depth[data-state="done"]');
  await expect(figure).toHaveAttribute('data-share', /\d/, { timeout: 60_000 });
  return Number(await figure.getAttribute('data-share'));
}

/**
 * From the title: Make a level, start from the campaign level `id`, wait for the partner's
 * suggestions.
 */
export async function startFromCampaign(page: Page, id: string, par: number, touch: boolean) {
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await openSection(page, 'Ideas', touch);
  await partner(page).getByRole('combobox', { name: 'Campaign level' }).selectOption(id);
  await press(page, /^Open level/, touch);
  await expect(page.locator('.editor-status')).toContainText(`Par ${par} `);
  await expect(partner(page).locator('.partner-suggestion').first()).toBeVisible({ timeout: 60_000 });
}

/**
 * On a phone: a finger held on the first suggestion outlines the tiles it changes on the board and,
 * lifted, applies nothing (the outline stays while the suggestion has the focus; the caller's later
 * edits show that no undo step was added). A `screenshot` path takes a picture while the finger is
 * down.
 */
export async function holdSuggestion(page: Page, screenshot?: string) {
  const first = partner(page).locator('.partner-suggestion').first();
  const board = page.locator('.editor-canvas');
  await first.scrollIntoViewIfNeeded();
  const box = await first.boundingBox();
  if (!box) throw new Error('the first suggestion is not shown');
  const finger = [{ x: box.x + box.width / 2, y: box.y + box.height / 2, id: 0 }];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger });
  await expect(first).toHaveAttribute('data-held', 'yes');
  await expect(board).not.toHaveAttribute('data-outlined', '0');
  if (screenshot) await page.screenshot({ path: screenshot });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // The suggestion keeps the focus the finger gave it, so its tiles stay outlined to look at.
  await expect(board).not.toHaveAttribute('data-outlined', '0');
  await expect(partner(page).locator('.partner-depth')).toHaveAttribute('data-state', 'done');
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();
}

/**
 * Applies the first suggestion with a real click or tap: the depth figure goes from what it was to
 * what the suggestion promised, and Undo brings it back. Returns both figures.
 */
export async function applySuggestion(page: Page, touch: boolean) {
  const first = partner(page).locator('.partner-suggestion').first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  const before = await depth(page);
  const promised = Number(await first.getAttribute('data-after'));
  expect(Number(await first.getAttribute('data-before'))).toBe(before);
  expect(promised).toBeLessThan(before);
  await expect(first).toContainText('→');
  await first.scrollIntoViewIfNeeded();
  // The partner says it is checking the changed map until its answer comes (a moment, on a quick machine).
  const checking = '.editor-partner .partner-depth[data-state="checking"]';
  const applied = await watchFor(page, checking);
  if (touch) await first.tap();
  else await first.click();
  await applied();
  await expect.poll(() => depth(page), { timeout: 60_000 }).toBe(promised);
  const undo = page.getByRole('button', { name: /^Undo/ });
  const undone = await watchFor(page, checking);
  if (touch) await undo.tap();
  else await undo.click();
  await undone();
  await expect.poll(() => depth(page), { timeout: 60_000 }).toBe(before);
  return { before, promised };
}
