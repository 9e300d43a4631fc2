/**
 * Compiles the board's shaders before there is a board to draw. Pixi compiles a shader on its
 * first use and then asks WebGL whether it linked: a call that waits until the GPU has done all the
 * work queued before it. On a big level's first frame that work is the tileset's upload and the
 * baking of every visible chunk, which software WebGL takes about half a second for: one task on
 * the page's thread. Drawn once into a 1 x 1 texture when the renderer is new (the queue empty),
 * the sprite, shape (batched and not), mesh and tilemap shaders are ready, and the first frame waits for
 * nothing.
 */
import { CompositeTilemap } from '@pixi/tilemap';
import {
  type Container,
  Graphics,
  Mesh,
  MeshGeometry,
  type Renderer,
  RenderTexture,
  Sprite,
  Texture,
} from 'pixi.js';
import { nextTask } from './nextTask';

/**
 * Draws a sprite, a shape batched and one not, a mesh and a tile once, off screen, each in a task of its
 * own (each link being up to a tenth of a second or so there), so their shaders are compiled now.
 * Resolves in a task after the last.
 */
export async function warmShaders(renderer: Renderer): Promise<void> {
  drawOnce(renderer, new Sprite(Texture.WHITE));
  await nextTask();
  drawOnce(renderer, new Graphics().rect(0, 0, 1, 1).fill(0xffffff));
  await nextTask();
  // Pixi batches a shape of under 400 vertices only; a bigger one (25-the-grand-tour's first frame
  // has one) is drawn with a program of its own, which was linked on that frame.
  const unbatched = new Graphics().rect(0, 0, 1, 1).fill(0xffffff);
  unbatched.context.batchMode = 'no-batch';
  drawOnce(renderer, unbatched);
  await nextTask();
  // A mesh of over 100 vertices has a program of its own too: the movement range's (rangeLayer.ts).
  const mesh = new Mesh({ geometry: new MeshGeometry({}), texture: Texture.WHITE });
  mesh.geometry.batchMode = 'no-batch';
  drawOnce(renderer, mesh);
  await nextTask();
  const tiles = new CompositeTilemap();
  tiles.tile(Texture.WHITE, 0, 0);
  drawOnce(renderer, tiles);
  // What follows (the board's set-up) runs in a task of its own too.
  await nextTask();
}

function drawOnce(renderer: Renderer, container: Container): void {
  const target = RenderTexture.create({ width: 1, height: 1 });
  renderer.render({ container, target });
  container.destroy({ children: true });
  target.destroy(true);
}
