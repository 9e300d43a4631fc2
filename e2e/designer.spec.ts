/**
 * The level designer's workflow in the built game: play your own map from the file dialog or a
 * drop (with its own tileset and image), a broken map's clear error, and the designer overlay.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { formatCost, formatMoves } from '../src/grid';
import { loadLevel } from '../src/level';
import { solveLevel } from '../src/solver';
import { describeDifficulty, levelDepth } from '../src/solver/difficulty';
import { expect, openGame, screen, solved, tapTile, test } from './game';

interface MapFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/**
 * A designer's folder: a copy of a shipped level renamed, pointing at its own tileset in a
 * subfolder (`tiles/my-tiles.tsj`, image `my-tiles.png`) so nothing comes from the game's bundle.
 */
function designerFiles(tilesetRef = 'tiles/my-tiles.tsj'): MapFile[] {
  const map = JSON.parse(readFileSync(resolve('levels/03-good-dog.tmj'), 'utf8')) as {
    tilesets: { firstgid: number; source: string }[];
    properties: { name: string; value: unknown }[];
  };
  map.tilesets = [{ firstgid: 1, source: tilesetRef }];
  for (const p of map.properties) if (p.name === 'title') p.value = 'My Own Map';
  const tileset = JSON.parse(readFileSync(resolve('levels/maze-cat.tsj'), 'utf8')) as { image: string };
  tileset.image = 'my-tiles.png';
  return [
    { name: 'my-level.tmj', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(map)) },
    { name: 'my-tiles.tsj', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(tileset)) },
    { name: 'my-tiles.png', mimeType: 'image/png', buffer: readFileSync(resolve('levels/maze-cat.png')) },
  ];
}

/** The dropped level, solved in the test's own process with the game's code. */
async function solveFiles(files: readonly MapFile[]) {
  const byName = new Map(files.map((f) => [f.name, f.buffer.toString('utf8')]));
  const level = await loadLevel('my-level.tmj', async (path) => {
    const text = byName.get(path.slice(path.lastIndexOf('/') + 1));
    if (text === undefined) throw new Error(`no ${path}`);
    return text;
  });
  return solveLevel(level);
}

/** Collects console warnings (a tileset image that failed to load is only a warning). */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  return warnings;
}

/** Drops files on the page as a real drop would arrive: dragenter, dragover, drop with a DataTransfer. */
async function dropFiles(page: Page, files: readonly MapFile[]): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, type: f.mimeType, base64: f.buffer.toString('base64') }));
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], f.name, { type: f.type }));
    }
    const target = document.body;
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    }
  }, payload);
}

async function waitForLevel(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (want) => window.__mazeCat?.ready === true && window.__mazeCat.levelId === want,
    id,
    { timeout: 30_000 },
  );
}

async function playSolution(page: Page, taps: readonly { x: number; y: number }[], par: number) {
  let last = null;
  for (const tap of taps) last = await tapTile(page, tap);
  expect(last?.status).toBe('won');
  expect(last?.moves).toBeCloseTo(par, 6);
  await expect(page.getByRole('dialog')).toContainText(/escaped/i);
}

test('Play your own map: pick a map, its tileset and image in the file dialog, and win it', async ({
  page,
}) => {
  const warnings = watchWarnings(page);
  const files = designerFiles();
  const solution = await solveFiles(files);
  expect(solution.verdict).toBe('solvable');
  await openGame(page, 'speed=12');
  expect(await screen(page)).toBe('title');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /play your own map/i }).click();
  await (await chooser).setFiles(files);
  await waitForLevel(page, 'local:my-level');
  await expect(page.locator('.play-screen .hud-title')).toHaveText('My Own Map');
  await playSolution(page, solution.taps, solution.par!);
  // The dropped tileset's image loaded from its blob: URL (the view only warns when it does not).
  expect(warnings.filter((w) => /did not load/.test(w))).toEqual([]);
});

/**
 * The designer's files with a lean tileset, as Tiled's own examples write one: no tile count, no
 * columns, no image size. The game reads the image's header to count the tiles.
 */
function leanFiles(image?: Buffer): MapFile[] {
  return designerFiles().map((f) => {
    if (f.name === 'my-tiles.png' && image) return { ...f, buffer: image };
    if (f.name !== 'my-tiles.tsj') return f;
    const { tilecount, columns, imagewidth, imageheight, ...lean } = JSON.parse(f.buffer.toString('utf8'));
    if (![tilecount, columns, imagewidth, imageheight].every((v) => typeof v === 'number'))
      throw new Error('levels/maze-cat.tsj no longer writes its tile count, columns and image size');
    return { ...f, buffer: Buffer.from(JSON.stringify(lean)) };
  });
}

// The lean tileset, as Tiled's own examples write it, makes the game read the image's header.
for (const [what, files] of [
  ['its tileset', designerFiles()],
  ['a tileset that does not say how many tiles it has', leanFiles()],
] as const) {
  test(`Play your own map: drop the map with ${what} on the page and win it`, async ({ page }) => {
    const warnings = watchWarnings(page);
    const solution = await solveFiles(designerFiles());
    await openGame(page, 'speed=12');
    await page.getByRole('button', { name: 'Levels', exact: true }).click();
    await expect(page.getByRole('button', { name: /play your own map/i })).toBeVisible();
    await dropFiles(page, files);
    await waitForLevel(page, 'local:my-level');
    await playSolution(page, solution.taps, solution.par!);
    expect(warnings.filter((w) => /did not load/.test(w))).toEqual([]);
  });
}

