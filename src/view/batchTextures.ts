/**
 * How many textures one sprite batch may sample. Pixi picks the GPU's limit (16 with software
 * WebGL), and its batch shader chooses the texture with one branch per slot: compiling that shader
 * is the longest step of the board's first frame there (about half a second, one task). The board
 * draws from few textures at once (the sprite sheet, a tileset, the visible composite chunks), so
 * a few slots cost some extra draw calls at most, and the shader compiles several times faster.
 */
import type { Renderer } from 'pixi.js';

/** Texture slots per batch: enough for the sprite sheet, a tileset and a couple of chunks. */
export const BATCH_TEXTURES = 4;

/** Caps `renderer`'s batches at BATCH_TEXTURES slots, again after a restored context. */
export function limitBatchTextures(renderer: Renderer): void {
  const limits = (renderer as { limits?: { maxBatchableTextures: number } }).limits;
  if (!limits) return;
  const cap = () => {
    limits.maxBatchableTextures = Math.min(limits.maxBatchableTextures, BATCH_TEXTURES);
  };
  cap();
  // The limits are read again from a new context: cap them after that (runners run in order added).
  renderer.runners.contextChange.add({ contextChange: cap });
}
