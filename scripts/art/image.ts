/** Small RGBA image operations for composing atlases (no canvas). */
import type { RgbaImage } from './png';

/** A transparent image of the given size. */
export function createImage(width: number, height: number): RgbaImage {
  return { width, height, data: new Uint8Array(width * height * 4) };
}

/** Copies `src` into `dst` at (dx, dy), replacing pixels (atlas cells never overlap). */
export function blit(dst: RgbaImage, src: RgbaImage, dx: number, dy: number): void {
  for (let y = 0; y < src.height; y++) {
    const ty = y + dy;
    if (ty < 0 || ty >= dst.height) continue;
    for (let x = 0; x < src.width; x++) {
      const tx = x + dx;
      if (tx < 0 || tx >= dst.width) continue;
      const s = (y * src.width + x) * 4;
      const d = (ty * dst.width + tx) * 4;
      dst.data.set(src.data.subarray(s, s + 4), d);
    }
  }
}

/**
 * Repeats the outermost pixels of the rectangle (x, y, w, h) outward by `by` pixels, so a GPU
 * sampling slightly outside a frame (sub-pixel camera positions) sees the frame's own edge,
 * not its neighbour's.
 */
export function extrude(img: RgbaImage, x: number, y: number, w: number, h: number, by: number): void {
  const copy = (sx: number, sy: number, tx: number, ty: number): void => {
    if (tx < 0 || ty < 0 || tx >= img.width || ty >= img.height) return;
    const s = (sy * img.width + sx) * 4;
    img.data.copyWithin((ty * img.width + tx) * 4, s, s + 4);
  };
  for (let i = 1; i <= by; i++) {
    for (let xx = x; xx < x + w; xx++) {
      copy(xx, y, xx, y - i);
      copy(xx, y + h - 1, xx, y + h - 1 + i);
    }
  }
  for (let yy = y - by; yy < y + h + by; yy++) {
    const sy = Math.min(Math.max(yy, 0), img.height - 1);
    for (let i = 1; i <= by; i++) {
      copy(x, sy, x - i, sy);
      copy(x + w - 1, sy, x + w - 1 + i, sy);
    }
  }
}
