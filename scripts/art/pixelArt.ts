/**
 * Pixel art as data: a sprite is an array of equal-length strings, one palette character per pixel.
 * These helpers derive frames from drawings (mirror, shift, overlay, replace rows) so animations
 * stay small to write, then turn the characters into RGBA at the output scale.
 */
import { colourOf } from './palette';
import type { RgbaImage } from './png';

/** A drawing: rows of palette characters, all the same length. */
export type Art = readonly string[];

/** Throws unless `art` is `size` x `size` (or the given width/height) and uses only palette characters. */
export function checkArt(name: string, art: Art, width = 16, height = width): void {
  if (art.length !== height) throw new Error(`${name}: ${art.length} rows, expected ${height}`);
  art.forEach((row, y) => {
    if (row.length !== width)
      throw new Error(`${name}: row ${y} has ${row.length} columns, expected ${width}`);
    for (const ch of row) colourOf(ch);
  });
}

/** Builds a left-right symmetric drawing from its left halves (keeps front views centred). */
export function symmetric(halves: readonly string[]): Art {
  return halves.map((h) => h + [...h].reverse().join(''));
}

/** Mirrors left to right (a right-facing cat becomes left-facing). */
export function mirror(art: Art): Art {
  return art.map((row) => [...row].reverse().join(''));
}

/** Moves the drawing by (dx, dy); pixels pushed out are lost, uncovered ones are transparent. */
export function shift(art: Art, dx: number, dy: number): Art {
  const h = art.length;
  const w = art[0].length;
  const out: string[] = [];
  for (let y = 0; y < h; y++) {
    let row = '';
    for (let x = 0; x < w; x++) {
      const sy = y - dy;
      const sx = x - dx;
      row += sy >= 0 && sy < h && sx >= 0 && sx < w ? art[sy][sx] : '.';
    }
    out.push(row);
  }
  return out;
}

/** Draws `top` over `base` at (dx, dy); `.` in `top` lets `base` show through. */
export function overlay(base: Art, top: Art, dx = 0, dy = 0): Art {
  return base.map((row, y) => {
    const ty = y - dy;
    if (ty < 0 || ty >= top.length) return row;
    let out = '';
    for (let x = 0; x < row.length; x++) {
      const tx = x - dx;
      const ch = tx >= 0 && tx < top[ty].length ? top[ty][tx] : '.';
      out += ch === '.' ? row[x] : ch;
    }
    return out;
  });
}

/** Replaces rows from `start` on with `rows` (e.g. new legs for a walk frame). */
export function withRows(art: Art, start: number, rows: Art): Art {
  return art.map((row, y) => (y >= start && y - start < rows.length ? rows[y - start] : row));
}

/** Replaces every `from` character with `to` (e.g. open eyes to closed). */
export function recolour(art: Art, map: Readonly<Record<string, string>>): Art {
  return art.map((row) => [...row].map((ch) => map[ch] ?? ch).join(''));
}

/** Renders `art` to RGBA, each art pixel becoming a `scale` x `scale` block (crisp at any zoom). */
export function renderArt(art: Art, scale: number): RgbaImage {
  const h = art.length;
  const w = art[0].length;
  const width = w * scale;
  const height = h * scale;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = colourOf(art[y][x]);
      for (let yy = 0; yy < scale; yy++) {
        for (let xx = 0; xx < scale; xx++) {
          const o = ((y * scale + yy) * width + x * scale + xx) * 4;
          data[o] = c[0];
          data[o + 1] = c[1];
          data[o + 2] = c[2];
          data[o + 3] = c[3];
        }
      }
    }
  }
  return { width, height, data };
}