test('a dropped map whose tileset is missing shows the loader’s file: place: what on screen', async ({
  page,
}) => {
  const [map] = designerFiles('nowhere/lost-tiles.tsj');
  await openGame(page);
  await dropFiles(page, [map]);
  await page.waitForFunction(() => window.__mazeCat?.screen === 'error');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This map cannot be played');
  // The file heads the report; each problem gives its place in the file and what is wrong.
  await expect(alert).toContainText('my-level.tmj: 1 error');
  await expect(alert.locator('.problem')).toHaveText(
    'error: tilesets[0].source: cannot read "nowhere/lost-tiles.tsj": "lost-tiles.tsj" was not among the dropped files; drop it together with the map (or the whole folder)',
  );
  await expect(alert.getByRole('button', { name: 'Choose files' })).toBeVisible();
});

test('a dropped lean tileset whose image is not an image says so, naming file and place', async ({
  page,
}) => {
  await openGame(page);
  await dropFiles(page, leanFiles(Buffer.from('<html><body>404 Not Found</body></html>')));
  await page.waitForFunction(() => window.__mazeCat?.screen === 'error');
  await expect(page.getByRole('alert')).toContainText(
    'my-tiles.tsj: image: the tileset does not say how many tiles it has, and its image "my-tiles.png" cannot be measured: it is not a PNG, JPEG, GIF, WebP or BMP image (it starts with "<html><b")',
  );
});

test('dropping files without a map says so', async ({ page }) => {
  const files = designerFiles().filter((f) => !f.name.endsWith('.tmj'));
  await openGame(page);
  await dropFiles(page, files);
  await page.waitForFunction(() => window.__mazeCat?.screen === 'error');
  await expect(page.getByRole('alert')).toContainText('No Tiled map among the files');
});

test('?designer shows the overlay with the solver’s par and the difficulty as check has it; Shift+D toggles it', async ({
  page,
}) => {
  const { level, solution } = await solved('04-order-matters');
  await openGame(page, 'level=04-order-matters&designer');
  const legend = page.getByRole('complementary', { name: 'Designer overlay' });
  await expect(legend).toBeVisible();
  await expect(legend).toContainText(
    `Par ${formatCost(solution.par!)} · solvable · ${solution.taps.length} ${solution.taps.length === 1 ? 'tap' : 'taps'}`,
  );
  await expect(legend).toContainText('movement range');
  // The difficulty in the words `maze-cat check` prints after "depth:".
  const { difficulty } = levelDepth(level, solution);
  await expect(legend).toContainText(`Depth: ${describeDifficulty(difficulty!, solution.par!)}`);
  await page.locator('#board').focus();
  await page.keyboard.press('Shift+D');
  await expect(legend).toBeHidden();
  await page.keyboard.press('Shift+D');
  await expect(legend).toBeVisible();
  await expect(legend).toContainText(`Par ${formatCost(solution.par!)}`);
  // A walk runs an A* search; the legend counts the cells it expanded.
  await tapTile(page, solution.taps[0]);
  await expect(legend).toContainText(/last A\* search: [1-9]\d* cells?/);
});

test('the HUD shows the solver’s par, not a par the map gets wrong', async ({ page }) => {
  const files = designerFiles();
  const solution = await solveFiles(files);
  const map = JSON.parse(files[0].buffer.toString('utf8'));
  map.properties = [
    ...map.properties.filter((p: { name: string }) => p.name !== 'par'),
    { name: 'par', type: 'int', value: 3 },
  ];
  await openGame(page, 'speed=12');
  await dropFiles(page, [{ ...files[0], buffer: Buffer.from(JSON.stringify(map)) }, ...files.slice(1)]);
  await waitForLevel(page, 'local:my-level');
  await expect(page.locator('.hud-par .hud-value')).toHaveText(formatMoves(solution.par!));
});

/** The screen rectangle the map covers, from its corner tiles' centres. */
async function mapRect(page: Page, width: number, height: number) {
  const at = (x: number, y: number) =>
    page.evaluate(([tx, ty]) => window.__mazeCat?.tileToClient(tx, ty) ?? null, [x, y] as const);
  const [a, b, c] = await Promise.all([at(0, 0), at(1, 0), at(width - 1, height - 1)]);
  if (!a || !b || !c) throw new Error('no client points for the map');
  const half = (b.x - a.x) / 2;
  return { left: a.x - half, top: a.y - half, right: c.x + half, bottom: c.y + half };
}

for (const size of [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`the designer overlay on a ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('says the energy left at par, and keeps its panel off the map', async ({ page }) => {
      const id = '10-tired-and-hungry';
      const { level, solution } = await solved(id);
      await openGame(page, `level=${id}&designer`);
      const legend = page.getByRole('complementary', { name: 'Designer overlay' });
      const left = level.energy! - solution.par!;
      await expect(legend).toContainText(
        `energy left at par: ${formatCost(left)} of ${formatCost(level.energy!)}`,
      );
      await expect(legend).toContainText("the solver's route and its taps");
      // The camera settles beside the panel (it moves once the solver's words are in).
      await expect
        .poll(async () => {
          const board = await mapRect(page, level.map.width, level.map.height);
          const panel = (await legend.boundingBox())!;
          const apart =
            panel.x + panel.width <= board.left ||
            panel.y >= board.bottom ||
            panel.x >= board.right ||
            panel.y + panel.height <= board.top;
          return apart;
        })
        .toBe(true);
    });
  });
}
