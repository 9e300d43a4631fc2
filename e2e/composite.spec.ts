/**
 * Static tile layers are baked into one texture per chunk (src/view/CompositeLayerView.ts). Where
 * the baked layers hold no tile, what lies under them must show: a tinted layer (drawn on its own:
 * a colour tint is a filter) below a run of composited layers, seen through cells they leave empty.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodePng } from '../scripts/art/png';
import { expect, openGame, test } from './game';

const TILESET = readFileSync(resolve('levels/maze-cat.tsj'), 'utf8');
/** Cells of level 03 that the test empties in its ground and wall layers (floor cells of row 3). */
const HOLES = [5, 6];
const ROW = 3;

interface TileLayerJson {
  type: string;
  data: number[];
  width: number;
  [key: string]: unknown;
}

test('a layer under composited layers shows through their empty cells', async ({ page }) => {
  const map = JSON.parse(readFileSync(resolve('levels/03-good-dog.tmj'), 'utf8'));
  const tiles = map.layers.filter((l: TileLayerJson) => l.type === 'tilelayer') as TileLayerJson[];
  const ground = tiles[0];
  for (const layer of tiles) for (const x of HOLES) layer.data[ROW * layer.width + x] = 0;
  const far = { ...ground, id: 99, name: 'far', tintcolor: '#c0c0ff' };
  const floor = ground.data.find((gid) => gid !== 0) ?? 1;
  far.data = ground.data.map(() => floor);
  map.layers.unshift(far);
  const background = Number.parseInt(String(map.backgroundcolor).slice(1), 16);
  await page.route('https://levels.test/**', (route) => {
    const url = route.request().url();
    if (url.endsWith('/holes.tmj'))
      return route.fulfill({ body: JSON.stringify(map), contentType: 'application/json' });
    if (url.endsWith('/maze-cat.tsj'))
      return route.fulfill({ body: TILESET, contentType: 'application/json' });
    return route.fulfill({ status: 404 });
  });
  await openGame(page, 'level=https://levels.test/holes.tmj');
  const scale = await page.evaluate(() => window.devicePixelRatio);
  const shot = decodePng(await page.screenshot());
  for (const x of HOLES) {
    const at = await page.evaluate(([tx, ty]) => window.__mazeCat?.tileToClient(tx, ty) ?? null, [
      x,
      ROW,
    ] as const);
    if (!at) throw new Error('no board');
    const i = (Math.floor(at.y * scale) * shot.width + Math.floor(at.x * scale)) * 4;
    const colour = (shot.data[i] << 16) | (shot.data[i + 1] << 8) | shot.data[i + 2];
    expect(colour, `cell ${x},${ROW} shows the tinted layer, not the board's colour`).not.toBe(background);
  }
});
