/** Dev aid: `tsx scripts/art/preview.ts out.png` draws every sprite frame in rows on a mid-grey ground. */
import { writeFileSync } from 'node:fs';
import { createImage } from './image';
import { renderArt } from './pixelArt';
import { encodePng } from './png';
import { ALL_ANIMATIONS } from './sprites/index';

const rows = Object.entries(ALL_ANIMATIONS);
const cell = 34;
const img = createImage(cell * 8, cell * rows.length);
for (let i = 0; i < img.data.length; i += 4) img.data.set([96, 100, 110, 255], i);
rows.forEach(([, frames], y) => {
  frames.forEach((art, x) => {
    const r = renderArt(art, 2);
    // Alpha-blend over grey so translucent overlays show as they will in game.
    for (let p = 0; p < r.data.length; p += 4) {
      const a = r.data[p + 3] / 255;
      const px = (p / 4) % r.width;
      const py = Math.floor(p / 4 / r.width);
      const o = ((y * cell + 1 + py) * img.width + x * cell + 1 + px) * 4;
      for (let c = 0; c < 3; c++) img.data[o + c] = Math.round(r.data[p + c] * a + img.data[o + c] * (1 - a));
    }
  });
});
writeFileSync(process.argv[2] ?? '/tmp/preview.png', encodePng(img));
console.log(rows.map(([n], i) => `${i}: ${n}`).join('\n'));
