import { describe, expect, it } from 'vitest';
import { mirror, overlay, renderArt, shift, symmetric } from './pixelArt';
import { ALL_ANIMATIONS } from './sprites/index';
import { buildSpritesheet } from './spritesheet';
import { buildTileset, TILESET_TILES } from './tileset';

describe('pixel art helpers', () => {
  it('mirror, shift, overlay and symmetric do what they say', () => {
    expect(mirror(['ab.'])).toEqual(['.ba']);
    expect(shift(['ab', 'cd'], 1, 1)).toEqual(['..', '.a']);
    expect(overlay(['aaa'], ['.k'], 1)).toEqual(['aak']);
    expect(symmetric(['ab'])).toEqual(['abba']);
  });

  it('renders each art pixel as a scale x scale block', () => {
    const img = renderArt(['k.'], 2);
    expect(img.width).toBe(4);
    expect(img.data[3]).toBe(255); // (0,0) opaque outline
    expect(img.data[(1 * 4 + 1) * 4 + 3]).toBe(255); // (1,1) still the outline pixel
    expect(img.data[(1 * 4 + 2) * 4 + 3]).toBe(0); // (2,1) transparent
  });
});

describe('sprite sheet', () => {
  const { image, json } = buildSpritesheet(ALL_ANIMATIONS, 'sprites.png', 2);

  it('has every animation the game codes against, with enough frames', () => {
    const minFrames: Record<string, number> = {
      cat_walk_down: 2,
      cat_walk_up: 2,
      cat_walk_left: 2,
      cat_walk_right: 2,
      cat_idle_down: 1,
      cat_win: 4,
      cat_lose: 4,
      dog_idle: 2,
      dog_sleep: 2,
      dog_eat: 2,
      dog_attack: 2,
      bone: 1,
      exit: 1,
    };
    for (const [name, n] of Object.entries(minFrames))
      expect(json.animations[name]?.length ?? 0).toBeGreaterThanOrEqual(n);
    for (const name of [
      'path',
      'path_end',
      'danger',
      'pickup',
      'bribe',
      'tired',
      'range',
      'bump',
      'expanded',
      'focus',
    ]) {
      expect(json.frames[`overlay_${name}`]).toBeDefined();
    }
  });

  it('names only frames that exist and keeps them 32 x 32 inside the image', () => {
    for (const names of Object.values(json.animations))
      for (const n of names) expect(json.frames[n]).toBeDefined();
    for (const f of Object.values(json.frames)) {
      expect(f.frame.w).toBe(32);
      expect(f.frame.h).toBe(32);
      expect(f.frame.x + f.frame.w).toBeLessThanOrEqual(image.width);
      expect(f.frame.y + f.frame.h).toBeLessThanOrEqual(image.height);
    }
    expect(json.meta.size).toEqual({ w: image.width, h: image.height });
  });
});

describe('tileset', () => {
  const { image, json } = buildTileset(TILESET_TILES, 'maze-cat.png', 2);
  const props = (id: number) => json.tiles.find((t) => t.id === id)?.properties ?? [];

  it('is a Tiled tileset of 32 x 32 tiles whose image matches its columns and count', () => {
    expect(json.name).toBe('maze-cat');
    expect(json.tilewidth).toBe(32);
    expect(image.width).toBe(json.columns * 32);
    expect(image.height).toBe(Math.ceil(json.tilecount / json.columns) * 32);
  });

  it('marks walls, costs and the 2011 markers', () => {
    const byName = (name: string) => TILESET_TILES.filter((t) => t.name === name).map((t) => t.id);
    for (const id of byName('wall'))
      expect(props(id)).toContainEqual({ name: 'wall', type: 'bool', value: true });
    for (const [name, cost] of [
      ['grass', 2],
      ['mud', 3],
      ['water', 5],
    ] as const) {
      for (const id of byName(name))
        expect(props(id)).toContainEqual({ name: 'cost', type: 'int', value: cost });
    }
    for (const id of byName('floor')) expect(props(id)).toEqual([]);
    for (const m of ['Cat', 'Bone', 'Dog', 'Exit'])
      expect(props(byName(m)[0])).toContainEqual({ name: m, type: 'bool', value: true });
  });

  it('animates water through frames that are themselves water', () => {
    const animated = json.tiles.filter((t) => t.animation);
    expect(animated.length).toBeGreaterThan(0);
    for (const t of animated) {
      expect(t.animation!.length).toBeGreaterThanOrEqual(2);
      for (const f of t.animation!) expect(TILESET_TILES[f.tileid].name).toBe('water');
    }
  });
});
