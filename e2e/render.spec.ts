/**
 * Issue 4's rendering check: the game draws a Tiled map the way Tiled does. The map
 * (e2e/fixtures/render/render-test.tmx, exported by Tiled to public/test-maps/render/) holds all 8
 * flip combinations of an asymmetric tile, a tinted layer, a group layer with opacity and offset, and
 * animated tiles (plain, flipped, rotated). Its references are drawn by Tiled's own renderer
 * (tmxrasterizer, see the fixture's build.sh), one per animation frame, and were checked by eye.
 * The test opens the map in the built game and compares the board's pixels with them, cell by cell.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { decodePng } from '../scripts/art/png';
import { expect, openGame, test } from './game';

const FIXTURE = resolve('e2e/fixtures/render');
const MAP_URL = 'test-maps/render/render-test.tmj';
const TILE = 32;
const COLUMNS = 10;
const ROWS = 6;
/** Cells under the cat and the exit: the game draws its own sprites there, Tiled its objects. */
const ENTITY_CELLS = new Set(['0,5', '9,5']);
/** Cells with animated tiles: they may show any frame, but one frame of Tiled's. */
const ANIMATED_CELLS = ['1,3', '2,3', '3,3'];
/** A channel may differ this much (blending and tint rounding)... */
const CHANNEL_TOLERANCE = 16;
/** ...and this share of a cell's pixels may differ more. A wrong flip changes far more. */
const CELL_TOLERANCE = 0.02;

type Image = ReturnType<typeof decodePng>;

/** Where map pixel (0, 0) is in the page, and how many page pixels one map pixel covers. */
interface Board {
  readonly left: number;
  readonly top: number;
  readonly zoom: number;
}

async function board(page: Page): Promise<Board> {
  const at = (x: number, y: number) =>
    page.evaluate(([tx, ty]) => window.__mazeCat?.tileToClient(tx, ty) ?? null, [x, y] as const);
  const [a, b] = [await at(0, 0), await at(1, 0)];
  if (!a || !b) throw new Error('no board');
  const zoom = (b.x - a.x) / TILE;
  return { left: a.x - (TILE * zoom) / 2, top: a.y - (TILE * zoom) / 2, zoom };
}

/** How many pixels of cell (cx, cy) differ between the reference and the screenshot of the board. */
function cellDifference(reference: Image, shot: Image, at: Board, scale: number, cx: number, cy: number) {
  let differing = 0;
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const mx = cx * TILE + x;
      const my = cy * TILE + y;
      // The centre of the map pixel's block on screen (nearest-neighbour zoom: the block is uniform).
      const sx = Math.floor((at.left + (mx + 0.5) * at.zoom) * scale);
      const sy = Math.floor((at.top + (my + 0.5) * at.zoom) * scale);
      const r = (my * reference.width + mx) * 4;
      const s = (sy * shot.width + sx) * 4;
      for (let c = 0; c < 3; c++) {
        if (Math.abs(reference.data[r + c] - shot.data[s + c]) > CHANNEL_TOLERANCE) {
          differing++;
          break;
        }
      }
    }
  }
  return differing / (TILE * TILE);
}

/** Which reference frame each animated cell shows (-1: none), and the cells that match no reference. */
function compare(references: readonly Image[], shot: Image, at: Board, scale: number) {
  const wrong: string[] = [];
  const frames: number[] = [];
  for (let cy = 0; cy < ROWS; cy++) {
    for (let cx = 0; cx < COLUMNS; cx++) {
      const key = `${cx},${cy}`;
      if (ENTITY_CELLS.has(key)) continue;
      const candidates = ANIMATED_CELLS.includes(key) ? references : references.slice(0, 1);
      const diffs = candidates.map((ref) => cellDifference(ref, shot, at, scale, cx, cy));
      const best = Math.min(...diffs);
      if (ANIMATED_CELLS.includes(key)) frames.push(best <= CELL_TOLERANCE ? diffs.indexOf(best) : -1);
      if (best > CELL_TOLERANCE) wrong.push(`${key} (${Math.round(best * 100)}% of pixels differ)`);
    }
  }
  return { wrong, frames };
}

const references = [0, 1, 2, 3].map((frame) =>
  decodePng(readFileSync(resolve(FIXTURE, `reference-frame${frame}.png`))),
);

test('a map with flips, tint, a group layer and animation looks as Tiled draws it', async ({
  page,
}, testInfo) => {
  await openGame(page, `level=${MAP_URL}`);
  const at = await board(page);
  expect(at.zoom, 'a whole-number zoom keeps pixels comparable').toBe(Math.round(at.zoom));
  const scale = await page.evaluate(() => window.devicePixelRatio);

  const shoot = async () => decodePng(await page.screenshot());
  const first = await shoot();
  const result = compare(references, first, at, scale);
  if (result.wrong.length > 0) {
    await testInfo.attach('board.png', {
      body: await page.screenshot({
        clip: { x: at.left, y: at.top, width: COLUMNS * TILE * at.zoom, height: ROWS * TILE * at.zoom },
      }),
      contentType: 'image/png',
    });
  }
  expect(result.wrong, 'cells that differ from Tiled').toEqual([]);
  // The three animated tiles share one clock, as in Tiled: they show the same frame.
  expect(new Set(result.frames).size).toBe(1);

  // And the animation runs: a later frame shows another of Tiled's frames, still matching elsewhere.
  await expect
    .poll(async () => {
      const later = compare(references, await shoot(), at, scale);
      return later.wrong.length === 0 && later.frames[0] !== result.frames[0];
    })
    .toBe(true);
});
