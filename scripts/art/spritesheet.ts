/**
 * Builds the pixi v8 spritesheet (TexturePacker "hash" JSON) from named animations of pixel art.
 * Frames are named `<animation>_<index>`; every animation is also listed under `animations`, and
 * the bare animation name is an alias of its first frame so single images read naturally
 * (`overlay_path`, `bone`).
 */
import { blit, createImage, extrude } from './image';
import { packShelves } from './pack';
import { type Art, checkArt, renderArt } from './pixelArt';
import type { RgbaImage } from './png';

/** One frame rectangle in TexturePacker hash format. */
export interface SheetFrame {
  readonly frame: { x: number; y: number; w: number; h: number };
  readonly rotated: false;
  readonly trimmed: false;
  readonly spriteSourceSize: { x: number; y: number; w: number; h: number };
  readonly sourceSize: { w: number; h: number };
}

/** The JSON pixi's `Assets.load` reads for a spritesheet. */
export interface SheetJson {
  readonly frames: Record<string, SheetFrame>;
  readonly animations: Record<string, string[]>;
  readonly meta: {
    readonly app: string;
    readonly version: string;
    readonly image: string;
    readonly format: 'RGBA8888';
    readonly size: { w: number; h: number };
    readonly scale: string;
  };
}

/** Packs every frame of `animations` (art drawn at 16, rendered at `scale`) into one image. */
export function buildSpritesheet(
  animations: Readonly<Record<string, readonly Art[]>>,
  imageName: string,
  scale: number,
): { image: RgbaImage; json: SheetJson } {
  const rendered: { name: string; image: RgbaImage }[] = [];
  const anims: Record<string, string[]> = {};
  for (const [anim, frames] of Object.entries(animations)) {
    if (frames.length === 0) throw new Error(`${anim}: no frames`);
    anims[anim] = frames.map((art, i) => {
      const name = `${anim}_${i}`;
      checkArt(name, art, art[0].length, art.length);
      rendered.push({ name, image: renderArt(art, scale) });
      return name;
    });
  }
  const padding = 2;
  const packed = packShelves(
    rendered.map((r) => ({ name: r.name, width: r.image.width, height: r.image.height })),
    512,
    padding,
  );
  const image = createImage(packed.width, packed.height);
  const frames: Record<string, SheetFrame> = {};
  packed.placements.forEach((p, i) => {
    blit(image, rendered[i].image, p.x, p.y);
    extrude(image, p.x, p.y, p.width, p.height, padding);
    frames[p.name] = {
      frame: { x: p.x, y: p.y, w: p.width, h: p.height },
      rotated: false,
      trimmed: false,
      spriteSourceSize: { x: 0, y: 0, w: p.width, h: p.height },
      sourceSize: { w: p.width, h: p.height },
    };
  });
  for (const [anim, names] of Object.entries(anims)) {
    if (!(anim in frames)) frames[anim] = frames[names[0]];
  }
  return {
    image,
    json: {
      frames,
      animations: anims,
      meta: {
        app: 'maze-cat scripts/art',
        version: '1',
        image: imageName,
        format: 'RGBA8888',
        size: { w: packed.width, h: packed.height },
        scale: '1',
      },
    },
  };
}
