/**
 * A deploy seen by a returning player: two builds with different build ids, the first served and
 * installed, then the server switched to the second. The player gets the new build from the
 * notice's button, or on the next load, and the notice is not repeated.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './game';
import { type StaticSite, serveSite } from './staticSite';

const builds = { first: '', second: '' };
let folder = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folder = mkdtempSync(join(tmpdir(), 'maze-cat-update-'));
  for (const id of ['first', 'second'] as const) {
    builds[id] = join(folder, id);
    const run = spawnSync('npx', ['vite', 'build', '--outDir', builds[id], '--emptyOutDir'], {
      env: { ...process.env, MAZE_CAT_BUILD_ID: `e2e-${id}` },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`vite build failed:\n${run.stdout}\n${run.stderr}`);
  }
});

test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const buildId = (page: Page) => page.locator('meta[name="maze-cat-build"]');
const updateNotice = (page: Page) => page.locator('.notice', { hasText: /new version/i });

/** Serves the first build and installs it: the page is then controlled by its worker. */
async function installFirst(page: Page): Promise<StaticSite> {
  const site = await serveSite(builds.first);
  await page.goto(site.url);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await expect(buildId(page)).toHaveAttribute('content', 'e2e-first');
  return site;
}

/** True once the worker registration has nothing installing or waiting: no update is under way. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return !!registration?.active && !registration.installing && !registration.waiting;
  });
}

/** The first build installed, then the second deployed: the page still runs the first and says so. */
async function deploySecond(page: Page): Promise<StaticSite> {
  const site = await installFirst(page);
  site.serve(builds.second);
  await page.reload();
  // The old build still runs (its worker answered), and says a new one is ready.
  await expect(updateNotice(page)).toBeVisible();
  await expect(buildId(page)).toHaveAttribute('content', 'e2e-first');
  return site;
}

/** The second build runs, no update is under way, and no notice offers one. */
async function onSecondBuild(page: Page): Promise<void> {
  await expect(buildId(page)).toHaveAttribute('content', 'e2e-second');
  await page.getByRole('button', { name: /play/i }).first().waitFor();
  await settled(page);
  await expect(updateNotice(page)).toHaveCount(0);
}

test('the notice button switches to the new build, and the notice is not repeated', async ({ page }) => {
  const site = await deploySecond(page);
  await updateNotice(page).getByRole('button', { name: 'Update now' }).click();
  await onSecondBuild(page);
  await page.reload();
  await onSecondBuild(page);
  await site.close();
});

test('without the button, the next load starts the new build', async ({ page }) => {
  const site = await deploySecond(page);
  await page.reload();
  await onSecondBuild(page);
  await page.reload();
  await onSecondBuild(page);
  await site.close();
});
