import { Assets, Graphics, type Renderer, type Spritesheet, type Texture } from 'pixi.js';

/** Animation and frame names of public/assets/sprites.json (client contract). */
export type SpriteName =
  | 'cat_walk_down'
  | 'cat_walk_up'
  | 'cat_walk_left'
  | 'cat_walk_right'
  | 'cat_idle_down'
  | 'cat_win'
  | 'cat_lose'
  | 'dog_idle'
  | 'dog_sleep'
  | 'dog_eat'
  | 'dog_attack'
  | 'bone'
  | 'exit'
  | 'overlay_path'
  | 'overlay_path_end'
  | 'overlay_danger'
  | 'overlay_pickup'
  | 'overlay_bribe'
  | 'overlay_tired'
  | 'overlay_range'
  | 'overlay_bump'
  | 'overlay_expanded'
  | 'overlay_focus'
  /** A piece's look from the kinds table (`KindDef.look`: key_red, door_blue_open, pipe...). */
  | (string & {});

const SIZE = 32;

/**
 * The game's sprites: frames of each animation from the spritesheet, or, when the sheet or a name
 * is missing (assets not built yet, a failed download), a plain shape drawn once so the board is
 * never blank. Fallback shapes differ by outline, not only colour.
 */
export class SpriteAtlas {
  private readonly cache = new Map<SpriteName, Texture[]>();

  private constructor(
    private readonly renderer: Renderer,
    private readonly sheet: Spritesheet | null,
  ) {}

  static async load(renderer: Renderer, url: string): Promise<SpriteAtlas> {
    let sheet: Spritesheet | null = null;
    try {
      sheet = await Assets.load<Spritesheet>(url);
      sheet.textureSource.scaleMode = 'nearest';
    } catch (error) {
      console.warn(`Maze Cat: sprites ${url} did not load; drawing plain shapes.`, error);
    }
    return new SpriteAtlas(renderer, sheet);
  }

  /** True when the real spritesheet is in use. */
  get loaded(): boolean {
    return this.sheet !== null;
  }

  /** Whether the sprite sheet has the animation or frame (a fallback shape stands in for those it has not). */
  has(name: SpriteName): boolean {
    return this.sheet !== null && (name in this.sheet.animations || name in this.sheet.textures);
  }

  /** The frames of an animation (a single-frame name gives one frame); never empty. */
  frames(name: SpriteName): Texture[] {
    let frames = this.cache.get(name);
    if (!frames) {
      const sheet = this.sheet;
      const fromSheet =
        sheet?.animations[name] ?? (sheet?.textures[name] ? [sheet.textures[name]] : undefined);
      frames = fromSheet && fromSheet.length > 0 ? fromSheet : [this.fallback(name)];
      this.cache.set(name, frames);
    }
    return frames;
  }

  /** The first frame of a name. */
  texture(name: SpriteName): Texture {
    return this.frames(name)[0];
  }

  private fallback(name: SpriteName): Texture {
    const g = new Graphics();
    // An invisible full-size rect keeps every fallback 32 x 32 so anchors line up.
    g.rect(0, 0, SIZE, SIZE).fill({ color: 0, alpha: 0 });
    drawFallback(g, name);
    const texture = this.renderer.generateTexture({ target: g, resolution: 1 });
    texture.source.scaleMode = 'nearest';
    g.destroy();
    return texture;
  }
}

