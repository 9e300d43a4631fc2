/**
 * Levels that travel (issue 38), in the built game with real clicks and taps: a level opened from a
 * share link is kept under "Opened from links" on the level list and plays again offline, each
 * entry removes on its own (with Undo); the share panel shows the link's QR code and saves a PNG of
 * the board.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { packMap } from '../src/app/share/mapPayload';
import { OPENED_LINKS_KEY } from '../src/app/share/openedLinks';
import { shareFragment } from '../src/app/share/shareLink';
import { newMapText } from '../src/level/edit';
import { axeFindings } from './axe';
import { expect, looksStill, openGame, saveShot, solved, tapTile, test } from './game';
import { serveSite } from './staticSite';

/** A shipped level's map with its own title and a maker: a level someone made and shared. */
function madeMap(id: string, title: string, maker: string): string {
  const map = JSON.parse(readFileSync(resolve(`levels/${id}.tmj`), 'utf8')) as {
    properties: { name: string; type: string; value: unknown }[];
  };
  for (const p of map.properties) if (p.name === 'title') p.value = title;
  map.properties.push({ name: 'maker', type: 'string', value: maker });
  return packMap([{ path: `${id}.tmj`, text: JSON.stringify(map) }]);
}

/** Opens a share link in the page (a fresh load, not a fragment change) and waits for its level. */
async function openLink(page: Page, url: string, packed: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${url}?test&speed=12#mc=1&map=${packed}`);
  await page.waitForFunction(
    () => window.__mazeCat?.ready === true && !!window.__mazeCat.levelId?.startsWith('shared:'),
  );
}

