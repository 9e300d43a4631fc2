/**
 * `npm run assets` (art half): writes the tileset, the sprite atlas, the HUD and app icons and
 * docs/tileset.md from the pixel art held in scripts/art/sprites. Deterministic: the same source
 * gives the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hudIcons } from './hudIcons';
import { artToSvg, iconArt } from './icons';
import { renderArt } from './pixelArt';
import { encodePng } from './png';
import { ALL_ANIMATIONS } from './sprites/index';
import { buildSpritesheet } from './spritesheet';
import { buildTileset, TILESET_NAMES, TILESET_TILES, tilesetMarkdown, tilesOfShape } from './tileset';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function write(path: string, data: Uint8Array | string): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, data);
  console.log(
    `wrote ${relative(root, full)} (${typeof data === 'string' ? data.length : data.byteLength} bytes)`,
  );
}

const SCALE = 2; // 16 x 16 art -> 32 x 32 pixels

for (const [shape, name] of Object.entries(TILESET_NAMES)) {
  const tileset = buildTileset(tilesOfShape(shape as keyof typeof TILESET_NAMES), `${name}.png`, SCALE);
  write(`levels/${name}.png`, encodePng(tileset.image));
  write(`levels/${name}.tsj`, `${JSON.stringify(tileset.json, null, 2)}\n`);
}
write('docs/tileset.md', tilesetMarkdown(TILESET_TILES));

const sheet = buildSpritesheet(ALL_ANIMATIONS, 'sprites.png', SCALE);
write('public/assets/sprites.png', encodePng(sheet.image));
write('public/assets/sprites.json', `${JSON.stringify(sheet.json, null, 1)}\n`);

for (const [sprite, art] of hudIcons())
  write(`public/assets/hud/${sprite}.png`, encodePng(renderArt(art, SCALE)));

const icon = iconArt();
write('public/favicon.svg', artToSvg(icon));
write('public/favicon.png', encodePng(renderArt(icon, 2)));
write('public/icons/icon-192.png', encodePng(renderArt(icon, 12)));
write('public/icons/icon-512.png', encodePng(renderArt(icon, 32)));
