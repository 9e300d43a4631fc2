/**
 * Live reload as a designer has it: the development server (`vite`, over a temporary copy of
 * levels/, so nothing is written into the real folder) and the game open beside Tiled. Each test
 * "saves in Tiled" by writing the map file, then waits on the page's state: a broken save shows its
 * problems where the level was, a new broken save replaces them, a good save brings the level back.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type DevServer, startDevServer } from '../scripts/vite/devServer';
import { expect, saveShot, solved, tapTile, test } from './game';

// One server for the file, on the port after the built game's.
test.describe.configure({ mode: 'serial' });
let server: DevServer;
test.beforeAll(async () => {
  server = await startDevServer(Number(process.env.E2E_PORT ?? 4317) + 1, 180_000);
});
test.afterAll(async () => server?.stop());

// A designer's broken map is a warning in the console, not an error; the dev server's own client
// may log that it lost its connection when the server stops.
test.use({ expectedConsoleErrors: [/\[vite\]/] });

/** Opens the development server's game at `query` and waits until it is ready (the first load compiles). */
async function openDev(page: Page, query: string): Promise<void> {
  await page.goto(`${server.url}?test&${query}`);
  await page.waitForFunction(() => window.__mazeCat?.ready === true, undefined, { timeout: 180_000 });
}

/** The map as Tiled saved it, with `edit` applied to its JSON. */
function edited(id: string, edit: (map: { properties: { name: string; value: unknown }[] }) => void): string {
  const map = JSON.parse(readFileSync(join('levels', `${id}.tmj`), 'utf8'));
  edit(map);
  return JSON.stringify(map, null, 1);
}

const setProperty =
  (name: string, value: unknown) => (map: { properties: { name: string; value: unknown }[] }) => {
    map.properties = map.properties.filter((p) => p.name !== name);
    map.properties.push({ name, value });
  };

function save(id: string, text: string): void {
  writeFileSync(join(server.levelsDir, `${id}.tmj`), text);
}

const screenIs = (page: Page, name: string) =>
  page.waitForFunction((want) => window.__mazeCat?.screen === want, name, { timeout: 60_000 });

test('a broken save shows its problems in place, the next broken one replaces them, a good one recovers', async ({
  page,
}) => {
  const id = '03-good-dog';
  const good = readFileSync(join('levels', `${id}.tmj`), 'utf8');
  await openDev(page, `level=${id}&speed=12`);
  await screenIs(page, 'play');

  // Half a file, as an editor's interrupted write leaves it.
  save(id, good.slice(0, good.length / 2));
  await screenIs(page, 'error');
  const problems = page.locator('.error-problems');
  await expect(problems).toContainText(/JSON/i);
  // Half a map has no title to read: the bar names the level's file.
  await expect(page.locator('.error-title')).toHaveText(id);

  // A new mistake: the old message goes, the new one names its place in Tiled's words.
  save(id, edited(id, setProperty('rule', 'sideways')));
  await expect(problems).toContainText('map property "rule"');
  await expect(problems).not.toContainText(/JSON/i);
  await expect(page.getByText(/save it: the level comes back here by itself/i)).toBeVisible();

  // Fixed: the level is back, with the save's own title, and plays.
  save(id, edited(id, setProperty('title', 'Good Dog Again')));
  await page.waitForFunction(
    () => window.__mazeCat?.screen === 'play' && window.__mazeCat.levelTitle === 'Good Dog Again',
    undefined,
    { timeout: 60_000 },
  );
  expect(await page.evaluate(() => window.__mazeCat?.lastReload?.outcome)).toBe('playable');
  const { solution } = await solved(id);
  let last = null;
  for (const tap of solution.taps) last = await tapTile(page, tap);
  expect(last?.status).toBe('won');
});

test('an unknown level id says so, and opens by itself once a map is saved under that name', async ({
  page,
}) => {
  await openDev(page, 'level=fetch-first');
  await screenIs(page, 'error');
  await expect(page.locator('.error-heading')).toHaveText(/there is no such level/i);
  await expect(page.locator('.error-problems')).toContainText('the game has no level "fetch-first"');
  await expect(page.locator('.error-problems')).not.toContainText(/XML/i);
  // The page says a save opens the level once it listens for saves.
  await expect(
    page.getByText(/Or save a map as levels\/fetch-first\.tmj: it opens here by itself/),
  ).toBeVisible();

  save('fetch-first', edited('01-first-steps', setProperty('title', 'Fetch First')));
  await page.waitForFunction(
    () => window.__mazeCat?.screen === 'play' && window.__mazeCat.levelTitle === 'Fetch First',
    undefined,
    { timeout: 60_000 },
  );
});

test('the level list shows a broken level apart from locked ones, and picking it shows why', async ({
  page,
}) => {
  await openDev(page, '');
  await page.getByRole('button', { name: /^levels$/i }).click();
  await screenIs(page, 'levels');
  // Saved while the list is open: a new file reaches the page as a save does.
  save('99-broken', edited('01-first-steps', setProperty('rule', 'sideways')));
  const broken = page.locator('.level-card.broken');
  await expect(broken).toHaveCount(1, { timeout: 120_000 });
  await expect(broken).toContainText('cannot be played');
  await expect(broken).toBeEnabled();
  await expect(page.locator('.level-card.locked').first()).toContainText('locked');
  await expect(page.locator('.level-card.locked.broken')).toHaveCount(0);
  await broken.click();
  await screenIs(page, 'error');
  await expect(page.locator('.error-problems')).toContainText('map property "rule"');
});