/** The PNG's width and height from its header, after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a level opened from a link is kept under Opened from links, plays again offline, and removes one by one', async ({
  page,
}) => {
  const site = await serveSite(process.env.E2E_DIST ?? 'dist');
  await page.goto(site.url);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);

  await openLink(page, site.url, madeMap('03-good-dog', "Ada's Good Dog", 'Ada'));
  await openLink(page, site.url, madeMap('02-a-bone-to-pick', 'Second Helping', 'Bea'));

  // The server is gone: only the service worker answers, and the kept links hold their levels.
  await site.close();
  await page.goto('about:blank');
  await page.goto(`${site.url}?test&speed=12`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true);
  await page.getByRole('button', { name: 'Levels', exact: true }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
  const shelf = page.getByRole('region', { name: 'Opened from links' });
  await expect(shelf).toBeVisible();
  const entries = shelf.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Second Helping');
  await expect(entries.first()).toContainText(/by Bea · opened \d{1,2} \w{3} \d{4}, \d\d:\d\d/);
  await expect(entries.nth(1)).toContainText("Ada's Good Dog");
  await expect(entries.nth(1)).toContainText('by Ada');

  // The list on the level list passes the audit too.
  await looksStill(page);
  expect(await axeFindings(page, '.opened-links')).toEqual([]);

  // One removed, put back with Undo, removed again: the other stays.
  await shelf.getByRole('button', { name: 'Remove Second Helping' }).click();
  await expect(entries).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(entries).toHaveCount(2);
  await shelf.getByRole('button', { name: 'Remove Second Helping' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Ada's Good Dog");

  // Played again from the list, offline, and won with real taps.
  await shelf.getByRole('button', { name: "Play Ada's Good Dog" }).click();
  await page.waitForFunction(
    () =>
      window.__mazeCat?.ready === true &&
      window.__mazeCat.screen === 'play' &&
      !!window.__mazeCat.levelId?.startsWith('shared:'),
  );
  const { solution } = await solved('03-good-dog');
  let last = null;
  for (const tap of solution.taps) last = await tapTile(page, tap);
  expect(last?.status).toBe('won');

  // A reload keeps the list as it was left.
  await page.goto(`${site.url}?test`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true);
  await page.getByRole('button', { name: 'Levels', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Opened from links' }).getByRole('listitem')).toHaveCount(1);
});

test('Opened from links shows a list stored by anything else within its bounds, its words as text', async ({
  page,
}) => {
  await openGame(page, 'speed=12');
  // 5,000 entries written straight into storage (the list once froze the level list 4 s), the
  // latest with a title of markup and a maker of 200,000 characters, one with a time no date shows.
  const title = '<img src=x onerror="window.pwned=1">';
  await page.evaluate(
    ({ key, title }) => {
      const entries = Array.from({ length: 5_000 }, (_, i) => ({
        id: 'stored',
        title: i === 4_999 ? title : `Level ${i}`,
        maker: i === 4_999 ? `<b onmouseover="window.pwned=2">Eve</b>${'M'.repeat(200_000)}` : 'Ada',
        opened: 1_700_000_000_000 + i,
        fragment: `#mc=1&level=lvl-${i}`,
      }));
      entries.push({ id: 'far', title: 'Far future', maker: '', opened: 9e15, fragment: '#mc=1&level=far' });
      localStorage.setItem(key, JSON.stringify(entries));
    },
    { key: OPENED_LINKS_KEY, title },
  );
  await page.getByRole('button', { name: 'Levels', exact: true }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'levels');
  const shelf = page.getByRole('region', { name: 'Opened from links' });
  const entries = shelf.getByRole('listitem');
  await expect(entries).toHaveCount(50);
  await expect(shelf.locator('.opened-problem')).toHaveText(
    '1 damaged entry was left out of the levels opened from links. 4,950 older entries past the 50 kept were left out of the levels opened from links.',
  );
  await expect(entries.first().locator('.opened-title')).toHaveText(title);
  const meta = await entries.first().locator('.opened-meta').textContent();
  expect(meta).toMatch(/^by <b onmouseover="window\.pwned=2">Eve<\/b>M+ · opened /);
  expect(meta?.indexOf(' · opened')).toBe(3 + 120);
  await entries.first().locator('.opened-meta').hover();
  expect(await shelf.locator('img, b').count()).toBe(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await expect(entries.nth(49)).toContainText('Level 4950');
});

test('the share panel shows the link as a QR code and saves a picture of the board', async ({
  page,
}, info) => {
  await openGame(page, 'level=03-good-dog&speed=12');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
  await page.getByRole('dialog').getByRole('button', { name: /share/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'share');
  const qr = page.getByRole('img', { name: 'QR code of the link' });
  await expect(qr).toBeVisible();
  // Drawn: black modules on white, as wide as tall, and the code's version small for a short link.
  const drawn = await qr.evaluate((c) => {
    const canvas = c as HTMLCanvasElement;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === 0) dark++;
    return { w: canvas.width, h: canvas.height, dark, version: Number(canvas.dataset.version) };
  });
  expect(drawn.w).toBe(drawn.h);
  expect(drawn.dark).toBeGreaterThan(drawn.w * drawn.h * 0.2);
  expect(drawn.version).toBeLessThanOrEqual(6);

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: /save picture/i }).click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toBe('good-dog.png');
  const picture = info.outputPath('good-dog.png');
  await saved.saveAs(picture);
  const bytes = readFileSync(picture);
  const { width, height } = pngSize(bytes);
  const { level } = await solved('03-good-dog');
  // The board at 32 px a tile under its title band, with margins.
  expect(width).toBe(Math.max(32 * level.width, 360) + 32);
  expect(height).toBe(64 + 32 * level.height + 32);
  expect(bytes.length).toBeGreaterThan(2000);
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved the picture as good-dog.png.' }),
  ).toBeVisible();
});

test('a link too long for a QR code: the share panel says so where the code would be', async ({ page }) => {
  // 128 x 128 tiles of terrain in a fixed random order: a packed map of several thousand characters.
  const map = JSON.parse(newMapText(128, 128));
  const TERRAIN_GIDS = [1, 9, 11, 13];
  let seed = 43;
  map.layers[0].data = map.layers[0].data.map(() => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return TERRAIN_GIDS[seed >>> 30];
  });
  map.layers.find((l: { name: string }) => l.name === 'entities').objects = [
    { id: 1, name: '', type: 'Cat', x: 32, y: 32, width: 32, height: 32 },
    { id: 2, name: '', type: 'Exit', x: 126 * 32, y: 126 * 32, width: 32, height: 32 },
  ];
  map.nextobjectid = 3;
  map.properties = [{ name: 'title', type: 'string', value: 'Patchwork' }];
  const files = [{ path: 'patchwork.tmj', text: JSON.stringify(map) }];
  await page.goto(`./?test&speed=12${shareFragment({ kind: 'map', files, packed: packMap(files) }, null)}`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'play');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
  await page.getByRole('dialog').getByRole('button', { name: /share/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'share');
  await expect(page.locator('.share-qr-note')).toHaveText(
    /^This link is too long for a QR code \([\d,]+ characters; a QR code holds at most 2,953\): share the link itself\.$/,
  );
  await expect(page.getByRole('img', { name: 'QR code of the link' })).toBeHidden();
});

const LOOKS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'phone-landscape', viewport: { width: 844, height: 390 }, touch: true },
] as const;

for (const { name, viewport, touch } of LOOKS)
  test.describe(name, () => {
    test.use({ viewport: { ...viewport }, isMobile: touch, hasTouch: touch });
    test(`how the share panel and Opened from links look (${name})`, async ({ page }) => {
      await page.goto(`./?test&speed=12#mc=1&map=${madeMap('03-good-dog', "Ada's Good Dog", 'Ada')}`);
      await page.waitForFunction(
        () => window.__mazeCat?.ready === true && window.__mazeCat.screen === 'play',
      );
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => window.__mazeCat?.screen === 'pause');
      await page.getByRole('dialog').getByRole('button', { name: /share/i }).click();
      await expect(page.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
      await looksStill(page);
      await saveShot(page, 'links', `share-panel-${name}`);
      // A new tab (this one's history would reopen where it was).
      const later = await page.context().newPage();
      await openGame(later, 'speed=12');
      await later.getByRole('button', { name: 'Levels', exact: true }).click();
      const shelf = later.getByRole('region', { name: 'Opened from links' });
      await shelf.scrollIntoViewIfNeeded();
      await expect(shelf.getByRole('listitem')).toHaveCount(1);
      await saveShot(later, 'links', `opened-links-${name}`);
    });
  });