function drawFallback(g: Graphics, name: SpriteName): void {
  const outline = { width: 2, color: 0x2b1d14 };
  if (name.startsWith('cat_')) {
    g.poly([8, 12, 11, 4, 15, 10, 17, 10, 21, 4, 24, 12]).fill(0xf29b38).stroke(outline);
    g.circle(16, 18, 10).fill(0xf29b38).stroke(outline);
    g.circle(12, 17, 1.5).fill(0x2b1d14);
    g.circle(20, 17, 1.5).fill(0x2b1d14);
  } else if (name.startsWith('dog_')) {
    g.roundRect(5, 8, 22, 20, 5)
      .fill(name === 'dog_sleep' ? 0x7d6a5a : 0x8b5a2b)
      .stroke(outline);
    g.rect(6, 6, 5, 9).fill(0x5a3a1c);
    g.rect(21, 6, 5, 9).fill(0x5a3a1c);
  } else if (name === 'bone') {
    g.roundRect(8, 13, 16, 6, 3).fill(0xf5f0e1).stroke(outline);
    for (const [x, y] of [
      [8, 12],
      [8, 20],
      [24, 12],
      [24, 20],
    ])
      g.circle(x, y, 3.5).fill(0xf5f0e1).stroke(outline);
  } else if (name.startsWith('key_')) {
    g.circle(10, 16, 5).stroke({ width: 3, color: 0xffd23f });
    g.rect(15, 15, 13, 3).fill(0xffd23f).rect(24, 18, 3, 4).fill(0xffd23f);
  } else if (name.startsWith('door_')) {
    g.rect(3, 2, 26, 28).fill(0x8c5a3a).stroke(outline);
    if (name.endsWith('_open')) g.rect(9, 6, 17, 24).fill(0x2b1d14);
    else g.circle(16, 17, 4).fill(0xffd23f).stroke(outline);
  } else if (name === 'pipe') {
    g.circle(16, 16, 13).fill(0x3f9c8c).stroke(outline);
    g.circle(16, 16, 8).fill(0x1b1512);
  } else if (name === 'exit') {
    g.rect(7, 4, 18, 26).fill(0x3c6e47).stroke(outline);
    g.rect(11, 8, 10, 22).fill(0x17261b);
  } else if (name === 'overlay_path') {
    g.circle(16, 16, 4).fill(0xfff3c4).stroke({ width: 1.5, color: 0x2b1d14 });
  } else if (name === 'overlay_path_end') {
    g.circle(16, 16, 10).stroke({ width: 3, color: 0xfff3c4 });
    g.circle(16, 16, 3).fill(0xfff3c4);
  } else if (name === 'overlay_danger') {
    g.moveTo(7, 7).lineTo(25, 25).moveTo(25, 7).lineTo(7, 25).stroke({ width: 5, color: 0xd8432e });
  } else if (name === 'overlay_pickup') {
    g.rect(13, 6, 6, 20).fill(0x5fcf6b).rect(6, 13, 20, 6).fill(0x5fcf6b);
  } else if (name === 'overlay_bribe') {
    g.poly([16, 5, 27, 16, 16, 27, 5, 16]).fill(0x58a6ff).stroke(outline);
  } else if (name === 'overlay_tired') {
    g.poly([16, 5, 28, 27, 4, 27]).fill(0xf0c419).stroke(outline);
  } else if (name === 'overlay_key') {
    g.circle(9, 16, 5).stroke({ width: 3, color: 0xffd23f });
    g.rect(14, 14, 14, 4).fill(0xffd23f);
  } else if (name === 'overlay_unlock' || name === 'overlay_locked') {
    const open = name === 'overlay_unlock';
    g.rect(6, 15, 20, 13)
      .fill(open ? 0x5ad16a : 0xe0443e)
      .stroke(outline);
    g.moveTo(10, 15)
      .lineTo(10, 7)
      .lineTo(22, 7)
      .lineTo(22, open ? 10 : 15)
      .stroke({ width: 3, color: 0xfff4e0 });
  } else if (name === 'overlay_pipe' || name === 'overlay_pipe_out') {
    g.ellipse(16, 25, 12, 4).fill(0x245e55).stroke(outline);
    const tip = name === 'overlay_pipe' ? 20 : 2;
    g.poly([8, 11, 24, 11, 16, tip]).fill(0xfff4e0).stroke(outline);
  } else if (name === 'overlay_patrol') {
    g.poly([4, 12, 18, 12, 18, 6, 28, 16, 18, 26, 18, 20, 4, 20]).fill(0xd3a070).stroke(outline);
  } else if (name === 'overlay_range') {
    g.rect(1, 1, 30, 30)
      .fill({ color: 0x58a6ff, alpha: 0.35 })
      .stroke({ width: 1, color: 0x58a6ff, alpha: 0.8 });
  } else if (name === 'overlay_expanded') {
    g.rect(0, 0, 32, 32).fill({ color: 0xc062e0, alpha: 0.35 });
  } else if (name === 'overlay_bump') {
    g.moveTo(9, 9).lineTo(23, 23).moveTo(23, 9).lineTo(9, 23).stroke({ width: 3, color: 0xffffff });
  } else if (name === 'overlay_focus') {
    g.rect(1.5, 1.5, 29, 29).stroke({ width: 3, color: 0xffffff });
  }
}