test('a draft in a subfolder opens with ?level=, its tileset from the folder above; its share link carries the map', async ({
  page,
}) => {
  const id = '03-good-dog';
  const { solution } = await solved(id);
  mkdirSync(join(server.levelsDir, 'drafts'), { recursive: true });
  const draft = JSON.parse(edited(id, setProperty('title', 'A Draft')));
  draft.tilesets[0].source = '../maze-cat.tsj';
  writeFileSync(join(server.levelsDir, 'drafts', 'x.tmj'), JSON.stringify(draft));
  await openDev(page, 'level=/levels/drafts/x.tmj&speed=12');
  await screenIs(page, 'play');
  expect(await page.evaluate(() => window.__mazeCat?.levelTitle)).toBe('A Draft');
  let last = null;
  for (const tap of solution.taps) last = await tapTile(page, tap);
  expect(last?.status).toBe('won');
  await page.getByRole('dialog').getByRole('button', { name: /share/i }).click();
  await screenIs(page, 'share');
  // Not `level=<id>`, which no other copy of the game has: the map itself, packed.
  await expect(page.locator('.share-link')).toHaveValue(/#mc=1&map=/);
});

test.describe('a malformed draft', () => {
  // The game logs the load error of a map it was sent to by address, as well as showing it.
  test.use({ expectedConsoleErrors: [/\[vite\]|line 3, column 12: malformed JSON/] });

  test('malformed JSON is reported at its line and column, which Chromium does not give', async ({
    page,
  }) => {
    mkdirSync(join(server.levelsDir, 'drafts'), { recursive: true });
    writeFileSync(join(server.levelsDir, 'drafts', 'bad.tmj'), '{\n  "type": "map",\n  "width": ,\n}');
    await openDev(page, 'level=/levels/drafts/bad.tmj');
    await screenIs(page, 'error');
    await expect(page.locator('.error-problems')).toContainText('line 3, column 12: malformed JSON');
  });
});

/** A shelf map as Tiled saved it (levels/community/<name>.tmj), with `edit` applied to its JSON. */
function shelfMap(name: string, edit: (map: ShelfMapJson) => void): string {
  const map = JSON.parse(readFileSync(join('levels', 'community', `${name}.tmj`), 'utf8'));
  edit(map);
  return JSON.stringify(map, null, 1);
}

interface ShelfMapJson {
  width: number;
  properties: { name: string; value: unknown }[];
  layers: { name: string; type: string; data?: number[]; objects?: { x: number; y: number }[] }[];
}

/** Walls on every tile no piece stands on: the exit is cut off from the cat's start. */
function walledIn(map: ShelfMapJson): void {
  const pieces = new Set<number>();
  // A tile object's y is its bottom edge.
  for (const layer of map.layers)
    for (const o of layer.objects ?? []) pieces.add((o.y / 32 - 1) * map.width + o.x / 32);
  const walls = map.layers.find((layer) => layer.name === 'walls');
  if (walls?.data) walls.data = walls.data.map((_, i) => (pieces.has(i) ? 0 : 5));
}

function saveShelf(name: string, text: string): void {
  writeFileSync(join(server.levelsDir, 'community', `${name}.tmj`), text);
}

test('a shelf map saved on disk reloads in place, with its notice; an unsolvable save says why', async ({
  page,
}) => {
  const name = '01-muddy-mile';
  // As a maker comes to it: the Community screen, then its card.
  await openDev(page, 'speed=12');
  await page.getByRole('button', { name: 'Community', exact: true }).click();
  await screenIs(page, 'community');
  await page.locator(`.shelf-card[data-level="community/${name}"]`).click();
  await screenIs(page, 'play');
  await page.waitForFunction(() => window.__mazeCat?.levelTitle === 'The Muddy Mile');
  // Gone if the page reloads.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const samePage = () => page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage === true);
  const notices = page.locator('.notice');

  saveShelf(name, shelfMap(name, setProperty('title', 'The Muddier Mile')));
  await page.waitForFunction(() => window.__mazeCat?.levelTitle === 'The Muddier Mile', undefined, {
    timeout: 60_000,
  });
  expect(await samePage()).toBe(true);
  await expect(notices.filter({ hasText: `Reloaded: levels/community/${name}.tmj changed.` })).toBeVisible();
  expect(await page.evaluate(() => window.__mazeCat?.lastReload?.outcome)).toBe('playable');
  // Par is the solver's, and it shows.
  await expect(page.locator('.hud-par')).toBeVisible();
  // The Community screen took the regenerated shelf in place too: the card has the new title.
  await page.goBack();
  await screenIs(page, 'community');
  const card = page.locator(`.shelf-card[data-level="community/${name}"]`);
  await expect(card).toContainText('The Muddier Mile', { timeout: 120_000 });
  await card.click();
  await screenIs(page, 'play');

  // Walls all round: the level loads (nothing in it is malformed), but cannot be won. The page says
  // why, in the solver's words, as Tiled's on-save check does; par says it has none.
  saveShelf(name, shelfMap(name, walledIn));
  const why = notices.filter({ hasText: 'walls cut it off' });
  await expect(why).toBeVisible();
  await expect(why).toContainText(`levels/community/${name}.tmj cannot be won: the exit cannot be reached`);
  await expect(page.locator('.hud-par')).toBeVisible();
  await expect(page.locator('.hud-par')).toContainText('none');
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 720 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await saveShot(page, 'live-reload', `unsolvable-notice-${size}`);
  }
  expect(await samePage()).toBe(true);
});
