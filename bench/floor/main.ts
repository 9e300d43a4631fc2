/**
 * The floor of bench:start (bench/start.ts): a bare pixi 8 page, the least any pixi game waits for.
 * Pixi's Application on a WebGL canvas the page's size, one sprite from a small picture, drawn
 * once. Not shipped with the game: built into a folder of its own by the bench.
 */
import { Application, Assets, Sprite, type Texture } from 'pixi.js';
import pictureUrl from '../../public/favicon.png';

declare global {
  interface Window {
    /** performance.now() once the first frame with the sprite is drawn. */
    __floorDrawn?: number;
  }
}

async function drawOneSprite(): Promise<void> {
  const app = new Application();
  // No ticker: the one frame is drawn below, as soon as there is something to draw. The game's
  // resolution (device pixels, at most 2 a CSS pixel), so both fill as many pixels.
  await app.init({
    preference: 'webgl',
    resizeTo: window,
    autoStart: false,
    background: '#1d130e',
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    autoDensity: true,
  });
  document.body.append(app.canvas);
  const sprite = new Sprite(await Assets.load<Texture>(pictureUrl));
  sprite.anchor.set(0.5);
  sprite.position.set(app.screen.width / 2, app.screen.height / 2);
  sprite.scale.set(4);
  app.stage.addChild(sprite);
  app.render();
  window.__floorDrawn = performance.now();
  // Where bench:start finds the page's main thread in its trace.
  performance.mark('floor:drawn');
}

void drawOneSprite();
