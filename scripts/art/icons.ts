/** The app icons and favicon: the cat's face on a plum ground, from the same pixel art as the game. */

import { colourOf } from './palette';
import type { Art } from './pixelArt';
import { CAT_FACE } from './sprites/cat';

/** The cat's head and shoulders (rows 1-12 of its front view) centred on a 16 x 16 plum square. */
export function iconArt(): Art {
  const blank = '................';
  const rows = [blank, blank, ...CAT_FACE.slice(1, 13), blank, blank];
  return rows.map((row) => row.replaceAll('.', 'K'));
}

/** The art as an SVG of one rect per pixel; crispEdges keeps it sharp at any size. */
export function artToSvg(art: Art): string {
  const rects: string[] = [];
  art.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const [r, g, b, a] = colourOf(ch);
      if (a === 0) return;
      const fill = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
      rects.push(
        `<rect x="${x}" y="${y}" width="1" height="1" fill="${fill}"${a < 255 ? ` fill-opacity="${(a / 255).toFixed(2)}"` : ''}/>`,
      );
    });
  });
  const w = art[0].length;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${art.length}" shape-rendering="crispEdges">${rects.join('')}</svg>\n`;
}
